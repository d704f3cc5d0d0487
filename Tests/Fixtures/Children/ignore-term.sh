#!/bin/sh
# Ignores SIGTERM and runs until killed; says "ready" once the trap is in place.
trap '' TERM
echo ready
while :; do sleep 1; done
