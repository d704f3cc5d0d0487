#!/usr/bin/env python3
"""A widget that keeps the contract in one way the host must honour, chosen by MODE (argv[1]).
Standard library only; exits on stdin EOF. Used by the ordering, refusal and flight-recorder
tests (WidgetHostTests, WidgetCLITests).

Order (protocol/README.md §9): a notification written right after a reply, in the same write,
so the host reads both lines in one chunk and must apply them in that order.
- init:          answers init with canBeDisplayed false, then notifies canBeDisplayed true
                 (§3: hidden until it has data). Every card must be shown.
- hide:          answers init with canBeDisplayed true, then notifies canBeDisplayed false (the
                 mirror of init). Every card must end hidden.
- reload:        answers its first configureCell with "v1", then notifies reloadWidget; later
                 cells are "v2". Every card must end on "v2".

Refusals a restart cannot change (§2, §3): the card fails at once, with the reason.
- airport-only:  its initialize lists only the airport dashboard.
- old-version:   speaks only protocol 0.9: answers initialize with -32005.
- refuses-init:  lists both dashboards, but answers init with -32004.

- huge-cell:     answers configureCell with a 1 MiB tree of 50,001 nodes, which the host rejects.
"""
import json, os, sys

MODE = sys.argv[1] if len(sys.argv) > 1 else "init"
cells = 0


def line(obj):
    return (json.dumps(obj, separators=(",", ":")) + "\n").encode()


def write(*objects):
    # One write for the reply and what follows it: the host reads them in one chunk.
    data = b"".join(line(o) for o in objects)
    while data:
        data = data[os.write(1, data):]


def notification(method, params=None):
    message = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        message["params"] = params
    return message


def error(rid, code, message, data):
    return {"jsonrpc": "2.0", "id": rid, "error": {"code": code, "message": message, "data": data}}


def huge_tree():
    # A vstack of 49,999 spacers and one text (50,001 nodes), the text padded so that the reply
    # line is just under the host's 1 MiB line limit: read whole, then rejected by its limits.
    children = [{"type": "spacer"} for _ in range(49999)]
    children.append({"type": "text", "text": "x" * 148000})
    return {"type": "cell", "version": "1.0", "content": {"type": "vstack", "children": children}}


for raw in sys.stdin.buffer:
    request = json.loads(raw)
    method, rid = request.get("method"), request.get("id")
    if rid is None:
        continue
    after = []
    if method == "initialize":
        if MODE == "old-version":
            write(error(rid, -32005, "this widget speaks only protocol 0.9", {"supportedVersions": ["0.9"]}))
            continue
        dashboards = ["airport"] if MODE == "airport-only" else ["trip", "airport"]
        result = {"protocolVersion": request["params"]["supportedVersions"][0], "widgetType": "contract",
                  "cellIdentifier": "ContractCell", "canBeHidden": False, "dashboards": dashboards}
    elif method == "init":
        if MODE in ("airport-only", "refuses-init") and request["params"].get("dashboard") != "airport":
            write(error(rid, -32004, "does not support the trip dashboard", {"dashboard": "trip"}))
            continue
        result = {"canBeDisplayed": MODE != "init"}
        if MODE in ("init", "hide"):
            after = [notification("canBeDisplayed", {"canBeDisplayed": MODE == "init"})]
    elif method == "cellHeight":
        result = {"height": 60}
    elif method == "configureCell":
        cells += 1
        if MODE == "huge-cell":
            result = {"cell": huge_tree()}
        else:
            text = "v1" if cells == 1 and MODE == "reload" else "v2"
            result = {"cell": {"type": "cell", "version": "1.0", "content": {"type": "text", "text": MODE + " " + text}}}
            if cells == 1 and MODE == "reload":
                after = [notification("reloadWidget")]
    elif method in ("shutdown", "action", "prepareData"):
        result = {}
    elif method == "viewController":
        result = None
    else:
        write(error(rid, -32601, "Method not found", {"method": method}))
        continue
    write({"jsonrpc": "2.0", "id": rid, "result": result}, *after)
