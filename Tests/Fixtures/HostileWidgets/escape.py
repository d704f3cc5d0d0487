#!/usr/bin/env python3
# A widget that tries to leave its sandbox (issue 23). Two ways to run it:
#
#   escape.py ATTEMPT [ARG]          a widget: answers the protocol, makes the attempt while it
#                                    configures its first cell, and shows the outcome as the cell's
#                                    text and on stderr ("escape ATTEMPT: ok: …" or "…: denied: EPERM")
#   escape.py --once ATTEMPT [ARG]   makes the attempt, prints the outcome on stdout and exits 0
#
# ATTEMPT is one of: read PATH, write PATH, chmod PATH, fchange PATH, kill PID, kill-host, kill-sentinel,
# kill-all, ptrace PID|host, environ PID|host, mem PID|host, connect PORT, udp PORT, bind,
# unix-dgram-sendto PATH, unix-dgram-connect PATH (a socketpair's datagram end to a pathname
# socket), mptcp PORT, fastopen PORT (TCP Fast Open), listen-unbound (listen() without bind()),
# fork, spawn (subprocess), thread, syscalls, grandchild ATTEMPT [ARG] (the attempt from a setsid'd, double-forked grandchild).
# An ARG of the form $NAME is the value of that environment variable, and ~ is HOME (a path named
# on the command line is one of the widget's own files, which the sandbox grants). "host" is the nearest ancestor named `widgets`; without one the attempt is skipped, so a test
# runner can never be the target. kill-all refuses to run unless ESCAPE_OUTER_PID_NAMESPACE names
# a PID namespace this process is not in (the test made a new one for it).
import ctypes, errno, json, os, signal, socket, sys

def describe(error):
    return "denied: %s" % errno.errorcode.get(error.errno, str(error.errno))

def host_pid():
    pid = os.getppid()
    while pid > 1:
        with open("/proc/%d/stat" % pid) as f:
            stat = f.read()
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        if name == "widgets": return pid
        pid = int(stat[stat.rindex(")") + 2:].split()[1])
    return None

def target(arg):
    return host_pid() if arg == "host" else int(arg)

libc = ctypes.CDLL(None, use_errno=True)

