// The dashboard editor of `widgets serve`: the widgets on the dashboard (move up, move down,
// remove) and the gallery of installed ones (logo, name, description, what it may do, a
// preview with sample data; add). A script of its own beside page.js: it reads /api/editor,
// posts each edit to /api/editor/…, and the cards themselves change through the page's event
// stream like any other change. Every control is a button, so the keyboard reaches each one;
// each edit is announced in the page's live region, and focus stays on the widget edited.
// Markup comes only from the host's HTML renderer (the previews); the rest is text.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const button = $('edit-dashboard');
  const panel = $('editor');
  if (!button || !panel) return;
  const editor = { state: null, busy: false, logos: new Map() };
  window.widgetsEditor = editor; // for tests

  // One live region, one voice: the page's queue says what comes together as one announcement
  // (a widget removed here, its card's stop there). Two writers emptying and filling the region
  // on timers of their own cut each other off: an edit's words were sometimes never heard.
  function announce(text) {
    if (window.widgetsPage && window.widgetsPage.announce) {
      window.widgetsPage.announce(text);
      return;
    }
    const announcer = $('announcer');
    if (!announcer) return;
    announcer.textContent = '';
    setTimeout(() => { announcer.textContent = text; }, 50);
  }

  // The previews' st-… rules go into the cells' stylesheet, as page.js puts the cards'.
  function addRules(rules) {
    const link = document.querySelector('link[href="/static/cells.css"]');
    const sheet = link && link.sheet;
    if (!sheet) return;
    const present = new Set([...sheet.cssRules].map((rule) => rule.selectorText));
    for (const rule of rules || []) {
      const selector = rule.slice(0, rule.indexOf('{'));
      if (present.has(selector)) continue;
      present.add(selector);
      sheet.insertRule(rule, sheet.cssRules.length);
    }
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function logo(item) {
    const image = element('img', 'editor-logo');
    image.alt = '';
    image.width = 32;
    image.height = 32;
    if (item.logo) image.src = item.logo;
    else image.classList.add('editor-logo-none');
    return image;
  }

  function control(label, verb, item, extra) {
    const node = element('button', 'tool', label);
    node.type = 'button';
    node.dataset.verb = verb;
    node.dataset.widget = item.id;
    node.setAttribute('aria-label', label + ' ' + item.name + (extra || ''));
    return node;
  }

  function render() {
    // The lists are rebuilt (each second while a preview is being made): a control that had the
    // focus gets it back in its new copy, so a keyboard user is never thrown to the page's top.
    const focused = panel.contains(document.activeElement) ? document.activeElement : null;
    const again = focused && focused.dataset.verb ? `button[data-verb="${CSS.escape(focused.dataset.verb)}"][data-widget="${CSS.escape(focused.dataset.widget)}"]` : null;
    build();
    if (again && !panel.contains(focused)) {
      const copy = panel.querySelector(again);
      if (copy) copy.focus();
    }
  }

  function build() {
    const state = editor.state;
    const note = [state.keptIn ? 'Changes are kept in ' + state.keptIn + '.' : '', state.note || ''].join(' ').trim();
    $('editor-note').textContent = note;
    const shown = $('editor-shown');
    shown.replaceChildren();
    state.shown.forEach((item, index) => {
      const row = element('li', 'editor-row');
      row.dataset.widget = item.id;
      row.append(logo(item), element('span', 'editor-name', item.name));
      const up = control('Move up', 'move-up', item);
      const down = control('Move down', 'move-down', item);
      up.disabled = index === 0;
      down.disabled = index === state.shown.length - 1;
      row.append(up, down, control('Remove', 'remove', item, ' from the dashboard'));
      shown.append(row);
    });
    if (state.shown.length === 0) shown.append(element('li', 'editor-empty', 'No widget is on this dashboard yet.'));
    const gallery = $('editor-gallery');
    gallery.replaceChildren();
    for (const item of state.gallery) {
      const entry = element('li', 'editor-item');
      entry.dataset.widget = item.id;
      const heading = element('h4', 'editor-item-title');
      heading.append(logo(item), element('span', 'editor-name', item.name));
      entry.append(heading, element('p', 'editor-description', item.description));
      if (item.author) entry.append(element('p', 'editor-author', 'By ' + item.author));
      const abilities = element('ul', 'editor-abilities');
      abilities.setAttribute('aria-label', 'What ' + item.name + ' may do');
      for (const ability of item.abilities) abilities.append(element('li', '', ability));
      entry.append(abilities);
      const figure = element('figure', 'editor-preview');
      const caption = element('figcaption', '', 'Preview at ' + state.width + ' points, with the sample data');
      if (item.preview) {
        addRules(item.preview.css);
        const holder = element('div', 'editor-preview-card');
        holder.innerHTML = item.preview.html;
        // A picture of a card, not part of the page: its headings are not the page's outline
        // (a card's h2 under this entry's h4) and its controls are not in the tab order.
        for (const title of holder.querySelectorAll('h1, h2, h3, h4, h5, h6')) title.setAttribute('role', 'none');
        for (const target of holder.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')) {
          target.tabIndex = -1;
          target.setAttribute('aria-disabled', 'true');
        }
        figure.append(caption, holder);
      } else {
        figure.append(caption, element('p', 'editor-preview-none', item.previewProblem || 'The preview is being made…'));
      }
      entry.append(figure, control('Add', 'add', item, ' to the dashboard'));
      gallery.append(entry);
    }
    if (state.gallery.length === 0) {
      gallery.append(element('li', 'editor-empty', 'Every installed widget for this dashboard is on it. Install more with widgets install.'));
    }
  }

  async function load() {
    const response = await fetch('/api/editor', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error('the editor could not be read (' + response.status + ')');
    editor.state = await response.json();
    render();
    // A preview still being made: look again shortly, while the editor is open.
    if (!panel.hidden && editor.state.gallery.some((item) => !item.preview && !item.previewProblem)) {
      clearTimeout(editor.retry);
      editor.retry = setTimeout(() => { if (!panel.hidden) load().catch(() => {}); }, 1000);
    }
  }

  function nameOf(id) {
    const all = editor.state ? editor.state.shown.concat(editor.state.gallery) : [];
    const item = all.find((each) => each.id === id);
    return item ? item.name : id;
  }

  function focusAfter(id, verb) {
    // The same control of the same widget when it is still there and enabled, else the
    // row's next one, else the list itself: focus never falls back to the page's top.
    const row = panel.querySelector(`#editor-shown [data-widget="${CSS.escape(id)}"]`);
    const candidates = row ? [...row.querySelectorAll('button')] : [];
    const same = candidates.find((node) => node.dataset.verb === verb && !node.disabled);
    const other = candidates.find((node) => !node.disabled);
    const target = same || other || panel.querySelector('#editor-shown button, #editor-gallery button') || $('editor-close');
    target.focus();
  }

  async function edit(verb, id) {
    if (editor.busy) return;
    editor.busy = true;
    const name = nameOf(id);
    const path = verb === 'add' ? 'add' : verb === 'remove' ? 'remove' : 'move';
    const body = { id };
    if (verb === 'move-up') body.by = -1;
    if (verb === 'move-down') body.by = 1;
    try {
      const response = await fetch('/api/editor/' + path, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok || answer.outcome === 'refused' || answer.outcome === 'failed') {
        announce(answer.message || 'That did not work.');
        return;
      }
      await load();
      const index = editor.state.shown.findIndex((item) => item.id === id);
      const count = editor.state.shown.length;
      if (verb === 'add') announce(name + ' added to the dashboard, ' + (index + 1) + ' of ' + count + '.');
      else if (verb === 'remove') announce(name + ' removed from the dashboard.');
      else announce(name + ' moved ' + (verb === 'move-up' ? 'up' : 'down') + ', now ' + (index + 1) + ' of ' + count + '.');
      if (verb === 'remove' || verb === 'add') {
        const next = panel.querySelector('#editor-shown button:not([disabled])') || panel.querySelector('#editor-gallery button');
        (verb === 'add' ? (panel.querySelector(`#editor-shown [data-widget="${CSS.escape(id)}"] button:not([disabled])`) || next) : next || $('editor-close')).focus();
      } else {
        focusAfter(id, verb);
      }
    } catch (error) {
      announce('The edit could not be sent: ' + error.message);
    } finally {
      editor.busy = false;
    }
  }

  function open() {
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    load().then(() => {
      $('editor-title').setAttribute('tabindex', '-1');
      $('editor-title').focus();
      announce('Editing the dashboard: ' + editor.state.shown.length + ' widgets on it, ' + editor.state.gallery.length + ' to add.');
    }).catch((error) => announce(error.message));
  }

  function close() {
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    clearTimeout(editor.retry);
    button.focus();
  }

  button.addEventListener('click', () => (panel.hidden ? open() : close()));
  $('editor-close').addEventListener('click', close);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  });
  panel.addEventListener('click', (event) => {
    const target = event.target.closest('button[data-verb]');
    if (target && !target.disabled) edit(target.dataset.verb, target.dataset.widget);
  });

  // The logo on each card's header: an <img> beside the card, for widgets that have one.
  async function decorateCards() {
    if (!editor.state) {
      try { await load(); } catch (error) { return; }
    }
    const logos = new Map(editor.state.shown.concat(editor.state.gallery).filter((item) => item.logo).map((item) => [item.id, item.logo]));
    for (const holder of document.querySelectorAll('#cards .card-holder')) {
      const slot = holder.parentElement;
      const id = slot && slot.dataset.widget;
      if (!id || !logos.has(id) || slot.querySelector(':scope > img.card-logo')) continue;
      const image = element('img', 'card-logo');
      image.alt = '';
      image.src = logos.get(id);
      slot.insertBefore(image, holder);
    }
  }
  const cards = $('cards');
  if (cards) {
    new MutationObserver(() => { decorateCards(); }).observe(cards, { childList: true });
    decorateCards();
  }
})();
