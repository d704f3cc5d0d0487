"""Fault: the first cellHeight takes 1.6 s, beyond its 1 s deadline (but the reply is correct)."""
import time

from basewidget import BaseWidget


class SlowWidget(BaseWidget):
    slept = False

    def cellHeight(self, params):
        if not self.slept:
            self.slept = True
            time.sleep(1.6)
        return super().cellHeight(params)


SlowWidget().run()
