"""Fault: checks the method before the state, so an unknown method before initialize gets -32601, not -32002."""
from basewidget import KNOWN, BaseWidget


class MethodFirstWidget(BaseWidget):
    def state_error(self, method):
        if self.state == "new" and method not in KNOWN:
            return self.method_not_found(method)
        return super().state_error(method)


MethodFirstWidget().run()
