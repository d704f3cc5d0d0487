#!/bin/sh
# Never reads stdin and never exits by itself.
echo ready
while :; do sleep 1; done
