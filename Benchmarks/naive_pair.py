#!/usr/bin/env python3
"""The naive Python peer of widgets-bench's RPC rows: two processes, `json` over pipes.

    python3 Benchmarks/naive_pair.py PARENT_CPU CHILD_CPU WARMUP ITERATIONS
        prints "<round trips per second> <p50 µs> <p99 µs>"
    python3 Benchmarks/naive_pair.py --peer CHILD_CPU

The same ~100-byte lines as the C floor. A negative CPU means not pinned. Standard library only.
"""
import json, os, subprocess, sys, time

REQUEST_DATA = "0123456789abcdef0123456789abcd"
RESPONSE_DATA = "0123456789abcdef0123456789abcdef0123456789"


def pin(cpu):
    if cpu >= 0:
        os.sched_setaffinity(0, {cpu})


def peer(cpu):
    pin(cpu)
    out = sys.stdout.buffer
    for line in sys.stdin.buffer:
        request = json.loads(line)
        reply = {"jsonrpc": "2.0", "id": request["id"], "result": {"data": RESPONSE_DATA}}
        out.write(json.dumps(reply, separators=(",", ":")).encode() + b"\n")
        out.flush()


def client(parent_cpu, child_cpu, warmup, iterations):
    pin(parent_cpu)
    child = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--peer", str(child_cpu)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    request = {"jsonrpc": "2.0", "id": "h-1", "method": "echo", "params": {"data": REQUEST_DATA}}

    def call():
        child.stdin.write(json.dumps(request, separators=(",", ":")).encode() + b"\n")
        child.stdin.flush()
        reply = json.loads(child.stdout.readline())
        assert reply["result"]["data"] == RESPONSE_DATA

    for _ in range(warmup):
        call()
    samples = []
    start = time.perf_counter()
    for _ in range(iterations):
        t0 = time.perf_counter()
        call()
        samples.append(time.perf_counter() - t0)
    elapsed = time.perf_counter() - start
    child.stdin.close()
    child.wait()
    samples.sort()
    print("%f %f %f" % (iterations / elapsed, samples[iterations // 2] * 1e6, samples[int(iterations * 0.99)] * 1e6))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--peer"]:
        peer(int(sys.argv[2]))
    else:
        client(*(int(a) for a in sys.argv[1:5]))
