"""Fault: crashes (an uncaught exception, exit status 1) when it receives init."""
from basewidget import BaseWidget


class CrashingWidget(BaseWidget):
    def init(self, params):
        raise RuntimeError("flight data file is missing")


CrashingWidget().run()
