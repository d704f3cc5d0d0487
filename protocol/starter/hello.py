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


def send(message):
    out.write(json.dumps(message, allow_nan=False) + "\n")
    out.flush()


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
    if not isinstance(params, dict):
        raise Error(-32602, "params must be an object", {"pointer": ""})
    width = params.get("width")
    if method in ("cellHeight", "configureCell", "viewController") and (isinstance(width, bool) or not isinstance(width, (int, float))):
        raise Error(-32602, "width must be a number", {"pointer": "/width"})
    if method == "viewController" and params.get("sizeClass") not in ("compact", "regular"):
        raise Error(-32602, "sizeClass must be compact or regular", {"pointer": "/sizeClass"})
    if method == "initialize" and state == "new":  # answer the first offered version it speaks (README §10)
        version = next((v for v in params.get("supportedVersions", []) if v in ("1.1", "1.0")), None)
        if version is None:
            raise Error(-32005, "this widget speaks 1.1 and 1.0", {"supportedVersions": ["1.1", "1.0"]})
        state = "initialized"
        return {"protocolVersion": version, "widgetType": "hello", "cellIdentifier": "HelloCell", "canBeHidden": True,
                "dashboards": ["trip", "airport"]}
    if method == "init":
        dashboard = params.get("dashboard")
        for member in {"trip": ["trip", "flight"], "airport": ["airport"]}.get(dashboard, ["dashboard"]):
            if not isinstance(params.get(member), str if member == "dashboard" else dict):
                raise Error(-32602, "%s is missing or of the wrong type" % member, {"pointer": "/" + member})
        bound.update(params)
        state = "bound"
        return {"canBeDisplayed": True}
    if method == "cellHeight":
        return {"height": 88}
    if method == "configureCell":
        return {"cell": cell(width)}
    if method == "viewController":
        return None  # nothing to present
    if method == "action":  # this cell has no invoke action, so every id is unknown
        raise Error(-32007, "Unknown action", {"id": params.get("id")})
    if method == "shutdown":
        state = "shutdown"
    return {}  # prepareData, shutdown


def not_json(constant):
    raise ValueError(constant + " is not JSON")  # Python's json accepts NaN and Infinity unless told


def handle(raw):
    try:
        message = json.loads(raw.decode("utf-8"), parse_constant=not_json)
    except ValueError:  # UnicodeDecodeError is one too
        return send({"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}})
    if isinstance(message, dict) and "method" not in message and ("result" in message or "error" in message):
        return  # a response: never answered
    id = message.get("id") if isinstance(message, dict) else None
    id = int(id) if isinstance(id, float) and id.is_integer() else id  # 7.0 reads as 7 (README §1)
    readable = isinstance(id, str) or (isinstance(id, int) and not isinstance(id, bool))
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
            break  # EOF
        while line and not line.endswith(b"\n"):  # over the limit: skip to the next newline
            line = sys.stdin.buffer.readline(65536)
        send({"jsonrpc": "2.0", "id": None, "error": {"code": -32600, "message": "Line over %d bytes" % MAX_LINE}})
    elif line.strip():
        handle(line)
