#!/usr/bin/env python3
# Writes argv[1] megabytes to stderr, as 1000-byte lines ("lines") or with no newline at all
# ("blob"), then exits 0.
import sys
megabytes, mode = int(sys.argv[1]), sys.argv[2]
chunk = (b"y" * 999 + b"\n") * 1000 if mode == "lines" else b"x" * 1_000_000
for _ in range(megabytes):
    sys.stderr.buffer.write(chunk)
sys.stderr.buffer.flush()
