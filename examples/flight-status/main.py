#!/usr/bin/env python3
"""flight-status: the trip dashboard's card for the current flight.

Shows the flight number, route, terminal and gate, a live countdown to boarding, delay and
gate-change badges and the cancelled state; tapping the card pushes a details screen.
The card starts hidden (`canBeDisplayed: false`) and shows itself once its data has loaded.
"""
import threading
from datetime import datetime, timedelta

from widget import Widget, unknown_action

BOARDING_BEFORE_DEPARTURE = timedelta(minutes=40)
STATUS_TEXT = {"scheduled": "On time", "delayed": "Delayed", "boarding": "Boarding", "departed": "Departed",
               "landed": "Landed", "cancelled": "Cancelled", "diverted": "Diverted"}
STATUS_TONE = {"scheduled": "good", "delayed": "warning", "boarding": "accent", "departed": "neutral",
               "landed": "neutral", "cancelled": "critical", "diverted": "critical"}

# The flight's status is what the trip dashboard is for: the user cannot hide it.
widget = Widget("flight_status", "FlightStatusCell", dashboards=["trip"], can_be_hidden=False)
lock = threading.Lock()
state = {"flight": None, "loaded": False}


def parse(timestamp):
    return datetime.fromisoformat(timestamp.replace("Z", "+00:00")) if timestamp else None


def clock(timestamp):
    """'06:20', in the airport's local time as written in the timestamp."""
    return parse(timestamp).strftime("%H:%M") if timestamp else "–"


def day_and_clock(timestamp):
    return parse(timestamp).strftime("%a %d %b, %H:%M") if timestamp else "–"


def flight_code(flight):
    return "%s %s" % (flight["airline"]["iataCode"], flight["flightNumber"])


