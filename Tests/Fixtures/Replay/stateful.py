#!/usr/bin/env python3
"""A widget that keeps state in its data folder: each start counts itself in
$WIDGET_DATA_DIR/visits.json, and its card is taller once it has been seen before (164 pt on a
first visit, 188 after), as the widget of issue 27 was. A replay from an empty folder differs."""
import json
import os
import sys

path = os.path.join(os.environ["WIDGET_DATA_DIR"], "visits.json")
try:
    with open(path) as f:
        visits = json.load(f)["visits"]
except (OSError, ValueError, KeyError):
    visits = 0
with open(path + ".tmp", "w") as f:
    json.dump({"visits": visits + 1}, f)
os.replace(path + ".tmp", path)

height = 188 if visits else 164
text = "Welcome back" if visits else "First visit"
answers = {
    "initialize": lambda p: {"protocolVersion": p["protocolVersion"], "widgetType": "stateful", "cellIdentifier": "StatefulCell",
                             "canBeHidden": True, "dashboards": ["trip", "airport"]},
    "init": lambda p: {"canBeDisplayed": True},
    "cellHeight": lambda p: {"height": height},
    "configureCell": lambda p: {"cell": {"type": "cell", "version": "1.0", "content": {"type": "text", "text": text}}},
    "viewController": lambda p: None,
    "shutdown": lambda p: {},
}
for line in sys.stdin:
    message = json.loads(line)
    if "id" in message:
        reply = {"jsonrpc": "2.0", "id": message["id"]}
        if message["method"] in answers:
            reply["result"] = answers[message["method"]](message.get("params"))
        else:
            reply["error"] = {"code": -32601, "message": "Method not found"}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
