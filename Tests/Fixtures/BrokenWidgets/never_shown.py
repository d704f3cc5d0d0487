"""Fault: answers init with canBeDisplayed: false and never shows its card, whatever the data."""
from basewidget import BaseWidget


class NeverShownWidget(BaseWidget):
    def init(self, params):
        return {"canBeDisplayed": False}


NeverShownWidget().run()
