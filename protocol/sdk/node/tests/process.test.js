// A widget on the SDK as a real process: stdout carries the protocol only (console.log goes to
// stderr), stdin EOF ends it with status 0 (also while
// a request's answer never comes; a synchronous busy loop blocks Node's event loop, and the host's
// stop sequence ends such a widget), replies larger
// than the pipe do not stop reading, and a class that cannot run says why.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { SDK, transcript } from './support.js';

const INIT = transcript('trip-widget-lifecycle.jsonl');
const WIDGET = `
import { run, Cell, Text, VStack } from ${JSON.stringify(path.join(SDK, 'widgetsdk', 'index.js'))};
class Printing {
  static widgetType = 'printing';
  init() { console.log('junk from init'); process.stdout.write('more junk\\n'); }
  cellHeight(width) { return width === 321 ? new Promise(() => {}) : 80; } // 321: an answer that never comes
  configureCell() { console.log('junk'); return Cell(VStack(Array.from({ length: 150 }, () => Text('x'.repeat(1900))))); }
}
run(Printing);
`;

function start(source) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'widgetsdk-test-'));
  const file = path.join(directory, 'widget.mjs');
  fs.writeFileSync(file, source);
  const child = spawn(process.execPath, [file], { stdio: ['pipe', 'pipe', 'pipe'] });
  const out = [];
  const err = [];
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => err.push(chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => Buffer.concat(out).toString(), err: () => Buffer.concat(err).toString() };
}

const send = (child, message) => child.stdin.write(`${JSON.stringify(message)}\n`);

test('stdout is protocol only, big replies do not stop reading, and EOF exits with 0', async () => {
  const widget = start(WIDGET);
  send(widget.child, INIT[0].message);
  send(widget.child, INIT[2].message);
  for (let n = 3; n < 8; n++) send(widget.child, { jsonrpc: '2.0', id: `h-${n}`, method: 'configureCell', params: { width: 375 } });
  widget.child.stdin.end();
  assert.equal(await widget.exited, 0);
  const lines = widget.out().trim().split('\n').map((line) => JSON.parse(line));
  assert.deepEqual(lines.map((line) => line.id), ['h-1', 'h-2', 'h-3', 'h-4', 'h-5', 'h-6', 'h-7']);
  assert.match(widget.err(), /junk from init\nmore junk\n/);
});

test('EOF ends the process even while the widget never answers', async () => {
  const widget = start(WIDGET);
  send(widget.child, INIT[0].message);
  send(widget.child, INIT[2].message);
  send(widget.child, { jsonrpc: '2.0', id: 'h-3', method: 'cellHeight', params: { width: 321 } });
  await new Promise((resolve) => { setTimeout(resolve, 300); });
  widget.child.stdin.end();
  assert.equal(await widget.exited, 0);
});

test('a class that cannot run says why', async () => {
  const widget = start(`import { run } from ${JSON.stringify(path.join(SDK, 'widgetsdk', 'index.js'))};\nclass Bad { static widgetType = 'Bad Name'; }\nrun(Bad);\n`);
  widget.child.stdin.end();
  assert.equal(await widget.exited, 70);
  assert.equal(widget.out(), '');
  assert.match(widget.err(), /widgetType = "Bad Name"/);
  assert.match(widget.err(), /no cellHeight\(\) method/);
});
