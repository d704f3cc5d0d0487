"""Fault: never checks the params of cells, controllers and actions, so {"width": "wide"} gets a
height instead of -32602 (initialize and init are checked: without that the widget would bind to a
bad init and every later line would fail too)."""
from basewidget import BaseWidget


class UncheckedWidget(BaseWidget):
    def params_error(self, method, params):
        return super().params_error(method, params) if method in ("initialize", "init") else None

    def viewController(self, params):
        return None


UncheckedWidget().run()
