#!/usr/bin/env node
'use strict';
// airport-guide: the airport dashboard's card. Local time at the airport, the terminal you are in
// (security wait, walking times to the other terminals, lounges open now), buttons to switch
// terminal, and a popup with every terminal's details. Data: airports.json next to this file.
const fs = require('fs');
const path = require('path');
const { Widget, RPCError, Codes } = require('./widget');

const widget = new Widget({
  widgetType: 'airport_guide',
  cellIdentifier: 'AirportGuideCell',
  dashboards: ['airport'],
  capabilities: { prepareData: true, timeline: true },
});
const TIMELINE_MINUTES = 15;
let guide = null; // airports.json, read in prepareData
let airport = null; // the airport from init
let terminal = null; // the terminal the card shows

function loadGuide() {
  if (!guide) guide = JSON.parse(fs.readFileSync(path.join(__dirname, 'airports.json'), 'utf8'));
  return guide;
}

function terminals() {
  const known = (loadGuide()[airport.iataCode] || { terminals: {} }).terminals;
  return { names: airport.terminals && airport.terminals.length ? airport.terminals : Object.keys(known), known };
}

function localClock(date) {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: airport.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .format(date);
  } catch {
    return date.toISOString().slice(11, 16); // unknown time zone: UTC
  }
}

function isOpen(lounge, now) {
  const { opens, closes } = lounge;
  return opens <= closes ? now >= opens && now < closes : now >= opens || now < closes;
}

function requireAirport() {
  if (!airport) throw new RPCError(Codes.invalidState, "'init' has not bound an airport yet");
}

widget.on('prepareData', () => {
  loadGuide();
  return {};
});

widget.on('init', (params) => {
  airport = params.airport;
  terminal = terminals().names[0] || null;
  return { canBeDisplayed: true };
});

function buttonRows(width) {
  const others = terminals().names.filter((name) => name !== terminal);
  const perRow = width < 360 ? 3 : 4;
  const rows = [];
  for (let i = 0; i < others.length; i += perRow) rows.push(others.slice(i, i + perRow));
  return rows;
}

widget.on('cellHeight', ({ width }) => {
  requireAirport();
  const info = terminals().known[terminal];
  const facts = info ? 1 + Object.keys(info.walk).length : 1;
  const lounges = info ? Math.min(info.lounges.length, 3) : 0;
  return { height: 32 + 48 + Math.ceil(facts / 2) * 40 + lounges * 26 + buttonRows(width).length * 40 };
});

function cellAt(date, width) {
  const { known } = terminals();
  const info = known[terminal];
  const now = localClock(date);
  const children = [
    { type: 'hstack', spacing: 's', alignment: 'firstBaseline', children: [
      { type: 'text', text: terminal ? `${airport.iataCode} · Terminal ${terminal}` : airport.iataCode, style: 'headline' },
      { type: 'spacer' },
      { type: 'dateText', date: date.toISOString(), style: 'time', timeZone: airport.timeZone, textStyle: 'headline',
        fallbackText: now, accessibilityLabel: `Local time ${now}` },
    ] },
    { type: 'text', text: `${airport.name}, ${airport.city}`, style: 'caption', color: 'secondary', maxLines: 1 },
  ];
  if (info) {
    const rows = [{ title: 'Security', value: info.security }];
    for (const [other, minutes] of Object.entries(info.walk)) rows.push({ title: `Walk to T${other}`, value: `${minutes} min` });
    children.push({ type: 'facts', columns: 2, rows });
    children.push({ type: 'list', spacing: 'xs', maxVisible: 3, more: { type: 'present' }, items: info.lounges.map((lounge) => ({
      type: 'hstack', spacing: 's', children: [
        { type: 'text', text: lounge.name, style: 'subheadline', maxLines: 1 },
        { type: 'spacer' },
        { type: 'text', text: `${lounge.opens}–${lounge.closes}`, style: 'caption', color: 'secondary', monospacedDigits: true },
        isOpen(lounge, now) ? { type: 'badge', text: 'Open', tone: 'good' } : { type: 'badge', text: 'Closed', tone: 'neutral' },
      ] })) });
  } else {
    children.push({ type: 'text', text: 'No terminal guide for this airport yet.', style: 'subheadline', color: 'secondary' });
  }
  for (const row of buttonRows(width)) {
    children.push({ type: 'hstack', spacing: 's', children: row.map((name) => ({
      type: 'button', title: `T${name}`, icon: { symbol: 'figure.walk' },
      action: { type: 'invoke', id: 'switchTerminal', payload: { terminal: name } },
      accessibilityLabel: `Show terminal ${name}`,
    })) });
  }
  return {
    type: 'cell', version: '1.0', tap: { type: 'present' },
    accessibilityLabel: `${airport.name}, terminal ${terminal}, local time ${now}`,
    fallbackText: `${airport.iataCode} T${terminal}: local time ${now}`,
    content: { type: 'vstack', spacing: 's', padding: 'm', children },
  };
}

