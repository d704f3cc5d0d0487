#!/usr/bin/env python3
"""The Python `json` column of widgets-bench's codec rows: one operation is `json.loads` of the
message on stdin plus `json.dumps` (compact) of the result, as the Swift side encodes and
decodes the same message.

    python3 Benchmarks/python_codec.py ROUNDS ITERATIONS < message.json
        prints the best round's operations per CPU-second

Standard library only.
"""
import json, sys, time

def main():
    rounds, iterations = int(sys.argv[1]), int(sys.argv[2])
    message = sys.stdin.buffer.read()
    per_round = max(1, iterations // rounds)
    assert json.loads(json.dumps(json.loads(message), separators=(",", ":"))) == json.loads(message)
    best = 0.0
    for _ in range(rounds + 1):  # the first round warms up
        start = time.thread_time()
        for _ in range(per_round):
            json.dumps(json.loads(message), separators=(",", ":"))
        elapsed = time.thread_time() - start
        best = max(best, per_round / elapsed if elapsed > 0 else 0.0)
    print("%f" % best)

if __name__ == "__main__":
    main()
