"""Fault: closes its stdout after a second without requests and keeps running."""
import os
import sys

from basewidget import BaseWidget


class ClosingWidget(BaseWidget):
    def on_idle(self):
        sys.stdout.flush()
        os.close(1)


ClosingWidget().run()
