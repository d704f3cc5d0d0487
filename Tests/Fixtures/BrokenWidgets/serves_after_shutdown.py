"""Fault: keeps serving requests after shutdown instead of answering -32009."""
from basewidget import BaseWidget


class ZombieWidget(BaseWidget):
    def state_error(self, method):
        if self.state == "shutdown":
            self.state = "bound"
            failure = super().state_error(method)
            self.state = "shutdown"
            return failure
        return super().state_error(method)


ZombieWidget().run()
