// widgetsdk: write a WidgetHost widget in Node as a class; the SDK speaks the protocol.
//
//   import { run, Cell, VStack, Text, DateText } from './widgetsdk/index.js';
//
//   class Hello {
//     static widgetType = 'hello';
//     init({ flight }) { this.flight = flight; }
//     cellHeight() { return 80; }
//     configureCell() {
//       const f = this.flight;
//       return Cell(VStack([Text(`Hello, ${f.airline.iataCode} ${f.flightNumber}`, { style: 'headline' }),
//         DateText(f.departure.scheduled, 'relative')], { padding: 'm' }));
//     }
//   }
//   run(Hello);
//
// The SDK owns the protocol (protocol/README.md): framing with the 1 MiB cap and resync, the
// receiver rules, ids, the states and which error wins, shutdown and stdin EOF (the process exits
// within a second), output that never blocks reading, notifications written after the reply they
// follow, log. The class answers the requests (init, cellHeight, configureCell, and optionally
// prepareData, viewController, action, shutdown; any may be async) and uses this.dashboard
// (reload(), setCanBeDisplayed(), present(), logger), as the Swift SDK's TripWidget does.
//
// cellHeight returns points, or fit({ otherwise: 148 }) to let a host of protocol 1.2 size the
// card to its content: the SDK answers "fit" in a session that chose 1.2 or later and the
// otherwise points in a 1.1 or 1.0 one. A plain 'fit' (or fit() without otherwise) to an older
// host is answered -32008 widgetFailure saying so, never sent as the invalid result it would be.
//
// Ship it by copying this folder (widgetsdk/) next to your widget: the widget's own folder is
// readable in the host's sandbox. No npm packages; Node 18 or newer. Types: index.d.ts.

import { ActionResponse } from './schema.js';

export * from './schema.js';
export { BuildError, ParamsError } from './build.js';
export { Dashboard, WidgetLogger } from './dashboard.js';
export { Fit, fit } from './fit.js';
export { Definition, run } from './process.js';
export { Codes, PROTOCOL_VERSIONS, RPCError, WidgetFailure, unknownAction } from './session.js';

/** What action returns to close the controller the action came from ({dismiss: true}). */
export const DISMISS = Object.freeze(ActionResponse({ dismiss: true }));

/** A node of a kind from a newer protocol version, with the fallback today's hosts draw instead (protocol §5.6). */
export function UnknownNode(type, members = {}, fallback = undefined) {
  return fallback === undefined ? { ...members, type } : { ...members, type, fallback };
}

/** WIDGET_DATA_DIR: a folder for this widget's own files that survives restarts, or null when started without one. */
export function dataDirectory() {
  return process.env.WIDGET_DATA_DIR || null;
}

/** Now: the host's pinned clock (WIDGET_NOW: `widgets dashboard --now`, screenshots, tests) when it pinned one, else the system clock. */
export function now() {
  const pinned = process.env.WIDGET_NOW ? Date.parse(process.env.WIDGET_NOW) : NaN;
  return new Date(Number.isNaN(pinned) ? Date.now() : pinned);
}

/** A timestamp of the protocol (2026-11-03T08:25:00+00:00) as a Date. */
export function parseTimestamp(text) {
  return new Date(Date.parse(text));
}
