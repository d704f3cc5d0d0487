// The widgets whose side of each golden transcript (protocol/transcripts) this SDK must produce,
// as the Swift SDK's test widgets do (Tests/Fixtures/SDKWidgets): the same cells, controllers and
// notifications in the same order.
//
//   node transcript-widgets.js flight-status    # runs one as a widget process (TranscriptReplayTests)

import { pathToFileURL } from 'node:url';
import {
  Action, Badge, Button, Cell, Controller, DateText, DISMISS, Divider, Fact, Facts, HeaderButton, HStack, Image, Label, List, Placeholder,
  PreferredWidth, Progress, ReloadPolicy, run, Spacer, Text, Timeline, TimelineEntry, Toggle, unknownAction, UnknownNode, VStack,
  WidgetCapabilities, WidgetFailure, fit,
} from '../widgetsdk/index.js';

/** trip-widget-lifecycle.jsonl: a timeline, an unknown node kind with a fallback, a popup, a header-button action that logs and reloads. */
export class FlightStatus {
  static widgetType = 'flight_status';
  static cellIdentifier = 'FlightStatusCell';
  static canBeHidden = false;
  static capabilities = WidgetCapabilities({ prepareData: false, timeline: true });

  init({ flight }) {
    this.flight = flight;
    this.gate = flight.departure.gate;
  }

  get code() { return `${this.flight.airline.iataCode} ${this.flight.flightNumber}`; }

  cellHeight() { return 177; }

  configureCell() {
    const f = this.flight;
    const gate = this.gate || 'TBA';
    const cell = Cell(VStack([
      HStack([
        Image({ asset: `airline/${f.airline.iataCode}` }, { label: f.airline.name, size: 24, shape: 'rounded' }),
        Text(`${this.code} to New York`, { style: 'headline', maxLines: 1 }), Spacer(), Badge('On time', { tone: 'good' }),
      ], { spacing: 's' }),
      DateText(f.departure.scheduled, 'relative', { textStyle: 'title2', weight: 'semibold', fallbackText: 'Departs 08:25', id: 'countdown' }),
      Divider(),
      Facts([Fact('Terminal', f.departure.terminal || '–'), Fact('Gate', gate), f.seat && Fact('Seat', f.seat),
        f.bookingReference && Fact('Booking', f.bookingReference)], { columns: 2 }),
      UnknownNode('boardingPass', { barcode: 'M1TRAVELLER/ADA EX7KQ2P LHRJFKBA 0117 307Y032K0001 100' },
        Label('Boarding pass in your wallet', { icon: 'wallet.pass', color: this.gate ? 'accent' : 'secondary' })),
    ], { spacing: 's', padding: 'm' }), {
      tap: Action.present(),
      accessibilityLabel: `${f.airline.name} ${f.flightNumber} to New York, departs 08:25, ${this.gate ? `gate ${this.gate}` : 'gate not yet announced'}`,
      fallbackText: `${this.code} ${f.departure.airport.iataCode} → ${f.arrival.airport.iataCode}, departs 08:25, gate ${gate}`,
    });
    if (this.gate) return cell;
    const departed = Cell(VStack([Text(`${this.code} has departed`, { style: 'headline' }),
      DateText(f.arrival.scheduled, 'time', { timeZone: f.arrival.airport.timeZone, fallbackText: 'Arrives 11:20' })]));
    return { cell, timeline: Timeline([TimelineEntry(f.departure.scheduled, departed)], ReloadPolicy.after('2026-11-03T08:30:00+00:00')) };
  }

  viewController() {
    const f = this.flight;
    return Controller('popup', this.code, VStack([
      Text('London Heathrow → New York JFK', { style: 'title3', weight: 'semibold' }),
      DateText(f.departure.scheduled, 'range', { to: f.arrival.scheduled, fallbackText: '08:25 – 11:20' }),
      Facts([f.aircraft && Fact('Aircraft', f.aircraft), Fact('Terminal', f.departure.terminal || '–'), f.seat && Fact('Seat', f.seat)]),
      Button('Manage booking', Action.openURL('https://www.britishairways.com/travel/managebooking/public/en_gb'), { role: 'primary' }),
    ], { spacing: 'm', padding: 'l' }), {
      leftButtons: [HeaderButton('share', 'Share', { systemImage: 'square.and.arrow.up' })],
      rightButtons: [HeaderButton('done', 'Done', { role: 'primary' })],
      preferredWidth: PreferredWidth({ compact: 'large', regular: 540 }),
    });
  }

