'use strict';
// widget.js: a single-file helper for WidgetHost widgets (protocol 1.0). Copy it next to your widget.
//
//   const { Widget } = require('./widget');
//   const w = new Widget({ widgetType: 'airport_guide', cellIdentifier: 'AirportGuideCell', dashboards: ['airport'] });
//   w.on('init', (params) => ({ canBeDisplayed: true }));
//   w.run();
//
// Reads one JSON-RPC request per line from stdin, calls your handler (plain or async), writes one
// reply line to stdout, answers errors as the spec says (-32700, -32600, -32601, -32002, -32003,
// -32004, -32005, -32009) and exits when stdin reaches EOF. console.log goes to stderr: stdout is
// protocol only. No npm packages; Node 16+.
const fs = require('fs');
const readline = require('readline');

const PROTOCOL_VERSION = '1.0';
const MAX_LINE_BYTES = 1048576;
const Codes = {
  parseError: -32700, invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602, internalError: -32603,
  notInitialized: -32002, invalidState: -32003, unsupportedDashboard: -32004, unsupportedProtocolVersion: -32005,
  invalidCellTree: -32006, unknownAction: -32007, widgetFailure: -32008, shuttingDown: -32009,
};
const NEEDS_INIT = new Set(['cellHeight', 'configureCell', 'viewController', 'action']);

/** Throw from a handler to answer with a JSON-RPC error. */
class RPCError extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
  static unknownAction(id) {
    return new RPCError(Codes.unknownAction, `Unknown action: ${id}`, { id });
  }
}

// Anything written with console.log or process.stdout.write goes to stderr instead.
for (const name of ['log', 'info', 'debug']) console[name] = console.error;
Object.defineProperty(process, 'stdout', { value: process.stderr, configurable: true });

function writeLine(text) {
  const bytes = Buffer.from(text + '\n', 'utf8');
  for (let offset = 0; offset < bytes.length;) {
    try {
      offset += fs.writeSync(1, bytes, offset);
    } catch (error) {
      if (error.code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1); // pipe full: wait 1 ms
    }
  }
}

class Widget {
  constructor({ widgetType, cellIdentifier, dashboards, canBeHidden = true, capabilities = {} }) {
    this.info = { protocolVersion: PROTOCOL_VERSION, widgetType, cellIdentifier, canBeHidden, dashboards, capabilities };
    this.handlers = new Map();
    this.state = 'new'; // new -> initialized -> ready -> shutdown
    this.host = {}; // the initialize params (locale, timeZone, user, limits...)
  }

  /** Registers `handler(params) -> result` (or a promise of it) for a request or notification. */
  on(method, handler) {
    this.handlers.set(method, handler);
    return this;
  }

  /** Sends a notification (`reloadWidget`, `canBeDisplayed`, `presentWidgetController`, `log`). */
  notify(method, params) {
    this.write(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params });
  }

  log(level, message, fields) {
    this.notify('log', fields ? { level, message, fields } : { level, message });
  }

  write(message) {
    writeLine(JSON.stringify(message));
  }

  error(id, code, message, data) {
    this.write({ jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } });
  }

  /** Serves requests one at a time, in arrival order, until stdin reaches EOF; then exits. */
  run() {
    let queue = Promise.resolve();
    const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
    lines.on('line', (line) => {
      queue = queue.then(() => this.handleLine(line));
    });
    lines.on('close', () => {
      setTimeout(() => process.exit(0), 500).unref(); // never outlive EOF by more than 0.5 s
      queue.finally(() => process.exit(0));
    });
  }

  async handleLine(line) {
    if (Buffer.byteLength(line, 'utf8') > MAX_LINE_BYTES) {
      return this.error(null, Codes.invalidRequest, `Line exceeds the ${MAX_LINE_BYTES}-byte limit and was skipped`);
    }
    if (!line.trim()) return;
    let message;
    try {
      message = JSON.parse(line);
    } catch (error) {
      return this.error(null, Codes.parseError, `Parse error: ${error.message}`);
    }
    if (message === null || typeof message !== 'object' || Array.isArray(message)) {
      return this.error(null, Codes.invalidRequest, 'Expected one JSON-RPC object (batches are not supported)');
    }
    const id = typeof message.id === 'string' || Number.isInteger(message.id) ? message.id : null;
    const { method } = message;
    if (message.jsonrpc !== '2.0' || typeof method !== 'string') {
      if ('result' in message || 'error' in message) return; // a response: nothing waits for one
      return this.error(id, Codes.invalidRequest, 'Not a JSON-RPC 2.0 request');
    }
    const params = message.params == null ? {} : message.params;
    if (!('id' in message)) {
      const handler = this.handlers.get(method);
      if (handler && this.state !== 'shutdown') await this.call(handler, params, null);
      return;
    }
    if (typeof params !== 'object' || Array.isArray(params)) {
      return this.error(id, Codes.invalidParams, 'params must be an object', { pointer: '' });
    }
    const failure = this.stateError(method);
    if (failure) return this.error(id, ...failure);
    if (method === 'initialize') return this.initialize(id, params);
    if (method === 'init' && !this.info.dashboards.includes(params.dashboard)) {
      return this.error(id, Codes.unsupportedDashboard, `This widget does not support the "${params.dashboard}" dashboard`,
        { dashboard: params.dashboard });
    }
    let handler = this.handlers.get(method);
    if (!handler && (method === 'prepareData' || method === 'shutdown')) handler = () => ({});
    if (!handler && method === 'viewController') handler = () => null; // null: nothing to present
    if (!handler) return this.error(id, Codes.methodNotFound, `Method not found: ${method}`, { method });
    const outcome = await this.call(handler, params, id);
    if (!outcome) return;
    if (method === 'init') this.state = 'ready';
    if (method === 'shutdown') this.state = 'shutdown';
    const result = outcome.result === undefined ? (method === 'viewController' ? null : {}) : outcome.result;
    this.write({ jsonrpc: '2.0', id, result });
  }

  stateError(method) {
    if (this.state === 'shutdown') return [Codes.shuttingDown, 'The widget is shutting down'];
    if (this.state === 'new' && method !== 'initialize') {
      return [Codes.notInitialized, `'${method}' was received before 'initialize' completed`, { method }];
    }
    if (this.state !== 'new' && method === 'initialize') return [Codes.invalidState, "'initialize' was already received"];
    if (this.state === 'initialized' && NEEDS_INIT.has(method)) {
      return [Codes.invalidState, `'${method}' was received before 'init' completed`];
    }
    return null;
  }

  async initialize(id, params) {
    const versions = params.supportedVersions || [params.protocolVersion];
    if (!versions.includes(PROTOCOL_VERSION)) {
      return this.error(id, Codes.unsupportedProtocolVersion, `This widget speaks protocol ${PROTOCOL_VERSION} only`,
        { supportedVersions: [PROTOCOL_VERSION] });
    }
    this.host = params;
    const hook = this.handlers.get('initialize');
    if (hook && !(await this.call(hook, params, id))) return;
    this.state = 'initialized';
    this.write({ jsonrpc: '2.0', id, result: this.info });
  }

  /** Runs a handler; returns `{ result }`, or null after answering its error. */
  async call(handler, params, id) {
    try {
      return { result: await handler(params) };
    } catch (error) {
      const known = error instanceof RPCError;
      if (!known) console.error(error && error.stack ? error.stack : error); // a bug in the widget
      if (id !== null) {
        this.error(id, known ? error.code : Codes.internalError, known ? error.message : `${error}`, known ? error.data : undefined);
      }
      return null;
    }
  }
}

module.exports = { Widget, RPCError, Codes, PROTOCOL_VERSION };
