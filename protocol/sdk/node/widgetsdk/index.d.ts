// The Node SDK's API, typed. The protocol's own types (every node, enum, model and message, and
// the helpers that build them) are generated from the schemas into schema.d.ts.

import type {
  ActionRequest, ActionResponse, Airport, CellHeightResponse, ConfigureCellResponse, Controller, Flight, InitializeRequest, JSONValue, Limits,
  Node, Trip, UserInfo, Cell, ViewControllerSizeClass, WidgetCapabilities,
} from './schema.js';

export * from './schema.js';

/** A helper got a value the protocol does not allow. */
export declare class BuildError extends TypeError {}
/** A request's params break the schema: answered -32602 with data.pointer. */
export declare class ParamsError extends Error {
  readonly pointer: string;
}
/** Throw from a widget method to answer with this JSON-RPC error (protocol §8). */
export declare class RPCError extends Error {
  constructor(code: number, message: string, data?: JSONValue);
  readonly code: number;
  readonly data?: JSONValue;
}
/** The widget could not do what was asked (its data failed to load, ...): -32008. */
export declare class WidgetFailure extends RPCError {
  constructor(message: string);
}
/** -32007 unknownAction for an action id the widget does not know. */
export declare function unknownAction(id: string): RPCError;
/** The error codes of protocol §8. */
export declare const Codes: {
  readonly parseError: -32700; readonly invalidRequest: -32600; readonly methodNotFound: -32601; readonly invalidParams: -32602;
  readonly internalError: -32603; readonly notInitialized: -32002; readonly invalidState: -32003; readonly unsupportedDashboard: -32004;
  readonly unsupportedProtocolVersion: -32005; readonly invalidCellTree: -32006; readonly unknownAction: -32007; readonly widgetFailure: -32008;
  readonly shuttingDown: -32009;
};
/** The protocol versions this SDK speaks, newest first. */
export declare const PROTOCOL_VERSIONS: readonly string[];
/** What action returns to close the controller the action came from ({dismiss: true}). */
export declare const DISMISS: ActionResponse;

/** Levelled, structured logging to the host's RPC log (the log notification). */
export declare class WidgetLogger {
  log(level: 'debug' | 'info' | 'notice' | 'warning' | 'error', message: string, fields?: { [key: string]: JSONValue }): void;
  debug(message: string, fields?: { [key: string]: JSONValue }): void;
  info(message: string, fields?: { [key: string]: JSONValue }): void;
  notice(message: string, fields?: { [key: string]: JSONValue }): void;
  warning(message: string, fields?: { [key: string]: JSONValue }): void;
  error(message: string, fields?: { [key: string]: JSONValue }): void;
}

/** The widget's handle on the dashboard that shows it, set as `this.dashboard` just before init. Everything it sends
 * while a request is being answered (during init, action, ...) goes out right after that request's reply. */
export declare class Dashboard {
  /** Which dashboard this instance is on. */
  readonly kind: 'trip' | 'airport';
  /** The signed-in user, the user's locale and time zone, and the host's limits on trees (from initialize). */
  readonly user: UserInfo;
  readonly locale: string;
  readonly timeZone: string;
  readonly limits: Limits;
  /** Logs to the host's RPC log, in order with the other notifications. */
  readonly logger: WidgetLogger;
  /** Whether the card is shown (default true); setting it is setCanBeDisplayed. */
  canBeDisplayed: boolean;
  /** Shows (true) or hides the card. During init it sets init's reply (false there starts the card hidden); after init each
   * change sends the canBeDisplayed notification (true shows the card without a reload). */
  setCanBeDisplayed(value?: boolean): void;
  /** The content changed: the host asks for cellHeight, then configureCell (repeats are coalesced). */
  reload(): void;
  /** The protocol's (and the Swift SDK's) word for reload(). */
  reloadWidget(): void;
  /** Presents `controller` now; an invalid one is not sent and false is returned (the reason goes to stderr and the log). */
  present(controller: Controller): boolean;
  /** The protocol's (and the Swift SDK's) word for present(). */
  presentWidgetController(controller: Controller): boolean;
}

type Awaitable<T> = T | Promise<T>;
/** A height in points, as cellHeight's result schema allows it (a number, or what newer protocol versions add). A plain "fit"
 * is only for a session that chose 1.2 or later (an older host gets -32008 from the SDK); fit() answers every version. */
