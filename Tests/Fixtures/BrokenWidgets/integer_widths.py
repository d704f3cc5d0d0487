"""Fault: accepts whole widths only (375, 375.0) and answers 337.5 with -32602."""
from basewidget import BaseWidget, RPCError


class IntegerWidget(BaseWidget):
    def params_error(self, method, params):
        width = params.get("width") if isinstance(params, dict) else None
        if isinstance(width, float) and not width.is_integer():
            return RPCError(-32602, "width must be an integer", {"pointer": "/width"})
        return super().params_error(method, params)


IntegerWidget().run()
