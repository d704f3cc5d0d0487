import WidgetRendering

/// The page's HTML: a static shell the script fills in. No inline script or style, so the
/// server's CSP needs no exception; nothing from a widget is in it.
///
/// Every part is in a landmark: the toolbar (`header`, with the page's one `h1`), the cards
/// (`main`, with the host's messages, the one live region the page announces through, the
/// hidden cards and the status line), the inspector (`aside`); the dialog is a modal of its
/// own. Sections of the page are `h2`, the inspector's parts `h3`; a card's headings start
/// at `h2`, a dialog's title is its `h2`.
enum PageShell {
    /// The shell, starting in `appearance` (the viewer's own choice, kept by the browser, wins).
    static func html(appearance: Appearance, logLink: Bool, editor: Bool = false) -> String {
        let log =
            logLink
            ? "<a class=\"tool-link\" href=\"/log\" download>Download the log</a>"
            : ""
        return """
            <!DOCTYPE html>
            <html lang="en" data-appearance="\(appearance.rawValue)" data-default-appearance="\(appearance.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Dashboard</title>
            <link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
            <link rel="stylesheet" href="/static/cells.css">
            <link rel="stylesheet" href="/static/theme.css">
            <link rel="stylesheet" href="/static/page.css">
            <script src="/static/page.js" defer></script>
            \(editor ? EditorShell.head : "")
            </head>
            <body>
            <a class="skip-link" href="#cards">Skip to the cards</a>
            <header class="toolbar">
            <h1 id="title" class="page-title">Dashboard</h1>
            <fieldset class="switch" id="widths" aria-describedby="width-note"><legend>Width</legend>
            <label><input type="radio" name="width" value="320"> 320</label>
            <label><input type="radio" name="width" value="375"> 375</label>
            <label><input type="radio" name="width" value="400"> 400</label>
            <span id="width-note" class="width-note"></span>
            </fieldset>
            <fieldset class="switch" id="appearance"><legend>Theme</legend>
            <label><input type="radio" name="appearance" value="light"> Light</label>
            <label><input type="radio" name="appearance" value="dark"> Dark</label>
            <label><input type="radio" name="appearance" value="auto"> Auto</label>
            </fieldset>
            \(log)
            \(editor ? EditorShell.toolbarButton : "")
            </header>
            <div class="layout">
            <main id="main" class="main">
            <p id="connection" class="connection" hidden></p>
            <p id="message" class="message" hidden></p>
            <div id="announcer" class="visually-hidden" role="status" aria-live="polite"></div>
            <section id="cards" class="column" aria-label="Cards" aria-busy="true" tabindex="-1"></section>
            <section id="hidden-cards" class="hidden-cards" aria-labelledby="hidden-title" hidden>
            <h2 id="hidden-title">Hidden cards</h2><ul id="hidden-list"></ul></section>
            <p id="status-line" class="status-line"></p>
            \(editor ? EditorShell.panel : "")
            </main>
            <aside id="inspector" class="inspector" aria-labelledby="inspector-title" hidden>
            <header class="inspector-header"><h2 id="inspector-title">Inspector</h2>
            <button type="button" id="inspector-close" class="tool">Close</button></header>
            <p id="inspector-status" class="inspector-status"></p>
            <div class="inspector-tools" role="group" aria-label="Widget process">
            <button type="button" class="tool" data-verb="reload">Reload</button>
            <button type="button" class="tool" data-verb="restart">Restart</button>
            <button type="button" class="tool" data-verb="retry">Retry</button>
            <button type="button" class="tool" data-verb="stop">Stop</button>
            <button type="button" class="tool" data-verb="start">Start</button>
            </div>
            <dl id="inspector-facts" class="inspector-facts"></dl>
            <section aria-labelledby="cost-title"><h3 id="cost-title">Cost, last minute</h3>
            <p id="cost-text" class="cost-text">Sampling…</p>
            <svg id="cost-chart" class="cost-chart" viewBox="0 0 300 60" role="img" aria-label="CPU and memory over the last minute">
            <polyline id="cost-cpu" class="cost-cpu" points=""></polyline><polyline id="cost-rss" class="cost-rss" points=""></polyline>
            </svg></section>
            <section aria-labelledby="restarts-title"><h3 id="restarts-title">Restarts</h3><ol id="restart-log" class="restart-log"></ol></section>
            <section aria-labelledby="sandbox-title"><h3 id="sandbox-title">Sandbox</h3><dl id="sandbox" class="inspector-facts"></dl></section>
            <section aria-labelledby="stderr-title"><h3 id="stderr-title">stderr</h3><pre id="stderr" class="stderr"></pre></section>
            <section aria-labelledby="trace-title"><h3 id="trace-title">RPC trace</h3>
            <div class="trace-wrapper"><table class="trace"><thead><tr><th scope="col">Time</th><th scope="col">Dir</th><th scope="col">Method or event</th>\
            <th scope="col">ms</th><th scope="col">Error</th></tr></thead><tbody id="trace"></tbody></table></div>
            <pre id="trace-detail" class="trace-detail" tabindex="-1" hidden></pre></section>
            \(logLink ? "<p><a href=\"/log\" download>Download the run's log</a></p>" : "")
            </aside>
            </div>
            <dialog id="dialog" class="live-dialog"></dialog>
            </body>
            </html>

            """
    }

    /// The theme's rules with the light colours on `:root`, and the dark ones wherever the
    /// page says dark (`data-appearance`), or says auto and the viewer prefers dark.
    static func themeStylesheet(_ theme: Theme) -> String {
        let dark = "color-scheme:dark;" + theme.colourProperties(dark: true)
        return theme.stylesheet(appearance: .light) + ":root[data-appearance=\"dark\"]{" + dark + "}\n"
            + "@media (prefers-color-scheme: dark){:root[data-appearance=\"auto\"]{" + dark + "}}\n"
    }
}
