// LineFramer: lines split anywhere, CRLF, the 1 MiB cap counted in bytes (a \r included), the
// resync after an oversize line, and an unfinished last line that is not a line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LineFramer, MAX_LINE_BYTES } from '../widgetsdk/session.js';

const lines = (events) => events.map((e) => (e.line ? e.line.toString() : e));

test('lines split across chunks, and CRLF', () => {
  const framer = new LineFramer();
  const events = [...framer.feed(Buffer.from('{"a":')), ...framer.feed(Buffer.from('1}\r\n{"b"')), ...framer.feed(Buffer.from(':2}\n\n'))];
  assert.deepEqual(lines(events), ['{"a":1}', '{"b":2}', '']);
});

test('exactly the limit is a line and one more byte is not', () => {
  const framer = new LineFramer();
  assert.equal(framer.feed(Buffer.alloc(MAX_LINE_BYTES + 1, 'x').fill(10, MAX_LINE_BYTES))[0].line.length, MAX_LINE_BYTES);
  const crlf = Buffer.alloc(MAX_LINE_BYTES + 2, 'x');
  crlf[MAX_LINE_BYTES] = 13;
  crlf[MAX_LINE_BYTES + 1] = 10;
  assert.deepEqual(framer.feed(crlf), [{ oversize: MAX_LINE_BYTES + 1 }]);
});

test('an oversize line is skipped to its newline, in small chunks', () => {
  const framer = new LineFramer(10);
  let events = [];
  for (let i = 0; i < 5; i++) events = events.concat(framer.feed(Buffer.alloc(7, 'y')));
  events = events.concat(framer.feed(Buffer.from('z\nok\n')));
  assert.deepEqual(lines(events), [{ oversize: 36 }, 'ok']);
});

test('bytes after the last newline are dropped at end of input', () => {
  const framer = new LineFramer();
  assert.deepEqual(framer.feed(Buffer.from('{"jsonrpc":"2.0","id":"h-1","method":"shutdown"}')), []);
  assert.equal(framer.finish(), 48);
});
