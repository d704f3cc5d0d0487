"""Fault: never checks param types, so {"width": "wide"} gets a height instead of -32602."""
from basewidget import BaseWidget


class UncheckedWidget(BaseWidget):
    def params_error(self, method, params):
        return None

    def viewController(self, params):
        return None


UncheckedWidget().run()
