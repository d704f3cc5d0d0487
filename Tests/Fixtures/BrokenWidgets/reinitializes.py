"""Fault: answers a second initialize as if it were the first, instead of -32003."""
from basewidget import BaseWidget


class ReinitializingWidget(BaseWidget):
    def state_error(self, method):
        if method == "initialize" and self.state in ("initialized", "bound"):
            return None
        return super().state_error(method)

    def handle(self, message):
        state = self.state
        result = super().handle(message)
        if message["method"] == "initialize" and state == "bound":
            self.state = "bound"
        return result


ReinitializingWidget().run()
