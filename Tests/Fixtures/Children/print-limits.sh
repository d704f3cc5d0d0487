#!/bin/sh
# Prints this process's resource limits.
cat /proc/self/limits
