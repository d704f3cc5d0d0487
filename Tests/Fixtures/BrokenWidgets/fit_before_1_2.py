"""Fault: cellHeight answers "fit" in a session that chose protocol 1.1 (it is 1.2's)."""
from basewidget import BaseWidget


class FitBefore12Widget(BaseWidget):
    def cellHeight(self, params):
        return {"height": "fit"}


FitBefore12Widget().run()
