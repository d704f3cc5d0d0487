"""Fault: exits with status 3 after a second without requests (a background thread's crash), with
its stdin still open: an exit the widget did not announce."""
import os
import sys

from basewidget import BaseWidget


class CrashingWhenIdleWidget(BaseWidget):
    def on_idle(self):
        print("Traceback: the refresh thread died", file=sys.stderr)
        os._exit(3)


CrashingWhenIdleWidget().run()
