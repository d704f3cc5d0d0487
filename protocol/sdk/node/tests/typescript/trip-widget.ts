// Type-checked by typescript.test.js (tsc --strict): a widget written against the declarations.
import { Action, Badge, Button, Cell, Controller, DateText, Fact, Facts, fit, HStack, run, Text, VStack } from '../../widgetsdk/index.js';
import type { ActionRequest, Flight, InitData, Node, Widget } from '../../widgetsdk/index.js';

class Gate implements Widget {
  static widgetType = 'gate';
  dashboard?: import('../../widgetsdk/index.js').Dashboard;
  flight!: Flight;
  open = false;

  init({ flight }: InitData) {
    this.flight = flight!;
    this.dashboard!.setCanBeDisplayed(false);
  }

  cellHeight(width: number) { return width < 340 ? fit({ otherwise: 140 }) : 120; }

  configureCell() {
    const rows: Node[] = [Text(`${this.flight.airline.iataCode} ${this.flight.flightNumber}`, { style: 'headline' }),
      DateText(this.flight.departure.scheduled, 'relative')];
    const literal: Node = { type: 'badge', text: 'On time', tone: 'good' };
    return Cell(VStack([HStack([...rows, literal, Badge('Gate', { tone: 'accent' })]), Button('Open', 'open'),
      Facts([Fact('Gate', this.flight.departure.gate ?? 'TBA')])], { padding: 'm' }), { tap: Action.present() });
  }

  viewController() { return Controller('popup', 'Gate', Text('…')); }

  action({ id }: ActionRequest) {
    this.open = id === 'open';
    this.dashboard!.reload();
  }
}

run(Gate);
