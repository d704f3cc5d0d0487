// The SDK produces the widget side of every golden transcript (protocol/transcripts), as the
// Swift SDK does: host lines sent in order, each widget line compared as a JSON value (an error's
// message is free text), nothing more written.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Harness } from '../widgetsdk/testing.js';
import { comparable, PROTOCOL, transcript } from './support.js';
import { FOR_TRANSCRIPT, WIDGETS } from './transcript-widgets.js';

test('every transcript has a widget', () => {
  const files = fs.readdirSync(path.join(PROTOCOL, 'transcripts')).filter((f) => f.endsWith('.jsonl')).sort();
  assert.deepEqual(files, Object.keys(FOR_TRANSCRIPT).sort());
});

for (const [name, widget] of Object.entries(FOR_TRANSCRIPT)) {
  test(`replays ${name}`, async () => {
    const host = new Harness(WIDGETS[widget]);
    let seen = 0;
    for (const [index, line] of transcript(name).entries()) {
      if (line.from === 'host') {
        await host.send(line.message);
        continue;
      }
      await host.waitForLines(seen + 1);
      assert.deepEqual(comparable(host.lines[seen]), comparable(line.message), `${name}:${index + 1}`);
      seen += 1;
    }
    await new Promise((resolve) => { setTimeout(resolve, 200); });
    assert.deepEqual(host.lines.slice(seen), [], `${name}: more than the transcript`);
  });
}

test('a changed reply is noticed', () => {
  assert.notDeepEqual(comparable({ id: 'h-3', result: { height: 148 } }), comparable({ id: 'h-3', result: { height: 149 } }));
});
