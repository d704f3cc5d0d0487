// The limits of protocol §5.7, checked before a tree is sent (the host checks them too): the same
// walk as the host's CellTreeValidator, on the wire form, so helpers and object literals are
// judged alike. What a helper checks as it is called (types, enums, ranges) is not repeated.

const TEXTS = {
  text: ['text'], dateText: ['fallbackText'], image: ['label'], label: ['title'], badge: ['text'], progress: ['label'],
  button: ['title'], toggle: ['label'],
};
const CHILDREN = { vstack: 'children', hstack: 'children', zstack: 'children', list: 'items' };
const DEFAULTS = {
  maxNodes: 200, maxDepth: 12, maxTextLength: 2000, maxActionPayloadBytes: 2048, maxImageDataBytes: 262144, maxListItems: 50,
  maxFactsRows: 20, maxTimelineEntries: 50,
};

/** A tree breaks a limit at `pointer`. */
export class Violation extends Error {
  constructor(pointer, message) {
    super(message);
    this.pointer = pointer;
  }
}

class Walk {
  constructor(limits) {
    this.limits = limits || {};
    this.nodes = 0;
  }

  limit(name) {
    return Number.isInteger(this.limits[name]) ? this.limits[name] : DEFAULTS[name];
  }

  text(value, pointer) {
    if (typeof value !== 'string') return;
    const length = [...value].length;
    if (length > this.limit('maxTextLength')) {
      throw new Violation(pointer, `text is at most ${this.limit('maxTextLength')} characters, this is ${length}`);
    }
  }

  action(action, pointer) {
    if (!action || action.type !== 'invoke' || action.payload === undefined || action.payload === null) return;
    const size = Buffer.byteLength(JSON.stringify(action.payload), 'utf8');
    if (size > this.limit('maxActionPayloadBytes')) {
      throw new Violation(`${pointer}/payload`, `an action payload is at most ${this.limit('maxActionPayloadBytes')} bytes serialized, this is ${size}`);
    }
  }

  image(source, pointer) {
    if (!source || typeof source.data !== 'string') return;
    const data = Buffer.from(source.data, 'base64');
    if (data.length > this.limit('maxImageDataBytes')) {
      throw new Violation(`${pointer}/data`, `inline image data is at most ${this.limit('maxImageDataBytes')} bytes, this is ${data.length}`);
    }
    const png = data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47;
    const jpeg = data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
    if (!png && !jpeg) throw new Violation(`${pointer}/data`, 'inline image data must be PNG or JPEG');
  }

  cell(cell, pointer) {
    this.nodes = 0;
    this.text(cell.accessibilityLabel, `${pointer}/accessibilityLabel`);
    this.text(cell.fallbackText, `${pointer}/fallbackText`);
    this.action(cell.tap, `${pointer}/tap`);
    this.node(cell.content, `${pointer}/content`, 1);
  }

  controller(controller, pointer) {
    this.nodes = 0;
    this.text(controller.title, `${pointer}/title`);
    for (const side of ['leftButtons', 'rightButtons']) {
      (controller[side] || []).forEach((button, index) => this.text(button && button.title, `${pointer}/${side}/${index}/title`));
    }
    this.node(controller.content, `${pointer}/content`, 1);
  }

  node(node, pointer, depth) {
    if (node === null || typeof node !== 'object') return;
    this.nodes += 1;
    if (this.nodes > this.limit('maxNodes')) throw new Violation(pointer, `a tree has at most ${this.limit('maxNodes')} nodes`);
    if (depth > this.limit('maxDepth')) throw new Violation(pointer, `a tree is at most ${this.limit('maxDepth')} levels deep`);
    const kind = node.type;
    this.text(node.accessibilityLabel, `${pointer}/accessibilityLabel`);
    this.action(node.tap, `${pointer}/tap`);
    if (node.fallback) this.node(node.fallback, `${pointer}/fallback`, depth);
    for (const member of TEXTS[kind] || []) this.text(node[member], `${pointer}/${member}`);
    if (kind === 'image') this.image(node.source, `${pointer}/source`);
    if (kind === 'label' || kind === 'button') this.image(node.icon, `${pointer}/icon`);
    if (kind === 'button' || kind === 'toggle') this.action(node.action, `${pointer}/action`);
    if (kind === 'button' && node.confirm) {
      this.text(node.confirm.title, `${pointer}/confirm/title`);
      this.text(node.confirm.message, `${pointer}/confirm/message`);
    }
    if (kind === 'facts') {
      const rows = node.rows || [];
      if (rows.length > this.limit('maxFactsRows')) {
        throw new Violation(`${pointer}/rows/${this.limit('maxFactsRows')}`, `facts have at most ${this.limit('maxFactsRows')} rows, these have ${rows.length}`);
      }
      rows.forEach((row, index) => {
        this.text(row.title, `${pointer}/rows/${index}/title`);
        this.text(row.value, `${pointer}/rows/${index}/value`);
      });
    }
    if (kind === 'list') {
      const items = node.items || [];
      if (items.length > this.limit('maxListItems')) {
        throw new Violation(`${pointer}/items/${this.limit('maxListItems')}`, `a list has at most ${this.limit('maxListItems')} items, this one has ${items.length}`);
      }
      this.action(node.more, `${pointer}/more`);
    }
    const member = CHILDREN[kind];
    if (member) (node[member] || []).forEach((child, index) => this.node(child, `${pointer}/${member}/${index}`, depth + 1));
  }
}

/** Checks a configureCell result: its cell (`/cell/...`) and each timeline entry's. */
export function checkResponse(response, limits) {
  const walk = new Walk(limits);
  walk.cell(response.cell, '/cell');
  const entries = (response.timeline && response.timeline.entries) || [];
  if (entries.length > walk.limit('maxTimelineEntries')) {
    throw new Violation(`/timeline/entries/${walk.limit('maxTimelineEntries')}`, `a timeline has at most ${walk.limit('maxTimelineEntries')} entries, this one has ${entries.length}`);
  }
  entries.forEach((entry, index) => walk.cell(entry.cell || {}, `/timeline/entries/${index}/cell`));
}

/** Checks a controller (`pointer` is where it sits in the message). */
export function checkController(controller, limits, pointer = '') {
  new Walk(limits).controller(controller, pointer);
}
