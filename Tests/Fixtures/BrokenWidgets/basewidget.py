"""A minimal, correct trip widget written raw (no helper). Each fixture here subclasses it and
breaks exactly one thing, so `widgets check` must fail exactly one check (or the EOF pair)."""
import json
import sys

CELL = {"type": "cell", "version": "1.0", "content": {"type": "vstack", "children": [
    {"type": "text", "text": "Fixture"},
    {"type": "button", "title": "Ping", "action": {"type": "invoke", "id": "ping"}}]}}


class RPCError(Exception):
    def __init__(self, code, message, data=None):
        super().__init__(message)
        self.code, self.message, self.data = code, message, data


class BaseWidget:
    state = "new"

    def out(self, message):
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()

    def initialize(self, params):
        return {"protocolVersion": "1.0", "widgetType": "fixture", "cellIdentifier": "FixtureCell",
                "canBeHidden": True, "dashboards": ["trip"], "capabilities": {}}

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

    def handle(self, message):
        method, id = message.get("method"), message.get("id")
        if self.state == "new" and method != "initialize":
            raise RPCError(-32002, "not initialized", {"method": method})
        if self.state == "initialized" and method in ("cellHeight", "configureCell", "viewController", "action"):
            raise RPCError(-32003, "init has not completed")
        handler = getattr(self, method, None) if method in (
            "initialize", "init", "cellHeight", "configureCell", "viewController", "action", "shutdown") else None
        if handler is None:
            raise RPCError(-32601, "Method not found", {"method": method})
        result = handler(message.get("params") or {})
        self.state = {"initialize": "initialized", "init": "ready"}.get(method, self.state)
        return result

    def run(self):
        while True:
            line = sys.stdin.readline()
            if not line:
                return self.on_eof()
            if not line.strip():
                continue
            try:
                message = json.loads(line)
            except ValueError:
                self.out({"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}})
                continue
            if "id" not in message:
                continue
            try:
                self.out({"jsonrpc": "2.0", "id": message["id"], "result": self.handle(message)})
            except RPCError as error:
                body = {"code": error.code, "message": error.message}
                if error.data is not None:
                    body["data"] = error.data
                self.out({"jsonrpc": "2.0", "id": message["id"], "error": body})
