#!/bin/sh
# Starts a grandchild that keeps stdout and stderr open, prints its pid, then exits at once.
sleep 30 &
echo $!
exit 0
