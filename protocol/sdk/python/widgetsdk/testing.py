"""Drive a widget class in-process, as the host would, without pipes: for a widget's own tests.

    from widgetsdk.testing import Harness
    host = Harness(MyWidget)
    host.call("initialize", Harness.INITIALIZE)
    reply, notifications = host.call("init", {"dashboard": "trip", "trip": trip, "flight": flight})

Every line goes through the same `Session` as in a real process (framing aside), so the replies
and the order of notifications are what the host would read.
"""

import json
import threading

from ._process import Definition
from ._session import Outbox, Session

INITIALIZE_PARAMS = {
    "protocolVersion": "1.1", "supportedVersions": ["1.1", "1.0"], "host": {"name": "WidgetHost", "version": "0.1.0"},
    "user": {"userID": "usr-test"}, "locale": "en-GB", "timeZone": "Europe/London",
    "capabilities": {"nodeKinds": ["vstack", "hstack", "zstack", "spacer", "divider", "text", "dateText", "image", "label",
                                   "badge", "progress", "facts", "button", "toggle", "list", "placeholder"],
                     "maxLineBytes": 1048576,
                     "limits": {"maxNodes": 200, "maxDepth": 12, "maxTextLength": 2000, "maxActionPayloadBytes": 2048,
                                "maxImageDataBytes": 262144, "maxListItems": 50, "maxFactsRows": 20, "maxTimelineEntries": 50}},
}


class Harness:
    """A widget and its session; `lines` is everything it wrote, parsed, in order."""

    INITIALIZE = INITIALIZE_PARAMS

    def __init__(self, widget_class):
        self.lines = []
        self.arrived = threading.Condition()
        self.widget = widget_class()
        self.session = Session(self.widget, Definition(widget_class), Outbox(self._write))
        self.next_id = 0

    def _write(self, line):
        with self.arrived:
            self.lines.append(json.loads(line.decode("utf-8")))
            self.arrived.notify_all()

    def send(self, message):
        """Sends one message (a dict, or bytes as the line itself)."""
        self.session.receive(message if isinstance(message, bytes) else json.dumps(message).encode("utf-8"))

    def call(self, method, params=None):
        """(reply, notifications written with it) for a request with the next host id."""
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": "h-%d" % self.next_id, "method": method}
        if params is not None:
            message["params"] = params
        start = len(self.lines)
        self.send(message)
        written = self.lines[start:]
        reply = next((line for line in written if line.get("id") == message["id"]), None)
        return reply, [line for line in written if "method" in line]

    def wait_for(self, predicate, timeout=5.0):
        """The first written line matching `predicate`, waiting for a widget's own threads."""
        with self.arrived:
            found = self.arrived.wait_for(lambda: next((l for l in self.lines if predicate(l)), None), timeout)
        if not found:
            raise AssertionError("nothing matching arrived within %s s; written: %s" % (timeout, self.lines))
        return found

    def shutdown(self):
        reply, _ = self.call("shutdown")
        return reply