export type CellHeight = CellHeightResponse['height'];

/** What fit() returns; cellHeight returns it. */
export declare class Fit {
  private constructor();
  private readonly brand: 'fit'; // nominal: only fit() makes one, so a stray object is not a Fit
  /** The points a host before protocol 1.2 gets; undefined: that host gets -32008 widgetFailure from the SDK. */
  readonly otherwise?: number;
}
/** The card as tall as its content at the width asked about, as the host lays it out (protocol 1.2, {"height": "fit"}):
 * `return fit({ otherwise: 148 })` from cellHeight. In a session that chose 1.2 or later the host gets "fit"; in a 1.1 or 1.0
 * one it gets `otherwise` points (checked when fit is called, like any height). Without `otherwise`, an older host gets
 * -32008 widgetFailure saying so, never an invalid result. */
export declare function fit(options?: { otherwise?: number }): Fit;
/** What configureCell may return: a cell, a node (the SDK puts it in a cell), or a cell with a timeline. */
export type CellContent = Cell | Node | ConfigureCellResponse;
/** What init gets: the trip and its current flight, or the airport. */
export type InitData = { trip: Trip; flight: Flight; airport?: undefined } | { airport: Airport; trip?: undefined; flight?: undefined };

/** A widget's class, as run() takes it: static facts about it, and its methods. */
export interface WidgetClass<W extends Widget = Widget> {
  new (): W;
  /** The widget's kind, `^[a-z0-9_]{1,64}$` (required). */
  readonly widgetType: string;
  /** Names the cell layout; default: the class's name. */
  readonly cellIdentifier?: string;
  /** The dashboards it supports; default ['trip']. */
  readonly dashboards?: ReadonlyArray<'trip' | 'airport'>;
  /** Whether the user may hide the card; default true. */
  readonly canBeHidden?: boolean;
  /** Optional features announced in initialize; default {}. */
  readonly capabilities?: WidgetCapabilities;
}

/** The methods the SDK calls, one request at a time in arrival order; any may be async. */
export interface Widget {
  /** Set by the SDK just before init. */
  dashboard?: Dashboard;
  /** Warm caches: called once per process before init (its own request when capabilities.prepareData is declared). */
  prepareData?(): Awaitable<void>;
  /** Binds the instance to its trip and current flight, or its airport. Call this.dashboard.setCanBeDisplayed(false) here to start hidden. */
  init(data: InitData): Awaitable<void>;
  /** The card's height at `width` (320…400): points, or fit({ otherwise }) to let a host of protocol 1.2 size the card to its
   * content (an older host gets the `otherwise` points). */
  cellHeight(width: number): Awaitable<CellHeight | Fit | CellHeightResponse>;
  /** The card's content at `width`. An invalid tree is answered -32006 and explained on stderr, never sent. */
  configureCell(width: number): Awaitable<CellContent>;
  /** The controller to present when the user taps the card, or null for "nothing to present now". Default: null. */
  viewController?(width: number, sizeClass: ViewControllerSizeClass): Awaitable<Controller | null | undefined>;
  /** A button, toggle, tap action or header button with an invoke id was activated. Return nothing, or DISMISS. Default: -32007. */
  action?(action: ActionRequest): Awaitable<ActionResponse | void | undefined>;
  /** The host is stopping the widget: stop timers, finish writing files (bounded to a few hundred ms). */
  shutdown?(): Awaitable<void>;
}

/** Runs the widget class as this process: speaks the protocol on stdin/stdout until stdin closes, then exits with 0 within a second. */
export declare function run(widget: WidgetClass): void;

/** What the widget class says about itself, checked (run() does this first). */
export declare class Definition {
  constructor(widget: WidgetClass);
  readonly widgetType: string;
  readonly dashboards: ReadonlyArray<'trip' | 'airport'>;
}

/** A node of a kind from a newer protocol version, with the fallback today's hosts draw instead (protocol §5.6). */
export declare function UnknownNode(type: string, members?: { [member: string]: JSONValue }, fallback?: Node): Node;
/** WIDGET_DATA_DIR: a folder for this widget's own files that survives restarts, or null. */
export declare function dataDirectory(): string | null;
/** Now: the host's pinned clock (WIDGET_NOW) when it pinned one, else the system clock. */
export declare function now(): Date;
/** A timestamp of the protocol as a Date. */
export declare function parseTimestamp(text: string): Date;
export type { InitializeRequest };
