"""Not a fault: hidden until its data has loaded (300 ms after init, well after its init reply,
so no host can apply the notification before the reply), then shown: `dashboard` passes."""
import threading

from basewidget import BaseWidget


class ShowsWhenLoadedWidget(BaseWidget):
    def init(self, params):
        threading.Timer(0.3, lambda: self.out(
            {"jsonrpc": "2.0", "method": "canBeDisplayed", "params": {"canBeDisplayed": True}})).start()
        return {"canBeDisplayed": False}


ShowsWhenLoadedWidget().run()
