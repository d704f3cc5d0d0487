#!/usr/bin/env python3
"""hello.py: a complete widget in one file (protocol 1.1; Python 3.8+, standard library only).

From this folder: `widgets dashboard --manifest widgets.json` shows it, `widgets check -- python3
hello.py` checks it. Everything the spec requires is here; start by changing `cell()`."""
import json
import sys

MAX_LINE = 1048576  # bytes before the "\n" (README §1)
NEEDS_INIT = {"cellHeight", "configureCell", "viewController", "action"}
KNOWN = NEEDS_INIT | {"initialize", "prepareData", "init", "shutdown"}
out, sys.stdout = sys.stdout, sys.stderr  # print() goes to stderr: stdout carries protocol only
state, bound = "new", {}


class Error(Exception):
    def __init__(self, code, message, data=None):
        super().__init__(message)
        self.reply = {"code": code, "message": message, **({"data": data} if data else {})}


def send(message):  # from the read loop, waiting for the write: safe, the host always reads (README §9)
    out.write(json.dumps(message, allow_nan=False) + "\n")
    out.flush()  # a thread of yours that also writes (a timer) shares one lock around write and flush


def cell(width):
    if bound["dashboard"] == "trip":
        f = bound["flight"]
        title = "%s %s to %s" % (f["airline"]["iataCode"], f["flightNumber"], f["arrival"]["airport"]["city"])
        when = {"type": "dateText", "date": f["departure"]["scheduled"], "style": "relative", "color": "secondary"}
    else:
        title, when = "Welcome to %s" % bound["airport"]["name"], {"type": "text", "text": bound["airport"]["city"]}
    return {"type": "cell", "version": "1.0", "content": {"type": "vstack", "spacing": "xs", "padding": "m", "children": [
        {"type": "text", "text": "Hello!", "style": "headline"}, {"type": "text", "text": title}, when]}}


def answer(method, params):  # README §2: state, method, state for the method, params, then the work
    global state
    if state == "shutdown" or (state == "new" and method != "initialize"):
        raise Error(-32009, "shutting down") if state == "shutdown" else Error(-32002, "not initialized", {"method": method})
    if method not in KNOWN:
        raise Error(-32601, "Method not found: " + method, {"method": method})
    if (method == "initialize" and state != "new") or (method == "init" and state == "bound") or (method in NEEDS_INIT and state != "bound"):
        raise Error(-32003, "'%s' is not valid now" % method)
    check_params(method, params)
    if method == "initialize" and state == "new":  # answer the first offered version it speaks (README §10)
        version = next((v for v in params.get("supportedVersions", []) if v in ("1.1", "1.0")), None)
        if version is None:
            raise Error(-32005, "this widget speaks 1.1 and 1.0", {"supportedVersions": ["1.1", "1.0"]})
        state = "initialized"
        return {"protocolVersion": version, "widgetType": "hello", "cellIdentifier": "HelloCell", "canBeHidden": True,
                "dashboards": ["trip", "airport"]}
    if method == "init":
        bound.update(params)
        state = "bound"
        return {"canBeDisplayed": True}
    if method == "cellHeight":
        return {"height": 120}  # README §5.8: padding 12, 22-point lines 4 apart (a long title takes two), padding 12
    if method == "configureCell":
        return {"cell": cell(params["width"])}
    if method == "viewController":
        return None  # nothing to present
    if method == "action":  # this cell has no invoke action, so every id is unknown
        raise Error(-32007, "Unknown action", {"id": params.get("id")})
    if method == "shutdown":
        state = "shutdown"
    return {}  # prepareData, shutdown


def check_params(method, params):  # -32602 for the members README §3 "What a widget checks" lists
    def wrong(member, expected):
        raise Error(-32602, "%s must be %s" % (member, expected), {"pointer": "/" + member if member else ""})
    if not isinstance(params, dict):
        wrong("", "an object")
    number, text = lambda v: isinstance(v, (int, float)) and not isinstance(v, bool), lambda v: isinstance(v, str)
    rules = {"initialize": [("protocolVersion", text, "a string"),
                            ("supportedVersions", lambda v: isinstance(v, list) and all(map(text, v)), "an array of strings")],
             "init": [("dashboard", lambda v: v in ("trip", "airport"), "trip or airport")],
             "cellHeight": [("width", number, "a number")], "configureCell": [("width", number, "a number")],
             "viewController": [("width", number, "a number"), ("sizeClass", lambda v: v in ("compact", "regular"), "compact or regular")],
             "action": [("id", text, "a string"), ("source", lambda v: v in ("cell", "controller", "header"), "cell, controller or header")]}
    for member, valid, expected in rules.get(method, []):
        if not valid(params.get(member)):
            wrong(member, expected)
    for member in {"trip": ["trip", "flight"], "airport": ["airport"]}.get(params.get("dashboard"), []) if method == "init" else []:
        if not isinstance(params.get(member), dict):
            wrong(member, "an object")


def not_json(constant):
    raise ValueError(constant + " is not JSON")  # Python's json accepts NaN and Infinity unless told


def handle(raw):
    try:
        message = json.loads(raw.decode("utf-8"), parse_constant=not_json)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError; RecursionError: nested too deep
        return send({"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}})
    if isinstance(message, dict) and "method" not in message and ("result" in message or "error" in message):
        return  # a response: never answered
    id = message.get("id") if isinstance(message, dict) else None
    id = int(id) if isinstance(id, float) and id.is_integer() else id  # 7.0 reads as 7, 1e2 as 100 (README §1)
    readable = isinstance(id, str) or (isinstance(id, int) and not isinstance(id, bool) and -2**63 <= id < 2**63)
    if (not isinstance(message, dict) or message.get("jsonrpc") != "2.0" or not isinstance(message.get("method"), str)
            or not isinstance(message.get("params", {}), (dict, list)) or ("id" in message and not readable)):
        return send({"jsonrpc": "2.0", "id": id if readable else None, "error": {"code": -32600, "message": "Invalid Request"}})
    if "id" not in message:
        return  # a notification: the host sends none in 1.x
    try:
        send({"jsonrpc": "2.0", "id": id, "result": answer(message["method"], message.get("params", {}))})
    except Error as error:
        send({"jsonrpc": "2.0", "id": id, "error": error.reply})
    except Exception as error:  # a bug here: say so, keep serving
        send({"jsonrpc": "2.0", "id": id, "error": {"code": -32603, "message": "%s: %s" % (type(error).__name__, error)}})


while True:  # one request per line until stdin reaches EOF, then exit (README §2)
    line = sys.stdin.buffer.readline(MAX_LINE + 1)
    if not line.endswith(b"\n"):
        if len(line) <= MAX_LINE:
            break  # EOF; bytes after the last newline are not a line (README §1)
        while line and not line.endswith(b"\n"):  # over the limit: skip to the next newline
            line = sys.stdin.buffer.readline(65536)
        send({"jsonrpc": "2.0", "id": None, "error": {"code": -32600, "message": "Line over %d bytes" % MAX_LINE}})
    elif line.strip():
        handle(line)
