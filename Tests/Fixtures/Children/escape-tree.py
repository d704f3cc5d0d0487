#!/usr/bin/env python3
# A process whose descendants try every way out of its tree, for the orphan tests:
#   - a child that stays in its process group (sleep),
#   - a daemon: a child calls setsid() and forks again, and the middle process exits (double
#     fork), so the daemon is in another session and its parent is gone,
#   - with --clear-pdeathsig it clears its own parent-death signal,
#   - with --exec-from-thread it first re-executes itself from a secondary thread, which loses
#     the parent-death signal too (the kernel gives new threads none).
# Once all of them run it prints "ready <self> <group child> <daemon>" (and writes the same
# line to the file named by --ready-file), then reads stdin: "crash" makes it die of SIGSEGV;
# at EOF it exits 0, or with --ignore-eof it keeps running (and ignores SIGTERM and SIGHUP).
# With --widget it is a minimal protocol 1.0 widget instead: it answers initialize, init and
# shutdown, starts the same descendants at the first init, and from then on answers nothing
# else (so a host waits for it); before init other requests get -32002. With --answer as well
# it answers everything at once (a plain cell; -32601 for unknown methods), so a whole
# `widgets check` runs through. --pid-log FILE appends "<parent> <self> <group child> <daemon>"
# to FILE for every process started (the parent is the widget's sentinel).
# Every descendant inherits the environment, so a test can find the whole tree by a variable.
import ctypes, json, os, signal, subprocess, sys, threading, time

args = sys.argv[1:]

if "--exec-from-thread" in args:
    rest = [a for a in args if a != "--exec-from-thread"]
    def reexec():
        os.execv(sys.executable, [sys.executable, os.path.abspath(__file__)] + rest)
    threading.Thread(target=reexec).start()
    time.sleep(60)  # the exec replaces the whole process long before this ends
    sys.exit(3)

def option(name):
    return args[args.index(name) + 1] if name in args else None

def start_descendants():
    if "--clear-pdeathsig" in args:
        PR_SET_PDEATHSIG = 1
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, 0, 0, 0, 0)
    group_child = subprocess.Popen(["sleep", "1000"], stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    r, w = os.pipe()
    middle = os.fork()
    if middle == 0:
        os.close(r)
        os.setsid()
        if os.fork() == 0:
            null = os.open("/dev/null", os.O_RDWR)
            for fd in (0, 1, 2): os.dup2(null, fd)
            os.write(w, b"%d\n" % os.getpid())
            os.close(w)
            os.execv("/bin/sleep", ["sleep", "1000"])
        os._exit(0)
    os.close(w)
    os.waitpid(middle, 0)
    daemon = int(os.fdopen(r).readline())
    line = "ready %d %d %d" % (os.getpid(), group_child.pid, daemon)
    pid_log = option("--pid-log")
    if pid_log:
        with open(pid_log, "a") as f: f.write("%d %d %d %d\n" % (os.getppid(), os.getpid(), group_child.pid, daemon))
    ready_file = option("--ready-file")
    if ready_file:
        with open(ready_file + ".tmp", "w") as f: f.write(line + "\n")
        os.rename(ready_file + ".tmp", ready_file)
    return line

def wait_forever():
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    while True: time.sleep(1)

def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()

def widget():
    started = False
    for line in sys.stdin:
        try: message = json.loads(line)
        except ValueError: continue
        method, mid = message.get("method"), message.get("id")
        if mid is None: continue
        if method == "initialize":
            send({"jsonrpc": "2.0", "id": mid, "result": {
                "protocolVersion": "1.0", "widgetType": "escape_tree", "cellIdentifier": "EscapeTree",
                "canBeHidden": True, "dashboards": ["trip", "airport"], "capabilities": {}}})
        elif method == "init":
            if not started: start_descendants()
            started = True
            send({"jsonrpc": "2.0", "id": mid, "result": {"canBeDisplayed": True}})
        elif method == "shutdown":
            send({"jsonrpc": "2.0", "id": mid, "result": {}})
        elif not started:
            send({"jsonrpc": "2.0", "id": mid, "error": {"code": -32002, "message": "not initialized"}})
        elif "--answer" in args:
            results = {"cellHeight": {"height": 80}, "viewController": None, "action": {}, "prepareData": {},
                       "configureCell": {"cell": {"type": "cell", "version": "1.0",
                                                  "content": {"type": "text", "text": "escape tree"}}}}
            if method in results: send({"jsonrpc": "2.0", "id": mid, "result": results[method]})
            else: send({"jsonrpc": "2.0", "id": mid, "error": {"code": -32601, "message": "Method not found"}})
        # After init, without --answer, cellHeight and everything else: never answered.
    if "--ignore-eof" in args: wait_forever()

if "--widget" in args:
    widget()
    sys.exit(0)

print(start_descendants(), flush=True)
for line in sys.stdin:
    if line.strip() == "crash":
        os.kill(os.getpid(), signal.SIGSEGV)
if "--ignore-eof" in args: wait_forever()
sys.exit(0)
