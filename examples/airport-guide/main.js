#!/usr/bin/env node
// airport-guide: the airport dashboard's card, on the Node SDK (widgetsdk/). Local time at the
// airport, the terminal you are in (security wait, walking times to the other terminals, lounges
// open now), buttons to switch terminal, and a popup with every terminal's details. Data:
// airports.json next to this file, read in prepareData.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Action, Badge, Button, Cell, Controller, DateText, DISMISS, Fact, Facts, HeaderButton, HStack, List, now, RPCError, Codes, run, Spacer, Text,
  unknownAction, VStack, WidgetCapabilities,
} from './widgetsdk/index.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TIMELINE_MINUTES = 15;

function isOpen(lounge, clock) {
  const { opens, closes } = lounge;
  return opens <= closes ? clock >= opens && clock < closes : clock >= opens || clock < closes;
}

class AirportGuide {
  static widgetType = 'airport_guide';
  static cellIdentifier = 'AirportGuideCell';
  static dashboards = ['airport'];
  static capabilities = WidgetCapabilities({ prepareData: true, timeline: true });

  prepareData() {
    this.guide = JSON.parse(fs.readFileSync(path.join(HERE, 'airports.json'), 'utf8'));
  }

  init({ airport }) {
    this.airport = airport;
    this.terminal = this.terminals().names[0] || null; // the terminal the card shows
  }

  terminals() {
    const known = (this.guide[this.airport.iataCode] || { terminals: {} }).terminals;
    return { names: this.airport.terminals.length ? this.airport.terminals : Object.keys(known), known };
  }

  localClock(date) {
    try {
      return new Intl.DateTimeFormat('en-GB', { timeZone: this.airport.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
    } catch {
      return date.toISOString().slice(11, 16); // unknown time zone: UTC
    }
  }

  buttonRows(width) {
    const others = this.terminals().names.filter((name) => name !== this.terminal);
    const perRow = width < 360 ? 3 : 4;
    const rows = [];
    for (let i = 0; i < others.length; i += perRow) rows.push(others.slice(i, i + perRow));
    return rows;
  }

  cellHeight(width) {
    const info = this.terminals().known[this.terminal];
    const facts = info ? 1 + Object.keys(info.walk).length : 1;
    const lounges = info ? Math.min(info.lounges.length, 3) : 0;
    return 32 + 48 + Math.ceil(facts / 2) * 40 + lounges * 26 + this.buttonRows(width).length * 40;
  }

  cellAt(date, width) {
    const { airport, terminal } = this;
    const info = this.terminals().known[terminal];
    const clock = this.localClock(date);
    const lounge = (l) => HStack([
      Text(l.name, { style: 'subheadline', maxLines: 1 }), Spacer(),
      Text(`${l.opens}–${l.closes}`, { style: 'caption', color: 'secondary', monospacedDigits: true, maxLines: 1 }),
      isOpen(l, clock) ? Badge('Open', { tone: 'good' }) : Badge('Closed', { tone: 'neutral' }),
    ], { spacing: 's' });
    return Cell(VStack([
      HStack([
        Text(terminal ? `${airport.iataCode} · Terminal ${terminal}` : airport.iataCode, { style: 'headline' }), Spacer(),
        DateText(date, 'time', { timeZone: airport.timeZone, textStyle: 'headline', fallbackText: clock, accessibilityLabel: `Local time ${clock}` }),
      ], { spacing: 's', alignment: 'firstBaseline' }),
      Text(`${airport.name}, ${airport.city}`, { style: 'caption', color: 'secondary', maxLines: 1 }),
      info && Facts([Fact('Security', info.security), ...Object.entries(info.walk).map(([other, minutes]) => Fact(`Walk to T${other}`, `${minutes} min`))],
        { columns: 2 }),
      info && List(info.lounges.map(lounge), { spacing: 'xs', maxVisible: 3, more: Action.present() }),
      !info && Text('No terminal guide for this airport yet.', { style: 'subheadline', color: 'secondary' }),
      this.buttonRows(width).map((row) => HStack(row.map((name) => Button(`T${name}`,
        Action.invoke('switchTerminal', { payload: { terminal: name } }), { icon: 'figure.walk', accessibilityLabel: `Show terminal ${name}` })),
      { spacing: 's' })),
    ], { spacing: 's', padding: 'm' }), {
      tap: Action.present(),
      accessibilityLabel: `${airport.name}, terminal ${terminal}, local time ${clock}`,
      fallbackText: `${airport.iataCode} T${terminal}: local time ${clock}`,
    });
  }

  configureCell(width) {
    // A minute's cell now, then one for each of the next 15 minutes: the clock stays right without messages.
    const minute = new Date(Math.floor(now().getTime() / 60000) * 60000);
    const entries = [];
    for (let i = 1; i <= TIMELINE_MINUTES; i++) {
      const date = new Date(minute.getTime() + i * 60000);
      entries.push({ date: date.toISOString(), cell: this.cellAt(date, width) });
    }
    return { cell: this.cellAt(minute, width), timeline: { entries, reload: { policy: 'atEnd' } } };
  }

  viewController(width, sizeClass) {
    const { names, known } = this.terminals();
    const sections = names.filter((name) => known[name]).map((name) => VStack([
      Text(`Terminal ${name}`, { style: 'headline' }),
      Facts([
        Fact('Security', known[name].security),
        ...known[name].lounges.map((l) => Fact(l.name, `${l.opens}–${l.closes}`)),
        ...Object.entries(known[name].walk).map(([other, minutes]) => Fact(`Walk to T${other}`, `${minutes} min`)),
      ], { columns: sizeClass === 'regular' ? 2 : 1 }),
    ], { spacing: 'xs', id: `terminal-${name}` }));
    return Controller('popup', `${this.airport.iataCode} terminals`,
      VStack(sections.length ? sections : [Text('No terminal guide for this airport yet.')], { spacing: 'm', padding: 'm' }), {
        leftButtons: [HeaderButton('close', 'Close', { role: 'cancel' })],
        rightButtons: [HeaderButton('nextTerminal', 'Next terminal', { role: 'primary', systemImage: 'arrow.right.circle' })],
        preferredWidth: { compact: 'large', regular: 540 },
      });
  }

  action({ id, payload }) {
    const { names } = this.terminals();
    switch (id) {
      case 'switchTerminal': {
        const wanted = payload && payload.terminal;
        if (!names.includes(wanted)) {
          throw new RPCError(Codes.invalidParams, `No terminal "${wanted}" at ${this.airport.iataCode}`, { pointer: '/payload/terminal' });
        }
        this.terminal = wanted;
        this.dashboard.reload();
        return undefined;
      }
      case 'nextTerminal':
        this.terminal = names[(names.indexOf(this.terminal) + 1) % names.length] || this.terminal;
        this.dashboard.reload();
        return DISMISS;
      case 'close':
        return undefined;
      default:
        throw unknownAction(id);
    }
  }
}

run(AirportGuide);
