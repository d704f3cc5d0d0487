// The generated helpers and decoders: a misspelt option or enum value is caught when the helper
// is called, with the closest spelling; decoders accept every sample and point at what is wrong.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import * as sdk from '../widgetsdk/index.js';
import { PROTOCOL } from './support.js';

const { Action, BuildError, Button, Cell, Controller, DateText, decoders, Fact, Facts, Frame, HeaderButton, Image, ParamsError, Progress, Text, VStack } = sdk;
const samples = (kind) => fs.readdirSync(path.join(PROTOCOL, 'samples', kind)).sort()
  .map((name) => [name, JSON.parse(fs.readFileSync(path.join(PROTOCOL, 'samples', kind, name), 'utf8'))]);

test('helpers make the wire form', () => {
  const cell = Cell(VStack([Text('BA 117', { style: 'headline', maxLines: 1 }), null, [Facts([Fact('Gate', 'B32')], { columns: 2 })]],
    { spacing: 's', padding: 'm', accessibilityLabel: 'BA 117' }), { tap: Action.present() });
  assert.deepEqual(JSON.parse(JSON.stringify(cell)), {
    type: 'cell', version: '1.0', tap: { type: 'present' },
    content: { type: 'vstack', spacing: 's', padding: 'm', accessibilityLabel: 'BA 117', children: [
      { type: 'text', text: 'BA 117', style: 'headline', maxLines: 1 },
      { type: 'facts', columns: 2, rows: [{ title: 'Gate', value: 'B32' }] }] },
  });
});

test('a misspelt enum value or option names the closest', () => {
  assert.throws(() => Text('x', { weight: 'semibolt' }), (error) => error instanceof BuildError && /did you mean "semibold"/.test(error.message));
  assert.throws(() => Text('x', { colour: 'secondary' }), /did you mean "color"/);
  assert.throws(() => Controller('sheet', 't', Text('x')), BuildError);
  assert.throws(() => HeaderButton('done', 'Done', { role: 'close' }), BuildError);
});

test('values are checked', () => {
  for (const build of [() => Progress({ value: 1.5 }), () => Text('x', { maxLines: 0 }), () => Text(5), () => Image('airplane'),
    () => Button('b', Action.openURL('javascript:alert(1)')), () => DateText('tomorrow', 'relative'), () => DateText('2026-11-03T08:25:00Z', 'range'),
    () => Image({ symbol: 'airplane', asset: 'b' }, { decorative: true }), () => Text()]) {
    assert.throws(build, BuildError, String(build));
  }
});

test('shorthands and conversions', () => {
  assert.deepEqual(Button('Remind', 'remind').action, { type: 'invoke', id: 'remind' });
  assert.deepEqual(Image('airplane', { decorative: true }).source, { symbol: 'airplane' });
  assert.deepEqual(Frame({ maxWidth: Infinity }), { maxWidth: 'infinity' });
  assert.equal(DateText(new Date(Date.UTC(2026, 10, 3, 8, 25)), 'time').date, '2026-11-03T08:25:00.000Z');
});

test('every sample decodes; a model points at what is wrong', () => {
  for (const [, trip] of samples('trips')) assert.equal(decoders.Trip(trip), trip);
  for (const [, airport] of samples('airports')) assert.equal(decoders.Airport(airport).iataCode, airport.iataCode);
  const [[, trip]] = samples('trips');
  trip.flights[0].status = 'late';
  assert.throws(() => decoders.Trip(trip, '/trip'), (error) => error instanceof ParamsError && error.pointer === '/trip/flights/0/status');
});

test('every node kind has a helper', () => {
  const kinds = [sdk.VStack([]), sdk.HStack([]), sdk.ZStack([]), sdk.Spacer(), sdk.Divider(), Text('t'), DateText('2026-11-03T08:25:00Z', 'time'),
    Image('airplane', { decorative: true }), sdk.Label('l'), sdk.Badge('b'), Progress({ indeterminate: true }), Facts([]), Button('b', 'id'),
    sdk.Toggle(true, 'l', 'id'), sdk.List([]), sdk.Placeholder()].map((node) => node.type);
  assert.deepEqual(kinds, ['vstack', 'hstack', 'zstack', 'spacer', 'divider', 'text', 'dateText', 'image', 'label', 'badge', 'progress', 'facts',
    'button', 'toggle', 'list', 'placeholder']);
  assert.deepEqual(Object.keys(sdk.TextStyle).length, 11);
});