  action({ id }) {
    if (id === 'share') return undefined;
    if (id === 'done') {
      this.gate = 'B32'; // in the transcript the gate is announced while the popup closes
      this.dashboard.logger.info('gate assigned', { flight: 'BA117', gate: 'B32' });
      this.dashboard.reload();
      return DISMISS;
    }
    throw unknownAction(id);
  }
}

/** airport-widget.jsonl: prepareData, a list and progress cell, an empty timeline, viewController answered null. */
export class SecurityWait {
  static widgetType = 'security_wait';
  static cellIdentifier = 'SecurityWaitCell';
  static dashboards = ['airport'];
  static capabilities = WidgetCapabilities({ prepareData: true, timeline: true });

  async prepareData() {
    this.waits = { 2: 12, 3: 25, 4: 8, 5: 41 };
  }

  init({ airport }) { this.airport = airport; }

  cellHeight() { return 229.5; }

  configureCell() {
    if (!this.waits) throw new WidgetFailure('prepareData has not run');
    const a = this.airport;
    const rows = a.terminals.filter((t) => this.waits[t] !== undefined).map((t) => {
      const minutes = this.waits[t];
      return HStack([Text(`Terminal ${t}`, { style: 'body' }), Spacer(),
        Badge(`${minutes} min`, { tone: minutes < 15 ? 'good' : minutes < 30 ? 'warning' : 'critical' })],
      { accessibilityLabel: `Terminal ${t}: ${minutes} minutes` });
    });
    const cell = Cell(VStack([
      Label(`Security queues at ${a.city === 'London' ? 'Heathrow' : a.name}`, { icon: 'person.3.sequence', textStyle: 'headline' }),
      List(rows, { spacing: 'xs', separator: true }),
      Progress({ value: 0.62, label: 'Busier than usual', style: 'bar', tint: 'warning' }),
      Text('Updated every 5 minutes', { style: 'caption', color: 'secondary', alignment: 'trailing', frame: { maxWidth: 'infinity' } }),
    ], { spacing: 's', padding: { top: 'm', leading: 'm', bottom: 'm', trailing: 'm' } }),
    { background: 'groupedBackground', tap: Action.openURL('https://www.heathrow.com/at-the-airport/security') });
    return { cell, timeline: Timeline([], ReloadPolicy.atEnd()) };
  }
}

/** hidden-then-displayed.jsonl: both dashboards; init answers canBeDisplayed false, then a timer logs and shows the card. */
export class Lounge {
  static widgetType = 'lounge_access';
  static cellIdentifier = 'LoungeCell';
  static dashboards = ['trip', 'airport'];

  init({ airport }) {
    if (airport) return;
    this.dashboard.setCanBeDisplayed(false);
    setTimeout(() => {
      this.dashboard.logger.debug('waiting for lounge availability');
      this.dashboard.setCanBeDisplayed(true);
    }, 150);
  }

  cellHeight() { return 124; }

  configureCell() {
    return Cell(HStack([
      Image('cup.and.saucer', { decorative: true, tint: 'accent', size: 28 }),
      VStack([Text('Your flight is delayed by 45 min', { style: 'subheadline', weight: 'semibold' }),
        Text('Galleries Club lounge near gate A22 has space', { style: 'footnote', color: 'secondary', maxLines: 2, minimumScaleFactor: 0.8 })],
      { spacing: 'xs' }),
      Spacer({ minLength: 4 }),
      Toggle(false, 'Remind me', Action.invoke('remind', { payload: { lounge: 'galleries-club-a' } })),
    ], { spacing: 'm', padding: 'm' }));
  }

  action({ id }) {
    if (id !== 'remind') throw unknownAction(id);
  }
}

