"""Fault: -32601 without data.method."""
from basewidget import BaseWidget, RPCError


class NoDataWidget(BaseWidget):
    def method_not_found(self, method):
        return RPCError(-32601, "Method not found")


NoDataWidget().run()
