#!/bin/sh
# Burns CPU forever.
while :; do :; done
