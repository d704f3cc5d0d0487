"""The SDK produces the widget side of every golden transcript (protocol/transcripts), as the
Swift SDK does: host lines sent in order, each widget line compared as a JSON value (an error's
message is free text), nothing more written."""

import os
import unittest

import support
import transcript_widgets
from widgetsdk.testing import Harness


class TranscriptReplayTests(unittest.TestCase):
    def test_every_transcript_has_a_widget(self):
        files = sorted(f for f in os.listdir(os.path.join(support.PROTOCOL, "transcripts")) if f.endswith(".jsonl"))
        self.assertEqual(files, sorted(transcript_widgets.FOR_TRANSCRIPT))

    def test_each_transcript(self):
        for name, widget in sorted(transcript_widgets.FOR_TRANSCRIPT.items()):
            with self.subTest(transcript=name):
                self.replay(name, transcript_widgets.WIDGETS[widget])

    def replay(self, name, widget_class):
        host = Harness(widget_class)
        seen = 0
        for number, line in enumerate(support.transcript(name), 1):
            if line["from"] == "host":
                host.send(line["message"])
                continue
            # A widget line: the next one written (a widget's own thread may still be writing it).
            host.wait_for(lambda _: len(host.lines) > seen)
            self.assertEqual(support.comparable(host.lines[seen]), support.comparable(line["message"]), "%s:%d" % (name, number))
            seen += 1
        self.assertEqual(host.lines[seen:], [], "%s: more than the transcript" % name)

    def test_a_changed_reply_is_noticed(self):
        self.assertNotEqual(support.comparable({"id": "h-3", "result": {"height": 148}}),
                            support.comparable({"id": "h-3", "result": {"height": 149}}))
        self.assertNotEqual(support.comparable({"id": 1, "error": {"code": -32002, "message": "a", "data": {"method": "x"}}}),
                            support.comparable({"id": 1, "error": {"code": -32002, "message": "b", "data": {"method": "y"}}}))


if __name__ == "__main__":
    unittest.main()
