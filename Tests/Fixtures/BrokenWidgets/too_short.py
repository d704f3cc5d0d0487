"""Fault: cellHeight is a constant that holds the content at 375 and 400 points, but at 320 the
text wraps onto another line and the button row needs more than it asked for (the page clips it)."""
from basewidget import BaseWidget

CELL = {"type": "cell", "version": "1.0", "content": {"type": "vstack", "padding": "m", "spacing": "s", "children": [
    {"type": "text", "text": "BA 117 to New York", "style": "headline"},
    {"type": "text", "text": "Boarding from gate B32 at 07:45, 8 min walk"},
    {"type": "hstack", "children": [
        {"type": "button", "title": "Ping", "action": {"type": "invoke", "id": "ping"}},
        {"type": "spacer"}]}]}}


class TooShortWidget(BaseWidget):
    def cellHeight(self, params):
        return {"height": 128}

    def configureCell(self, params):
        return {"cell": CELL}


TooShortWidget().run()
