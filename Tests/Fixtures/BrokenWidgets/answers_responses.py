"""Fault: answers responses sent to it (with -32600), which can make two peers loop."""
from basewidget import BaseWidget


class EchoingWidget(BaseWidget):
    def on_response(self, message):
        self.error(message.get("id"), -32600, "Unexpected response")


EchoingWidget().run()
