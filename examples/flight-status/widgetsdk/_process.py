"""Running a widget as the host starts it: stdin and stdout are the protocol, on threads of their
own, so reading never waits for a write (protocol §9) and EOF always ends the process in time.

- The protocol moves off fd 1 and fd 0 first: fd 1 (and `sys.stdout`) then point at stderr and fd
  0 at /dev/null, so a stray `print`, a C library or a child process cannot corrupt the protocol
  or eat the host's requests.
- A reader thread reads raw bytes (the 1 MiB cap counts bytes; bytes that are not UTF-8 are a
  parse error, not replaced) into a bounded queue: when the widget falls 1,024 lines behind,
  reading stops until it catches up, which is the flow control of §9.
- The main thread answers one line at a time, in arrival order; a writer thread writes.
- At EOF: lines already read are answered, the widget's `shutdown()` runs (bounded), queued
  lines get a moment to leave, and the process exits with 0; a watchdog exits at 0.9 s whatever
  the widget's code is doing (the spec gives a widget 1 s).
"""

import collections
import os
import queue
import re
import sys
import threading
import time
import traceback

from ._session import MAX_LINE_BYTES, LineFramer, Outbox, Session

EXIT_WATCHDOG = 0.9  # seconds from EOF to exit, whatever the widget does
SHUTDOWN_BUDGET = 0.3  # the widget's shutdown() after EOF
FLUSH_BUDGET = 0.2  # queued lines after that
INBOUND_LIMIT = 1024  # lines read but not yet answered (protocol §9, flow control)


class Definition:
    """What the widget class says about itself, checked before anything is served."""

    def __init__(self, cls):
        problems = []
        self.widget_type = getattr(cls, "widget_type", None)
        if not isinstance(self.widget_type, str) or not re.fullmatch(r"[a-z0-9_]{1,64}", self.widget_type):
            problems.append("widget_type = %r: give the class a widget_type of 1-64 lower-case letters, digits or _ "
                            "(e.g. widget_type = \"gate_status\")" % (self.widget_type,))
        self.cell_identifier = getattr(cls, "cell_identifier", cls.__name__)
        if not isinstance(self.cell_identifier, str) or not re.fullmatch(r"[A-Za-z0-9_.-]{1,128}", self.cell_identifier):
            problems.append("cell_identifier = %r must be 1-128 of A-Z a-z 0-9 _ . -" % (self.cell_identifier,))
        dashboards = getattr(cls, "dashboards", ("trip",))
        self.dashboards = [dashboards] if isinstance(dashboards, str) else list(dashboards)
        if not self.dashboards or any(d not in ("trip", "airport") for d in self.dashboards) or \
                len(set(self.dashboards)) != len(self.dashboards):
            problems.append("dashboards = %r must be (\"trip\",), (\"airport\",) or both" % (dashboards,))
        capabilities = getattr(cls, "capabilities", None) or {}
        if not isinstance(capabilities, dict):
            problems.append("capabilities = %r must be a WidgetCapabilities (or a dict)" % (capabilities,))
        for method in ("init", "cell_height", "configure_cell"):
            if not callable(getattr(cls, method, None)):
                problems.append("%s has no %s() method; a widget needs init, cell_height and configure_cell" % (cls.__name__, method))
        if problems:
            raise TypeError("%s cannot run:\n  " % cls.__name__ + "\n  ".join(problems))
        self.info = {"protocolVersion": None, "widgetType": self.widget_type, "cellIdentifier": self.cell_identifier,
                     "canBeHidden": bool(getattr(cls, "can_be_hidden", True)), "dashboards": self.dashboards,
                     "capabilities": dict(capabilities)}


class Writer:
    """Writes protocol lines to `fd` on a thread of its own; `put` never blocks."""

    def __init__(self, fd):
        self.fd = fd
        self.lines = collections.deque()
        self.ready = threading.Condition()
        self.broken = False
        threading.Thread(target=self._run, name="widgetsdk-writer", daemon=True).start()

    def put(self, line):
        with self.ready:
            if not self.broken:
                self.lines.append(line)
                self.ready.notify_all()

    def _run(self):
        while True:
            with self.ready:
                while not self.lines:
                    self.ready.wait()
                line = self.lines[0]
            try:
                view = memoryview(line)
                while view:
                    view = view[os.write(self.fd, view):]
            except OSError:  # the host closed our stdout: nothing can be said any more
                with self.ready:
                    self.broken = True
                    self.lines.clear()
                    self.ready.notify_all()
                return
            with self.ready:
                self.lines.popleft()
                self.ready.notify_all()

    def drain(self, budget):
        deadline = time.monotonic() + budget
        with self.ready:
            while self.lines and not self.broken:
                left = deadline - time.monotonic()
                if left <= 0:
                    return
                self.ready.wait(left)


def _divert_standard_streams():
    """(protocol input fd, protocol output fd), with fds 0 and 1 and sys.stdin/stdout moved away."""
    protocol_out = os.dup(1)
    protocol_in = os.dup(0)
    os.dup2(2, 1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    sys.stdout = sys.stderr
    sys.stdin = open(os.devnull)
    return protocol_in, protocol_out


def run(widget_class):
    """Runs `widget_class` as this widget process: speaks the protocol on stdin and stdout until
    stdin closes, then exits with status 0 within a second. Never returns.

    The class has `widget_type` (and may have `cell_identifier`, `dashboards`, `can_be_hidden`,
    `capabilities`) and the methods `init`, `cell_height`, `configure_cell` (and may have
    `prepare_data`, `view_controller`, `action`, `shutdown`). It is made with no arguments when
    the process starts; `self.dashboard` is set just before `init` is called."""
    try:
        definition = Definition(widget_class)
        widget = widget_class()
    except Exception as error:
        if not isinstance(error, TypeError) or "cannot run" not in str(error):
            traceback.print_exc(file=sys.stderr)
        print("widgetsdk: %s" % error, file=sys.stderr)
        sys.stderr.flush()
        os._exit(70)  # EX_SOFTWARE: nothing can be answered
    protocol_in, protocol_out = _divert_standard_streams()
    writer = Writer(protocol_out)
    outbox = Outbox(writer.put)
    session = Session(widget, definition, outbox)
    inbound = queue.Queue(maxsize=INBOUND_LIMIT)
    threading.Thread(target=_read, args=(protocol_in, inbound, writer), name="widgetsdk-reader", daemon=True).start()
    while True:
        kind, value = inbound.get()
        if kind == "line":
            session.receive(value)
        elif kind == "oversize":
            session.receive_oversize(value)
        else:
            break
    session.stop_widget(SHUTDOWN_BUDGET)
    writer.drain(FLUSH_BUDGET)
    _exit()


def _read(fd, inbound, writer):
    framer = LineFramer(MAX_LINE_BYTES)
    while True:
        try:
            chunk = os.read(fd, 65536)
        except InterruptedError:
            continue
        except OSError:
            chunk = b""
        if not chunk:
            break
        for event in framer.feed(chunk):
            inbound.put(event)
    dropped = framer.finish()
    if dropped:
        print("widgetsdk: %d bytes after the last newline at end of input were not a line; not answered" % dropped, file=sys.stderr)
    watchdog = threading.Timer(EXIT_WATCHDOG, lambda: (writer.drain(0.05), _exit()))
    watchdog.daemon = True
    watchdog.start()
    inbound.put(("eof", None))


def _exit():
    try:
        sys.stderr.flush()
    finally:
        os._exit(0)  # stdin EOF: exit now, even if the widget left threads running
