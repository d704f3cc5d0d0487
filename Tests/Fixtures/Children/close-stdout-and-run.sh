#!/bin/sh
# Closes its stdout, then keeps running until its stdin reaches EOF; exits 7.
exec 1>&-
cat >/dev/null
exit 7
