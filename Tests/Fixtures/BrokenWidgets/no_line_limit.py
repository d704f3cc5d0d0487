"""Fault: reads lines of any length, so a line over 1 MiB is answered instead of skipped with -32600."""
import sys

from basewidget import BaseWidget


class UnlimitedWidget(BaseWidget):
    def read_line(self):
        line = sys.stdin.buffer.readline()
        return line if line.endswith(b"\n") else None


UnlimitedWidget().run()
