// The protocol of one widget process, without I/O: framing, the receiver rules, ids, the states
// and which error wins (protocol §1, §2), each request handed to the widget's methods, one at a
// time in arrival order (a method may be async).
//
// LineFramer turns bytes into lines (the 1 MiB cap and the resync). Session.receive(line)
// answers one line through Outbox, which writes every notification the widget sends while a
// request is being answered *after* that request's reply: a canBeDisplayed sent during init
// follows init's reply, as the host relies on. The process wiring is in process.js; tests drive a
// Session directly.

import { checkController, checkResponse, Violation } from './limits.js';
import { Dashboard, WidgetLogger } from './dashboard.js';
import { BuildError, ParamsError } from './build.js';
import { allowsFit, Fit } from './fit.js';
import { Cell, CellHeightResponse, REQUESTS } from './schema.js';

export const PROTOCOL_VERSIONS = Object.freeze(['1.2', '1.1', '1.0']); // newest first (protocol §10)
export const MAX_LINE_BYTES = 1048576; // protocol §1: every byte before the "\n", a "\r" included

export const Codes = Object.freeze({
  parseError: -32700, invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602, internalError: -32603,
  notInitialized: -32002, invalidState: -32003, unsupportedDashboard: -32004, unsupportedProtocolVersion: -32005,
  invalidCellTree: -32006, unknownAction: -32007, widgetFailure: -32008, shuttingDown: -32009,
});
const NEEDS_INIT = new Set(['cellHeight', 'configureCell', 'viewController', 'action']);
const ID_RANGE = 2 ** 63;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Throw from a widget method to answer with this JSON-RPC error (protocol §8). */
export class RPCError extends Error {
  constructor(code, message, data) {
    super(message);
    this.name = 'RPCError';
    this.code = code;
    this.data = data;
  }
}

/** -32007 unknownAction for an action id the widget does not know. */
export function unknownAction(id) {
  return new RPCError(Codes.unknownAction, `Unknown action id: ${id}`, { id });
}

/** The widget could not do what was asked (its data failed to load, ...): -32008. */
export class WidgetFailure extends RPCError {
  constructor(message) {
    super(Codes.widgetFailure, message);
    this.name = 'WidgetFailure';
  }
}

/** Bytes in, complete lines out: {line} without its "\n" (and "\r"), or {oversize} for a line
 * longer than the cap, skipped up to its newline. Bytes after the last newline when input ends
 * are not a line (protocol §1): finish() drops them. */
export class LineFramer {
  constructor(limit = MAX_LINE_BYTES) {
    this.limit = limit;
    this.pending = [];
    this.size = 0;
    this.skipping = false;
  }

  feed(chunk) {
    const events = [];
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(10, start);
      const piece = chunk.subarray(start, newline < 0 ? chunk.length : newline);
      if (this.skipping || this.size + piece.length > this.limit) {
        this.skipping = true;
        this.pending = [];
      } else if (piece.length) {
        this.pending.push(Buffer.from(piece));
      }
      this.size += piece.length;
      if (newline < 0) return events;
      if (this.skipping) {
        events.push({ oversize: this.size });
      } else {
        const line = Buffer.concat(this.pending);
        events.push({ line: line.length && line[line.length - 1] === 13 ? line.subarray(0, line.length - 1) : line });
      }
      this.pending = [];
      this.size = 0;
      this.skipping = false;
      start = newline + 1;
    }
  }

  finish() {
    const dropped = this.size;
    this.pending = [];
    this.size = 0;
    this.skipping = false;
    return dropped;
  }
}

/** Everything the widget writes, in order: a reply, then what the widget sent while it was being made. */
export class Outbox {
  constructor(write) {
    this.write = write; // (string line) => void; must not block
    this.held = null;
    this.closed = false;
  }

  hold() {
    this.held = [];
  }

  reply(message) {
    const held = this.held || [];
    this.held = null;
    this.send(message);
    for (const notification of held) this.send(notification);
  }