def delay_minutes(endpoint):
    scheduled, estimated = parse(endpoint.get("scheduled")), parse(endpoint.get("estimated"))
    return int((estimated - scheduled).total_seconds() // 60) if scheduled and estimated else 0


def departure_time(flight):
    departure = flight["departure"]
    return parse(departure.get("estimated") or departure["scheduled"])


def load(flight):
    """Simulates fetching live data, then shows the card (the host asks for it when it is shown)."""
    with lock:
        state["loaded"] = True
    widget.log("info", "flight data loaded", flight=flight_code(flight))
    widget.notify("canBeDisplayed", {"canBeDisplayed": True})


def current():
    """The flight, or None while its data is still loading."""
    with lock:
        return state["flight"] if state["loaded"] else None


SKELETON = {"type": "cell", "version": "1.0", "fallbackText": "Loading flight…", "content": {
    "type": "vstack", "spacing": "s", "padding": "m", "redacted": "placeholder", "children": [
        {"type": "placeholder", "kind": "text", "width": 120},
        {"type": "placeholder", "kind": "text", "lines": 2},
        {"type": "placeholder", "kind": "rect", "width": 200}]}}


@widget.on("init")
def init(params):
    flight = params["flight"]
    with lock:
        state["flight"], state["loaded"] = flight, False
    widget.after(0.2, load, flight)
    return {"canBeDisplayed": False}


def badges(flight):
    result = []
    late = delay_minutes(flight["departure"])
    if flight["status"] != "cancelled" and late > 0:
        result.append({"type": "badge", "text": "Delayed %d min" % late, "tone": "critical" if late >= 60 else "warning"})
    departure = flight["departure"]
    if departure.get("previousGate") and departure.get("gate"):
        result.append({"type": "badge", "text": "Gate changed from %s" % departure["previousGate"], "tone": "critical"})
    return result


def countdown(flight):
    """The line under the route: a live countdown the host keeps ticking, or the outcome."""
    status = flight["status"]
    if status == "cancelled":
        return {"type": "text", "text": "Cancelled. Contact %s to rebook." % flight["airline"]["name"],
                "style": "subheadline", "weight": "semibold", "color": "critical"}
    if status == "diverted" and flight.get("divertedTo"):
        return {"type": "text", "text": "Diverted to %s" % flight["divertedTo"]["iataCode"], "color": "critical"}
    if status in ("departed", "landed"):
        endpoint = flight["arrival"] if status == "landed" else flight["departure"]
        when = endpoint.get("actual") or endpoint.get("estimated") or endpoint["scheduled"]
        return {"type": "hstack", "spacing": "xs", "children": [
            {"type": "text", "text": STATUS_TEXT[status], "style": "subheadline", "color": "secondary"},
            {"type": "dateText", "date": when, "style": "time", "textStyle": "subheadline"}]}
    boarding = departure_time(flight) - BOARDING_BEFORE_DEPARTURE
    return {"type": "hstack", "spacing": "xs", "children": [
        {"type": "text", "text": "Boarding" if status == "boarding" else "Boarding in", "style": "subheadline", "color": "secondary"},
        {"type": "dateText", "date": boarding.isoformat(), "style": "relative" if status == "boarding" else "timer",
         "textStyle": "subheadline", "weight": "semibold", "fallbackText": "at " + boarding.strftime("%H:%M")}]}


@widget.on("cellHeight")
def cell_height(params):
    flight = current()
    if flight is None:
        return {"height": 150}
    height = 150 + (26 if badges(flight) else 0)
    if params["width"] < 340 and flight["status"] == "cancelled":
        height += 18  # the rebooking line wraps on narrow cards
    return {"height": height}


@widget.on("configureCell")
def configure_cell(params):
    flight = current()
    if flight is None:
        return {"cell": SKELETON}
    departure, arrival = flight["departure"], flight["arrival"]
    gate = departure.get("gate", "TBA")
    children = [
        {"type": "hstack", "spacing": "s", "children": [
            {"type": "image", "source": {"symbol": "airplane.departure"}, "decorative": True, "tint": "accent"},
            {"type": "text", "text": flight_code(flight), "style": "headline", "monospacedDigits": True},
            {"type": "spacer"},
            {"type": "badge", "text": STATUS_TEXT[flight["status"]], "tone": STATUS_TONE[flight["status"]]}]},
        {"type": "hstack", "spacing": "s", "alignment": "firstBaseline", "children": [
            {"type": "text", "text": departure["airport"]["iataCode"], "style": "title2", "weight": "bold"},
            {"type": "image", "source": {"symbol": "arrow.right"}, "label": "to", "size": 14, "tint": "secondary"},
            {"type": "text", "text": arrival["airport"]["iataCode"], "style": "title2", "weight": "bold"},
            {"type": "spacer"},
            {"type": "text", "text": "%s → %s" % (clock(departure.get("estimated") or departure["scheduled"]),
                                                   clock(arrival.get("estimated") or arrival["scheduled"])),
             "style": "subheadline", "monospacedDigits": True}]},
        {"type": "facts", "columns": 2, "rows": [
            {"title": "Terminal", "value": departure.get("terminal", "–")},
            {"title": "Gate", "value": gate}]},
        countdown(flight),
    ]
    extra = badges(flight)
    if extra:
        children.append({"type": "hstack", "spacing": "xs", "children": extra})
    summary = "%s from %s to %s, %s, gate %s" % (flight_code(flight), departure["airport"]["city"],
                                                  arrival["airport"]["city"], STATUS_TEXT[flight["status"]].lower(), gate)
    cell = {"type": "cell", "version": "1.0", "tap": {"type": "present"}, "accessibilityLabel": summary,
            "fallbackText": summary, "content": {"type": "vstack", "spacing": "s", "padding": "m", "children": children}}
    return {"cell": cell}


@widget.on("viewController")
def view_controller(params):
    flight = current()
    if flight is None:
        return None  # nothing to show until the data has loaded
    departure, arrival = flight["departure"], flight["arrival"]
    rows = [
        {"title": "Status", "value": STATUS_TEXT[flight["status"]]},
        {"title": "Scheduled departure", "value": day_and_clock(departure["scheduled"])},
        {"title": "Estimated departure", "value": day_and_clock(departure.get("actual") or departure.get("estimated") or departure["scheduled"])},
        {"title": "Scheduled arrival", "value": day_and_clock(arrival["scheduled"])},
        {"title": "Estimated arrival", "value": day_and_clock(arrival.get("actual") or arrival.get("estimated") or arrival["scheduled"])},
        {"title": "Terminal", "value": departure.get("terminal", "–")},
        {"title": "Gate", "value": departure.get("gate", "TBA")},
        {"title": "Seat", "value": flight.get("seat", "–")},
        {"title": "Booking reference", "value": flight.get("bookingReference", "–")},
    ]
    if flight.get("aircraft"):
        rows.append({"title": "Aircraft", "value": flight["aircraft"]})
    content = {"type": "vstack", "spacing": "m", "padding": "m", "children": [
        {"type": "text", "text": "%s → %s" % (departure["airport"]["name"], arrival["airport"]["name"]), "style": "headline"},
        {"type": "facts", "columns": 1, "rows": rows}] + badges(flight)}
    return {"presentation": "push", "title": flight_code(flight), "content": content,
            "rightButtons": [{"id": "refresh", "title": "Refresh", "systemImage": "arrow.clockwise"}]}


@widget.on("action")
def action(params):
    if params["id"] != "refresh":
        raise unknown_action(params["id"])
    widget.notify("reloadWidget")
    return {}


if __name__ == "__main__":
    widget.run()
