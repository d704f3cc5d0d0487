// protocol/conformance/any-widget.jsonl, the conversation every widget must hold, replayed through
// the SDK's framer and session: each reply compared by shape (the same id; an error's code and
// data; a result where one is expected), notifications skipped.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Cell, Definition, Text } from '../widgetsdk/index.js';
import { LineFramer, Outbox, Session } from '../widgetsdk/session.js';
import { hostBytes, PROTOCOL, transcript } from './support.js';

class AnyWidget {
  static widgetType = 'any_widget';
  static cellIdentifier = 'AnyCell';
  init() {}
  cellHeight() { return 96; }
  configureCell() { return Cell(Text('Any valid cell')); }
}

test('the conformance transcript holds', async () => {
  const written = [];
  const session = new Session(new AnyWidget(), new Definition(AnyWidget), new Outbox((line) => written.push(JSON.parse(line))));
  const framer = new LineFramer();
  const trip = transcript('trip-widget-lifecycle.jsonl')[2].message.params;
  const lines = fs.readFileSync(path.join(PROTOCOL, 'conformance', 'any-widget.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  let seen = 0;
  for (const [index, original] of lines.entries()) {
    let line = original;
    if (line.from === 'host') {
      if (line.sample === 'init') line = { ...line, message: { ...line.message, params: trip } };
      for (const event of framer.feed(Buffer.concat([hostBytes(line), Buffer.from('\n')]))) {
        await (event.line ? session.receive(event.line) : session.receiveOversize(event.oversize));
      }
      continue;
    }
    const replies = written.slice(seen).filter((m) => !('method' in m));
    seen = written.length;
    const where = `line ${index + 1} (${line.check})`;
    assert.equal(replies.length, 1, `${where}: ${JSON.stringify(replies)}`);
    const [got] = replies;
    assert.deepEqual(got.id, line.message.id, where);
    if (line.match === 'any') continue;
    if (line.message.error) {
      assert.equal(got.error && got.error.code, line.message.error.code, `${where}: ${JSON.stringify(got)}`);
      for (const [key, value] of Object.entries(line.message.error.data || {})) assert.deepEqual(got.error.data[key], value, where);
    } else {
      assert.ok('result' in got, `${where}: ${JSON.stringify(got)}`);
    }
  }
});
