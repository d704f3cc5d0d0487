"""Fault: deletes its own script at init, so it cannot be started again (the test runs a copy)."""
import os

from basewidget import BaseWidget


class SelfDeletingWidget(BaseWidget):
    def init(self, params):
        os.remove(os.path.abspath(__file__))
        return super().init(params)


SelfDeletingWidget().run()
