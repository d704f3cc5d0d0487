"""The widgets whose side of each golden transcript (protocol/transcripts) this SDK must produce,
as the Swift SDK's test widgets do (Tests/Fixtures/SDKWidgets): the same cells, the same
controllers, the same notifications in the same order.

    python3 transcript_widgets.py flight-status     # runs one as a widget process (TranscriptReplayTests)
"""

import os
import sys
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from widgetsdk import (DISMISS, Action, Badge, Button, Cell, ConfigureCellResponse, Controller, DateText, Divider, Fact,  # noqa: E402
                       Facts, HeaderButton, HStack, Image, Label, List, Placeholder, PreferredWidth, Progress, ReloadPolicy,
                       Spacer, Text, Timeline, TimelineEntry, Toggle, UnknownNode, VStack, WidgetCapabilities, WidgetFailure,
                       fit, run, unknown_action)


class FlightStatus:
    """trip-widget-lifecycle.jsonl: a timeline, an unknown node kind with a fallback, a popup, a
    header-button action that logs and reloads."""

    widget_type = "flight_status"
    cell_identifier = "FlightStatusCell"
    can_be_hidden = False
    capabilities = WidgetCapabilities(prepare_data=False, timeline=True)

    def init(self, trip, flight):
        self.flight = flight
        self.gate = flight.departure.gate

    def code(self):
        return "%s %s" % (self.flight.airline.iata_code, self.flight.flight_number)

    def cell_height(self, width):
        return 177

    def boarding_pass(self, color):
        return UnknownNode("boardingPass", barcode="M1TRAVELLER/ADA EX7KQ2P LHRJFKBA 0117 307Y032K0001 100",
                           fallback=Label("Boarding pass in your wallet", icon="wallet.pass", color=color))

    def configure_cell(self, width):
        f = self.flight
        gate = self.gate or "TBA"
        facts = [Fact("Terminal", f.departure.terminal or "–"), Fact("Gate", gate)]
        if f.seat:
            facts.append(Fact("Seat", f.seat))
        if f.booking_reference:
            facts.append(Fact("Booking", f.booking_reference))
        cell = Cell(
            VStack(
                HStack(Image({"asset": "airline/" + f.airline.iata_code}, label=f.airline.name, size=24, shape="rounded"),
                       Text(self.code() + " to New York", style="headline", max_lines=1), Spacer(), Badge("On time", tone="good"),
                       spacing="s"),
                DateText(f.departure.scheduled, style="relative", text_style="title2", weight="semibold",
                         fallback_text="Departs 08:25", id="countdown"),
                Divider(),
                Facts(*facts, columns=2),
                self.boarding_pass("secondary" if self.gate is None else "accent"),
                spacing="s", padding="m"),
            tap=Action.present(),
            accessibility_label="%s %s to New York, departs 08:25, %s" % (
                f.airline.name, f.flight_number, "gate %s" % self.gate if self.gate else "gate not yet announced"),
            fallback_text="%s %s → %s, departs 08:25, gate %s" % (self.code(), f.departure.airport.iata_code,
                                                                 f.arrival.airport.iata_code, gate))
        if self.gate is not None:
            return cell
        departed = Cell(VStack(Text(self.code() + " has departed", style="headline"),
                               DateText(f.arrival.scheduled, style="time", time_zone=f.arrival.airport.time_zone,
                                        fallback_text="Arrives 11:20")))
        return ConfigureCellResponse(cell, timeline=Timeline([TimelineEntry(f.departure.scheduled, departed)],
                                                             ReloadPolicy.after("2026-11-03T08:30:00+00:00")))

    def view_controller(self, width, size_class):
        f = self.flight
        facts = []
        if f.aircraft:
            facts.append(Fact("Aircraft", f.aircraft))
        facts.append(Fact("Terminal", f.departure.terminal or "–"))
        if f.seat:
            facts.append(Fact("Seat", f.seat))
        return Controller(
            "popup", self.code(),
            VStack(Text("London Heathrow → New York JFK", style="title3", weight="semibold"),
                   DateText(f.departure.scheduled, style="range", to=f.arrival.scheduled, fallback_text="08:25 – 11:20"),
                   Facts(*facts),
                   Button("Manage booking", action=Action.open_url("https://www.britishairways.com/travel/managebooking/public/en_gb"),
                          role="primary"),
                   spacing="m", padding="l"),
            left_buttons=[HeaderButton("share", "Share", system_image="square.and.arrow.up")],
            right_buttons=[HeaderButton("done", "Done", role="primary")],
            preferred_width=PreferredWidth(compact="large", regular=540))

    def action(self, action):
        if action.id == "share":
            return None
        if action.id == "done":
            self.gate = "B32"  # in the transcript the gate is announced while the popup closes
            self.dashboard.logger.info("gate assigned", flight="BA117", gate="B32")
            self.dashboard.reload()
            return DISMISS
        raise unknown_action(action.id)


