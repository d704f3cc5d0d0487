// The session: states and which error wins, ids, and the order of what the widget writes (a
// notification sent while a request is answered, sync or async, goes out after its reply).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { BuildError, Button, Cell, Controller, fit, RPCError, Text, unknownAction, VStack } from '../widgetsdk/index.js';
import { Harness } from '../widgetsdk/testing.js';
import { PROTOCOL, transcript } from './support.js';

const TRIP = transcript('trip-widget-lifecycle.jsonl')[2].message.params;
const copy = (value) => JSON.parse(JSON.stringify(value));

class Card {
  static widgetType = 'card';
  init({ flight }) {
    this.flight = flight;
    this.dashboard.setCanBeDisplayed(false);
    this.dashboard.setCanBeDisplayed(true); // during init: only the reply's value
    this.dashboard.setCanBeDisplayed(false);
  }
  cellHeight() { return 100.5; }
  configureCell() { return VStack([Text(`BA ${this.flight.flightNumber}`), Button('Show', 'show')]); }
  viewController(width, sizeClass) { return Controller('popup', 'Details', Text(sizeClass)); }
  async action({ id }) {
    if (id === 'show') {
      await new Promise((resolve) => { setTimeout(resolve, 20); });
      this.dashboard.setCanBeDisplayed(true);
      this.dashboard.reload();
      this.dashboard.present(Controller('modal', 'Now', Text('now')));
      return undefined;
    }
    if (id === 'fail') throw new RPCError(-32008, 'no');
    if (id === 'crash') return null.missing;
    throw unknownAction(id);
  }
}

async function started(Widget = Card, versions = undefined) {
  const host = new Harness(Widget);
  const offered = versions ? { ...Harness.INITIALIZE, protocolVersion: versions[0], supportedVersions: versions } : Harness.INITIALIZE;
  await host.call('initialize', offered);
  const init = await host.call('init', TRIP);
  return { host, ...init };
}

test('hidden at init, then shown after the reply of the action that showed it', async () => {
  const { host, reply, notifications } = await started();
  assert.deepEqual(reply.result, { canBeDisplayed: false });
  assert.deepEqual(notifications, []);
  const shown = await host.call('action', { id: 'show', source: 'cell' });
  assert.deepEqual(host.lines.at(-4), shown.reply, 'the reply comes first');
  assert.deepEqual(shown.notifications.map((n) => n.method), ['canBeDisplayed', 'reloadWidget', 'presentWidgetController']);
});

test('a node is wrapped in a cell; heights keep their fraction', async () => {
  const { host } = await started();
  const { reply } = await host.call('configureCell', { width: 337.5 });
  assert.equal(reply.result.cell.type, 'cell');
  assert.deepEqual(reply.result.cell.content.children[1].action, { type: 'invoke', id: 'show' });
  assert.deepEqual((await host.call('cellHeight', { width: 375 })).reply.result, { height: 100.5 });
});

test('which error wins', async () => {
  const host = new Harness(Card);
  assert.equal((await host.call('nosuch', {})).reply.error.code, -32002);
  assert.equal((await host.call('initialize', { protocolVersion: '2.0', supportedVersions: ['2.0'] })).reply.error.code, -32602);
  const offered = { ...Harness.INITIALIZE, protocolVersion: '2.0', supportedVersions: ['2.0'] };
  assert.deepEqual((await host.call('initialize', offered)).reply.error.data, { supportedVersions: ['1.2', '1.1', '1.0'] });
  assert.equal((await host.call('initialize', { ...Harness.INITIALIZE, supportedVersions: ['1.0'] })).reply.result.protocolVersion, '1.0');
  assert.equal((await host.call('configureCell', { width: 'wide' })).reply.error.code, -32003);
  assert.deepEqual((await host.call('init', { dashboard: 'airport' })).reply.error.data, { pointer: '/airport' });
  const airport = JSON.parse(fs.readFileSync(path.join(PROTOCOL, 'samples', 'airports', 'lhr.json'), 'utf8'));
  assert.equal((await host.call('init', { dashboard: 'airport', airport })).reply.error.code, -32004);
  const untitled = copy(TRIP);
  delete untitled.trip.title;
  assert.deepEqual((await host.call('init', untitled)).reply.error.data, { pointer: '/trip/title' });
  const undated = copy(TRIP);
  undated.flight.departure.scheduled = 'tomorrow';
  assert.deepEqual((await host.call('init', undated)).reply.error.data, { pointer: '/flight/departure/scheduled' });
  assert.ok('result' in (await host.call('init', TRIP)).reply);
  assert.equal((await host.call('init', TRIP)).reply.error.code, -32003);
  assert.deepEqual((await host.call('action', { id: 'nope', source: 'cell' })).reply.error, { code: -32007, message: 'Unknown action id: nope', data: { id: 'nope' } });
  assert.equal((await host.call('action', { id: 'fail', source: 'cell' })).reply.error.code, -32008);
  const crash = (await host.call('action', { id: 'crash', source: 'cell' })).reply.error;
  assert.equal(crash.code, -32008);
  assert.match(crash.message, /TypeError/);
  assert.equal((await host.call('viewController', { width: 375, sizeClass: 'regular' })).reply.result.content.text, 'regular');
  assert.deepEqual((await host.call('shutdown')).reply.result, {});
  assert.equal((await host.call('shutdown')).reply.error.code, -32009);
});

