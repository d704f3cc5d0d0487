"""The limits of protocol §5.7, checked before a tree is sent (the host checks them too).

The same walk as the host's `CellTreeValidator`: nodes per tree (fallbacks included), depth
(the root's content is depth 1, a fallback sits at its owner's depth), characters of every text,
list items, facts rows, timeline entries, action payload bytes, inline image data. It works on
the wire form (dicts), so a tree of builders and a tree of plain dicts are judged alike. What a
builder already checks as it is called (types, enums, ranges) is not repeated here.
"""

import base64
import json

# The members of each node kind that hold text a user reads (the host counts these).
TEXTS = {"text": ("text",), "dateText": ("fallbackText",), "image": ("label",), "label": ("title",), "badge": ("text",),
         "progress": ("label",), "button": ("title",), "toggle": ("label",)}
CHILDREN = {"vstack": "children", "hstack": "children", "zstack": "children", "list": "items"}


class Violation(Exception):
    def __init__(self, pointer, message):
        super().__init__(message)
        self.pointer, self.message = pointer, message


class _Walk:
    def __init__(self, limits):
        self.limits = limits
        self.nodes = 0

    def limit(self, name, default):
        value = self.limits.get(name) if isinstance(self.limits, dict) else None
        return value if isinstance(value, int) else default

    def text(self, value, pointer):
        if isinstance(value, str) and len(value) > self.limit("maxTextLength", 2000):
            raise Violation(pointer, "text is at most %d characters, this is %d" % (self.limit("maxTextLength", 2000), len(value)))

    def action(self, action, pointer):
        if isinstance(action, dict) and action.get("type") == "invoke" and action.get("payload") is not None:
            size = len(json.dumps(action["payload"], separators=(",", ":"), ensure_ascii=False).encode("utf-8"))
            if size > self.limit("maxActionPayloadBytes", 2048):
                raise Violation(pointer + "/payload", "an action payload is at most %d bytes serialized, this is %d"
                                % (self.limit("maxActionPayloadBytes", 2048), size))

    def image(self, source, pointer):
        if isinstance(source, dict) and isinstance(source.get("data"), str):
            data = base64.b64decode(source["data"])
            if len(data) > self.limit("maxImageDataBytes", 262144):
                raise Violation(pointer + "/data", "inline image data is at most %d bytes, this is %d"
                                % (self.limit("maxImageDataBytes", 262144), len(data)))
            if not (data.startswith(b"\x89PNG") or data.startswith(b"\xff\xd8\xff")):
                raise Violation(pointer + "/data", "inline image data must be PNG or JPEG")

    def cell(self, cell, pointer):
        self.nodes = 0
        self.text(cell.get("accessibilityLabel"), pointer + "/accessibilityLabel")
        self.text(cell.get("fallbackText"), pointer + "/fallbackText")
        self.action(cell.get("tap"), pointer + "/tap")
        self.node(cell.get("content"), pointer + "/content", 1)

    def controller(self, controller, pointer):
        self.nodes = 0
        self.text(controller.get("title"), pointer + "/title")
        for side in ("leftButtons", "rightButtons"):
            for index, button in enumerate(controller.get(side) or []):
                self.text(button.get("title"), "%s/%s/%d/title" % (pointer, side, index))
        self.node(controller.get("content"), pointer + "/content", 1)

    def node(self, node, pointer, depth):
        if not isinstance(node, dict):
            return
        self.nodes += 1
        if self.nodes > self.limit("maxNodes", 200):
            raise Violation(pointer, "a tree has at most %d nodes" % self.limit("maxNodes", 200))
        if depth > self.limit("maxDepth", 12):
            raise Violation(pointer, "a tree is at most %d levels deep" % self.limit("maxDepth", 12))
        kind = node.get("type")
        self.text(node.get("accessibilityLabel"), pointer + "/accessibilityLabel")
        self.action(node.get("tap"), pointer + "/tap")
        if node.get("fallback") is not None:
            self.node(node["fallback"], pointer + "/fallback", depth)
        for member in TEXTS.get(kind, ()):
            self.text(node.get(member), pointer + "/" + member)
        if kind in ("image", "label", "button"):
            self.image(node.get("source" if kind == "image" else "icon"), pointer + ("/source" if kind == "image" else "/icon"))
        if kind in ("button", "toggle"):
            self.action(node.get("action"), pointer + "/action")
        if kind == "button" and isinstance(node.get("confirm"), dict):
            self.text(node["confirm"].get("title"), pointer + "/confirm/title")
            self.text(node["confirm"].get("message"), pointer + "/confirm/message")
        if kind == "facts":
            rows = node.get("rows") or []
            if len(rows) > self.limit("maxFactsRows", 20):
                raise Violation("%s/rows/%d" % (pointer, self.limit("maxFactsRows", 20)), "facts have at most %d rows, these have %d"
                                % (self.limit("maxFactsRows", 20), len(rows)))
            for index, row in enumerate(rows):
                self.text(row.get("title"), "%s/rows/%d/title" % (pointer, index))
                self.text(row.get("value"), "%s/rows/%d/value" % (pointer, index))
        if kind == "list":
            items = node.get("items") or []
            if len(items) > self.limit("maxListItems", 50):
                raise Violation("%s/items/%d" % (pointer, self.limit("maxListItems", 50)), "a list has at most %d items, this one has %d"
                                % (self.limit("maxListItems", 50), len(items)))
            self.action(node.get("more"), pointer + "/more")
        member = CHILDREN.get(kind)
        if member:
            for index, child in enumerate(node.get(member) or []):
                self.node(child, "%s/%s/%d" % (pointer, member, index), depth + 1)


def check_response(response, limits):
    """A `configureCell` result: its cell (`/cell/...`) and each timeline entry's."""
    walk = _Walk(limits)
    walk.cell(response["cell"], "/cell")
    timeline = response.get("timeline")
    if isinstance(timeline, dict):
        entries = timeline.get("entries") or []
        if len(entries) > walk.limit("maxTimelineEntries", 50):
            raise Violation("/timeline/entries/%d" % walk.limit("maxTimelineEntries", 50), "a timeline has at most %d entries, this one has %d"
                            % (walk.limit("maxTimelineEntries", 50), len(entries)))
        for index, entry in enumerate(entries):
            walk.cell(entry.get("cell") or {}, "/timeline/entries/%d/cell" % index)


def check_controller(controller, limits, pointer=""):
    _Walk(limits).controller(controller, pointer)
