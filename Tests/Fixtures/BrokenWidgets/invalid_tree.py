"""Fault: configureCell returns an image without a label (and not decorative)."""
from basewidget import BaseWidget


class InvalidTreeWidget(BaseWidget):
    def configureCell(self, params):
        return {"cell": {"type": "cell", "version": "1.0", "content": {"type": "vstack", "children": [
            {"type": "text", "text": "Gate A22"},
            {"type": "image", "source": {"symbol": "airplane"}}]}}}


InvalidTreeWidget().run()
