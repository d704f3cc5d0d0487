"""Fault: rejects params members it does not know (-32602) instead of ignoring them."""
from basewidget import BaseWidget, RPCError

KNOWN_PARAMS = {"cellHeight": {"width"}, "configureCell": {"width"}, "viewController": {"width", "sizeClass"}}


class StrictWidget(BaseWidget):
    def params_error(self, method, params):
        if isinstance(params, dict):
            for name in params:
                if method in KNOWN_PARAMS and name not in KNOWN_PARAMS[method]:
                    return RPCError(-32602, "unknown member " + name, {"pointer": "/" + name})
        return super().params_error(method, params)


StrictWidget().run()
