"""widget.py: a single-file helper for WidgetHost widgets (protocol 1.1). Copy it next to your widget.

    from widget import Widget, RPCError
    w = Widget("flight_status", "FlightStatusCell", dashboards=["trip"])
    @w.on("init")
    def init(params): return {"canBeDisplayed": True}
    w.run()

It reads one JSON-RPC request per line from stdin, calls your handler, writes one reply line to the
real stdout, answers errors as the spec says (-32700, -32600, -32601, -32602, -32002, -32003,
-32004, -32005, -32009, in the order of README §2 "Which error wins"), checks the types of the
params it knows and exits when stdin reaches EOF. `print()` goes to stderr: stdout is protocol only.
Standard library only; Python 3.8+.
"""
import json
import os
import sys
import threading
import traceback

PROTOCOL_VERSIONS = ["1.1", "1.0"]  # newest first; nothing on the wire differs (README §10)
PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS, INTERNAL_ERROR = -32700, -32600, -32601, -32602, -32603
NOT_INITIALIZED, INVALID_STATE, UNSUPPORTED_DASHBOARD, UNSUPPORTED_VERSION = -32002, -32003, -32004, -32005
INVALID_CELL_TREE, UNKNOWN_ACTION, WIDGET_FAILURE, SHUTTING_DOWN = -32006, -32007, -32008, -32009
MAX_LINE_BYTES = 1048576
_NEEDS_INIT = {"cellHeight", "configureCell", "viewController", "action"}
_KNOWN = _NEEDS_INIT | {"initialize", "prepareData", "init", "shutdown"}
_NUMBER, _STRING, _OBJECT, _STRINGS = (int, float), str, dict, list
# The params a widget must check (README §3 "What a widget checks"): member -> (types, allowed
# values or None, required). Unknown members are ignored; init's trip, flight and airport follow.
_PARAMS = {
    "initialize": {"protocolVersion": (_STRING, None, True), "supportedVersions": (_STRINGS, None, True)},
    "cellHeight": {"width": (_NUMBER, None, True)},
    "configureCell": {"width": (_NUMBER, None, True)},
    "viewController": {"width": (_NUMBER, None, True), "sizeClass": (_STRING, ("compact", "regular"), True)},
    "action": {"id": (_STRING, None, True), "source": (_STRING, ("cell", "controller", "header"), True)},
    "init": {"dashboard": (_STRING, ("trip", "airport"), True)},
}
_INIT_MEMBERS = {"trip": ("trip", "flight"), "airport": ("airport",)}
_TYPE_NAMES = {_NUMBER: "a number", _STRING: "a string", _OBJECT: "an object", _STRINGS: "an array of strings"}


class RPCError(Exception):
    """Raise from a handler to answer with a JSON-RPC error."""

    def __init__(self, code, message, data=None):
        super().__init__(message)
        self.code, self.message, self.data = code, message, data


def unknown_action(action_id):
    return RPCError(UNKNOWN_ACTION, "Unknown action: %s" % action_id, {"id": action_id})


