"""The protocol of one widget process, without I/O: framing, the receiver rules, ids, the states
and which error wins (protocol §1, §2), each request handed to the widget's methods.

`LineFramer` turns bytes into lines (the 1 MiB cap and the resync). `Session.receive(line)` answers
one line through `Outbox`, which writes every notification the widget sends while a request is
being answered *after* that request's reply (the order the host relies on: a
`canBeDisplayed: true` sent during `init` follows `init`'s reply). The process wiring (threads,
stdin, stdout) is in `_process.py`; tests drive a `Session` directly.
"""

import json
import math
import sys
import threading
import traceback

from . import _limits
from . import schema as _schema
from ._build import BuildError, ParamsError
from ._dashboard import Dashboard, WidgetLogger
from ._fit import Fit, allows_fit

PROTOCOL_VERSIONS = ("1.2", "1.1", "1.0")  # newest first (protocol §10)
MAX_LINE_BYTES = 1048576  # protocol §1: every byte before the "\n", a "\r" included

PARSE_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, INVALID_PARAMS, INTERNAL_ERROR = -32700, -32600, -32601, -32602, -32603
NOT_INITIALIZED, INVALID_STATE, UNSUPPORTED_DASHBOARD, UNSUPPORTED_VERSION = -32002, -32003, -32004, -32005
INVALID_CELL_TREE, UNKNOWN_ACTION, WIDGET_FAILURE, SHUTTING_DOWN = -32006, -32007, -32008, -32009
NEEDS_INIT = ("cellHeight", "configureCell", "viewController", "action")
ID_RANGE = 2 ** 63


class RPCError(Exception):
    """Raise from a widget method to answer with this JSON-RPC error (protocol §8)."""

    def __init__(self, code, message, data=None):
        super().__init__(message)
        self.code, self.message, self.data = code, message, data


def unknown_action(action_id):
    """`-32007 unknownAction` for an action id the widget does not know."""
    return RPCError(UNKNOWN_ACTION, "Unknown action id: %s" % action_id, {"id": action_id})


class WidgetFailure(RPCError):
    """The widget could not do what was asked (its data failed to load, ...): `-32008`."""

    def __init__(self, message):
        super().__init__(WIDGET_FAILURE, message)


class LineFramer:
    """Bytes in, complete lines out: `("line", bytes)` without its "\\n" (and "\\r"), or
    `("oversize", length)` for a line longer than the cap, skipped up to its newline. Bytes after
    the last newline when input ends are not a line (protocol §1): `finish()` drops them."""

    def __init__(self, limit=MAX_LINE_BYTES):
        self.limit = limit
        self.pending = []
        self.size = 0
        self.skipping = False

    def feed(self, chunk):
        events = []
        start = 0
        while True:
            newline = chunk.find(b"\n", start)
            piece = chunk[start:] if newline < 0 else chunk[start:newline]
            if self.skipping or self.size + len(piece) > self.limit:
                self.skipping = True
                self.size += len(piece)
                self.pending = []
            else:
                self.pending.append(piece)
                self.size += len(piece)
            if newline < 0:
                return events
            if self.skipping:
                events.append(("oversize", self.size))
            else:
                line = b"".join(self.pending)
                events.append(("line", line[:-1] if line.endswith(b"\r") else line))
            self.pending, self.size, self.skipping = [], 0, False
            start = newline + 1

    def finish(self):
        dropped = self.size
        self.pending, self.size, self.skipping = [], 0, False
        return dropped


