"""Fault: writes debug text to stdout (a startup banner and a line per configureCell)."""
from basewidget import BaseWidget


class JunkWidget(BaseWidget):
    def configureCell(self, params):
        print("debug: building the cell at width", params["width"])
        return super().configureCell(params)


print("Loading flight data...")
JunkWidget().run()