test('ids are answered as they were sent', async () => {
  const { host } = await started();
  for (const [raw, answered] of [['7.0', 7], ['1e2', 100], ['-0', 0], ['"5"', '5'], ['"\\ud800"', '\ud800'], ['1e30', null], ['true', null], ['null', null], ['1.5', null]]) {
    const start = host.lines.length;
    await host.send(`{"jsonrpc":"2.0","id":${raw},"method":"cellHeight","params":{"width":375}}`);
    assert.deepEqual(host.lines[start].id, answered, raw);
  }
});

test('a timer notifying while an async reply is being made waits for it', async () => {
  class Slow extends Card {
    async cellHeight() {
      setTimeout(() => this.dashboard.reload(), 5);
      await new Promise((resolve) => { setTimeout(resolve, 50); });
      return 90;
    }
  }
  const { host } = await started(Slow);
  await host.call('cellHeight', { width: 375 });
  assert.deepEqual(host.lines.slice(-2).map((line) => line.method || line.id), ['h-3', 'reloadWidget']);
});

test('an invalid tree is not sent, and present refuses an invalid controller', async () => {
  class Big extends Card {
    configureCell() { return Cell(VStack(Array.from({ length: 250 }, (_, i) => Text(String(i))))); }
  }
  const { host } = await started(Big);
  const { error } = (await host.call('configureCell', { width: 375 })).reply;
  assert.deepEqual([error.code, error.data], [-32006, { pointer: '/cell/content/children/199' }]);
  assert.equal(host.lines.at(-1).method, 'log', 'the reason is in the host log too');
  assert.equal(host.widget.dashboard.present(Controller('push', 'x'.repeat(2001), Text('t'))), false);
  assert.equal(host.widget.dashboard.present(Controller('push', 'ok', Text('t'))), true);
  assert.equal(host.lines.at(-1).params.controller.title, 'ok');
});

// fit() is "fit" only in a session that chose 1.2; an older host gets points or a widget failure, never "fit".
async function cellHeight(height, versions) {
  class Fitting extends Card {
    cellHeight() { return height; }
  }
  const { host } = await started(Fitting, versions);
  assert.equal(host.lines[0].result.protocolVersion, versions[0]);
  return (await host.call('cellHeight', { width: 375 })).reply;
}

test('fit in a 1.2 session answers "fit"', async () => {
  for (const height of [fit(), fit({ otherwise: 148 }), 'fit', { height: fit({ otherwise: 148 }) }]) {
    assert.deepEqual((await cellHeight(height, ['1.2', '1.1', '1.0'])).result, { height: 'fit' }, String(height));
  }
});

test('fit({ otherwise }) in an older session answers its points', async () => {
  for (const versions of [['1.1', '1.0'], ['1.0']]) {
    assert.deepEqual((await cellHeight(fit({ otherwise: 148 }), versions)).result, { height: 148 }, versions.join());
  }
  assert.deepEqual((await cellHeight({ height: fit({ otherwise: 100.5 }) }, ['1.1'])).result, { height: 100.5 });
});

test('a plain "fit" in a 1.1 session is a widget failure, not an invalid result', async () => {
  const reply = await cellHeight('fit', ['1.1', '1.0']);
  assert.equal('result' in reply, false);
  assert.deepEqual(reply.error, { code: -32008,
    message: 'cellHeight(375) returned "fit", which needs protocol 1.2, and this host chose 1.1: return points, or fit({ otherwise: 148 }) for older hosts' });
  assert.match((await cellHeight({ height: 'fit' }, ['1.0'])).error.message, /and this host chose 1\.0:/);
});

test('fit() without otherwise in a 1.0 session is a widget failure', async () => {
  const reply = await cellHeight(fit(), ['1.0']);
  assert.equal('result' in reply, false);
  assert.deepEqual(reply.error, { code: -32008, message: 'cellHeight(375) returned fit() without otherwise, which needs protocol 1.2, '
    + 'and this host chose 1.0: give older hosts points, fit({ otherwise: 148 })' });
});

test('otherwise is checked like any height when fit is called', () => {
  for (const otherwise of ['fit', 0, -1, NaN, true, null, '148']) {
    assert.throws(() => fit({ otherwise }), (error) => error instanceof BuildError
      && error.message.includes('otherwise is the height in points a host before 1.2 gets'), String(otherwise));
  }
  assert.throws(() => fit(148), /fit takes an options object, fit\(\{ otherwise: 148 \}\)/);
  assert.throws(() => fit({ otherwize: 148 }), /unknown option "otherwize" \(did you mean "otherwise"\?\)/);
});
