// Drive a widget class in-process, as the host would, without pipes: for a widget's own tests.
//
//   import { Harness } from './widgetsdk/testing.js';
//   const host = new Harness(MyWidget);
//   await host.call('initialize', Harness.INITIALIZE);
//   const { reply, notifications } = await host.call('init', { dashboard: 'trip', trip, flight });

import { Definition } from './process.js';
import { Outbox, Session } from './session.js';

const INITIALIZE = Object.freeze({
  protocolVersion: '1.1', supportedVersions: ['1.1', '1.0'], host: { name: 'WidgetHost', version: '0.1.0' },
  user: { userID: 'usr-test' }, locale: 'en-GB', timeZone: 'Europe/London',
  capabilities: {
    nodeKinds: ['vstack', 'hstack', 'zstack', 'spacer', 'divider', 'text', 'dateText', 'image', 'label', 'badge', 'progress', 'facts',
      'button', 'toggle', 'list', 'placeholder'],
    maxLineBytes: 1048576,
    limits: { maxNodes: 200, maxDepth: 12, maxTextLength: 2000, maxActionPayloadBytes: 2048, maxImageDataBytes: 262144, maxListItems: 50,
      maxFactsRows: 20, maxTimelineEntries: 50 },
  },
});

/** A widget and its session; `lines` is everything it wrote, parsed, in order. */
export class Harness {
  static INITIALIZE = INITIALIZE;

  constructor(WidgetClass) {
    this.lines = [];
    this.waiters = [];
    this.widget = new WidgetClass();
    this.session = new Session(this.widget, new Definition(WidgetClass), new Outbox((line) => this.written(line)));
    this.nextID = 0;
  }

  written(line) {
    this.lines.push(JSON.parse(line));
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Sends one message (an object, or a Buffer/string as the line itself). */
  send(message) {
    const bytes = Buffer.isBuffer(message) ? message : Buffer.from(typeof message === 'string' ? message : JSON.stringify(message));
    return this.session.receive(bytes);
  }

  /** { reply, notifications } for a request with the next host id. */
  async call(method, params) {
    this.nextID += 1;
    const id = `h-${this.nextID}`;
    const start = this.lines.length;
    await this.send(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params });
    const written = this.lines.slice(start);
    return { reply: written.find((line) => line.id === id), notifications: written.filter((line) => 'method' in line) };
  }

  /** Resolves when `count` lines have been written (a widget's own timers may still be writing). */
  async waitForLines(count, timeout = 5000) {
    const deadline = Date.now() + timeout;
    while (this.lines.length < count) {
      if (Date.now() > deadline) throw new Error(`${count} lines expected, ${this.lines.length} written: ${JSON.stringify(this.lines)}`);
      await new Promise((resolve) => { this.waiters.push(resolve); setTimeout(resolve, 50); });
    }
    return this.lines;
  }
}
