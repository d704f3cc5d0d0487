"""Fault: echoes every id as a string, so the integer id 5 is answered as "5" (an answer to nothing)."""
from basewidget import BaseWidget


class StringIDWidget(BaseWidget):
    def reply_id(self, message):
        return str(self.readable_id(message))


StringIDWidget().run()
