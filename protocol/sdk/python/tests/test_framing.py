"""LineFramer: lines split anywhere, CRLF, the 1 MiB cap counted in bytes (a \\r included), the
resync after an oversize line, and an unfinished last line that is not a line."""

import unittest

import support  # noqa: F401
from widgetsdk._session import MAX_LINE_BYTES, LineFramer


class LineFramerTests(unittest.TestCase):
    def test_lines_split_across_chunks_and_crlf(self):
        framer = LineFramer()
        events = framer.feed(b'{"a":') + framer.feed(b'1}\r\n{"b"') + framer.feed(b":2}\n\n")
        self.assertEqual(events, [("line", b'{"a":1}'), ("line", b'{"b":2}'), ("line", b"")])

    def test_exactly_the_limit_is_a_line_and_one_more_byte_is_not(self):
        framer = LineFramer()
        self.assertEqual(framer.feed(b"x" * MAX_LINE_BYTES + b"\n"), [("line", b"x" * MAX_LINE_BYTES)])
        self.assertEqual(framer.feed(b"x" * (MAX_LINE_BYTES - 1) + b"\r\n"), [("line", b"x" * (MAX_LINE_BYTES - 1))])
        self.assertEqual(framer.feed(b"x" * MAX_LINE_BYTES + b"\r\n"), [("oversize", MAX_LINE_BYTES + 1)])

    def test_an_oversize_line_is_skipped_to_its_newline_in_small_chunks(self):
        framer = LineFramer(limit=10)
        events = []
        for _ in range(5):
            events += framer.feed(b"y" * 7)
        events += framer.feed(b"z\nok\n")
        self.assertEqual(events, [("oversize", 36), ("line", b"ok")])

    def test_bytes_after_the_last_newline_are_dropped_at_end_of_input(self):
        framer = LineFramer()
        self.assertEqual(framer.feed(b'{"jsonrpc":"2.0","id":"h-1","method":"shutdown"}'), [])
        self.assertEqual(framer.finish(), 48)
        self.assertEqual(framer.feed(b"\n"), [("line", b"")])


if __name__ == "__main__":
    unittest.main()
