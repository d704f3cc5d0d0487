"""Fault: checks init's dashboard but not its trip, flight or airport: a trip init without a trip
fails inside the widget (-32603) instead of -32602 with /trip, and an airport init without an
airport gets -32004 before its params were checked."""
from basewidget import BaseWidget, RPCError


class UncheckedInitWidget(BaseWidget):
    def init_params_error(self, params):
        if params.get("dashboard") not in ("trip", "airport"):
            return RPCError(-32602, "dashboard must be trip or airport", {"pointer": "/dashboard"})
        if params["dashboard"] not in self.initialize({})["dashboards"]:
            return RPCError(-32004, "This widget does not support the airport dashboard", {"dashboard": "airport"})
        return None

    def init(self, params):
        try:
            self.title = "%s: %s" % (params["trip"]["title"], params["flight"]["flightNumber"])
        except (KeyError, TypeError) as error:
            raise RPCError(-32603, "%s: %s" % (type(error).__name__, error))
        return {"canBeDisplayed": True}


UncheckedInitWidget().run()
