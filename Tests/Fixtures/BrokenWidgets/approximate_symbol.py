"""Not broken, but worth a warning: shows symbols the host has no glyph of their own for
(`person.badge.shield.checkmark` is drawn as `person`, `teleporter.beam` as the neutral mark)."""
from basewidget import BaseWidget

CELL = {"type": "cell", "version": "1.0", "content": {"type": "hstack", "children": [
    {"type": "image", "source": {"symbol": "person.badge.shield.checkmark"}, "label": "Verified traveller"},
    {"type": "label", "title": "Beam", "icon": {"symbol": "teleporter.beam"}},
    {"type": "label", "title": "Flight", "icon": {"symbol": "airplane"}}]}}


class ApproximateSymbolWidget(BaseWidget):
    def configureCell(self, params):
        return {"cell": CELL}


ApproximateSymbolWidget().run()
