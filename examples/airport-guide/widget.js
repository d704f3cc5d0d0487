'use strict';
// widget.js: a single-file helper for WidgetHost widgets (protocol 1.1). Copy it next to your widget.
//
//   const { Widget } = require('./widget');
//   const w = new Widget({ widgetType: 'airport_guide', cellIdentifier: 'AirportGuideCell', dashboards: ['airport'] });
//   w.on('init', (params) => ({ canBeDisplayed: true }));
//   w.run();
//
// Reads one JSON-RPC request per line from stdin, calls your handler (plain or async), writes one
// reply line to stdout, answers errors as the spec says (-32700, -32600, -32601, -32602, -32002,
// -32003, -32004, -32005, -32009, in the order of README §2 "Which error wins"), checks the types
// of the params it knows and exits when stdin reaches EOF. console.log goes to stderr: stdout is
// protocol only. Lines are read as bytes: the 1 MiB limit counts bytes, and bytes that are not
// UTF-8 are a parse error (a text stream would quietly replace them). No npm packages; Node 16+.
const fs = require('fs');

const PROTOCOL_VERSIONS = ['1.1', '1.0']; // newest first; nothing on the wire differs (README §10)
const MAX_LINE_BYTES = 1048576;
const Codes = {
  parseError: -32700, invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602, internalError: -32603,
  notInitialized: -32002, invalidState: -32003, unsupportedDashboard: -32004, unsupportedProtocolVersion: -32005,
  invalidCellTree: -32006, unknownAction: -32007, widgetFailure: -32008, shuttingDown: -32009,
};
const NEEDS_INIT = new Set(['cellHeight', 'configureCell', 'viewController', 'action']);
const KNOWN = new Set([...NEEDS_INIT, 'initialize', 'prepareData', 'init', 'shutdown']);
// The params a widget must check (README §3 "What a widget checks"): member -> [JSON type,
// allowed values or null]; all required. Unknown members are ignored; init's objects follow.
const PARAMS = {
  initialize: { protocolVersion: ['string', null], supportedVersions: ['strings', null] },
  cellHeight: { width: ['number', null] },
  configureCell: { width: ['number', null] },
  viewController: { width: ['number', null], sizeClass: ['string', ['compact', 'regular']] },
  action: { id: ['string', null], source: ['string', ['cell', 'controller', 'header']] },
  init: { dashboard: ['string', ['trip', 'airport']] },
};
const INIT_MEMBERS = { trip: ['trip', 'flight'], airport: ['airport'] };
const isType = (value, type) => (type === 'strings'
  ? Array.isArray(value) && value.every((item) => typeof item === 'string')
  : typeof value === type);
