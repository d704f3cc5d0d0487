"""Fault: treats a line ending in CRLF as garbage (-32700) instead of stripping the \\r."""
import json

from basewidget import BaseWidget, not_json


class StrictLineWidget(BaseWidget):
    def parse(self, raw):
        if raw.endswith(b"\r\n"):
            raise ValueError("CR before LF")
        return json.loads(raw.decode("utf-8"), parse_constant=not_json)


StrictLineWidget().run()