class Widget:
    def __init__(self, widget_type, cell_identifier, dashboards, can_be_hidden=True, capabilities=None):
        self.info = {"protocolVersion": PROTOCOL_VERSIONS[0], "widgetType": widget_type, "cellIdentifier": cell_identifier,
                     "canBeHidden": can_be_hidden, "dashboards": list(dashboards), "capabilities": capabilities or {}}
        self.handlers = {}
        self.state = "new"  # new -> initialized -> ready -> shutdown
        self.host = {}  # the initialize params (locale, timeZone, user, limits...)
        self._lock = threading.Lock()
        # Keep the real stdout for protocol lines, then point fd 1 and sys.stdout at stderr, so
        # print(), logging, C libraries and child processes cannot corrupt the protocol.
        self._out = os.fdopen(os.dup(1), "w", encoding="utf-8", newline="\n")
        os.dup2(2, 1)
        sys.stdout = sys.stderr

    def on(self, method):
        """Decorator: `@widget.on("cellHeight")` registers `handler(params) -> result`."""
        def register(handler):
            self.handlers[method] = handler
            return handler
        return register

    # Sending

    def _write(self, message):
        try:
            line = json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
        except (TypeError, ValueError) as error:  # NaN, Infinity or a non-JSON value: never send it
            print("widget.py: cannot encode reply: %s" % error, file=sys.stderr)
            line = json.dumps({"jsonrpc": "2.0", "id": message.get("id"),
                               "error": {"code": INTERNAL_ERROR, "message": "Reply is not valid JSON: %s" % error}})
        with self._lock:
            self._out.write(line + "\n")
            self._out.flush()

    def notify(self, method, params=None):
        """Sends a notification (`reloadWidget`, `canBeDisplayed`, `presentWidgetController`, `log`). Thread-safe."""
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self._write(message)

    def log(self, level, message, **fields):
        self.notify("log", {"level": level, "message": message, **({"fields": fields} if fields else {})})

    def after(self, seconds, function, *args):
        """Runs `function(*args)` on a daemon thread after `seconds` (it never delays exit)."""
        timer = threading.Timer(seconds, function, args)
        timer.daemon = True
        timer.start()
        return timer

    # Receiving

    def run(self):
        """Serves requests until stdin reaches EOF, then exits the process."""
        stdin = sys.stdin.buffer
        while True:
            line = stdin.readline(MAX_LINE_BYTES + 2)
            if not line or (len(line) <= MAX_LINE_BYTES and not line.endswith(b"\n")):
                break  # EOF; a last line without its newline is not a line (README §1)
            if len(line) > MAX_LINE_BYTES + 1 or (len(line) == MAX_LINE_BYTES + 1 and not line.endswith(b"\n")):
                while line and not line.endswith(b"\n"):  # resync at the next newline
                    line = stdin.readline(MAX_LINE_BYTES)
                self._error(None, INVALID_REQUEST, "Line exceeds the %d-byte limit and was skipped" % MAX_LINE_BYTES)
                continue
            if line.strip():
                self._handle_line(line)
        self._out.flush()
        os._exit(0)  # stdin EOF: exit now, even if handler code left threads running

    def _error(self, id, code, message, data=None):
        error = {"code": code, "message": message}
        if data is not None:
            error["data"] = data
        self._write({"jsonrpc": "2.0", "id": id, "error": error})

    def _handle_line(self, line):
        try:
            message = json.loads(line.decode("utf-8"), parse_constant=_reject_constant)
        except (ValueError, RecursionError) as error:  # UnicodeDecodeError is a ValueError; RecursionError: nested too deep
            return self._error(None, PARSE_ERROR, "Parse error: %s" % error)
        if not isinstance(message, dict):
            return self._error(None, INVALID_REQUEST, "Expected one JSON-RPC object (batches are not supported)")
        method = message.get("method")
        if method is None and ("result" in message or "error" in message):
            return  # a response: widgets send no requests, so nothing waits for it; never answered
        id = message.get("id")
        if isinstance(id, float) and id.is_integer():
            id = int(id)  # 7.0 reads as 7, 1e2 as 100
        readable = isinstance(id, str) or (isinstance(id, int) and not isinstance(id, bool) and -2**63 <= id < 2**63)
        params = message.get("params", {})
        if (message.get("jsonrpc") != "2.0" or not isinstance(method, str) or not isinstance(params, (dict, list))
                or ("id" in message and not readable)):
            return self._error(id if readable else None, INVALID_REQUEST, "Not a JSON-RPC 2.0 request")
        if "id" not in message:
            handler = self.handlers.get(method)
            if handler and self.state != "shutdown" and isinstance(params, dict):
                self._call(handler, params, None)
            return
        failure = self._state_error(method) or _params_error(method, params)
        if failure:
            return self._error(id, *failure)
        if method == "initialize":
            return self._initialize(id, params)
        if method == "init" and params.get("dashboard") not in self.info["dashboards"]:
            return self._error(id, UNSUPPORTED_DASHBOARD, "This widget does not support the %r dashboard" % params.get("dashboard"),
                               {"dashboard": params.get("dashboard")})
        handler = self.handlers.get(method)
        if handler is None:
            if method in ("prepareData", "shutdown"):
                handler = lambda params: {}
            elif method == "viewController":
                handler = lambda params: None  # null: nothing to present
            else:
                return self._error(id, METHOD_NOT_FOUND, "Method not found: %s" % method, {"method": method})
        result = self._call(handler, params, id)
        if result is not _FAILED:
            if method == "init":
                self.state = "ready"
            elif method == "shutdown":
                self.state = "shutdown"
            self._write({"jsonrpc": "2.0", "id": id, "result": {} if result is None and method != "viewController" else result})

    def _state_error(self, method):
        if self.state == "shutdown":
            return SHUTTING_DOWN, "The widget is shutting down"
        if self.state == "new" and method != "initialize":
            return NOT_INITIALIZED, "'%s' was received before 'initialize' completed" % method, {"method": method}
        if method not in _KNOWN and method not in self.handlers:
            return METHOD_NOT_FOUND, "Method not found: %s" % method, {"method": method}
        if self.state != "new" and method == "initialize":
            return INVALID_STATE, "'initialize' was already received"
        if self.state == "ready" and method == "init":
            return INVALID_STATE, "'init' already completed: one process serves one dashboard"
        if self.state == "initialized" and method in _NEEDS_INIT:
            return INVALID_STATE, "'%s' was received before 'init' completed" % method
        return None

    def _initialize(self, id, params):
        offered = params.get("supportedVersions") or [params.get("protocolVersion")]
        chosen = next((v for v in offered if v in PROTOCOL_VERSIONS), None) if isinstance(offered, list) else None
        if chosen is None:
            return self._error(id, UNSUPPORTED_VERSION, "This widget speaks protocol %s" % ", ".join(PROTOCOL_VERSIONS),
                               {"supportedVersions": PROTOCOL_VERSIONS})
        self.info["protocolVersion"] = chosen
        self.host = params
        if "initialize" in self.handlers and self._call(self.handlers["initialize"], params, id) is _FAILED:
            return
        self.state = "initialized"
        self._write({"jsonrpc": "2.0", "id": id, "result": self.info})

    def _call(self, handler, params, id):
        try:
            return handler(params)
        except RPCError as error:
            failure = (error.code, error.message, error.data)
        except Exception as error:  # a bug in the widget: report it, keep serving
            traceback.print_exc(file=sys.stderr)
            failure = (INTERNAL_ERROR, "%s: %s" % (type(error).__name__, error), None)
        if id is not None:
            self._error(id, *failure)
        return _FAILED


_FAILED = object()


def _params_error(method, params):
    """-32602 with a pointer when params are not an object or a known member is missing or mistyped."""
    if not isinstance(params, dict):
        return INVALID_PARAMS, "params must be an object", {"pointer": ""}
    for name, (types, allowed, required) in _PARAMS.get(method, {}).items():
        if name not in params:
            if required:
                return INVALID_PARAMS, "%s is required" % name, {"pointer": "/" + name}
            continue
        value = params[name]
        if (isinstance(value, bool) or not isinstance(value, types) or (allowed and value not in allowed)
                or (types is _STRINGS and not all(isinstance(item, str) for item in value))):
            expected = " or ".join(allowed) if allowed else _TYPE_NAMES[types]
            return INVALID_PARAMS, "%s must be %s" % (name, expected), {"pointer": "/" + name}
    for name in _INIT_MEMBERS.get(params.get("dashboard"), ()) if method == "init" else ():
        if not isinstance(params.get(name), _OBJECT):
            return INVALID_PARAMS, "%s must be an object" % name, {"pointer": "/" + name}
    return None


def _reject_constant(name):
    raise ValueError("%s is not JSON" % name)
