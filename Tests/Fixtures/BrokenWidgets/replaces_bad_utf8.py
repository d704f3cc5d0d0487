"""Fault: decodes input leniently (invalid bytes become U+FFFD) instead of answering -32700."""
import json

from basewidget import BaseWidget, not_json


class LenientWidget(BaseWidget):
    def parse(self, raw):
        return json.loads(raw.decode("utf-8", errors="replace"), parse_constant=not_json)


LenientWidget().run()
