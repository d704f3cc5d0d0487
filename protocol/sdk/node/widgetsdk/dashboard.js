// The widget's handle on the dashboard that shows it (the Swift SDK's Dashboard): reload the
// card, show or hide it, present a controller, log.

import { checkController, Violation } from './limits.js';
import { BuildError } from './build.js';

const LEVELS = ['debug', 'info', 'notice', 'warning', 'error'];

/** Levelled, structured logging to the host's RPC log (the log notification), in order with the
 * widget's other notifications; to stderr when the host is not connected. Never stdout. */
export class WidgetLogger {
  constructor(label, outbox) {
    this.label = label;
    this.outbox = outbox;
  }

  log(level, message, fields) {
    if (!LEVELS.includes(level)) throw new BuildError(`log level must be one of ${LEVELS.join(', ')}, not ${JSON.stringify(level)}`);
    if (!this.outbox || this.outbox.closed) {
      const detail = Object.entries(fields || {}).map(([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`).join('');
      console.error(`[${this.label}] ${level}: ${message}${detail}`);
      return;
    }
    this.outbox.notify('log', fields && Object.keys(fields).length ? { level, message: String(message), fields } : { level, message: String(message) });
  }

  debug(message, fields) { this.log('debug', message, fields); }

  info(message, fields) { this.log('info', message, fields); }

  notice(message, fields) { this.log('notice', message, fields); }

  warning(message, fields) { this.log('warning', message, fields); }

  error(message, fields) { this.log('error', message, fields); }
}

/** Given to the widget as `this.dashboard` just before its init runs. Everything it sends while a
 * request is being answered (during init, action, ...) goes out right after that request's reply. */
export class Dashboard {
  constructor(kind, handshake, outbox, logger) {
    /** "trip" or "airport". */
    this.kind = kind;
    this.user = handshake.user;
    this.locale = handshake.locale;
    this.timeZone = handshake.timeZone;
    this.limits = handshake.capabilities.limits;
    this.logger = logger;
    this.outbox = outbox;
    this.shown = true;
    this.live = false; // until init returns, the value only sets init's reply
  }

  /** Whether the card is shown. Default true; see setCanBeDisplayed. */
  get canBeDisplayed() {
    return this.shown;
  }

  set canBeDisplayed(value) {
    this.setCanBeDisplayed(value);
  }

  /** Shows (true) or hides the card. During init it sets init's reply (false there starts the card
   * hidden); after init each change sends the canBeDisplayed notification. */
  setCanBeDisplayed(value = true) {
    const shown = Boolean(value);
    if (shown === this.shown) return;
    this.shown = shown;
    if (this.live) this.outbox.notify('canBeDisplayed', { canBeDisplayed: shown });
  }

  /** The content changed: the host asks for cellHeight, then configureCell (repeats are coalesced). */
  reload() {
    this.outbox.notify('reloadWidget');
  }

  /** The protocol's (and the Swift SDK's) word for reload(). */
  reloadWidget() {
    this.reload();
  }

  /** Presents `controller` now; an invalid one is not sent (the reason goes to stderr and the log) and false is returned. */
  present(controller) {
    try {
      if (controller === null || typeof controller !== 'object') throw new Violation('', 'a controller is a Controller (an object)');
      checkController(controller, this.limits, '/controller');
    } catch (error) {
      if (!(error instanceof Violation)) throw error;
      console.error(`widgetsdk: present() was given an invalid controller, so it was not sent: at ${error.pointer}, ${error.message}`);
      this.logger.error(`present() was given an invalid controller: ${error.message}`, { pointer: error.pointer });
      return false;
    }
    this.outbox.notify('presentWidgetController', { controller });
    return true;
  }

  /** The protocol's (and the Swift SDK's) word for present(). */
  presentWidgetController(controller) {
    return this.present(controller);
  }

  goLive() {
    this.live = true;
    return this.shown;
  }
}
