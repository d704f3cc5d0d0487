#!/usr/bin/env python3
# The checklist widget with one change: its card's title reads "Trip checklist (changed)".
# A proxy for the `widgets replay` tests: runs the real checklist (argv[1]) as its child, passes
# the host's messages through, and rewrites the child's configureCell replies. Exits when the
# child does (the child exits on stdin EOF, which the proxy passes on).
import json, subprocess, sys, threading

child = subprocess.Popen([sys.argv[1]], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
methods = {}
lock = threading.Lock()

def write(line):
    sys.stdout.buffer.write(line)
    sys.stdout.buffer.flush()

def replies():
    for line in child.stdout:
        try:
            message = json.loads(line)
        except ValueError:
            write(line)
            continue
        with lock:
            method = methods.pop(json.dumps(message.get("id")), None)
        if method == "configureCell" and "result" in message:
            changed = json.dumps(message["result"]).replace('"Trip checklist"', '"Trip checklist (changed)"')
            message["result"] = json.loads(changed)
            line = (json.dumps(message, separators=(",", ":")) + "\n").encode()
        write(line)

reader = threading.Thread(target=replies)
reader.start()
for line in sys.stdin.buffer:
    try:
        message = json.loads(line)
        if "method" in message and "id" in message:
            with lock:
                methods[json.dumps(message["id"])] = message["method"]
    except ValueError:
        pass
    child.stdin.write(line)
    child.stdin.flush()
child.stdin.close()
reader.join()
sys.exit(child.wait())
