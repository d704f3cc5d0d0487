"""Fault: answers every invalid request with id null, even when its id can be read."""
from basewidget import BaseWidget


class NullIDWidget(BaseWidget):
    def invalid_request_id(self, message):
        return None


NullIDWidget().run()