def attempt(kind, arg, rest):
    try:
        if kind == "read":
            with open(arg, "rb") as f: return "ok: read %r" % f.read(64).decode(errors="replace")
        if kind == "write":
            with open(arg, "w") as f: f.write("written by escape.py\n")
            return "ok: wrote %s" % arg
        if kind == "chmod":
            os.chmod(arg, 0o777); return "ok: chmod %s" % arg
        if kind == "fchange":
            # Through a descriptor opened for reading only (all a read grant allows): fchmod,
            # fchown and fsetxattr ask nothing more of it.
            answers = []
            with open(arg, "rb") as f:
                fd, gid = f.fileno(), os.fstat(f.fileno()).st_gid
                for name, change in (("fchmod", lambda: os.fchmod(fd, 0o4777)), ("fchown", lambda: os.fchown(fd, -1, gid)),
                                     ("fsetxattr", lambda: os.setxattr(fd, "user.escape", b"1"))):
                    try:
                        change(); answers.append("%s ok" % name)
                    except OSError as error:
                        answers.append("%s %s" % (name, errno.errorcode.get(error.errno, str(error.errno))))
            return "answered: " + ", ".join(answers)
        if kind in ("kill", "kill-host", "kill-sentinel"):
            pid = {"kill": lambda: int(arg), "kill-host": host_pid, "kill-sentinel": os.getppid}[kind]()
            if pid is None: return "skipped: no host named widgets above this process"
            os.kill(pid, signal.SIGKILL); return "ok: killed %d" % pid
        if kind == "kill-all":
            outer = os.environ.get("ESCAPE_OUTER_PID_NAMESPACE")
            if not outer or os.readlink("/proc/self/ns/pid") == outer:
                return "skipped: not inside a PID namespace of the test's own"
            os.kill(-1, signal.SIGKILL); return "ok: kill(-1, SIGKILL) sent"
        if kind == "ptrace":
            pid = target(arg)
            if pid is None: return "skipped: no host named widgets above this process"
            if libc.ptrace(16, pid, None, None) != 0:  # PTRACE_ATTACH
                raise OSError(ctypes.get_errno(), "ptrace")
            status = ctypes.c_int()
            libc.waitpid(pid, ctypes.byref(status), 0x40000000)  # __WALL: until it stops
            libc.ptrace(17, pid, None, None)  # PTRACE_DETACH: let it run on
            return "ok: attached to %d" % pid
        if kind == "environ":
            pid = target(arg)
            if pid is None: return "skipped: no host named widgets above this process"
            with open("/proc/%d/environ" % pid, "rb") as f: return "ok: %d bytes of environ" % len(f.read())
        if kind == "mem":
            pid = target(arg)
            if pid is None: return "skipped: no host named widgets above this process"
            with open("/proc/%d/mem" % pid, "rb") as mem:
                with open("/proc/%d/maps" % pid) as maps: start = int(maps.readline().split("-")[0], 16)
                mem.seek(start); return "ok: read %d bytes of memory" % len(mem.read(16))
        if kind == "connect":
            with socket.create_connection(("127.0.0.1", int(arg)), timeout=5): return "ok: connected to %s" % arg
        if kind == "udp":
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.sendto(b"escape", ("127.0.0.1", int(arg))); return "ok: sent a datagram to %s" % arg
        if kind == "bind":
            with socket.socket() as s:
                s.bind(("127.0.0.1", 0)); s.listen(); return "ok: listening on %d" % s.getsockname()[1]
        if kind in ("unix-dgram-sendto", "unix-dgram-connect"):
            # A datagram pair needs no bind and no socket(): its end can still address any
            # pathname datagram socket on the machine.
            ends = socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)
            try:
                if kind == "unix-dgram-sendto":
                    ends[0].sendto(b"escape", arg)
                else:
                    ends[0].connect(arg); ends[0].send(b"escape")
                return "ok: sent a datagram to %s" % arg
            finally:
                for end in ends: end.close()
        if kind == "mptcp":
            with socket.socket(socket.AF_INET, socket.SOCK_STREAM, 262) as s:  # IPPROTO_MPTCP
                s.settimeout(5); s.connect(("127.0.0.1", int(arg))); return "ok: connected to %s over MPTCP" % arg
        if kind == "fastopen":
            with socket.socket() as s:  # blocking: sendto waits for the handshake
                s.sendto(b"escape", getattr(socket, "MSG_FASTOPEN", 0x20000000), ("127.0.0.1", int(arg)))
                return "ok: connected to %s with TCP Fast Open" % arg
        if kind == "listen-unbound":
            # The kernel binds it to an ephemeral port on every address; closed at once.
            with socket.socket() as s:
                s.listen(); return "ok: listening on port %d unbound" % s.getsockname()[1]
        if kind == "fork":
            pid = os.fork()
            if pid == 0: os._exit(0)
            os.waitpid(pid, 0); return "ok: forked %d" % pid
        if kind == "spawn":
            # subprocess starts /bin/true with vfork (clone(CLONE_VM | CLONE_VFORK)), not fork.
            import subprocess
            subprocess.run(["/bin/true"], check=True); return "ok: ran /bin/true"
        if kind == "thread":
            import threading
            ran = []
            thread = threading.Thread(target=lambda: ran.append(1)); thread.start(); thread.join()
            return "ok: ran a thread" if ran else "the thread did not run"
        if kind == "syscalls":
            # bpf(BPF_PROG_LOAD, NULL, 0) and io_uring_setup(1, NULL): EPERM from the filter, else
            # EFAULT/EINVAL from the kernel, which looked at them.
            answers = []
            for name, number in (("bpf", 321), ("io_uring_setup", 425)):
                libc.syscall(number, 0, 0, 0)
                answers.append("%s %s" % (name, errno.errorcode.get(ctypes.get_errno(), "?")))
            return "answered: " + ", ".join(answers)
        if kind == "grandchild":
            return grandchild(arg, rest)
        return "unknown attempt %s" % kind
    except OSError as error:
        return describe(error)

def grandchild(kind, rest):
    read_end, write_end = os.pipe()
    if os.fork() == 0:
        os.close(read_end)
        os.setsid()
        if os.fork() == 0:
            outcome = attempt(kind, rest[0] if rest else "", rest[1:])
            os.write(write_end, ("grandchild " + outcome).encode())
            os._exit(0)
        os._exit(0)
    os.close(write_end)
    os.wait()
    with os.fdopen(read_end) as f: return f.read()

def main():
    args = sys.argv[1:]
    once = bool(args) and args[0] == "--once"
    if once: args = args[1:]
    args = [os.environ.get(a[1:], "") if a.startswith("$") else os.path.expanduser(a) for a in args]
    kind, arg, rest = args[0], (args[1] if len(args) > 1 else ""), args[2:]
    if once:
        print(attempt(kind, arg, rest), flush=True)
        return
    out = sys.stdout
    def reply(mid, result):
        out.write(json.dumps({"jsonrpc": "2.0", "id": mid, "result": result}) + "\n"); out.flush()
    outcome = None
    for line in sys.stdin:
        message = json.loads(line)
        method, mid = message.get("method"), message.get("id")
        if mid is None: continue
        if method == "initialize":
            reply(mid, {"protocolVersion": "1.0", "widgetType": "escape", "cellIdentifier": "EscapeCell",
                        "canBeHidden": False, "dashboards": ["trip", "airport"], "capabilities": {}})
        elif method == "init":
            reply(mid, {"canBeDisplayed": True})
        elif method == "cellHeight":
            reply(mid, {"height": 40})
        elif method == "configureCell":
            if outcome is None:
                outcome = "escape %s: %s" % (" ".join(args), attempt(kind, arg, rest))
                sys.stderr.write(outcome + "\n"); sys.stderr.flush()
            reply(mid, {"cell": {"type": "cell", "version": "1.0", "content": {"type": "text", "text": outcome}}})
        elif method == "shutdown":
            reply(mid, {})
        else:
            out.write(json.dumps({"jsonrpc": "2.0", "id": mid, "error": {"code": -32601, "message": "Method not found"}}) + "\n")
            out.flush()

main()