class SecurityWait:
    """airport-widget.jsonl: prepareData, a list and progress cell, an empty timeline, and
    `viewController` answered null (no view_controller at all)."""

    widget_type = "security_wait"
    cell_identifier = "SecurityWaitCell"
    dashboards = ("airport",)
    capabilities = WidgetCapabilities(prepare_data=True, timeline=True)

    def __init__(self):
        self.waits = {}

    def prepare_data(self):
        self.waits = {"2": 12, "3": 25, "4": 8, "5": 41}

    def init(self, airport):
        self.airport = airport

    def cell_height(self, width):
        return 229.5

    def configure_cell(self, width):
        if not self.waits:
            raise WidgetFailure("prepare_data has not run")
        a = self.airport
        rows = []
        for terminal in a.terminals:
            minutes = self.waits.get(terminal)
            if minutes is not None:
                tone = "good" if minutes < 15 else "warning" if minutes < 30 else "critical"
                rows.append(HStack(Text("Terminal " + terminal, style="body"), Spacer(), Badge("%d min" % minutes, tone=tone),
                                   accessibility_label="Terminal %s: %d minutes" % (terminal, minutes)))
        cell = Cell(
            VStack(Label("Security queues at " + ("Heathrow" if a.city == "London" else a.name), icon="person.3.sequence",
                         text_style="headline"),
                   List(*rows, spacing="xs", separator=True),
                   Progress(value=0.62, label="Busier than usual", style="bar", tint="warning"),
                   Text("Updated every 5 minutes", style="caption", color="secondary", alignment="trailing",
                        frame={"maxWidth": "infinity"}),
                   spacing="s", padding={"top": "m", "leading": "m", "bottom": "m", "trailing": "m"}),
            background="groupedBackground", tap=Action.open_url("https://www.heathrow.com/at-the-airport/security"))
        return ConfigureCellResponse(cell, timeline=Timeline([], ReloadPolicy.at_end()))


class Lounge:
    """hidden-then-displayed.jsonl: both dashboards; `init` answers canBeDisplayed false, then a
    thread of the widget's own logs and shows the card."""

    widget_type = "lounge_access"
    cell_identifier = "LoungeCell"
    dashboards = ("trip", "airport")

    def init(self, trip=None, flight=None, airport=None):
        if airport is not None:
            return
        self.dashboard.set_can_be_displayed(False)
        threading.Timer(0.15, self.looked_up).start()

    def looked_up(self):
        self.dashboard.logger.debug("waiting for lounge availability")
        self.dashboard.set_can_be_displayed(True)

    def cell_height(self, width):
        return 124

    def configure_cell(self, width):
        return Cell(HStack(
            Image("cup.and.saucer", decorative=True, tint="accent", size=28),
            VStack(Text("Your flight is delayed by 45 min", style="subheadline", weight="semibold"),
                   Text("Galleries Club lounge near gate A22 has space", style="footnote", color="secondary", max_lines=2,
                        minimum_scale_factor=0.8),
                   spacing="xs"),
            Spacer(min_length=4),
            Toggle(False, "Remind me", Action.invoke("remind", payload={"lounge": "galleries-club-a"})),
            spacing="m", padding="m"))

    def action(self, action):
        if action.id != "remind":
            raise unknown_action(action.id)


