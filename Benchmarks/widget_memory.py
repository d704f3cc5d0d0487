#!/usr/bin/env python3
"""Resident memory and start-up time of one idle widget process (issue 4's figures).

    python3 Benchmarks/widget_memory.py [--runs N] -- <widget command…>
    swift build -c release --product checklist-widget
    python3 Benchmarks/widget_memory.py -- .build/release/checklist-widget

For each run: spawn the widget, time spawn → `initialize` answered, send `init` with the
sample connection trip, wait 0.3 s, read VmRSS from /proc/<pid>/status, close stdin. Prints
the medians. Standard library only.
"""
import json, os, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def request(proc, rid, method, params):
    line = json.dumps({"jsonrpc": "2.0", "id": rid, "method": method, "params": params}) + "\n"
    proc.stdin.write(line.encode()); proc.stdin.flush()
    while True:
        reply = proc.stdout.readline()
        if not reply:
            raise SystemExit("error: the widget closed its stdout before answering %s" % method)
        message = json.loads(reply)
        if message.get("id") == rid:
            return message

def run_once(command, trip):
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, WIDGET_ID="measure", WIDGET_PROTOCOL_VERSION="1.0", WIDGET_DATA_DIR=data)
        start = time.monotonic()
        try:
            proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        except OSError as error:
            raise SystemExit("error: cannot start %s: %s (build it first, e.g. "
                             "swift build -c release --product checklist-widget)" % (command[0], error.strerror))
        request(proc, "h-1", "initialize", {
            "protocolVersion": "1.0", "supportedVersions": ["1.0"], "host": {"name": "measure", "version": "1"},
            "user": {"userID": "usr-1"}, "locale": "en-GB", "timeZone": "Europe/London", "capabilities": {}})
        initialized = time.monotonic() - start
        request(proc, "h-2", "init", {"dashboard": "trip", "trip": trip, "flight": trip["flights"][0]})
        time.sleep(0.3)
        with open("/proc/%d/status" % proc.pid) as status:
            rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
        proc.stdin.close(); proc.wait(timeout=5)
        return initialized, rss

def main():
    args = sys.argv[1:]
    runs = 10
    if "--runs" in args:
        try:
            runs = int(args[args.index("--runs") + 1])
        except (IndexError, ValueError):
            runs = 0
        if runs < 1:
            print("error: --runs needs a whole number from 1\n\n" + __doc__.strip(), file=sys.stderr)
            sys.exit(64)
    if "--" not in args or args.index("--") == len(args) - 1:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(64)
    command = args[args.index("--") + 1:]
    with open(os.path.join(ROOT, "protocol", "samples", "trips", "connection.json")) as f:
        trip = json.load(f)
    results = [run_once(command, trip) for _ in range(runs)]
    print("%s: spawn → initialized median %.1f ms (min %.1f), idle VmRSS median %.1f MB over %d runs" % (
        " ".join(command),
        statistics.median(r[0] for r in results) * 1000, min(r[0] for r in results) * 1000,
        statistics.median(r[1] for r in results) / 1024, runs))

if __name__ == "__main__":
    main()
