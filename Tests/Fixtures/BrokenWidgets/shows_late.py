"""Not quite a fault: answers init with canBeDisplayed: false and shows its card 2.5 s later,
after `widgets dashboard --once` stopped waiting for it (1.5 s): the live dashboard shows it,
--once and --html leave it out. `dashboard` warns."""
import threading

from basewidget import BaseWidget


class ShowsLateWidget(BaseWidget):
    def init(self, params):
        threading.Timer(2.5, lambda: self.out(
            {"jsonrpc": "2.0", "method": "canBeDisplayed", "params": {"canBeDisplayed": True}})).start()
        return {"canBeDisplayed": False}


ShowsLateWidget().run()
