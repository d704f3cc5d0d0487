"""Fault: cellHeight answers a negative height."""
from basewidget import BaseWidget


class NegativeHeightWidget(BaseWidget):
    def cellHeight(self, params):
        return {"height": -12}


NegativeHeightWidget().run()
