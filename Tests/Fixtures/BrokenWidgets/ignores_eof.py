"""Fault: keeps running after stdin reaches EOF (a busy loop waiting for input that never comes)."""
import time

from basewidget import BaseWidget


class StubbornWidget(BaseWidget):
    def on_eof(self):
        while True:
            time.sleep(0.2)


StubbornWidget().run()