def encode(message):
    """One protocol line. UTF-8 as it is; a lone surrogate (which UTF-8 cannot carry) escaped,
    so an id the host sent comes back as exactly what it sent."""
    try:
        return (json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        return (json.dumps(message, separators=(",", ":"), allow_nan=False) + "\n").encode("ascii")


class Outbox:
    """Everything the widget writes, in order: a reply, then what the widget sent while it was
    being made. Thread-safe: a widget's own threads notify through it too."""

    def __init__(self, write):
        self._write = write  # bytes -> None; must not block (the writer thread's queue)
        self._lock = threading.Lock()
        self._held = None  # notifications waiting for the reply being made, or None
        self.closed = False

    def hold(self):
        with self._lock:
            self._held = []

    def reply(self, message):
        with self._lock:
            held, self._held = self._held or [], None
            self._send(message)
            for notification in held:
                self._send(notification)

    def notify(self, method, params=None):
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        with self._lock:
            if self._held is not None:
                self._held.append(message)
            else:
                self._send(message)

    def _send(self, message):
        if self.closed:
            return
        try:
            line = encode(message)
        except (TypeError, ValueError) as error:  # NaN or a value that is not JSON: never sent
            print("widgetsdk: a message could not be written as JSON (%s); it was not sent" % error, file=sys.stderr)
            if "id" not in message:
                return
            line = encode({"jsonrpc": "2.0", "id": message["id"],
                           "error": {"code": INTERNAL_ERROR, "message": "The reply is not JSON: %s" % error}})
        self._write(line)


def _reject_constant(name):
    raise ValueError("%s is not JSON" % name)


def readable_id(message):
    """The request id if it can be read (protocol §1), else None; (present, id)."""
    if "id" not in message:
        return False, None
    value = message["id"]
    if isinstance(value, str):
        return True, value
    if isinstance(value, bool):
        return True, None
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)  # 7.0 and 1e2 are the ids 7 and 100; 2^63 as a double is out of range
    if isinstance(value, int) and -ID_RANGE <= value < ID_RANGE:
        return True, value
    return True, None