class ConnectionGuide:
    """present-from-button.jsonl: a cell button whose action makes the widget present a
    controller itself."""

    widget_type = "connection_guide"
    cell_identifier = "ConnectionCell"
    can_be_hidden = False
    capabilities = WidgetCapabilities(prepare_data=False, timeline=False)

    def init(self, trip, flight):
        # The current flight is the connection when it is not the trip's first; on the first
        # the guide has nothing to say and keeps its card hidden (not an error).
        index = next((i for i, other in enumerate(trip.flights) if other.id == flight.id), 0)
        if index == 0:
            self.dashboard.set_can_be_displayed(False)
        self.next = flight

    def cell_height(self, width):
        return 132

    def configure_cell(self, width):
        n = self.next
        return Cell(VStack(
            Text("Anschluss %s %s nach Singapur" % (n.airline.iata_code, n.flight_number), style="headline"),
            DateText(n.departure.scheduled, style="timer", text_style="title", fallback_text="Abflug 12:05"),
            HStack(Badge("Boarding", tone="accent"), Spacer(),
                   Button("Weg zum Gate", icon="figure.walk", role="primary",
                          action=Action.invoke("show-route", payload={"from": "A26", "to": "Z25", "flightID": n.id}))),
            spacing="s", padding="m"))

    def action(self, action):
        if action.id == "show-route":
            payload = action.payload or {}
            self.dashboard.present(Controller(
                "push", "%s → %s" % (payload.get("from", "?"), payload.get("to", "?")),
                List(Label("Folgen Sie den Schildern „Z“", icon="arrow.up"),
                     Label("Passkontrolle (ca. 10 Min.)", icon="person.text.rectangle"),
                     Label("Gate Z25, Ebene 3", icon="mappin.and.ellipse"),
                     Placeholder(kind="rect", width=360, id="map-loading", redacted="placeholder"),
                     separator=True),
                left_buttons=[HeaderButton("close", "Schließen", role="cancel")]))
            return None
        if action.id == "close":
            return DISMISS
        raise unknown_action(action.id)


class FailingChecklist:
    """errors.jsonl: a trip-only checklist whose data fails to load."""

    widget_type = "checklist"
    cell_identifier = "ChecklistCell"

    def init(self, trip, flight):
        pass

    def cell_height(self, width):
        return 120

    def configure_cell(self, width):
        raise WidgetFailure("Could not load the checklist: disk full")


class GateChange:
    """fit-height.jsonl: a trip widget of protocol 1.2 that lets the host size its card to the content."""

    widget_type = "gate_change"
    cell_identifier = "GateChangeCell"
    dashboards = ("trip",)

    def init(self, trip, flight):
        pass

    def cell_height(self, width):
        # On a host before 1.2 (which cannot size the card): what it needs at its narrowest, 320 pt, as the Swift fixture.
        return fit(otherwise=120)

    def configure_cell(self, width):
        return Cell(VStack(
            Text("BA 117 now leaves from gate B32", style="headline"),
            Text("The gate changed 20 minutes ago: it is a walk of eight minutes past the lounges and shops.", color="secondary"),
            spacing="s", padding="m"))


WIDGETS = {"flight-status": FlightStatus, "security-wait": SecurityWait, "lounge": Lounge, "connection-guide": ConnectionGuide,
           "failing-checklist": FailingChecklist, "gate-change": GateChange}
# The widget that produces the widget side of each golden transcript (as SDKTestWidgets.forTranscript).
FOR_TRANSCRIPT = {"trip-widget-lifecycle.jsonl": "flight-status", "airport-widget.jsonl": "security-wait",
                  "hidden-then-displayed.jsonl": "lounge", "present-from-button.jsonl": "connection-guide",
                  "errors.jsonl": "failing-checklist", "refused-dashboard.jsonl": "security-wait",
                  "fit-height.jsonl": "gate-change"}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in WIDGETS:
        print("usage: transcript_widgets.py %s" % "|".join(WIDGETS), file=sys.stderr)
        sys.exit(64)
    run(WIDGETS[sys.argv[1]])