// The host's pinned clock (WIDGET_NOW, e.g. `widgets dashboard --now …`), else the real one.
function now() {
  const pinned = process.env.WIDGET_NOW ? Date.parse(process.env.WIDGET_NOW) : NaN;
  return Number.isNaN(pinned) ? Date.now() : pinned;
}

widget.on('configureCell', ({ width }) => {
  requireAirport();
  const minute = new Date(Math.floor(now() / 60000) * 60000);
  const entries = [];
  for (let i = 1; i <= TIMELINE_MINUTES; i++) {
    const date = new Date(minute.getTime() + i * 60000);
    entries.push({ date: date.toISOString(), cell: cellAt(date, width) });
  }
  return { cell: cellAt(minute, width), timeline: { entries, reload: { policy: 'atEnd' } } };
});

widget.on('viewController', ({ sizeClass }) => {
  requireAirport();
  const { names, known } = terminals();
  const sections = names.filter((name) => known[name]).map((name) => ({
    type: 'vstack', spacing: 'xs', id: `terminal-${name}`, children: [
      { type: 'text', text: `Terminal ${name}`, style: 'headline' },
      { type: 'facts', columns: sizeClass === 'regular' ? 2 : 1, rows: [
        { title: 'Security', value: known[name].security },
        ...known[name].lounges.map((lounge) => ({ title: lounge.name, value: `${lounge.opens}–${lounge.closes}` })),
        ...Object.entries(known[name].walk).map(([other, minutes]) => ({ title: `Walk to T${other}`, value: `${minutes} min` })),
      ] },
    ] }));
  return {
    presentation: 'popup',
    title: `${airport.iataCode} terminals`,
    content: { type: 'vstack', spacing: 'm', padding: 'm', children: sections.length ? sections
      : [{ type: 'text', text: 'No terminal guide for this airport yet.' }] },
    leftButtons: [{ id: 'close', title: 'Close', role: 'cancel' }],
    rightButtons: [{ id: 'nextTerminal', title: 'Next terminal', role: 'primary', systemImage: 'arrow.right.circle' }],
    preferredWidth: { compact: 'large', regular: 540 },
  };
});

widget.on('action', ({ id, payload }) => {
  requireAirport();
  const { names } = terminals();
  switch (id) {
    case 'switchTerminal': {
      const wanted = payload && payload.terminal;
      if (!names.includes(wanted)) {
        throw new RPCError(Codes.invalidParams, `No terminal "${wanted}" at ${airport.iataCode}`, { pointer: '/payload/terminal' });
      }
      terminal = wanted;
      widget.notify('reloadWidget');
      return {};
    }
    case 'nextTerminal':
      terminal = names[(names.indexOf(terminal) + 1) % names.length] || terminal;
      widget.notify('reloadWidget');
      return { dismiss: true };
    case 'close':
      return {};
    default:
      throw RPCError.unknownAction(id);
  }
});

widget.run();
