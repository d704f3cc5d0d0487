#!/usr/bin/env python3
"""A trip widget on Python's jsonrpcserver (PyPI) with the library's defaults, as a new author
writes it: one function per method, the library's dispatch, a read loop of three lines.

It works on the dashboard: the host sends whole lines, string ids and valid params. What the
library's defaults do differently from protocol/README.md's robustness rules, and this widget
leaves as they are: numeric ids are echoed as read (1e30 too), an unfinished last line at EOF
and blank lines are answered, -32601 carries the method name as a string, a batch is answered
element by element, an envelope with a member the library's schema does not list is refused,
NaN is read, -32602 carries the library's sentence instead of a pointer, and the states of §2
are not tracked. `widgets check` warns about each (recommended checks) and passes it; with
`--strict` it fails, naming them."""
import sys

from jsonrpcserver import Error, Success, dispatch, method

out, sys.stdout = sys.stdout, sys.stderr  # stdout carries protocol only
bound = {}


@method
def initialize(supportedVersions=(), **_):
    version = next((v for v in supportedVersions if v in ("1.1", "1.0")), None)
    if version is None:
        return Error(-32005, "this widget speaks 1.1 and 1.0", {"supportedVersions": ["1.1", "1.0"]})
    return Success({"protocolVersion": version, "widgetType": "jsonrpc_trip", "cellIdentifier": "JsonrpcTripCell",
                    "canBeHidden": True, "dashboards": ["trip"]})


@method
def init(dashboard, trip=None, flight=None, **_):
    if dashboard != "trip":
        return Error(-32004, "does not support the %s dashboard" % dashboard, {"dashboard": dashboard})
    bound.update(trip=trip, flight=flight)
    return Success({"canBeDisplayed": True})


def not_bound():
    return Error(-32003, "init has not completed")


@method
def cellHeight(width, **_):
    return Success({"height": 112}) if bound else not_bound()


@method
def configureCell(width, **_):
    if not bound:
        return not_bound()
    flight = bound["flight"]
    route = "%s → %s" % (flight["departure"]["airport"]["city"], flight["arrival"]["airport"]["city"])
    number = "%s %s" % (flight["airline"]["iataCode"], flight["flightNumber"])
    tone = {"delayed": "warning", "cancelled": "critical"}.get(flight.get("status"), "neutral")
    return Success({"cell": {"type": "cell", "version": "1.0", "content": {
        "type": "vstack", "spacing": "xs", "padding": "m", "children": [
            {"type": "hstack", "spacing": "s", "children": [
                {"type": "text", "text": number, "style": "headline"},
                {"type": "badge", "text": flight.get("status", "scheduled"), "tone": tone}]},
            {"type": "text", "text": route, "style": "subheadline", "maxLines": 1},
            {"type": "dateText", "date": flight["departure"]["scheduled"], "style": "relative", "color": "secondary"}]}}})


@method
def viewController(width, sizeClass, **_):
    return Success(None) if bound else not_bound()


@method
def action(id, source, payload=None, **_):
    return Error(-32007, "Unknown action", {"id": id}) if bound else not_bound()


@method
def shutdown(**_):
    return Success({})


for line in sys.stdin.buffer:
    reply = dispatch(line.decode("utf-8", "replace"))
    if reply:
        out.write(reply + "\n")
        out.flush()
