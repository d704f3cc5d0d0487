#!/usr/bin/env python3
# Forks sleeping children until fork fails; prints "fork failed after N" and exits 4.
import os, sys, time
count = 0
while count < 200:
    try:
        pid = os.fork()
    except OSError as error:
        print(f"fork failed after {count}: {error.errno}", flush=True)
        sys.exit(4)
    if pid == 0:
        time.sleep(30)
        os._exit(0)
    count += 1
print(f"forked {count}", flush=True)
sys.exit(0)
