"""A widget on the SDK as a real process: stdout carries the protocol only (a print goes to
stderr), stdin EOF ends it with status 0 (also while the widget's code is stuck), a reply
larger than the pipe does not stop reading, and a class that cannot run says why."""

import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
import unittest

import support

INIT = support.transcript("trip-widget-lifecycle.jsonl")
WIDGET = textwrap.dedent('''
    import sys, time
    sys.path.insert(0, %r)
    from widgetsdk import run, Cell, Text, VStack

    class Printing:
        widget_type = "printing"

        def init(self, trip, flight):
            print("junk from init")

        def cell_height(self, width):
            if width == 321:
                time.sleep(30)  # stuck: EOF must still end the process
            return 80

        def configure_cell(self, width):
            print("junk")
            return Cell(VStack(*[Text("x" * 1900) for _ in range(150)]))

    run(Printing)
''') % support.SDK


def start(source, **kwargs):
    directory = tempfile.mkdtemp(prefix="widgetsdk-test-")
    path = os.path.join(directory, "widget.py")
    with open(path, "w", encoding="utf-8") as file:
        file.write(source)
    return subprocess.Popen([sys.executable, path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs)


def send(process, message):
    process.stdin.write((json.dumps(message) + "\n").encode("utf-8"))
    process.stdin.flush()


class ProcessTests(unittest.TestCase):
    def test_stdout_is_protocol_only_and_eof_exits_with_zero(self):
        process = start(WIDGET)
        send(process, INIT[0]["message"])
        send(process, INIT[2]["message"])
        # configureCell's reply is ~290 kB, more than a pipe holds: the widget keeps reading
        # (the next requests are answered once we read) and the writer is not in the way.
        for n in range(3, 8):
            send(process, {"jsonrpc": "2.0", "id": "h-%d" % n, "method": "configureCell", "params": {"width": 375}})
        out, err = process.communicate(timeout=30)  # closes stdin: EOF
        lines = [json.loads(line) for line in out.decode("utf-8").splitlines()]
        self.assertEqual([line.get("id") for line in lines], ["h-1", "h-2", "h-3", "h-4", "h-5", "h-6", "h-7"])
        self.assertTrue(all(line["jsonrpc"] == "2.0" for line in lines))
        self.assertEqual(process.returncode, 0)
        self.assertIn(b"junk from init\n", err)

    def test_eof_ends_the_process_even_while_the_widget_is_stuck(self):
        process = start(WIDGET)
        send(process, INIT[0]["message"])
        send(process, INIT[2]["message"])
        send(process, {"jsonrpc": "2.0", "id": "h-3", "method": "cellHeight", "params": {"width": 321}})
        time.sleep(0.3)
        started = time.monotonic()
        process.stdin.close()
        process.wait(timeout=30)
        process.stdout.close()
        process.stderr.close()
        self.assertEqual(process.returncode, 0)
        self.assertLess(time.monotonic() - started, 10, "a hang would reach the timeout; the SDK's own bound is 0.9 s")

    def test_a_class_that_cannot_run_says_why(self):
        process = start("import sys; sys.path.insert(0, %r)\nfrom widgetsdk import run\nclass Bad:\n    widget_type = 'Bad Name'\nrun(Bad)\n"
                        % support.SDK)
        out, err = process.communicate(timeout=30)
        self.assertEqual(process.returncode, 70)
        self.assertEqual(out, b"")
        self.assertIn(b"widget_type = 'Bad Name'", err)
        self.assertIn(b"no cell_height() method", err)


if __name__ == "__main__":
    unittest.main()