const utf8 = new TextDecoder('utf-8', { fatal: true });

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
    this.info = { protocolVersion: PROTOCOL_VERSIONS[0], widgetType, cellIdentifier, canBeHidden, dashboards, capabilities };
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
    let pending = [];
    let pendingBytes = 0;
    let skipping = 0; // bytes of an oversize line being skipped, 0 when not skipping
    const enqueue = (line) => { queue = queue.then(() => this.handleBytes(line)); };
    process.stdin.on('data', (chunk) => {
      let start = 0;
      for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, newline);
        start = newline + 1;
        if (skipping || pendingBytes + piece.length > MAX_LINE_BYTES) {
          enqueue({ oversize: skipping + pendingBytes + piece.length });
        } else {
          enqueue(Buffer.concat([...pending, piece]));
        }
        pending = [];
        pendingBytes = 0;
        skipping = 0;
      }
      const rest = chunk.subarray(start);
      if (skipping || pendingBytes + rest.length > MAX_LINE_BYTES) {
        skipping += pendingBytes + rest.length; // over the limit: drop it, keep counting
        pending = [];
        pendingBytes = 0;
      } else if (rest.length) {
        pending.push(Buffer.from(rest));
        pendingBytes += rest.length;
      }
    });
    process.stdin.on('end', () => {
      setTimeout(() => process.exit(0), 500).unref(); // never outlive EOF by more than 0.5 s
      queue.finally(() => process.exit(0));
    });
  }

  async handleBytes(line) {
    if (line.oversize) {
      return this.error(null, Codes.invalidRequest, `Line of ${line.oversize} bytes exceeds the ${MAX_LINE_BYTES}-byte limit and was skipped`);
    }
    let text;
    try {
      text = utf8.decode(line);
    } catch (error) {
      return this.error(null, Codes.parseError, 'Parse error: the line is not UTF-8');
    }
    return this.handleLine(text.endsWith('\r') ? text.slice(0, -1) : text);
  }

  async handleLine(line) {
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
    const { method } = message;
    if (method === undefined && ('result' in message || 'error' in message)) return; // a response: never answered
    // A string, or a number that is an integer in the 64-bit range: 7.0 is 7, 1e30 cannot be read (README §1).
    const readable = typeof message.id === 'string'
      || (Number.isInteger(message.id) && message.id >= -(2 ** 63) && message.id < 2 ** 63);
    const id = readable ? message.id : null;
    const params = message.params === undefined ? {} : message.params;
    if (message.jsonrpc !== '2.0' || typeof method !== 'string' || params === null || typeof params !== 'object'
        || ('id' in message && !readable)) {
      return this.error(id, Codes.invalidRequest, 'Not a JSON-RPC 2.0 request');
    }
    if (!('id' in message)) {
      const handler = this.handlers.get(method);
      if (handler && this.state !== 'shutdown' && !Array.isArray(params)) await this.call(handler, params, null);
      return;
    }
    const failure = this.stateError(method) || paramsError(method, params);
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
    if (!KNOWN.has(method) && !this.handlers.has(method)) return [Codes.methodNotFound, `Method not found: ${method}`, { method }];
    if (this.state !== 'new' && method === 'initialize') return [Codes.invalidState, "'initialize' was already received"];
    if (this.state === 'ready' && method === 'init') {
      return [Codes.invalidState, "'init' already completed: one process serves one dashboard"];
    }
    if (this.state === 'initialized' && NEEDS_INIT.has(method)) {
      return [Codes.invalidState, `'${method}' was received before 'init' completed`];
    }
    return null;
  }

  async initialize(id, params) {
    const offered = Array.isArray(params.supportedVersions) ? params.supportedVersions : [params.protocolVersion];
    const chosen = offered.find((version) => PROTOCOL_VERSIONS.includes(version));
    if (chosen === undefined) {
      return this.error(id, Codes.unsupportedProtocolVersion, `This widget speaks protocol ${PROTOCOL_VERSIONS.join(', ')}`,
        { supportedVersions: PROTOCOL_VERSIONS });
    }
    this.info.protocolVersion = chosen;
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

/** -32602 with a pointer when params are not an object or a known member is missing or mistyped. */
function paramsError(method, params) {
  if (Array.isArray(params)) return [Codes.invalidParams, 'params must be an object', { pointer: '' }];
  for (const [name, [type, allowed]] of Object.entries(PARAMS[method] || {})) {
    const value = params[name];
    if (value === undefined) return [Codes.invalidParams, `${name} is required`, { pointer: `/${name}` }];
    if (!isType(value, type) || (allowed && !allowed.includes(value))) {
      const expected = allowed ? allowed.join(' or ') : (type === 'strings' ? 'an array of strings' : `a ${type}`);
      return [Codes.invalidParams, `${name} must be ${expected}`, { pointer: `/${name}` }];
    }
  }
  for (const name of method === 'init' ? INIT_MEMBERS[params.dashboard] : []) {
    const value = params[name];
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return [Codes.invalidParams, `${name} must be an object`, { pointer: `/${name}` }];
    }
  }
  return null;
}

module.exports = { Widget, RPCError, Codes, PROTOCOL_VERSIONS };
