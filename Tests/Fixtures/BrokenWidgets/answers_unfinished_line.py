"""Fault: handles bytes after the last newline at EOF as a line (README §1 says they are not one),
as a reader built on Python's readline (or a shell's `read ... || [ -n "$line" ]`) does."""
from basewidget import BaseWidget


class UnfinishedLineWidget(BaseWidget):
    def unfinished_line(self, line):
        return line or None


UnfinishedLineWidget().run()
