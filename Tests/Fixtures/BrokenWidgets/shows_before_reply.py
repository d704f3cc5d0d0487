"""Fault: writes canBeDisplayed: true, then answers init with canBeDisplayed: false. In line
order the last word is the reply's false (README §9), so the card stays hidden on a dashboard
whose host keeps that order: `canBeDisplayed` counts only what follows the reply, and the card
is never seen."""
from basewidget import BaseWidget


class ShowsBeforeReplyWidget(BaseWidget):
    def init(self, params):
        self.out({"jsonrpc": "2.0", "method": "canBeDisplayed", "params": {"canBeDisplayed": True}})
        return {"canBeDisplayed": False}


ShowsBeforeReplyWidget().run()
