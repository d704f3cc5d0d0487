#!/usr/bin/env python3
# A widget speaking protocol 1.0 correctly ("healthy"), or misbehaving in one way chosen by
# argv[1] (MODE). Used by WidgetHostTests/HostileWidgetTests. Exits on stdin EOF (healthy).
import json, os, signal, subprocess, sys, threading, time

MODE = sys.argv[1] if len(sys.argv) > 1 else "healthy"
ARG = sys.argv[2] if len(sys.argv) > 2 else ""
out = sys.stdout.buffer
lock = threading.Lock()
state = {"init": None, "cellHeights": 0, "cells": 0}

def err(text):
    sys.stderr.write(text + "\n")
    sys.stderr.flush()

def write_raw(data):
    with lock:
        out.write(data)
        out.flush()

def send(obj):
    line = (json.dumps(obj, separators=(",", ":")) + "\n").encode()
    if MODE == "split-writes":
        with lock:
            for i in range(len(line)):
                out.write(line[i:i + 1]); out.flush()
                if i % 7 == 0: time.sleep(0.001)
        return
    write_raw(line)

def reply(mid, result):
    send({"jsonrpc": "2.0", "id": mid, "result": result})

def notify(method, params=None):
    msg = {"jsonrpc": "2.0", "method": method}
    if params is not None: msg["params"] = params
    send(msg)

CELL = {"type": "cell", "version": "1.0", "content": {"type": "text", "text": "hello from " + MODE}}

