"""A first trip widget: hidden until its data is in, a button that changes the card, a controller."""
import threading
from widgetsdk import Action, Badge, Button, Cell, Controller, DateText, Fact, Facts, Text, VStack, run


class GateWidget:
    widget_type = "gate"

    def init(self, trip, flight):
        self.flight, self.gate, self.reminded = flight, "TBA", False
        self.dashboard.set_can_be_displayed(False)  # nothing to show until the gate is known
        threading.Timer(0.1, self.gate_announced).start()

    def gate_announced(self):
        self.gate = self.flight.departure.gate or "TBA"
        self.dashboard.set_can_be_displayed(True)

    def cell_height(self, width):
        return 150

    def configure_cell(self, width):
        f = self.flight
        return Cell(VStack(
            Text("%s %s · gate %s" % (f.airline.iata_code, f.flight_number, self.gate), style="headline"),
            DateText(f.departure.scheduled, style="relative", color="secondary"),
            Badge("Reminder set", tone="good") if self.reminded else Button("Remind me", action="remind", icon="bell"),
            spacing="s", padding="m"), tap=Action.present())

    def view_controller(self, width, size_class):
        f = self.flight
        return Controller("popup", "%s %s" % (f.airline.iata_code, f.flight_number), Facts(
            Fact("From", f.departure.airport.name), Fact("To", f.arrival.airport.name), Fact("Gate", self.gate), padding="m"))

    def action(self, action):
        self.reminded = True
        self.dashboard.reload()


run(GateWidget)
