#!/usr/bin/env python3
# Allocates 10 MB blocks forever; prints "MemoryError" and exits 3 when allocation fails.
import sys
blocks = []
try:
    while True:
        blocks.append(bytearray(10_000_000))
except MemoryError:
    blocks.clear()
    print("MemoryError", flush=True)
    sys.exit(3)
