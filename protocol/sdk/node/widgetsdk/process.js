// Running a widget as the host starts it. The protocol's output is an asynchronous stream on fd 1
// (a write never blocks the event loop, so stdin keeps being read: protocol §9); everything the
// widget's own code prints (console.log, process.stdout.write) goes to stderr. Lines are read as
// bytes (the 1 MiB cap counts bytes; bytes that are not UTF-8 are a parse error, not replaced).
// Requests are answered one at a time in arrival order; when the widget falls 1,024 lines behind,
// reading pauses until it catches up (flow control). At EOF: lines already read are answered
// (400 ms at most), the widget's shutdown() runs (300 ms), queued output gets 200 ms, and the
// process exits with 0; a watchdog exits at 0.9 s whatever the widget's code is doing.

import fs from 'node:fs';
import net from 'node:net';
import { Readable } from 'node:stream';
import { LineFramer, Outbox, Session } from './session.js';

const INBOUND_LIMIT = 1024;
const EXIT_WATCHDOG_MS = 900;
const DRAIN_MS = 400;
const SHUTDOWN_MS = 300;
const FLUSH_MS = 200;

/** What the widget class says about itself, checked before anything is served. */
export class Definition {
  constructor(cls) {
    const problems = [];
    const { widgetType } = cls;
    if (typeof widgetType !== 'string' || !/^[a-z0-9_]{1,64}$/.test(widgetType)) {
      problems.push(`widgetType = ${JSON.stringify(widgetType)}: give the class a static widgetType of 1-64 lower-case letters, digits or _ (static widgetType = 'gate_status')`);
    }
    const cellIdentifier = cls.cellIdentifier === undefined ? cls.name : cls.cellIdentifier;
    if (typeof cellIdentifier !== 'string' || !/^[A-Za-z0-9_.-]{1,128}$/.test(cellIdentifier)) {
      problems.push(`cellIdentifier = ${JSON.stringify(cellIdentifier)} must be 1-128 of A-Z a-z 0-9 _ . -`);
    }
    const dashboards = cls.dashboards === undefined ? ['trip'] : [].concat(cls.dashboards);
    if (!dashboards.length || dashboards.some((d) => d !== 'trip' && d !== 'airport') || new Set(dashboards).size !== dashboards.length) {
      problems.push(`dashboards = ${JSON.stringify(cls.dashboards)} must be ['trip'], ['airport'] or both`);
    }
    const capabilities = cls.capabilities === undefined ? {} : cls.capabilities;
    if (capabilities === null || typeof capabilities !== 'object') problems.push('capabilities must be an object ({ prepareData: true, timeline: true })');
    for (const method of ['init', 'cellHeight', 'configureCell']) {
      if (typeof cls.prototype[method] !== 'function') {
        problems.push(`${cls.name} has no ${method}() method; a widget needs init, cellHeight and configureCell`);
      }
    }
    if (problems.length) throw new TypeError(`${cls.name} cannot run:\n  ${problems.join('\n  ')}`);
    this.widgetType = widgetType;
    this.dashboards = dashboards;
    this.info = {
      protocolVersion: null, widgetType, cellIdentifier, canBeHidden: cls.canBeHidden === undefined ? true : Boolean(cls.canBeHidden),
      dashboards, capabilities: { ...capabilities },
    };
  }
}

function divertStandardStreams() {
  const input = process.stdin;
  let output;
  try {
    output = new net.Socket({ fd: 1, readable: false, writable: true }); // a pipe (as the host starts us): asynchronous
  } catch {
    output = fs.createWriteStream(null, { fd: 1 }); // a file or a terminal, by hand
  }
  output.on('error', () => {}); // the host closed our stdout: nothing can be said any more
  for (const name of ['log', 'info', 'debug']) console[name] = console.error;
  Object.defineProperty(process, 'stdout', { value: process.stderr, configurable: true, writable: true });
  Object.defineProperty(process, 'stdin', { value: Readable.from([]), configurable: true, writable: true });
  return { input, output };
}

/**
 * Runs `WidgetClass` as this widget process: speaks the protocol on stdin and stdout until stdin
 * closes, then exits with status 0 within a second.
 *
 * The class has a static `widgetType` (and may have `cellIdentifier`, `dashboards`, `canBeHidden`,
 * `capabilities`) and the methods `init`, `cellHeight`, `configureCell` (and may have
 * `prepareData`, `viewController`, `action`, `shutdown`); any of them may be async. It is made with
 * no arguments when the process starts; `this.dashboard` is set just before `init` is called.
 */
export function run(WidgetClass) {
  let definition;
  let widget;
  try {
    definition = new Definition(WidgetClass);
    widget = new WidgetClass();
  } catch (error) {
    if (!(error instanceof TypeError && /cannot run/.test(error.message))) console.error(error);
    console.error(`widgetsdk: ${error.message}`);
    process.exit(70); // EX_SOFTWARE: nothing can be answered
  }
  const { input, output } = divertStandardStreams();
  const outbox = new Outbox((line) => output.write(line));
  const session = new Session(widget, definition, outbox);
  const framer = new LineFramer();
  let queue = Promise.resolve();
  let waiting = 0;
  let paused = false;
  const enqueue = (event) => {
    waiting += 1;
    if (waiting >= INBOUND_LIMIT && !paused) {
      paused = true;
      input.pause();
    }
    queue = queue.then(() => (event.line ? session.receive(event.line) : session.receiveOversize(event.oversize))).catch((error) => console.error(error))
      .then(() => {
        waiting -= 1;
        if (paused && waiting <= INBOUND_LIMIT / 2) {
          paused = false;
          input.resume();
        }
      });
  };
  input.on('data', (chunk) => {
    for (const event of framer.feed(chunk)) enqueue(event);
  });
  const finish = async () => {
    setTimeout(() => process.exit(0), EXIT_WATCHDOG_MS);
    const dropped = framer.finish();
    if (dropped) console.error(`widgetsdk: ${dropped} bytes after the last newline at end of input were not a line; not answered`);
    await Promise.race([queue, new Promise((resolve) => { setTimeout(resolve, DRAIN_MS); })]);
    await session.stopWidget(SHUTDOWN_MS);
    const flushed = new Promise((resolve) => { output.end(resolve); });
    await Promise.race([flushed, new Promise((resolve) => { setTimeout(resolve, FLUSH_MS); })]);
    process.exit(0);
  };
  input.on('end', finish);
  input.on('error', finish);
}
