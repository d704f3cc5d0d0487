"""Fault: after a second without requests it execs another program (sleep), which keeps stdin and
stdout open and never answers."""
import os
import sys

from basewidget import BaseWidget


class ExecingWidget(BaseWidget):
    def on_idle(self):
        sys.stdout.flush()
        os.execvp("sleep", ["sleep", "60"])


ExecingWidget().run()
