// A first trip widget: hidden until its data is in, a button that changes the card, a controller.
import { Action, Badge, Button, Cell, Controller, DateText, Fact, Facts, run, Text, VStack } from './widgetsdk/index.js';

class GateWidget {
  static widgetType = 'gate';

  init({ flight }) {
    Object.assign(this, { flight, gate: 'TBA', reminded: false });
    this.dashboard.setCanBeDisplayed(false); // nothing to show until the gate is known
    setTimeout(() => {
      this.gate = flight.departure.gate || 'TBA';
      this.dashboard.setCanBeDisplayed(true);
    }, 100);
  }

  cellHeight() { return 150; }

  configureCell() {
    const f = this.flight;
    return Cell(VStack([
      Text(`${f.airline.iataCode} ${f.flightNumber} · gate ${this.gate}`, { style: 'headline' }),
      DateText(f.departure.scheduled, 'relative', { color: 'secondary' }),
      this.reminded ? Badge('Reminder set', { tone: 'good' }) : Button('Remind me', 'remind', { icon: 'bell' }),
    ], { spacing: 's', padding: 'm' }), { tap: Action.present() });
  }

  viewController() {
    const f = this.flight;
    return Controller('popup', `${f.airline.iataCode} ${f.flightNumber}`, Facts([Fact('From', f.departure.airport.name),
      Fact('To', f.arrival.airport.name), Fact('Gate', this.gate)], { padding: 'm' }));
  }

  action() {
    this.reminded = true;
    this.dashboard.reload();
  }
}

run(GateWidget);
