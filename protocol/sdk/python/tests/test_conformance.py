"""protocol/conformance/any-widget.jsonl, the conversation every widget must hold, replayed
through the SDK's framer and session: each reply compared by shape (the same id; an error's
code and data; a result where a result is expected), notifications skipped."""

import json
import os
import unittest

import support
from widgetsdk import Cell, Text
from widgetsdk._session import LineFramer, Outbox, Session
from widgetsdk._process import Definition


class AnyWidget:
    widget_type = "any_widget"
    cell_identifier = "AnyCell"

    def init(self, trip, flight):
        pass

    def cell_height(self, width):
        return 96

    def configure_cell(self, width):
        return Cell(Text("Any valid cell"))


class ConformanceTranscriptTests(unittest.TestCase):
    def test_the_conformance_transcript_holds(self):
        written = []
        session = Session(AnyWidget(), Definition(AnyWidget), Outbox(lambda line: written.append(json.loads(line))))
        framer = LineFramer()
        trip = support.transcript("trip-widget-lifecycle.jsonl")[2]["message"]["params"]
        path = os.path.join(support.PROTOCOL, "conformance", "any-widget.jsonl")
        with open(path, encoding="utf-8") as file:
            lines = [json.loads(line) for line in file if line.strip()]
        seen = 0
        for number, line in enumerate(lines, 1):
            if line["from"] == "host":
                if line.get("sample") == "init":
                    line = dict(line, message=dict(line["message"], params=trip))
                for kind, value in framer.feed(support.host_bytes(line) + b"\n"):
                    session.receive(value) if kind == "line" else session.receive_oversize(value)
                continue
            replies = [m for m in written[seen:] if "method" not in m]
            seen = len(written)
            expected = line["message"]
            self.assertEqual(len(replies), 1, "line %d (%s): expected one reply, got %s" % (number, line.get("check"), replies))
            got = replies[0]
            self.assertEqual(got["id"], expected["id"], "line %d" % number)
            if line.get("match") == "any":
                continue
            if "error" in expected:
                self.assertIn("error", got, "line %d: %s" % (number, got))
                self.assertEqual(got["error"]["code"], expected["error"]["code"], "line %d: %s" % (number, got))
                for key, value in expected["error"].get("data", {}).items():
                    self.assertEqual(got["error"].get("data", {}).get(key), value, "line %d: %s" % (number, got))
            else:
                self.assertIn("result", got, "line %d: %s" % (number, got))
        self.assertEqual([m for m in written[seen:] if "method" not in m], [])


if __name__ == "__main__":
    unittest.main()
