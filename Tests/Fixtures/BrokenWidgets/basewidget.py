"""A minimal, correct trip widget written raw (no helper). Each fixture here subclasses it and
breaks exactly one rule, so `widgets check` must fail exactly one check (or the EOF pair).

Every rule of protocol/README.md §1-§2 has its own method, so a fixture overrides one thing:
reading lines (`read_line`, `on_oversize`), parsing (`parse`), the envelope (`envelope_error`,
`on_batch`, `on_response`), the state and params (`state_error`, `params_error`), the methods."""
import json
import sys
import threading
import time

MAX_LINE = 1048576
OUT_LOCK = threading.Lock()
CELL = {"type": "cell", "version": "1.0", "content": {"type": "vstack", "children": [
    {"type": "text", "text": "Fixture"},
    {"type": "button", "title": "Ping", "action": {"type": "invoke", "id": "ping"}}]}}
NEEDS_INIT = {"cellHeight", "configureCell", "viewController", "action"}
KNOWN = NEEDS_INIT | {"initialize", "prepareData", "init", "shutdown"}


class RPCError(Exception):
    def __init__(self, code, message, data=None):
        super().__init__(message)
        self.code, self.message, self.data = code, message, data


def not_json(constant):
    raise ValueError(constant + " is not JSON")


class BaseWidget:
    state = "new"  # new -> initialized -> bound -> shutdown
    idle_seconds = 1.0
    last_input = 0.0

    def on_idle(self):
        """Called once, on a thread, when `idle_seconds` pass without input after init. Fixtures
        misbehave here, well inside the checker's soak and never in the middle of a burst."""

    def watch_idle(self):
        while time.monotonic() - self.last_input < self.idle_seconds:
            time.sleep(0.05)
        self.on_idle()

    def out(self, message):
        with OUT_LOCK:  # fixtures that notify from a timer thread write whole lines too
            sys.stdout.write(json.dumps(message) + "\n")
            sys.stdout.flush()

    def error(self, id, code, message, data=None):
        body = {"code": code, "message": message}
        if data is not None:
            body["data"] = data
        self.out({"jsonrpc": "2.0", "id": id, "error": body})

    # The methods

    def initialize(self, params):
        return {"protocolVersion": "1.1", "widgetType": "fixture", "cellIdentifier": "FixtureCell",
                "canBeHidden": True, "dashboards": ["trip"], "capabilities": {}}

    def prepareData(self, params):
        return {}

    def init(self, params):
        return {"canBeDisplayed": True}

    def cellHeight(self, params):
        return {"height": 96}

    def configureCell(self, params):
        return {"cell": CELL}

    def viewController(self, params):
        return None

    def action(self, params):
        if params["id"] != "ping":
            raise RPCError(-32007, "Unknown action", {"id": params["id"]})
        return {}

    def shutdown(self, params):
        return {}

    def on_eof(self):
        sys.exit(0)

    # The rules

    def state_error(self, method):
        if self.state == "shutdown":
            return RPCError(-32009, "The widget is shutting down")
        if self.state == "new" and method != "initialize":
            return RPCError(-32002, "not initialized", {"method": method})
        if method not in KNOWN:
            return self.method_not_found(method)
        if (method == "initialize" and self.state != "new") or (method == "init" and self.state == "bound"):
            return RPCError(-32003, "'%s' was already received" % method)
        if method in NEEDS_INIT and self.state != "bound":
            return RPCError(-32003, "init has not completed")
        return None

    def method_not_found(self, method):
        return RPCError(-32601, "Method not found", {"method": method})

    def params_error(self, method, params):
        """-32602 for the members of README §3 "What a widget checks"."""
        if not isinstance(params, dict):
            return RPCError(-32602, "params must be an object", {"pointer": ""})
        if method == "initialize":
            if not isinstance(params.get("protocolVersion"), str):
                return RPCError(-32602, "protocolVersion must be a string", {"pointer": "/protocolVersion"})
            versions = params.get("supportedVersions")
            if not isinstance(versions, list) or not all(isinstance(v, str) for v in versions):
                return RPCError(-32602, "supportedVersions must be an array of strings", {"pointer": "/supportedVersions"})
        if method == "init":
            return self.init_params_error(params)
        if method in ("cellHeight", "configureCell", "viewController"):
            width = params.get("width")
            if isinstance(width, bool) or not isinstance(width, (int, float)):
                return RPCError(-32602, "width must be a number", {"pointer": "/width"})
        if method == "viewController" and params.get("sizeClass") not in ("compact", "regular"):
            return RPCError(-32602, "sizeClass must be compact or regular", {"pointer": "/sizeClass"})
        if method == "action" and not isinstance(params.get("id"), str):
            return RPCError(-32602, "id must be a string", {"pointer": "/id"})
        if method == "action" and params.get("source") not in ("cell", "controller", "header"):
            return RPCError(-32602, "source must be cell, controller or header", {"pointer": "/source"})
        return None

    def init_params_error(self, params):
        dashboard = params.get("dashboard")
        if dashboard not in ("trip", "airport"):
            return RPCError(-32602, "dashboard must be trip or airport", {"pointer": "/dashboard"})
        for member in ("trip", "flight") if dashboard == "trip" else ("airport",):
            if not isinstance(params.get(member), dict):
                return RPCError(-32602, "%s must be an object" % member, {"pointer": "/" + member})
        if dashboard not in self.initialize({})["dashboards"]:
            return RPCError(-32004, "This widget does not support the %s dashboard" % dashboard, {"dashboard": dashboard})
        return None

    def handle(self, message):
        method, params = message["method"], message.get("params", {})
        failure = self.state_error(method) or self.params_error(method, params)
        if failure:
            raise failure
        result = getattr(self, method)(params)
        self.state = {"initialize": "initialized", "init": "bound", "shutdown": "shutdown"}.get(method, self.state)
        if method == "init" and type(self).on_idle is not BaseWidget.on_idle:
            threading.Thread(target=self.watch_idle, daemon=True).start()
        return result

    # Reading and the envelope

    def read_line(self):
        """The next line (bytes, newline included), None at EOF; oversize lines are skipped here."""
        while True:
            line = sys.stdin.buffer.readline(MAX_LINE + 1)
            if line.endswith(b"\n"):
                return line
            if len(line) <= MAX_LINE:
                return self.unfinished_line(line)
            while line and not line.endswith(b"\n"):
                line = sys.stdin.buffer.readline(65536)
            self.on_oversize()

    def unfinished_line(self, line):
        """What to make of the bytes after the last newline at EOF: nothing, they are not a line."""
        return None

    def on_oversize(self):
        self.error(None, -32600, "Line exceeds the %d-byte limit and was skipped" % MAX_LINE)

    def parse(self, raw):
        return json.loads(raw.decode("utf-8"), parse_constant=not_json)

    # What `parse` raises for a line that is not JSON: UnicodeDecodeError is a ValueError, and
    # RecursionError is how Python's json says "nested too deep".
    parse_errors = (ValueError, RecursionError)

    def on_batch(self, batch):
        self.error(None, -32600, "Batches are not supported")

    def on_response(self, message):
        pass  # never answered

    def readable_id(self, message):
        id = message.get("id")
        if isinstance(id, float) and id.is_integer():
            id = int(id)
        if isinstance(id, str) or (isinstance(id, int) and not isinstance(id, bool) and -2**63 <= id < 2**63):
            return id
        return None

    def reply_id(self, message):
        """The id a reply carries: the one read (an integer id as an integer, 7.0 as 7)."""
        return self.readable_id(message)

    def invalid_request_id(self, message):
        """The id of the -32600 reply to an invalid request: its own when it can be read."""
        return self.readable_id(message)

    def envelope_error(self, message):
        """Why `message` is not a JSON-RPC 2.0 request or notification, or None."""
        if message.get("jsonrpc") != "2.0" or not isinstance(message.get("method"), str):
            return "not a JSON-RPC 2.0 request"
        if not isinstance(message.get("params", {}), (dict, list)):
            return "params must be an object or an array"
        if "id" in message and self.readable_id(message) is None:
            return "id must be a string or an integer"
        return None

    def run(self):
        while True:
            line = self.read_line()
            self.last_input = time.monotonic()
            if line is None:
                return self.on_eof()
            if not line.strip():
                continue
            try:
                message = self.parse(line)
            except self.parse_errors:
                self.error(None, -32700, "Parse error")
                continue
            if isinstance(message, list):
                self.on_batch(message)
                continue
            if not isinstance(message, dict):
                self.error(None, -32600, "A message must be an object")
                continue
            if "method" not in message and ("result" in message or "error" in message):
                self.on_response(message)
                continue
            problem = self.envelope_error(message)
            if problem:
                self.error(self.invalid_request_id(message), -32600, problem)
                continue
            if "id" not in message:
                continue  # notifications: the host sends none in 1.x
            id = self.reply_id(message)
            try:
                self.out({"jsonrpc": "2.0", "id": id, "result": self.handle(message)})
            except RPCError as error:
                self.error(id, error.code, error.message, error.data)