  notify(method, params) {
    const message = params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params };
    if (this.held) this.held.push(message);
    else this.send(message);
  }

  send(message) {
    if (this.closed) return;
    let line;
    try {
      line = JSON.stringify(message); // lone surrogates come out escaped: an id is answered as it was sent
    } catch (error) {
      console.error(`widgetsdk: a message could not be written as JSON (${error.message}); it was not sent`);
      if (!('id' in message)) return;
      line = JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: Codes.internalError, message: `The reply is not JSON: ${error.message}` } });
    }
    this.write(`${line}\n`);
  }
}

/** [present, id]: the request id if it can be read (protocol §1), else null. */
export function readableID(message) {
  if (!('id' in message)) return [false, null];
  const { id } = message;
  if (typeof id === 'string') return [true, id];
  if (typeof id === 'number' && Number.isInteger(id) && id >= -ID_RANGE && id < ID_RANGE) return [true, id === 0 ? 0 : id];
  return [true, null];
}

const width = (value) => String(value);

/** One widget instance's side of the protocol: the states of §2 around the widget object. */
export class Session {
  constructor(widget, definition, outbox) {
    this.widget = widget;
    this.definition = definition;
    this.outbox = outbox;
    this.state = 'new'; // new -> initialized -> bound -> shut down
    this.handshake = null;
    this.protocolVersion = null; // the version chosen in initialize
    this.dashboard = null;
    this.prepared = false;
    this.widgetStopped = false;
    this.logger = new WidgetLogger(definition.widgetType, outbox);
  }

  receiveOversize(length) {
    this.error(null, Codes.invalidRequest, `Line of ${length} bytes exceeds the ${MAX_LINE_BYTES}-byte limit and was skipped`);
  }

  /** Answers one line (a Buffer without its newline). */
  async receive(bytes) {
    let text;
    try {
      text = utf8.decode(bytes);
    } catch {
      return this.error(null, Codes.parseError, 'Parse error: the line is not UTF-8');
    }
    if (!text.trim()) return undefined;
    let message;
    try {
      message = JSON.parse(text);
    } catch (error) {
      return this.error(null, Codes.parseError, `Parse error: ${error.message}`);
    }
    if (Array.isArray(message)) return this.error(null, Codes.invalidRequest, 'Batches (JSON arrays) are not supported');
    if (message === null || typeof message !== 'object') return this.error(null, Codes.invalidRequest, 'Invalid Request: a message is a JSON object');
    if (!('method' in message) && ('result' in message || 'error' in message)) return undefined; // a response: never answered
    const [hasID, id] = readableID(message);
    if (message.jsonrpc !== '2.0') return this.error(id, Codes.invalidRequest, '"jsonrpc" must be the string "2.0"');
    if (typeof message.method !== 'string') return this.error(id, Codes.invalidRequest, '"method" must be a string');
    const params = message.params === undefined ? {} : message.params;
    if (params === null || typeof params !== 'object') return this.error(id, Codes.invalidRequest, '"params" must be an object or an array');
    if (hasID && id === null) return this.error(null, Codes.invalidRequest, 'Invalid Request: the id must be a string or an integer');
    if (!hasID) return undefined; // protocol 1.x has no host notifications; unknown ones are ignored
    this.outbox.hold();
    let result;
    try {
      result = await this.answer(message.method, params);
    } catch (error) {
      if (error instanceof RPCError) return this.error(id, error.code, error.message, error.data);
      console.error(error);
      return this.error(id, Codes.internalError, `widgetsdk: ${error}`);
    }
    this.outbox.reply({ jsonrpc: '2.0', id, result: result === undefined ? null : result });
    return undefined;
  }

