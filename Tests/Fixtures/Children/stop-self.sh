#!/bin/sh
# Ignores SIGTERM, says "ready", then stops itself with SIGSTOP (state T).
trap '' TERM
echo ready
kill -STOP $$
while :; do sleep 1; done
