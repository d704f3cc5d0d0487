// The live page of `widgets serve`. Served from /static/ (the CSP allows no inline script).
// It reads the whole state once, then follows the event stream: each `card`, `dialog` or
// `meta` event replaces that part; a `reset` (the server restarted, or this page fell too
// far behind) makes it read the whole state again. Clicks are POSTs; the page changes only
// when the host says so. Markup comes from the host's HTML renderer (widget text escaped,
// links checked); everything else is inserted as text.
//
// Accessibility: the page speaks through one polite live region (#announcer): a card's state
// when it changes (a restart once, "restarting" then "back"), what Hide, Show and an action
// changed; focus stays on the control that was pressed (found again by its name after a
// redraw), a modal dialog keeps Tab inside it, Hide and Show move focus to what undoes them.
// One section per part of the page (MARK); a new part gets its own.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const root = document.documentElement;
  const cardsElement = $('cards');
  const dialog = $('dialog');
  const page = {
    cards: new Map(), // id → payload
    slots: new Map(), // id → element
    meta: null,
    dialog: { v: 0, open: false },
    lastEventId: null,
    source: null,
    attempts: 0,
    resyncing: false,
    buffered: [],
    opener: null, // the widget whose card opened the dialog
    closingDialog: false,
    inspector: null,
    rules: new Set(),
    stateLog: [], // [widget, state] each time a card's state changed: what tests and people can replay
    announced: [], // everything said through the live region, in order (for tests)
    troubled: new Set(), // cards whose last state worth saying was not ready: "back" when they are
    pendingFocus: null, // where focus goes once the host has done what Hide or Show asked
    acted: null, // the card a control was pressed on: its redraw is announced
    hostStopped: false,
  };
  window.widgetsPage = page; // for tests and the benchmark
  page.announce = (text) => announce(text); // the editor speaks through the same queue

  // MARK: - Helpers

  // What comes together is said together, once: the region is emptied, then filled, so even
  // the same words are announced again.
  const pendingAnnouncements = [];
  let announceTimer = null;
  function announce(text) {
    if (!text) return;
    page.announced.push(text);
    pendingAnnouncements.push(text);
    if (announceTimer !== null) return;
    announceTimer = setTimeout(() => {
      announceTimer = null;
      const announcer = $('announcer');
      announcer.textContent = '';
      const words = pendingAnnouncements.splice(0).join(' ');
      requestAnimationFrame(() => { announcer.textContent = words; });
    }, 100);
  }

  function showMessage(text) {
    const message = $('message');
    message.hidden = !text;
    message.textContent = text || '';
  }

  let connectionTimer = null;
  function showConnection(text, kind, hideAfter, say) {
    const banner = $('connection');
    clearTimeout(connectionTimer);
    if (say) announce(text);
    banner.hidden = !text;
    banner.textContent = text || '';
    banner.dataset.kind = kind || '';
    document.body.dataset.connection = kind || 'open';
    if (hideAfter) connectionTimer = setTimeout(() => { banner.hidden = true; }, hideAfter);
  }

  // The cells' sizes and colours are classes whose rules come with their markup; they go in
  // the (initially empty) stylesheet placed before the theme.
  function addRules(rules) {
    const link = document.querySelector('link[href="/static/cells.css"]');
    const sheet = link && link.sheet;
    if (!sheet) {
      if (link) link.addEventListener('load', () => addRules(rules), { once: true });
      return;
    }
    for (const rule of rules || []) {
      const name = rule.slice(1, rule.indexOf('{'));
      if (page.rules.has(name)) continue;
      page.rules.add(name);
      sheet.insertRule(rule, sheet.cssRules.length);
    }
  }

  async function post(path, body) {
    let answer;
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      try {
        answer = JSON.parse(text);
      } catch (error) {
        answer = { outcome: 'failed', message: text.trim() || response.statusText };
      }
    } catch (error) {
      answer = { outcome: 'failed', message: 'The host did not answer: ' + error.message };
    }
    if (answer.outcome === 'openURL' && answer.url) {
      window.open(answer.url, '_blank', 'noopener,noreferrer');
    } else if (answer.message) {
      showMessage(answer.message);
      announce(answer.message);
    }
    if (answer.outcome !== 'done' && answer.outcome !== 'dismissed') page.acted = null;
    return answer;
  }

  function eventSequence(id) {
    const parts = (id || '').split('.');
    return parts.length === 2 ? Number(parts[1]) : 0;
  }

  // MARK: - Cards

  function slotFor(id) {
    let slot = page.slots.get(id);
    if (slot) return slot;
    slot = document.createElement('div');
    slot.className = 'slot';
    slot.dataset.widget = id;
    const holder = document.createElement('div');
    holder.className = 'card-holder';
    const tools = document.createElement('div');
    tools.className = 'card-tools';
    tools.setAttribute('role', 'group');
    tools.setAttribute('aria-label', id);
    for (const [tool, title] of [['hide', 'Hide'], ['retry', 'Retry'], ['inspect', 'Inspect']]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'tool';
      button.dataset.tool = tool;
      button.textContent = title;
      button.setAttribute('aria-label', title + ' ' + id);
      if (tool === 'inspect') {
        button.setAttribute('aria-controls', 'inspector');
        button.setAttribute('aria-expanded', 'false');
      }
      tools.append(button);
    }
    slot.append(holder, tools);
    page.slots.set(id, slot);
    cardsElement.append(slot);
    return slot;
  }

  // A control's accessible name as the renderer wrote it: its label, else its text.
  function controlName(element) {
    return (element.getAttribute('aria-label') || element.textContent || '').replace(/\s+/g, ' ').trim();
  }

  // Which control had the focus inside `container`, to give it back after a redraw.
  function focusKey(container) {
    const active = document.activeElement;
    if (!active || !container.contains(active)) return null;
    if (active.matches('article.card')) return { card: true };
    if (active.dataset.actionIndex !== undefined) {
      return { action: active.dataset.actionIndex, node: active.dataset.nodeId, name: controlName(active) };
    }
    if (active.dataset.id !== undefined) return { header: active.dataset.id };
    if (active.classList.contains('back')) return { back: true };
    return { other: true };
  }

  // Gives the focus back to the same control: by its node id, else by its name (the index
  // alone is not the control: a redrawn card may give a pressed button's index to the next
  // row's, and a second Enter would act on that one). False when it is gone.
  function restoreFocus(container, key) {
    if (!key) return true;
    let target = null;
    if (key.card) target = container.querySelector('article.card');
    else if (key.action !== undefined) {
      const controls = [...container.querySelectorAll('[data-action-index]')];
      const named = controls.filter((control) => controlName(control) === key.name);
      target = (key.node && controls.find((control) => control.dataset.nodeId === key.node))
        || named.find((control) => control.dataset.actionIndex === key.action) || named[0] || null;
    } else if (key.header !== undefined) target = [...container.querySelectorAll('[data-id]')].find((e) => e.dataset.id === key.header);
    else if (key.back) target = container.querySelector('.header-button.back');
    if (target) target.focus();
    return !!target;
  }

  // Where focus goes once the host has done what Hide or Show asked: Hide to the card's Show
  // button (what undoes it), Show to the card.
  function settleFocus() {
    const pending = page.pendingFocus;
    if (!pending) return;
    if (pending.kind === 'hidden') {
      const button = [...document.querySelectorAll('#hidden-list [data-show]')].find((b) => b.dataset.show === pending.id);
      if (!button) return;
      page.pendingFocus = null;
      button.focus();
      announce(`${pending.id} is hidden; its Show button is under Hidden cards.`);
    } else {
      const slot = page.slots.get(pending.id);
      const article = slot && !slot.hidden && slot.querySelector('article.card');
      if (!article) return;
      page.pendingFocus = null;
      article.focus();
      announce(`${pending.id} is shown.`);
    }
  }

  // What a change of a card's state says, if anything: a restart once ("restarting", then
  // "back"), a stop, a quarantine, a failure; nothing on the way (starting, stopping) and
  // nothing for hiding (Hide and Show say theirs).
  function stateAnnouncement(id, card) {
    switch (card.state) {
      case 'starting': case 'stopping': case 'hidden': return null;
      case 'ready':
        if (!page.troubled.delete(id)) return null;
        return `${id} is back.`;
      case 'restarting':
        page.troubled.add(id);
        return `${id} is restarting.`;
      case 'stopped':
        page.troubled.add(id);
        return `${id} is ${card.reason || 'stopped'}.`;
      default:
        page.troubled.add(id);
        return `${id}: ${card.status}${card.reason ? ', ' + card.reason : ''}.`;
    }
  }

  function applyCard(payload) {
    const id = payload.id;
    if (payload.removed) {
      const slot = page.slots.get(id);
      if (slot) slot.remove();
      page.slots.delete(id);
      page.cards.delete(id);
      return;
    }
    const old = page.cards.get(id);
    page.cards.set(id, payload);
    const slot = slotFor(id);
    if (!old || old.html !== payload.html) {
      addRules(payload.css);
      const holder = slot.querySelector('.card-holder');
      const focus = focusKey(holder);
      holder.innerHTML = payload.html;
      const article = holder.querySelector('article.card');
      if (article) {
        article.setAttribute('aria-roledescription', 'card');
        if (!article.hasAttribute('aria-label')) article.setAttribute('aria-label', id);
        article.setAttribute('aria-keyshortcuts', 'Enter');
      }
      // The pressed control is gone (a checklist's row, done): the card keeps the focus.
      if (!restoreFocus(holder, focus) && article) article.focus();
      if (old && page.acted === id) {
        page.acted = null;
        const label = article && article.getAttribute('aria-label');
        announce(label && label !== id ? label : `${id} changed.`);
      }
    }
    slot.hidden = !payload.shown;
    slot.dataset.state = payload.state;
    const hide = slot.querySelector('[data-tool="hide"]');
    hide.disabled = !payload.canBeHidden;
    hide.title = payload.canBeHidden ? '' : 'This widget does not let its card be hidden';
    slot.querySelector('[data-tool="retry"]').hidden = payload.run !== 'givenUp';
    if (!old || old.state !== payload.state) {
      page.stateLog.push([id, payload.state]);
      if (old) announce(stateAnnouncement(id, payload));
      else if (!['ready', 'starting', 'hidden'].includes(payload.state)) page.troubled.add(id);
    }
    settleFocus();
  }

  function applyMeta(meta) {
    page.meta = meta;
    document.title = meta.title;
    $('title').textContent = meta.title;
    const width = String(meta.width);
    for (const input of document.querySelectorAll('input[name="width"]')) input.checked = input.value === width;
    cardsElement.className = 'column w-' + Math.round(meta.width);
    $('status-line').textContent = meta.statusLine;
    noteWidth();
    if (!!meta.hostStopping !== page.hostStopped) {
      page.hostStopped = !!meta.hostStopping;
      if (meta.hostStopping) showConnection('The host is stopping: it stops every widget, then the page loses it.', 'stopped', 0, true);
      updateVerbs();
    }
    if (meta.message !== (page.lastMessage || null)) {
      page.lastMessage = meta.message;
      showMessage(meta.message);
      if (meta.message) announce(meta.message);
    }
    // Moved only when out of order: moving a card blurs what has the focus in it.
    const wanted = meta.order.map((id) => page.slots.get(id)).filter(Boolean);
    const placed = [...cardsElement.children].filter((element) => wanted.includes(element));
    if (wanted.some((slot, index) => placed[index] !== slot)) {
      const active = document.activeElement;
      for (const slot of wanted) cardsElement.append(slot);
      if (active && document.activeElement !== active && active.isConnected) active.focus();
    }
    const hidden = $('hidden-list');
    hidden.replaceChildren();
    for (const id of meta.hidden) {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'tool';
      button.dataset.show = id;
      button.textContent = 'Show ' + id;
      item.append(button);
      hidden.append(item);
    }
    $('hidden-cards').hidden = meta.hidden.length === 0;
    settleFocus();
  }

  // The column takes the window's width when the window is narrower than the chosen width:
  // the width switch says so.
  function noteWidth() {
    const chosen = page.meta ? Math.round(page.meta.width) : 0;
    const shown = Math.round(cardsElement.getBoundingClientRect().width);
    $('width-note').textContent = chosen && shown && shown < chosen ? `shown at ${shown}: the window is narrower` : '';
  }
  new ResizeObserver(noteWidth).observe(cardsElement);

  // MARK: - Dialog

  function applyDialog(payload) {
    page.dialog = payload;
    if (!payload.open) {
      if (dialog.open) {
        page.closingDialog = true;
        dialog.close();
        page.closingDialog = false;
      }
      dialog.replaceChildren();
      // A closed dialog keeps nothing of the last one.
      dialog.className = 'live-dialog';
      dialog.removeAttribute('aria-labelledby');
      delete dialog.dataset.widget;
      const slot = page.opener && page.slots.get(page.opener);
      const article = slot && slot.querySelector('article.card');
      if (article) article.focus();
      return;
    }
    addRules(payload.css);
    const focus = dialog.open ? focusKey(dialog) : null;
    dialog.innerHTML = payload.html;
    dialog.className = 'live-dialog ' + payload.kind;
    const title = dialog.querySelector('.dialog-title');
    if (title) {
      title.id = 'dialog-title';
      dialog.setAttribute('aria-labelledby', 'dialog-title');
    }
    dialog.dataset.widget = payload.widget;
    if (!dialog.open) {
      page.opener = page.opener || payload.widget;
      dialog.showModal();
    } else if (!restoreFocus(dialog, focus)) {
      const first = focusables(dialog)[0];
      if (first) first.focus();
    }
  }

  // What Tab can reach in `container`, in order.
  function focusables(container) {
    const selector = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';
    return [...container.querySelectorAll(selector)].filter((element) => element.getClientRects().length > 0);
  }

  // MARK: - State and events

  function render(snapshot) {
    const ids = new Set(snapshot.cards.map((card) => card.id));
    for (const id of [...page.slots.keys()]) if (!ids.has(id)) applyCard({ id, removed: true });
    for (const card of snapshot.cards) applyCard(card);
    applyMeta(snapshot.meta);
    applyDialog(snapshot.dialog);
    page.lastEventId = snapshot.lastEventID;
    cardsElement.setAttribute('aria-busy', 'false');
    document.body.dataset.ready = 'true';
  }

  function apply(type, payload) {
    if (type === 'card') applyCard(payload);
    else if (type === 'dialog') applyDialog(payload);
    else if (type === 'meta') applyMeta(payload);
    page.applied = (page.applied || 0) + 1;
  }

  async function resync() {
    page.resyncing = true;
    page.buffered = [];
    try {
      const response = await fetch('/api/state');
      if (!response.ok) throw new Error(response.statusText);
      const snapshot = await response.json();
      render(snapshot);
      // Events that came while the state was read: only those it does not include.
      const seen = eventSequence(snapshot.lastEventID);
      for (const [id, type, payload] of page.buffered) if (eventSequence(id) > seen) apply(type, payload);
      page.resets = (page.resets || 0) + 1;
    } finally {
      page.resyncing = false;
      page.buffered = [];
    }
  }

  function receive(type, event) {
    if (event.lastEventId) page.lastEventId = event.lastEventId;
    if (type === 'reset') {
      resync().catch(() => { if (page.source) page.source.close(); page.source = null; reconnectLater(); });
      return;
    }
    const payload = JSON.parse(event.data);
    if (page.resyncing) page.buffered.push([event.lastEventId, type, payload]);
    else apply(type, payload);
  }

  function connect() {
    const since = page.lastEventId ? '?since=' + encodeURIComponent(page.lastEventId) : '';
    const source = new EventSource('/events' + since);
    page.source = source;
    source.onopen = () => {
      if (document.body.dataset.ready !== 'true') resync().catch(() => {}); // the first read failed
      if (page.attempts > 0) showConnection('Connected to the host again.', 'open', 4000, true);
      else document.body.dataset.connection = 'open';
      page.attempts = 0;
    };
    source.onerror = () => {
      if (page.source !== source) return;
      source.close();
      page.source = null;
      reconnectLater();
    };
    for (const type of ['card', 'dialog', 'meta', 'reset']) source.addEventListener(type, (event) => receive(type, event));
  }

  // Reconnects with a growing delay (1, 2, 4 … 30 s), saying so.
  function reconnectLater() {
    page.attempts += 1;
    const delay = Math.min(30, 2 ** Math.min(page.attempts - 1, 5));
    const lost = page.hostStopped ? 'The host has stopped.' : 'Lost the connection to the host.';
    showConnection(`${lost} Reconnecting in ${delay} s (attempt ${page.attempts})…`, 'lost', 0, page.attempts === 1);
    setTimeout(connect, delay * 1000);
  }

  // MARK: - Inspector

  function formatTime(iso) {
    const match = /T(\d\d:\d\d:\d\d(?:\.\d{3})?)/.exec(iso || '');
    return match ? match[1] : '';
  }

  function fact(list, name, value) {
    const term = document.createElement('dt');
    term.textContent = name;
    const detail = document.createElement('dd');
    detail.textContent = value;
    list.append(term, detail);
  }

  function openInspector(id) {
    closeInspector(false);
    const panel = $('inspector');
    panel.hidden = false;
    panel.dataset.widget = id;
    $('inspector-title').textContent = 'Inspector: ' + id;
    for (const element of ['inspector-facts', 'restart-log', 'sandbox', 'trace']) $(element).replaceChildren();
    $('stderr').textContent = '';
    $('inspector-status').textContent = '';
    $('cost-text').textContent = 'Sampling…';
    $('trace-detail').hidden = true;
    const source = new EventSource('/api/widgets/' + encodeURIComponent(id) + '/inspector');
    page.inspector = { id, source, costs: [], seqs: new Set(), last: null };
    // Each (re)connection may be to another run of the host: its history starts again, so the
    // trace and the cost chart are of the run the panel shows.
    source.onopen = () => {
      $('trace').replaceChildren();
      page.inspector.seqs = new Set();
      page.inspector.costs = [];
      $('cost-cpu').setAttribute('points', '');
      $('cost-rss').setAttribute('points', '');
      $('cost-text').textContent = 'Sampling…';
    };
    source.addEventListener('inspection', (event) => renderInspection(JSON.parse(event.data)));
    source.addEventListener('trace', (event) => appendTrace(JSON.parse(event.data)));
    source.addEventListener('cost', (event) => addCost(JSON.parse(event.data)));
    const button = page.slots.get(id) && page.slots.get(id).querySelector('[data-tool="inspect"]');
    if (button) button.setAttribute('aria-expanded', 'true');
    $('inspector-title').setAttribute('tabindex', '-1');
    $('inspector-title').focus();
  }

  function closeInspector(giveFocusBack) {
    const inspector = page.inspector;
    if (!inspector) return;
    inspector.source.close();
    page.inspector = null;
    $('inspector').hidden = true;
    const button = page.slots.get(inspector.id) && page.slots.get(inspector.id).querySelector('[data-tool="inspect"]');
    if (button) {
      button.setAttribute('aria-expanded', 'false');
      if (giveFocusBack) button.focus();
    }
  }

  function renderInspection(inspection) {
    if (inspection.missing) {
      $('inspector-status').textContent = 'This widget is no longer on the dashboard.';
      return;
    }
    const panel = $('inspector');
    panel.dataset.run = inspection.run;
    $('inspector-status').textContent = inspection.status + (inspection.reason ? ': ' + inspection.reason : '');
    const facts = $('inspector-facts');
    facts.replaceChildren();
    fact(facts, 'Process', inspection.pid === null ? 'none running' : String(inspection.pid));
    fact(facts, 'Instance', String(inspection.instance));
    fact(facts, 'Restarts', String(inspection.restarts));
    fact(facts, 'Command', inspection.command.join(' '));
    for (const [name, value] of Object.entries(inspection.counters)) fact(facts, name, String(value));
    for (const [name, value] of Object.entries(inspection.usage || {})) fact(facts, 'used: ' + name, String(value));
    const log = $('restart-log');
    log.replaceChildren();
    for (const entry of inspection.restartLog) {
      const item = document.createElement('li');
      const what = entry.kind === 'restart' ? `restart ${entry.attempt ?? ''}` : entry.kind;
      item.textContent = `${formatTime(entry.time)} ${what}: ${entry.cause}`;
      log.append(item);
    }
    if (inspection.restartLog.length === 0) {
      const item = document.createElement('li');
      item.className = 'none';
      item.textContent = 'No restart in this run.';
      log.append(item);
    }
    const sandbox = $('sandbox');
    sandbox.replaceChildren();
    if (inspection.sandbox) {
      const report = inspection.sandbox;
      fact(sandbox, 'Mode', String(report.mode ?? '?'));
      fact(sandbox, 'Guarantees', (report.guarantees || []).join(', ') || 'none');
      if ((report.missing || []).length) fact(sandbox, 'Missing', report.missing.join(', '));
      fact(sandbox, 'Reads', (report.read || []).join(', ') || 'system folders only');
      fact(sandbox, 'Writes', (report.write || []).join(', ') || 'nothing');
      fact(sandbox, 'Connects to', (report.network || []).map(String).join(', ') || 'nothing');
    } else {
      fact(sandbox, 'Grants', 'This host reports no sandbox for this widget.');
    }
    $('stderr').textContent = inspection.stderr.length ? inspection.stderr.join('\n') : '(nothing yet)';
    page.inspector.last = inspection;
    updateVerbs();
  }

  // What the process can be asked now: nothing while the host stops (it starts nothing again).
  function updateVerbs() {
    const inspection = page.inspector && page.inspector.last;
    for (const button of $('inspector').querySelectorAll('[data-verb]')) {
      const verb = button.dataset.verb;
      const run = inspection ? inspection.run : null;
      button.disabled = page.hostStopped || !(
        (verb === 'reload' && run === 'running') ||
        (verb === 'restart' && (run === 'running' || run === 'restarting')) ||
        (verb === 'stop' && (run === 'running' || run === 'restarting')) ||
        (verb === 'retry' && run === 'givenUp') ||
        (verb === 'start' && run === 'stopped'));
    }
  }

  // `text` with a line-break opportunity (<wbr>) before each capital inside a word, so a
  // method name (configureCell, presentWidgetController) wraps between its words, not inside.
  function wordBreaks(text) {
    const fragment = document.createDocumentFragment();
    text.split(/(?<=[a-z])(?=[A-Z])/).forEach((part, index) => {
      if (index > 0) fragment.append(document.createElement('wbr'));
      fragment.append(part);
    });
    return fragment;
  }

  function appendTrace(rows) {
    const inspector = page.inspector;
    if (!inspector) return;
    const body = $('trace');
    const wrapper = body.closest('.trace-wrapper');
    const following = wrapper.scrollTop + wrapper.clientHeight >= wrapper.scrollHeight - 8;
    for (const row of rows) {
      if (inspector.seqs.has(row.seq)) continue;
      inspector.seqs.add(row.seq);
      const line = document.createElement('tr');
      line.dataset.kind = row.kind;
      if (row.error) line.className = 'error';
      const time = document.createElement('td');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'trace-open';
      button.dataset.seq = String(row.seq);
      button.textContent = formatTime(row.time);
      button.setAttribute('aria-label', `Show record ${row.seq}: ${row.method || row.kind}`);
      time.append(button);
      const cells = [row.direction, row.method ? `${row.method} ${row.kind}` : row.kind,
        row.latencyMs === null ? '' : String(row.latencyMs), row.error || row.text || ''];
      line.append(time, ...cells.map((text, index) => {
        const cell = document.createElement('td');
        if (index === 1) cell.append(wordBreaks(text));
        else cell.textContent = text;
        return cell;
      }));
      body.append(line);
    }
    while (body.rows.length > 300) body.deleteRow(0);
    if (following) wrapper.scrollTop = wrapper.scrollHeight;
  }

  async function showRecord(seq) {
    const inspector = page.inspector;
    if (!inspector) return;
    const detail = $('trace-detail');
    detail.hidden = false;
    try {
      const response = await fetch(`/api/widgets/${encodeURIComponent(inspector.id)}/records/${seq}`);
      detail.textContent = response.ok ? JSON.stringify(await response.json(), null, 2) : await response.text();
    } catch (error) {
      detail.textContent = 'The host did not answer: ' + error.message;
    }
    detail.focus();
  }

  function addCost(point) {
    const inspector = page.inspector;
    if (!inspector) return;
    const costs = inspector.costs;
    costs.push(point);
    while (costs.length && point.time - costs[0].time > 60) costs.shift();
    const withCPU = costs.filter((c) => c.cpuPercent !== undefined);
    const average = withCPU.length ? withCPU.reduce((sum, c) => sum + c.cpuPercent, 0) / withCPU.length : null;
    const megabytes = (point.rssBytes / 1048576).toFixed(1);
    $('cost-text').textContent =
      `CPU ${point.cpuPercent === undefined ? '…' : point.cpuPercent + ' %'}` +
      (average === null ? '' : ` (minute average ${average.toFixed(1)} %)`) +
      ` · memory ${megabytes} MB · ${point.processes} process${point.processes === 1 ? '' : 'es'}` +
      ` · CPU time ${point.cpuSeconds.toFixed(2)} s`;
    const start = point.time - 60;
    const cpuTop = Math.max(5, ...withCPU.map((c) => c.cpuPercent));
    const rssTop = Math.max(...costs.map((c) => c.rssBytes), 1);
    const x = (c) => ((c.time - start) / 60 * 300).toFixed(1);
    $('cost-cpu').setAttribute('points', withCPU.map((c) => `${x(c)},${(58 - c.cpuPercent / cpuTop * 56).toFixed(1)}`).join(' '));
    $('cost-rss').setAttribute('points', costs.map((c) => `${x(c)},${(58 - c.rssBytes / rssTop * 56).toFixed(1)}`).join(' '));
  }

  // MARK: - Input

  function openCard(id) {
    page.opener = id;
    post('/api/widgets/' + encodeURIComponent(id) + '/tap');
  }

  function activates(event) {
    return event.key === 'Enter' || event.key === ' ';
  }

  cardsElement.addEventListener('click', (event) => {
    const slot = event.target.closest('.slot');
    if (!slot) return;
    const id = slot.dataset.widget;
    const tool = event.target.closest('[data-tool]');
    if (tool) {
      if (tool.dataset.tool === 'inspect') {
        if (page.inspector && page.inspector.id === id) closeInspector(true);
        else openInspector(id);
      } else {
        if (tool.dataset.tool === 'hide') page.pendingFocus = { kind: 'hidden', id };
        post('/api/widgets/' + encodeURIComponent(id) + '/' + tool.dataset.tool).then((answer) => {
          if (answer.outcome !== 'done') page.pendingFocus = null;
          settleFocus();
        });
      }
      return;
    }
    const control = event.target.closest('[data-action-index]');
    const card = page.cards.get(id);
    if (control && card) {
      event.preventDefault();
      page.acted = id;
      post('/api/action', { surface: 'card', widget: id, v: card.v, index: Number(control.dataset.actionIndex) });
      return;
    }
    if (event.target.closest('a[href]')) return;
    if (event.target.closest('article.card')) openCard(id);
  });

  cardsElement.addEventListener('keydown', (event) => {
    if (!activates(event)) return;
    const target = event.target;
    if (target.matches('article.card')) {
      event.preventDefault();
      openCard(target.closest('.slot').dataset.widget);
    } else if (target.matches('[data-action-index]:not(button)')) {
      event.preventDefault();
      target.click();
    }
  });

  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) {
      post('/api/dialog/back'); // a click on the backdrop
      return;
    }
    const control = event.target.closest('[data-action-index]');
    if (control) {
      event.preventDefault();
      post('/api/action', { surface: 'dialog', v: page.dialog.v, index: Number(control.dataset.actionIndex) });
      return;
    }
    const header = event.target.closest('.header-button');
    if (header && header.classList.contains('back')) post('/api/dialog/back');
    else if (header && header.dataset.id !== undefined) post('/api/dialog/header', { id: header.dataset.id });
  });

  dialog.addEventListener('keydown', (event) => {
    // A modal keeps Tab inside it: past the last control to the first, and back.
    if (event.key === 'Tab') {
      const items = focusables(dialog);
      if (items.length === 0) return;
      const [first, last] = [items[0], items[items.length - 1]];
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (activates(event) && event.target.matches('[data-action-index]:not(button)')) {
      event.preventDefault();
      event.target.click();
    }
  });

  // Escape asks the host to go back; the dialog closes when the host says it did.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    post('/api/dialog/back');
  });

  // The browser may close a dialog by itself (a second Escape): tell the host.
  dialog.addEventListener('close', () => {
    if (!page.closingDialog && page.dialog.open) post('/api/dialog/dismiss');
  });

  $('hidden-list').addEventListener('click', (event) => {
    const button = event.target.closest('[data-show]');
    if (!button) return;
    const id = button.dataset.show;
    page.pendingFocus = { kind: 'shown', id };
    post('/api/widgets/' + encodeURIComponent(id) + '/show').then((answer) => {
      if (answer.outcome !== 'done') page.pendingFocus = null;
      settleFocus();
    });
  });

  $('widths').addEventListener('change', (event) => {
    if (event.target.name === 'width') post('/api/width', { width: Number(event.target.value) });
  });

  function setAppearance(value, remember) {
    root.dataset.appearance = value;
    for (const input of document.querySelectorAll('input[name="appearance"]')) input.checked = input.value === value;
    if (remember) {
      try { localStorage.setItem('widgets-appearance', value); } catch (error) { /* private mode */ }
    }
  }

  $('appearance').addEventListener('change', (event) => {
    if (event.target.name === 'appearance') setAppearance(event.target.value, true);
  });

  const inspectorPanel = $('inspector');
  $('inspector-close').addEventListener('click', () => closeInspector(true));
  inspectorPanel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeInspector(true);
    }
  });
  inspectorPanel.addEventListener('click', (event) => {
    const verb = event.target.closest('[data-verb]');
    if (verb && page.inspector) {
      post('/api/widgets/' + encodeURIComponent(page.inspector.id) + '/' + verb.dataset.verb);
      return;
    }
    const open = event.target.closest('.trace-open');
    if (open) showRecord(open.dataset.seq);
  });

  // MARK: - Start

  let stored = null;
  try { stored = localStorage.getItem('widgets-appearance'); } catch (error) { /* private mode */ }
  setAppearance(stored || root.dataset.defaultAppearance || 'auto', false);

  fetch('/api/state')
    .then((response) => {
      if (!response.ok) throw new Error(response.statusText);
      return response.json();
    })
    .then((snapshot) => {
      render(snapshot);
      connect();
    })
    .catch((error) => {
      showConnection('Cannot read the dashboard: ' + error.message + '. Reconnecting…', 'lost');
      reconnectLater();
    });
})();
