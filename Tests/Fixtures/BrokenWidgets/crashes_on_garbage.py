"""Fault: a line that is not JSON crashes the widget (its parse error is not caught). This host
never sends one, so only malformedLine (recommended) warns; the rules the host relies on that the
conformance transcript checks (init, unknown params members, fractional widths) come before the
garbage and are still judged."""
from basewidget import BaseWidget


class CrashesOnGarbageWidget(BaseWidget):
    parse_errors = ()


CrashesOnGarbageWidget().run()