  error(id, code, message, data) {
    this.outbox.reply({ jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } });
  }

  // Which error wins (§2): the state, the method, the state for that method, the params, then the method's own.
  async answer(method, params) {
    if (this.state === 'shut down') throw new RPCError(Codes.shuttingDown, 'The widget is shutting down');
    if (this.state === 'new' && method !== 'initialize') {
      throw new RPCError(Codes.notInitialized, `'${method}' was received before 'initialize' completed`, { method });
    }
    if (!Object.hasOwn(REQUESTS, method)) throw new RPCError(Codes.methodNotFound, `Method not found: ${method}`, { method });
    if (method === 'initialize' && this.state !== 'new') throw new RPCError(Codes.invalidState, "'initialize' was already received");
    if (method === 'init' && this.state === 'bound') {
      throw new RPCError(Codes.invalidState, "'init' already completed; one process serves one dashboard");
    }
    if (NEEDS_INIT.has(method) && this.state !== 'bound') throw new RPCError(Codes.invalidState, `'${method}' is not valid before 'init'`);
    if (Array.isArray(params)) throw new RPCError(Codes.invalidParams, 'params must be an object', { pointer: '' });
    try {
      REQUESTS[method].params(params);
    } catch (error) {
      if (error instanceof ParamsError) throw new RPCError(Codes.invalidParams, error.message, { pointer: error.pointer });
      throw error;
    }
    return this[`on_${method}`](params);
  }

  on_initialize(request) {
    const offered = request.supportedVersions.length ? request.supportedVersions : [request.protocolVersion];
    const chosen = offered.find((version) => PROTOCOL_VERSIONS.includes(version));
    if (chosen === undefined) {
      throw new RPCError(Codes.unsupportedProtocolVersion, `This widget speaks protocol ${PROTOCOL_VERSIONS.join(', ')}; the host offered ${offered.join(', ')}`,
        { supportedVersions: [...PROTOCOL_VERSIONS] });
    }
    this.handshake = request;
    this.protocolVersion = chosen;
    this.state = 'initialized';
    return { ...this.definition.info, protocolVersion: chosen };
  }

  async on_prepareData() {
    await this.prepareOnce();
    return {};
  }

  async prepareOnce() {
    if (this.prepared) return;
    this.prepared = true;
    if (typeof this.widget.prepareData === 'function') await this.call('prepareData', () => this.widget.prepareData());
  }

  async on_init(request) {
    const kind = request.dashboard;
    if (!this.definition.dashboards.includes(kind)) {
      throw new RPCError(Codes.unsupportedDashboard, `This widget does not support the ${kind} dashboard`, { dashboard: kind });
    }
    await this.prepareOnce();
    const dashboard = new Dashboard(kind, this.handshake, this.outbox, this.logger);
    this.widget.dashboard = dashboard;
    const data = kind === 'trip' ? { trip: request.trip, flight: request.flight } : { airport: request.airport };
    await this.call('init', () => this.widget.init(data));
    this.dashboard = dashboard;
    this.state = 'bound';
    return { canBeDisplayed: dashboard.goLive() };
  }

  async on_cellHeight(request) {
    const context = `cellHeight(${width(request.width)})`;
    let height = await this.call('cellHeight', () => this.widget.cellHeight(request.width));
    if (height !== null && typeof height === 'object' && !(height instanceof Fit)) height = height.height;
    height = this.heightForVersion(height, context);
    try {
      return CellHeightResponse(height);
    } catch (error) {
      if (error instanceof BuildError) throw this.failure(`${context} returned ${JSON.stringify(height)}: ${error.message}`);
      throw error;
    }
  }

  /** fit() as this session's version allows it; a "fit" an older host would reject as an invalid
   * result is a widget failure instead, saying what to return. */
  heightForVersion(height, context) {
    const fits = allowsFit(this.protocolVersion);
    if (height instanceof Fit) {
      if (fits) return 'fit';
      if (height.otherwise === undefined) {
        throw this.failure(`${context} returned fit() without otherwise, which needs protocol 1.2, `
          + `and this host chose ${this.protocolVersion}: give older hosts points, fit({ otherwise: 148 })`);
      }
      return height.otherwise;
    }
    if (height === 'fit' && !fits) {
      throw this.failure(`${context} returned "fit", which needs protocol 1.2, and this host chose ${this.protocolVersion}: `
        + 'return points, or fit({ otherwise: 148 }) for older hosts');
    }
    return height;
  }

  async on_configureCell(request) {
    const context = `configureCell(${width(request.width)})`;
    const content = await this.call('configureCell', () => this.widget.configureCell(request.width));
    const response = this.asConfiguration(content, context);
    try {
      checkResponse(response, this.handshake.capabilities.limits);
    } catch (error) {
      if (error instanceof Violation) throw this.invalidTree(context, error);
      throw error;
    }
    return response;
  }

  asConfiguration(content, context) {
    if (content && typeof content === 'object' && !Array.isArray(content)) {
      if (content.type === 'cell') return { cell: content };
      if ('cell' in content && content.type === undefined) return content;
      if (typeof content.type === 'string') return { cell: Cell(content) }; // a node: the cell around it
    }
    throw this.failure(`${context} returned ${JSON.stringify(content)}; return a Cell (or a node, or {cell, timeline})`);
  }

  async on_viewController(request) {
    if (typeof this.widget.viewController !== 'function') return null;
    const controller = await this.call('viewController', () => this.widget.viewController(request.width, request.sizeClass));
    if (controller === null || controller === undefined) return null;
    if (typeof controller !== 'object' || Array.isArray(controller)) throw this.failure('viewController returned something that is not a Controller');
    try {
      checkController(controller, this.handshake.capabilities.limits);
    } catch (error) {
      if (error instanceof Violation) throw this.invalidTree('viewController', error);
      throw error;
    }
    return controller;
  }

  async on_action(request) {
    if (typeof this.widget.action !== 'function') throw unknownAction(request.id);
    const result = await this.call(`action '${request.id}'`, () => this.widget.action(request));
    if (result === undefined || result === null || result === true) return {};
    if (typeof result === 'object' && !Array.isArray(result)) return result;
    throw this.failure(`action '${request.id}' returned ${JSON.stringify(result)}; return nothing, or DISMISS to close the controller`);
  }

  async on_shutdown() {
    this.state = 'shut down';
    await this.stopWidget(700);
    return {};
  }

  async call(context, body) {
    try {
      return await body();
    } catch (error) {
      if (error instanceof RPCError) throw error;
      console.error(error && error.stack ? error.stack : error); // a bug in the widget: reported, and it keeps serving
      throw new RPCError(Codes.widgetFailure, `${context} failed: ${error && error.name ? `${error.name}: ${error.message}` : error}`);
    }
  }

  failure(message) {
    console.error(`widgetsdk: ${message}`);
    return new RPCError(Codes.widgetFailure, message);
  }

  invalidTree(context, violation) {
    console.error(`widgetsdk: ${context} produced an invalid tree, so it was not sent: at ${violation.pointer}, ${violation.message}. `
      + `The host gets -32006 invalidCellTree; fix the tree in ${context}.`);
    this.logger.error(`${context} produced an invalid tree: ${violation.message}`, { pointer: violation.pointer });
    return new RPCError(Codes.invalidCellTree, `${violation.pointer}: ${violation.message}`, { pointer: violation.pointer });
  }

  /** Calls the widget's shutdown() once (the shutdown request, or EOF), for at most `budget` ms. */
  async stopWidget(budget) {
    if (this.widgetStopped || !this.dashboard || typeof this.widget.shutdown !== 'function') return;
    this.widgetStopped = true;
    let timer;
    const late = new Promise((resolve) => { timer = setTimeout(resolve, budget); });
    await Promise.race([Promise.resolve().then(() => this.widget.shutdown()).catch((error) => console.error(error)), late]);
    clearTimeout(timer);
  }
}
