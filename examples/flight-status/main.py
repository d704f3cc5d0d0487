#!/usr/bin/env python3
"""flight-status: the trip dashboard's card for the current flight, on the Python SDK (widgetsdk/).

Shows the flight number, route, terminal and gate, a live countdown to boarding, delay and
gate-change badges and the cancelled state; tapping the card pushes a details screen.
The card starts hidden (`set_can_be_displayed(False)` in `init`) and shows itself once its
data has loaded.
"""
import threading
from datetime import timedelta

from widgetsdk import (Action, Badge, Cell, Controller, DateText, Fact, Facts, HeaderButton, HStack, Image, Placeholder, Spacer,
                       Text, VStack, run, unknown_action)

BOARDING_BEFORE_DEPARTURE = timedelta(minutes=40)
STATUS_TEXT = {"scheduled": "On time", "delayed": "Delayed", "boarding": "Boarding", "departed": "Departed",
               "landed": "Landed", "cancelled": "Cancelled", "diverted": "Diverted"}
STATUS_TONE = {"scheduled": "good", "delayed": "warning", "boarding": "accent", "departed": "neutral",
               "landed": "neutral", "cancelled": "critical", "diverted": "critical"}
SKELETON = Cell(VStack(Placeholder(kind="text", width=120), Placeholder(kind="text", lines=2), Placeholder(kind="rect", width=200),
                       spacing="s", padding="m", redacted="placeholder"),
                fallback_text="Loading flight…")


def clock(timestamp):
    """'06:20', in the airport's local time as written in the timestamp."""
    return timestamp.datetime.strftime("%H:%M") if timestamp else "–"


def day_and_clock(timestamp):
    return timestamp.datetime.strftime("%a %d %b, %H:%M") if timestamp else "–"


def code(flight):
    return "%s %s" % (flight.airline.iata_code, flight.flight_number)


def delay_minutes(endpoint):
    if not endpoint.estimated:
        return 0
    return int((endpoint.estimated.datetime - endpoint.scheduled.datetime).total_seconds() // 60)


def best(endpoint, *names):
    """The first of the endpoint's times that is known (actual, estimated, then scheduled)."""
    return next((getattr(endpoint, name) for name in names if getattr(endpoint, name)), endpoint.scheduled)


def badges(flight):
    result = []
    late = delay_minutes(flight.departure)
    if flight.status != "cancelled" and late > 0:
        result.append(Badge("Delayed %d min" % late, tone="critical" if late >= 60 else "warning"))
    if flight.departure.previous_gate and flight.departure.gate:
        result.append(Badge("Gate changed from %s" % flight.departure.previous_gate, tone="critical"))
    return result


def countdown(flight):
    """The line under the route: a live countdown the host keeps ticking, or the outcome."""
    status = flight.status
    if status == "cancelled":
        return Text("Cancelled. Contact %s to rebook." % flight.airline.name, style="subheadline", weight="semibold", color="critical")
    if status == "diverted" and flight.diverted_to:
        return Text("Diverted to %s" % flight.diverted_to.iata_code, color="critical")
    if status in ("departed", "landed"):
        endpoint = flight.arrival if status == "landed" else flight.departure
        return HStack(Text(STATUS_TEXT[status], style="subheadline", color="secondary"),
                      DateText(best(endpoint, "actual", "estimated"), style="time", text_style="subheadline"), spacing="xs")
    boarding = best(flight.departure, "estimated").datetime - BOARDING_BEFORE_DEPARTURE
    return HStack(Text("Boarding" if status == "boarding" else "Boarding in", style="subheadline", color="secondary"),
                  DateText(boarding, style="relative" if status == "boarding" else "timer", text_style="subheadline",
                           weight="semibold", fallback_text="at " + boarding.strftime("%H:%M")),
                  spacing="xs")


class FlightStatus:
    widget_type = "flight_status"
    cell_identifier = "FlightStatusCell"
    can_be_hidden = False  # the flight's status is what the trip dashboard is for: the user cannot hide it

    def init(self, trip, flight):
        self.flight, self.loaded = flight, False
        self.dashboard.set_can_be_displayed(False)  # hidden until its data has loaded
        timer = threading.Timer(0.2, self.load)
        timer.daemon = True
        timer.start()

    def load(self):
        """Simulates fetching live data, then shows the card (the host asks for it when it is shown)."""
        self.loaded = True
        self.dashboard.logger.info("flight data loaded", flight=code(self.flight))
        self.dashboard.set_can_be_displayed(True)

    def cell_height(self, width):
        if not self.loaded:
            return 150
        height = 150 + (26 if badges(self.flight) else 0)
        if width < 340 and self.flight.status == "cancelled":
            height += 18  # the rebooking line wraps on narrow cards
        return height

    def configure_cell(self, width):
        if not self.loaded:
            return SKELETON
        flight = self.flight
        departure, arrival = flight.departure, flight.arrival
        gate = departure.gate or "TBA"
        summary = "%s from %s to %s, %s, gate %s" % (code(flight), departure.airport.city, arrival.airport.city,
                                                      STATUS_TEXT[flight.status].lower(), gate)
        return Cell(
            VStack(
                HStack(Image("airplane.departure", decorative=True, tint="accent"),
                       Text(code(flight), style="headline", monospaced_digits=True), Spacer(),
                       Badge(STATUS_TEXT[flight.status], tone=STATUS_TONE[flight.status]), spacing="s"),
                HStack(Text(departure.airport.iata_code, style="title2", weight="bold"),
                       Image("arrow.right", label="to", size=14, tint="secondary"),
                       Text(arrival.airport.iata_code, style="title2", weight="bold"), Spacer(),
                       Text("%s → %s" % (clock(best(departure, "estimated")), clock(best(arrival, "estimated"))),
                            style="subheadline", monospaced_digits=True),
                       spacing="s", alignment="firstBaseline"),
                Facts(Fact("Terminal", departure.terminal or "–"), Fact("Gate", gate), columns=2),
                countdown(flight),
                HStack(*badges(flight), spacing="xs") if badges(flight) else None,
                spacing="s", padding="m"),
            tap=Action.present(), accessibility_label=summary, fallback_text=summary)

    def view_controller(self, width, size_class):
        if not self.loaded:
            return None  # nothing to show until the data has loaded
        flight = self.flight
        departure, arrival = flight.departure, flight.arrival
        rows = [
            Fact("Status", STATUS_TEXT[flight.status]),
            Fact("Scheduled departure", day_and_clock(departure.scheduled)),
            Fact("Estimated departure", day_and_clock(best(departure, "actual", "estimated"))),
            Fact("Scheduled arrival", day_and_clock(arrival.scheduled)),
            Fact("Estimated arrival", day_and_clock(best(arrival, "actual", "estimated"))),
            Fact("Terminal", departure.terminal or "–"),
            Fact("Gate", departure.gate or "TBA"),
            Fact("Seat", flight.seat or "–"),
            Fact("Booking reference", flight.booking_reference or "–"),
            Fact("Aircraft", flight.aircraft) if flight.aircraft else None,
        ]
        return Controller(
            "push", code(flight),
            VStack(Text("%s → %s" % (departure.airport.name, arrival.airport.name), style="headline"),
                   Facts(*[row for row in rows if row], columns=1), *badges(flight), spacing="m", padding="m"),
            right_buttons=[HeaderButton("refresh", "Refresh", system_image="arrow.clockwise")])

    def action(self, action):
        if action.id != "refresh":
            raise unknown_action(action.id)
        self.dashboard.reload()


if __name__ == "__main__":
    run(FlightStatus)