/** present-from-button.jsonl: a cell button whose action makes the widget present a controller itself. */
export class ConnectionGuide {
  static widgetType = 'connection_guide';
  static cellIdentifier = 'ConnectionCell';
  static canBeHidden = false;
  static capabilities = WidgetCapabilities({ prepareData: false, timeline: false });

  init({ trip, flight }) {
    // The current flight is the connection when it is not the trip's first; on the first the guide keeps its card hidden.
    if (trip.flights.findIndex((other) => other.id === flight.id) <= 0) this.dashboard.setCanBeDisplayed(false);
    this.next = flight;
  }

  cellHeight() { return 132; }

  configureCell() {
    const n = this.next;
    return Cell(VStack([
      Text(`Anschluss ${n.airline.iataCode} ${n.flightNumber} nach Singapur`, { style: 'headline' }),
      DateText(n.departure.scheduled, 'timer', { textStyle: 'title', fallbackText: 'Abflug 12:05' }),
      HStack([Badge('Boarding', { tone: 'accent' }), Spacer(),
        Button('Weg zum Gate', Action.invoke('show-route', { payload: { from: 'A26', to: 'Z25', flightID: n.id } }),
          { icon: 'figure.walk', role: 'primary' })]),
    ], { spacing: 's', padding: 'm' }));
  }

  action({ id, payload }) {
    if (id === 'show-route') {
      this.dashboard.present(Controller('push', `${payload.from} → ${payload.to}`, List([
        Label('Folgen Sie den Schildern „Z“', { icon: 'arrow.up' }),
        Label('Passkontrolle (ca. 10 Min.)', { icon: 'person.text.rectangle' }),
        Label('Gate Z25, Ebene 3', { icon: 'mappin.and.ellipse' }),
        Placeholder({ kind: 'rect', width: 360, id: 'map-loading', redacted: 'placeholder' }),
      ], { separator: true }), { leftButtons: [HeaderButton('close', 'Schließen', { role: 'cancel' })] }));
      return undefined;
    }
    if (id === 'close') return DISMISS;
    throw unknownAction(id);
  }
}

/** errors.jsonl: a trip-only checklist whose data fails to load. */
export class FailingChecklist {
  static widgetType = 'checklist';
  static cellIdentifier = 'ChecklistCell';

  init() {}

  cellHeight() { return 120; }

  configureCell() { throw new WidgetFailure('Could not load the checklist: disk full'); }
}

/** fit-height.jsonl: a trip widget of protocol 1.2 that lets the host size its card to the content. */
export class GateChange {
  static widgetType = 'gate_change';
  static cellIdentifier = 'GateChangeCell';
  static dashboards = ['trip'];

  init() {}

  // On a host before 1.2 (which cannot size the card): what it needs at its narrowest, 320 pt, as the Swift fixture.
  cellHeight() { return fit({ otherwise: 120 }); }

  configureCell() {
    return Cell(VStack([
      Text('BA 117 now leaves from gate B32', { style: 'headline' }),
      Text('The gate changed 20 minutes ago: it is a walk of eight minutes past the lounges and shops.', { color: 'secondary' }),
    ], { spacing: 's', padding: 'm' }));
  }
}

export const WIDGETS = {
  'flight-status': FlightStatus, 'security-wait': SecurityWait, lounge: Lounge, 'connection-guide': ConnectionGuide, 'failing-checklist': FailingChecklist,
  'gate-change': GateChange,
};
/** The widget that produces the widget side of each golden transcript (as SDKTestWidgets.forTranscript). */
export const FOR_TRANSCRIPT = {
  'trip-widget-lifecycle.jsonl': 'flight-status', 'airport-widget.jsonl': 'security-wait', 'hidden-then-displayed.jsonl': 'lounge',
  'present-from-button.jsonl': 'connection-guide', 'errors.jsonl': 'failing-checklist', 'refused-dashboard.jsonl': 'security-wait',
  'fit-height.jsonl': 'gate-change',
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const widget = WIDGETS[process.argv[2]];
  if (!widget) {
    console.error(`usage: transcript-widgets.js ${Object.keys(WIDGETS).join('|')}`);
    process.exit(64);
  }
  run(widget);
}