def after_handshake():
    if MODE == "clean-exit": time.sleep(0.05); os._exit(0)
    if MODE == "present-unasked":
        # Nobody tapped: the host must not draw this over the dashboard.
        time.sleep(0.1)
        notify("presentWidgetController", {"controller": {"presentation": "popup", "title": "Gate change",
            "content": {"type": "text", "text": "Your gate is now B12"}}})
    if MODE == "segfault": os.kill(os.getpid(), signal.SIGSEGV)
    if MODE == "abort": os.abort()
    if MODE == "stop-self": os.kill(os.getpid(), signal.SIGSTOP)
    if MODE == "grandchild":
        subprocess.Popen(["sleep", "60"])  # inherits stdout and stderr
        os._exit(1)
    if MODE == "close-stdout":
        os.close(1); sys.stdout = None
        while True: time.sleep(1)
    if MODE == "never-read-stdin":
        while True: time.sleep(1)
    if MODE == "notify-flood":
        # ARG notifications (default 100000) as fast as the pipe takes them, log and reload.
        def flood():
            for i in range(int(ARG or "100000")):
                notify("reloadWidget" if i % 2 else "log", None if i % 2 else {"level": "info", "message": "tick %d" % i})
        threading.Thread(target=flood, daemon=True).start()
    if MODE == "log-flood":
        # ARG log notifications (default 20000) as fast as the pipe takes them, then exit 0.
        def flood():
            for i in range(int(ARG or "20000")):
                notify("log", {"level": "info", "message": "tick %d" % i})
            os._exit(0)
        threading.Thread(target=flood, daemon=True).start()
    if MODE == "flood-stderr":
        def flood():
            chunk = ("e" * 999 + "\n") * 1000
            for _ in range(int(ARG or "100")):
                sys.stderr.write(chunk)
            sys.stderr.flush()
        threading.Thread(target=flood, daemon=True).start()
    if MODE == "spin":
        while True: pass
    if MODE == "allocate":
        hog = []
        while True: hog.append(bytearray(16 * 1024 * 1024))
    if MODE == "balloon":
        # 16 MiB more resident memory every 20 ms (ARG "MiB:ms" sets the pause), every page
        # written, up to ARG MiB (default 2048: a watchdog that fails leaves the test machine
        # standing), then held.
        hog = []
        most, _, pause = (ARG or "2048").partition(":")
        while len(hog) * 16 < int(most):
            hog.append(b"\x01" * (16 << 20)); time.sleep(int(pause or "20") / 1000)
        err("balloon full at %d MiB" % (len(hog) * 16))
        while True: time.sleep(1)
    if MODE == "allocate-at-once":
        # ARG MiB (default 256) in one allocation, every page written at once, then held: faster
        # than any sampling watchdog.
        hog = b"\x01" * (int(ARG or "256") << 20)
        err("holding %d MiB" % (len(hog) >> 20))
        while True: time.sleep(1)
    if MODE == "balloon-children":
        # Four children of ARG MiB each (default 100), every page written, then held: each stays
        # under its own address-space limit, the tree goes over its memory budget.
        for _ in range(4):
            if os.fork() == 0:
                hog = []
                while len(hog) * 8 < int(ARG or "100"):
                    hog.append(b"\x01" * (8 << 20)); time.sleep(0.02)
                while True: time.sleep(1)
        err("four children ballooning")
        while True: time.sleep(1)
    if MODE in ("fill-data", "fill-tmp"):
        # ARG MiB (default 256) into its data folder, as 8 MiB files (each under the per-file
        # limit), then held.
        folder, written = os.environ["TMPDIR" if MODE == "fill-tmp" else "WIDGET_DATA_DIR"], 0
        while written < int(ARG or "256"):
            with open(os.path.join(folder, "fill-%d" % written), "wb") as f:
                f.write(b"\x01" * (8 << 20))
            written += 8
        err("%s full at %d MiB" % (folder, written))
        while True: time.sleep(1)
    if MODE == "big-file":
        # One file of ARG MiB (default 80) in its data folder. Python ignores SIGXFSZ, so a
        # write past RLIMIT_FSIZE fails with EFBIG (27) instead of ending the process.
        try:
            with open(os.path.join(os.environ["WIDGET_DATA_DIR"], "big"), "wb") as f:
                for _ in range(int(ARG or "80")): f.write(b"\x01" * (1 << 20))
            err("big file written")
        except OSError as e:
            err("big file: errno %d" % e.errno)
    if MODE == "spin-children":
        # One spinning child after another, each ended by its own RLIMIT_CPU and replaced: no
        # process goes over its limit, the tree spins all the time.
        while True:
            subprocess.Popen([sys.executable, "-c", "while True: pass"], stdin=subprocess.DEVNULL).wait()
    if MODE == "process-flood":
        # ARG (default 3000) sleeping children, each a small `sleep` of its own (spawned, so none
        # carries a copy of this interpreter's memory), then held.
        # Held where the kernel refuses the next one (a task ceiling), as a real flood would be.
        children = []
        try:
            for _ in range(int(ARG or "3000")):
                children.append(subprocess.Popen(["sleep", "600"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                                 stderr=subprocess.DEVNULL))
            err("flood full at %d" % len(children))
        except OSError as error:
            err("flood held at %d: %s" % (len(children), error))
        while True: time.sleep(1)
    if MODE == "fork-bomb":
        count = 0
        try:
            while count < 500:
                if os.fork() == 0:
                    time.sleep(30); os._exit(0)
                count += 1
        except OSError as e:
            err("fork failed after %d: errno %d" % (count, e.errno))
            os._exit(4)
        err("forked %d" % count)
    if MODE == "inspect":
        me = "/proc/self"
        err("fds " + " ".join(sorted(os.listdir(me + "/fd"), key=int)))
        for line in open(me + "/status"):
            if line.startswith(("SigBlk", "SigIgn")): err(line.strip())
        err("env " + " ".join(sorted(os.environ.keys())))

def handle(msg):
    method, mid, params = msg.get("method"), msg.get("id"), msg.get("params") or {}
    if mid is None: return
    if method == "initialize":
        if MODE == "never-handshake": return
        version = "9.9" if MODE == "bad-identity" and ARG == "version" else "1.0"
        kind = "Hostile\u001b[2J../../etc" if MODE == "bad-identity" and ARG == "type" else "hostile"
        reply(mid, {"protocolVersion": version, "widgetType": kind, "cellIdentifier": "HostileCell",
                    "canBeHidden": True, "dashboards": ["trip", "airport"], "capabilities": {}})
    elif method == "init":
        state["init"] = params
        trip = (params.get("trip") or {}).get("id") or (params.get("airport") or {}).get("iataCode")
        err("init %s %s" % (params.get("dashboard"), trip))
        if MODE == "huge-line":
            # Before the reply, not racing it from a thread: the order on the pipe is fixed.
            write_raw(b"x" * (10 * 1024 * 1024) + b"\n")
        reply(mid, {"canBeDisplayed": True})
        threading.Thread(target=after_handshake, daemon=True).start() if MODE not in ("stop-self", "spin", "close-stdout", "never-read-stdin", "allocate") else after_handshake()
    elif method == "cellHeight":
        state["cellHeights"] += 1
        if MODE == "never-answer": return
        if MODE == "endless-line":
            # 3 MiB and no newline, then silence: the line never ends while the widget lives.
            write_raw(b"x" * (3 * 1024 * 1024)); return
        if MODE == "bad-ids":
            send({"jsonrpc": "2.0", "id": "h-999999", "result": {"height": 1}})   # unsolicited
            send({"jsonrpc": "2.0", "id": mid + "-wrong", "result": {"height": 2}})  # wrong id
            reply(mid, {"height": 120})
            reply(mid, {"height": 121})  # duplicate
            return
        if MODE == "reload-burst" and state["cellHeights"] > 1:
            # Answer late enough that the whole burst has been handled first.
            def later(): time.sleep(0.3); reply(mid, {"height": 88.5})
            threading.Thread(target=later, daemon=True).start(); return
        if MODE == "reload-then-slow" and state["cellHeights"] == 2:
            def later(): time.sleep(1.5); reply(mid, {"height": 88.5})
            threading.Thread(target=later, daemon=True).start(); return
        if MODE == "late" :
            def later(): time.sleep(0.6); reply(mid, {"height": 99})
            threading.Thread(target=later, daemon=True).start(); return
        if MODE == "bad-height":
            value = {"negative": -5, "huge": 1e9, "string": "tall", "infinite": 1e999}.get(ARG, -1)
            if ARG == "infinite":
                write_raw(('{"jsonrpc":"2.0","id":%s,"result":{"height":1e999}}\n' % json.dumps(mid)).encode()); return
            if ARG == "shape": reply(mid, [1, 2, 3]); return
            reply(mid, {"height": value}); return
        if MODE == "garbage":
            write_raw(b"this is not json\n")
            write_raw(b"\xff\xfe\x00 invalid utf8 \xc3\x28\n")
            write_raw(b"42\n")
        if MODE == "pathological":
            write_raw(b"[" * 100000 + b"\n")
            write_raw(b'{"jsonrpc":"2.0","method":"log","params":{"level":"info","message":"n","fields":{"n":' + b"9" * 500 + b"}}}\n")
        reply(mid, {"height": 88.5})
    elif method == "configureCell":
        if MODE == "bad-cell":
            deep = {"type": "text", "text": "x"}
            for _ in range(40): deep = {"type": "vstack", "children": [deep]}
            reply(mid, {"cell": {"type": "cell", "version": "1.0", "content": deep}}); return
        state["cells"] += 1
        if MODE == "unknown-node":
            # A kind from a newer vocabulary, with its fallback: drawn, and recorded once.
            reply(mid, {"cell": {"type": "cell", "version": "1.0", "content": {"type": "vstack", "children": [
                {"type": "sparkline", "values": [1, 2, 3], "fallback": {"type": "text", "text": "trend"}},
                {"type": "sparkline", "values": [3, 2, 1], "fallback": {"type": "text", "text": "trend"}}]}}}); return
        if MODE == "past-timeline":
            past = [{"date": "2020-01-01T00:00:0%dZ" % i, "cell": CELL} for i in range(2)]
            reply(mid, {"cell": CELL, "timeline": {"entries": past, "reload": {"policy": "atEnd"}}}); return
        reply(mid, {"cell": CELL})
        if state["cells"] == 1 and MODE == "reload-burst":
            # ARG reloadWidget notifications in one write.
            write_raw(b"".join((json.dumps({"jsonrpc": "2.0", "method": "reloadWidget"}) + "\n").encode() for _ in range(int(ARG or "20"))))
        if state["cells"] == 1 and MODE == "reload-then-slow":
            notify("reloadWidget")
    elif method == "viewController":
        reply(mid, None)
    elif method == "action":
        if params.get("id") == "crash":
            err("crashing on request"); os._exit(7)
        reply(mid, {})
    elif method == "shutdown":
        reply(mid, {})
    elif method == "prepareData":
        reply(mid, {})
    else:
        send({"jsonrpc": "2.0", "id": mid, "error": {"code": -32601, "message": "Method not found"}})

def main():
    if MODE == "exit-before-handshake": sys.exit(3)
    if MODE == "crash-loop":
        time.sleep(0.05); err("crash-loop: dying"); sys.exit(9)
    if MODE == "ignore-term":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if MODE == "partial-at-exit":
        write_raw(b'{"jsonrpc":"2.0","method":"log"'); time.sleep(0.05); os._exit(5)
    while True:
        line = sys.stdin.buffer.readline()
        if not line:
            if MODE == "ignore-term":
                while True: time.sleep(1)
            return
        try:
            msg = json.loads(line)
        except Exception:
            send({"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}}); continue
        handle(msg)

main()
