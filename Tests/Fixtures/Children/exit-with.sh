#!/bin/sh
# Writes its arguments after the first to stdout, then exits with the first.
code=$1
shift
echo "$@"
exit "$code"
