"""Fault: treats only ValueError as a parse error, as most Python widgets do: a deeply nested line
raises RecursionError from json.loads and the widget crashes instead of answering -32700."""
from basewidget import BaseWidget


class RecursionCrashWidget(BaseWidget):
    parse_errors = (ValueError,)


RecursionCrashWidget().run()