class Session:
    """One widget instance's side of the protocol: the states of §2 around the widget object."""

    def __init__(self, widget, definition, outbox):
        self.widget, self.definition, self.outbox = widget, definition, outbox
        self.state = "new"  # new -> initialized -> bound -> shut down
        self.handshake = None
        self.protocol_version = None  # the version chosen in `initialize`
        self.dashboard = None
        self.prepared = False
        self.shut_down_widget = False
        self.logger = WidgetLogger(definition.widget_type, outbox)

    # Lines

    def receive_oversize(self, length):
        self.error(None, INVALID_REQUEST, "Line of %d bytes exceeds the %d-byte limit and was skipped" % (length, MAX_LINE_BYTES))

    def receive(self, line):
        if not line.strip():
            return
        try:
            message = json.loads(line.decode("utf-8"), parse_constant=_reject_constant)
        except (ValueError, RecursionError) as error:  # not UTF-8, not JSON, or nested deeper than the parser goes
            return self.error(None, PARSE_ERROR, "Parse error: %s" % error)
        if isinstance(message, list):
            return self.error(None, INVALID_REQUEST, "Batches (JSON arrays) are not supported")
        if not isinstance(message, dict):
            return self.error(None, INVALID_REQUEST, "Invalid Request: a message is a JSON object")
        method = message.get("method")
        if "method" not in message and ("result" in message or "error" in message):
            return  # a response: widgets send no requests, so nothing waits for it; never answered
        has_id, request_id = readable_id(message)
        if message.get("jsonrpc") != "2.0":
            return self.error(request_id, INVALID_REQUEST, '"jsonrpc" must be the string "2.0"')
        if not isinstance(method, str):
            return self.error(request_id, INVALID_REQUEST, '"method" must be a string')
        params = message.get("params", {})
        if not isinstance(params, (dict, list)):
            return self.error(request_id, INVALID_REQUEST, '"params" must be an object or an array')
        if has_id and request_id is None:
            return self.error(None, INVALID_REQUEST, "Invalid Request: the id must be a string or an integer")
        if not has_id:
            return  # protocol 1.x has no host notifications; unknown ones are ignored
        self.outbox.hold()
        try:
            result = self.answer(method, params)
        except RPCError as error:
            return self.error(request_id, error.code, error.message, error.data)
        self.outbox.reply({"jsonrpc": "2.0", "id": request_id, "result": result})

    def error(self, request_id, code, message, data=None):
        error = {"code": code, "message": message}
        if data is not None:
            error["data"] = data
        self.outbox.reply({"jsonrpc": "2.0", "id": request_id, "error": error})

    # Which error wins (§2): the state, the method, the state for that method, the params, then the method's own.

    def answer(self, method, params):
        if self.state == "shut down":
            raise RPCError(SHUTTING_DOWN, "The widget is shutting down")
        if self.state == "new" and method != "initialize":
            raise RPCError(NOT_INITIALIZED, "'%s' was received before 'initialize' completed" % method, {"method": method})
        if method not in _schema.REQUESTS:
            raise RPCError(METHOD_NOT_FOUND, "Method not found: %s" % method, {"method": method})
        if method == "initialize" and self.state != "new":
            raise RPCError(INVALID_STATE, "'initialize' was already received")
        if method == "init" and self.state == "bound":
            raise RPCError(INVALID_STATE, "'init' already completed; one process serves one dashboard")
        if method in NEEDS_INIT and self.state != "bound":
            raise RPCError(INVALID_STATE, "'%s' is not valid before 'init'" % method)
        if isinstance(params, list):
            raise RPCError(INVALID_PARAMS, "params must be an object", {"pointer": ""})
        params_type = _schema.REQUESTS[method][0]
        try:
            request = params_type.from_json(params)
        except ParamsError as error:
            raise RPCError(INVALID_PARAMS, error.message, {"pointer": error.pointer}) from None
        return getattr(self, "on_" + method)(request)

    # Requests

    def on_initialize(self, request):
        offered = request.supported_versions or [request.protocol_version]
        chosen = next((version for version in offered if version in PROTOCOL_VERSIONS), None)
        if chosen is None:
            raise RPCError(UNSUPPORTED_VERSION, "This widget speaks protocol %s; the host offered %s"
                           % (", ".join(PROTOCOL_VERSIONS), ", ".join(offered)), {"supportedVersions": list(PROTOCOL_VERSIONS)})
        self.handshake = request
        self.protocol_version = chosen
        self.state = "initialized"
        info = dict(self.definition.info)
        info["protocolVersion"] = chosen
        return info

    def on_prepareData(self, request):
        self.prepare_once()
        return {}

    def prepare_once(self):
        if not self.prepared:
            self.prepared = True
            if hasattr(self.widget, "prepare_data"):
                self.call("prepare_data", self.widget.prepare_data)

    def on_init(self, request):
        kind = request.dashboard
        if kind not in self.definition.dashboards:
            raise RPCError(UNSUPPORTED_DASHBOARD, "This widget does not support the %s dashboard" % kind, {"dashboard": kind})
        self.prepare_once()
        dashboard = Dashboard(kind, self.handshake, self.outbox, self.logger)
        self.widget.dashboard = dashboard
        if kind == "trip":
            self.call("init", lambda: self.widget.init(trip=request.trip, flight=request.flight))
        else:
            self.call("init", lambda: self.widget.init(airport=request.airport))
        self.dashboard = dashboard
        self.state = "bound"
        return {"canBeDisplayed": dashboard._go_live()}

    def on_cellHeight(self, request):
        context = "cell_height(%s)" % _width(request.width)
        height = self.call("cell_height", lambda: self.widget.cell_height(request.width))
        if isinstance(height, dict):
            height = height.get("height")
        height = self.height_for_version(height, context)
        try:
            return _schema.CellHeightResponse(height)
        except BuildError as error:
            raise self.failure("%s returned %r: %s" % (context, height, error)) from None

    def height_for_version(self, height, context):
        """`fit()` as this session's version allows it; a "fit" an older host would reject as an
        invalid result is a widget failure instead, saying what to return."""
        fits = allows_fit(self.protocol_version)
        if isinstance(height, Fit):
            if fits:
                return "fit"
            if height.otherwise is None:
                raise self.failure("%s returned fit() without otherwise, which needs protocol 1.2, and this host chose %s: "
                                   "give older hosts points, fit(otherwise=148)" % (context, self.protocol_version))
            return height.otherwise
        if isinstance(height, str) and height == "fit" and not fits:
            raise self.failure('%s returned "fit", which needs protocol 1.2, and this host chose %s: '
                               "return points, or fit(otherwise=148) for older hosts" % (context, self.protocol_version))
        return height

    def on_configureCell(self, request):
        content = self.call("configure_cell", lambda: self.widget.configure_cell(request.width))
        context = "configure_cell(%s)" % _width(request.width)
        response = self.as_configuration(content, context)
        try:
            _limits.check_response(response, self.handshake.capabilities.limits)
        except _limits.Violation as violation:
            raise self.invalid_tree(context, violation, "") from None
        return response

    def as_configuration(self, content, context):
        if isinstance(content, dict) and "cell" in content and content.get("type") != "cell":
            return content
        if isinstance(content, dict) and content.get("type") == "cell":
            return {"cell": content}
        if isinstance(content, dict) and isinstance(content.get("type"), str):
            return {"cell": _schema.Cell(content)}  # a node: the cell around it
        raise self.failure("%s returned %r; return a Cell (or a node, or a ConfigureCellResponse with a timeline)"
                           % (context, type(content).__name__))

    def on_viewController(self, request):
        if not hasattr(self.widget, "view_controller"):
            return None
        controller = self.call("view_controller", lambda: self.widget.view_controller(request.width, request.size_class))
        if controller is None:
            return None
        if not isinstance(controller, dict):
            raise self.failure("view_controller returned %r; return a Controller or None" % type(controller).__name__)
        try:
            _limits.check_controller(controller, self.handshake.capabilities.limits)
        except _limits.Violation as violation:
            raise self.invalid_tree("view_controller", violation, "") from None
        return controller

    def on_action(self, request):
        if not hasattr(self.widget, "action"):
            raise unknown_action(request.id)
        result = self.call("action '%s'" % request.id, lambda: self.widget.action(request))
        if result is None or result is True:
            return {}
        if isinstance(result, dict):
            return result
        raise self.failure("action '%s' returned %r; return None, or DISMISS to close the controller" % (request.id, result))

    def on_shutdown(self, request):
        self.state = "shut down"
        self.stop_widget(0.7)
        return {}

    # Calling widget code

    def call(self, context, body):
        try:
            return body()
        except RPCError:
            raise
        except Exception as error:  # a bug in the widget: reported, and the widget keeps serving
            raise self.crashed(context, error) from None

    def crashed(self, context, error):
        traceback.print_exc(file=sys.stderr)
        return RPCError(WIDGET_FAILURE, "%s failed: %s: %s" % (context, type(error).__name__, error))

    def failure(self, message):
        print("widgetsdk: %s" % message, file=sys.stderr)
        return RPCError(WIDGET_FAILURE, message)

    def invalid_tree(self, context, violation, prefix):
        pointer = prefix + violation.pointer
        print("widgetsdk: %s produced an invalid tree, so it was not sent: at %s, %s. The host gets -32006 invalidCellTree; "
              "fix the tree in %s." % (context, pointer, violation.message, context), file=sys.stderr)
        self.logger.error("%s produced an invalid tree: %s" % (context, violation.message), pointer=pointer)
        return RPCError(INVALID_CELL_TREE, "%s: %s" % (pointer, violation.message), {"pointer": pointer})

    def stop_widget(self, budget):
        """Calls the widget's `shutdown()` once (the `shutdown` request, or EOF), for at most `budget` s."""
        if self.shut_down_widget or self.dashboard is None or not hasattr(self.widget, "shutdown"):
            return
        self.shut_down_widget = True
        worker = threading.Thread(target=lambda: _quietly(self.widget.shutdown), name="widgetsdk-shutdown", daemon=True)
        worker.start()
        worker.join(budget)


def _quietly(body):
    try:
        body()
    except Exception:
        traceback.print_exc(file=sys.stderr)


def _width(width):
    return str(int(width)) if float(width).is_integer() else str(width)
