"""Fault: parses with Python's json defaults, which accept NaN and Infinity."""
import json

from basewidget import BaseWidget


class NaNWidget(BaseWidget):
    def parse(self, raw):
        return json.loads(raw.decode("utf-8"))


NaNWidget().run()
