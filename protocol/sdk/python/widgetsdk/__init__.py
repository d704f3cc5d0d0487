"""widgetsdk: write a WidgetHost widget in Python as a class; the SDK speaks the protocol.

    from widgetsdk import run, Cell, VStack, Text, DateText

    class Hello:
        widget_type = "hello"

        def init(self, trip, flight):
            self.flight = flight

        def cell_height(self, width):
            return 80

        def configure_cell(self, width):
            return Cell(VStack(Text("Hello, " + self.flight.airline.iata_code + " " + self.flight.flight_number,
                                    style="headline"),
                               DateText(self.flight.departure.scheduled, style="relative"), padding="m"))

    run(Hello)

The SDK owns the protocol (protocol/README.md): framing with the 1 MiB cap and resync, the
receiver rules, ids, the states and which error wins, `shutdown` and stdin EOF (the process
exits within a second), a writer that never blocks reading, notifications written after the
reply they follow, `log`. Your class answers the requests (`init`, `cell_height`,
`configure_cell`, and optionally `prepare_data`, `view_controller`, `action`, `shutdown`) and
uses `self.dashboard` (`reload()`, `set_can_be_displayed()`, `present()`, `logger`), as the
Swift SDK's `TripWidget` does. Builders (`VStack`, `Text`, `Badge`, `Button`, `Controller`, ...)
check every member as you call them; models (`Trip`, `Flight`, `Airport`) are what `init` gets.

`cell_height` returns points, or `fit(otherwise=148)` to let a host of protocol 1.2 size the card
to its content: the SDK answers `"fit"` in a session that chose 1.2 or later and the `otherwise`
points in a 1.1 or 1.0 one. A plain `"fit"` (or `fit()` without `otherwise`) to an older host
is answered `-32008 widgetFailure` saying so, never sent as the invalid result it would be there.

Ship it by copying this folder (`widgetsdk/`) next to your widget's script: the widget's own
folder is readable in the host's sandbox. Standard library only; Python 3.8 or newer.
"""

import datetime as _datetime
import os as _os

from ._build import BuildError, Node, ParamsError, Timestamp, Wire, parse_timestamp
from ._dashboard import Dashboard, WidgetLogger
from ._fit import Fit, fit
from ._process import Definition, run
from ._session import PROTOCOL_VERSIONS, RPCError, WidgetFailure, unknown_action
from .schema import *  # noqa: F401,F403  (every builder, enum and model)
from .schema import ActionResponse as _ActionResponse

#: What `action` returns to close the controller the action came from (`{"dismiss": true}`).
DISMISS = _ActionResponse(dismiss=True)


def UnknownNode(type, fallback=None, **members):  # noqa: N802  (a builder, like the others)
    """A node of a kind from a newer protocol version, with the `fallback` today's hosts draw
    instead (protocol §5.6). Members are wire names, as they are: `UnknownNode("boardingPass",
    barcode="M1...", fallback=Label("Boarding pass in your wallet", icon="wallet.pass"))`."""
    node = Node(type=type)
    node.update(members)
    if fallback is not None:
        node["fallback"] = fallback
    return node


def data_directory():
    """`WIDGET_DATA_DIR`: a folder for this widget's own files that survives restarts, or None
    when the widget was started without one (by hand); keep state in memory then."""
    return _os.environ.get("WIDGET_DATA_DIR") or None


def now():
    """Now, as an aware datetime: the host's pinned clock (`WIDGET_NOW`, set by `widgets dashboard
    --now`, screenshots and tests) when it pinned one, else the system clock in UTC."""
    pinned = _os.environ.get("WIDGET_NOW")
    if pinned:
        try:
            return parse_timestamp(pinned)
        except ValueError:
            pass
    return _datetime.datetime.now(_datetime.timezone.utc)
