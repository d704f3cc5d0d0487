import WidgetProtocol

/// Draws dashboards as one self-contained HTML page: inline CSS from the ``Theme``, no
/// script, no network (a Content-Security-Policy forbids both, and `url` images are drawn as
/// labelled boxes), the columns side by side, then every controller as a dialog section. Or
/// draws one card or dialog as an ``HTMLFragment`` for a live page (`widgets serve`), whose
/// controls then work.
///
/// Widget text is escaped (`& < > " '`) after ``UntrustedText`` cleaning; links keep only
/// `http(s)` URLs (``SafeURL/link(_:)``), images only validated `data:image/…;base64` payloads
/// (``SafeURL/imageData(_:)``); anything else renders inert. No element has a `style`
/// attribute: sizes and colours given as numbers are `st-…` classes whose rules come with the
/// output (``HTMLFragment/styleRules``; the page's stylesheet), so a page can keep a CSP
/// without `'unsafe-inline'`. Output is deterministic, one card or dialog per line, so it can
/// be compared with a golden file as is.
public enum HTMLRenderer {
    /// The page for `frames` (typically the same dashboard at 320, 375 and 400 points),
    /// followed by a dialog section for each controller presented in any frame and each
    /// one in `controllers` (duplicates drawn once).
    public static func render(frames: [DashboardFrame], controllers: [WidgetController] = [], context: RenderContext) -> String {
        let title = frames.first.map { HTMLEscape.text($0.title) } ?? "Dashboard"
        var styles = HTMLStyleRules()
        var body = "<h1 class=\"page-title\">" + title + "</h1>\n<main class=\"dashboards\">\n"
        // The title is said once, above the columns; a column repeats it only if it differs.
        for frame in frames { body += dashboard(frame, pageTitle: frames.first?.title, styles: &styles, context: context) }
        body += "</main>\n"
        var all: [WidgetController] = []
        for controller in frames.flatMap({ $0.presented.map(\.controller) }) + controllers where !all.contains(controller) {
            all.append(controller)
        }
        if !all.isEmpty {
            body += "<section class=\"dialogs\">\n<h2 class=\"dialogs-title\">Controllers</h2>\n"
            for controller in all { body += dialog(controller, styles: &styles, context: context).html + "\n" }
            body += "</section>\n"
        }
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        // The cells' own sizes and colours first: see HTMLStyleRules for why before the theme.
        let cellRules = styles.rules.isEmpty ? "" : styles.rules.joined(separator: "\n") + "\n"
        page +=
            "<title>" + title + "</title>\n<style>\n" + cellRules + context.theme.stylesheet(appearance: context.appearance)
            + "</style>\n</head>\n<body>\n"
        return page + body + "</body>\n</html>\n"
    }

    /// `frame` drawn once per width in `widths` (points), side by side.
    public static func render(
        frame: DashboardFrame, widths: [Double] = Limits.cellWidths, controllers: [WidgetController] = [], context: RenderContext
    ) -> String {
        render(
            frames: widths.map {
                var copy = frame; copy.width = $0; return copy
            }, controllers: controllers, context: context)
    }

    /// One card as an `<article>` element (no page around it), with its style rules. With
    /// `interactive`, for a live page: its buttons, toggles and tappable nodes are enabled
    /// (``HTMLFragment/actions``) and the card itself is focusable.
    public static func renderCard(
        _ card: CardFrame, selected: Bool = false, interactive: Bool = false, context: RenderContext
    )
        -> HTMLFragment
    {
        var writer = HTMLWriter(context: context, interactive: interactive)
        let html = renderCard(card, selected: selected, writer: &writer)
        return HTMLFragment(html: html, styleRules: writer.styles.rules, actions: writer.actions)
    }

    static func renderCard(_ card: CardFrame, selected: Bool, writer: inout HTMLWriter) -> String {
        var html = ""
        let status: (String, String)?
        switch card.status {
        case .ready, .hidden: status = nil
        case .starting: status = ("starting", "… starting")
        case .restarting(let seconds): status = ("restarting", "↻ restarting in \(max(0, seconds)) s")
        case .stale(let asOf): status = ("stale", "out of date · as of " + asOf)
        case .failed: status = ("failed", "⚠ failed to start")
        case .rejected: status = ("rejected", "⚠ rejected")
        case .unanswered: status = ("unanswered", "⚠ not answering")
        case .quarantined: status = ("quarantined", "⚠ quarantined")
        }
        // Why, in the card body where it can wrap (never cut in the status pill).
        let reason: String? =
            switch card.status {
            case .failed(let text), .quarantined(let text): text
            case .rejected(let text): "Its cell was rejected: " + text
            case .unanswered(let text): "It has not answered for its card: " + text
            default: nil
            }
        var classes = ["card"]
        if let status { classes.append(status.0) }
        if selected { classes.append("selected") }
        var attributes = HTMLWriter.Attributes(classes: classes)
        if let cell = card.cell {
            let background = cell.background ?? .background
            writer.colour(background, prefix: "bg", property: "background-color", into: &attributes)
            // The clipping marker and its cover are painted in the card's own background.
            if let hex = HexColor.canonical(background.rawValue) { attributes.styles.append("--card-bg:" + hex) }
            if let label = cell.accessibilityLabel { attributes.extra.append(("aria-label", HTMLEscape.text(label))) }
            if let tap = cell.tap { attributes.extra.append(("data-tap", HTMLWriter.actionKind(tap))) }
        }
        attributes.extra.append(("data-widget", HTMLEscape.text(card.widgetID)))
        if writer.interactive { attributes.extra.append(("tabindex", "0")) }
        html += "<article" + writer.rendered(attributes) + ">"
        if let status { html += "<p class=\"card-status " + status.0 + "\">" + HTMLEscape.text(status.1) + "</p>" }
        let height = card.height.flatMap { $0.isFinite && $0 > 0 ? CSSNumber.format($0, range: 1...4000) : nil }
        if card.cell == nil, let reason {
            // Broken before any good cell: the cause takes the skeleton's place (a broken widget
            // never looks like one still loading), at least as tall as asked and never cut.
            let content = HTMLWriter.Attributes(
                classes: ["card-content", "broken"], styles: height.map { ["min-height:" + $0 + "px"] } ?? [])
            html += "<div" + writer.rendered(content) + ">"
            html += "<p class=\"card-widget-id\">" + HTMLEscape.text(card.widgetID) + "</p>"
            html += "<p class=\"card-reason\">" + HTMLEscape.text(reason) + "</p></div>"
        } else {
            html += cellContent(card.cell, widgetID: card.widgetID, height: height, writer: &writer)
            if let reason { html += "<p class=\"card-reason\">" + HTMLEscape.text(reason) + "</p>" }
        }
        if let title = card.pendingPresentation {
            html += "<p class=\"card-notice\">wants to show \u{201C}" + HTMLEscape.text(UntrustedText.clean(title)) + "\u{201D}</p>"
        }
        html += "</article>"
        return html
    }

    /// The card's content box: the cell, its fallback text, or a skeleton while none arrived.
    /// With a `height` (px = pt) the box is exactly that tall: content that does not fit is
    /// clipped under a fade with "…"; a cover that follows the content hides that marker
    /// whenever the content fits, so no script has to measure anything.
    static func cellContent(_ cell: Cell?, widgetID: String, height: String?, writer: inout HTMLWriter) -> String {
        var html =
            height.map {
                "<div" + writer.rendered(HTMLWriter.Attributes(classes: ["card-content", "sized"], styles: ["height:" + $0 + "px"]))
                    + "><div class=\"cell-flow\">"
            }
            ?? "<div class=\"card-content\">"
        if let cell {
            if TerminalLayout.resolved(cell.content) == nil {
                let fallback = cell.fallbackText.map(UntrustedText.clean).flatMap { $0.isEmpty ? nil : $0 }
                html += "<p class=\"text pad-m fallback\">" + HTMLEscape.text(fallback ?? "This card cannot be shown here.") + "</p>"
            } else {
                writer.out = ""
                writer.node(cell.content)
                html += writer.out
            }
        } else {
            html += "<p class=\"card-widget-id\">" + HTMLEscape.text(widgetID) + "</p>"
            html +=
                """
                <div class=\"placeholder kind-text pad-m\" aria-hidden=\"true\"><span class=\"placeholder-line\"></span><span \
                class=\"placeholder-line\"></span></div>
                """
        }
        if height != nil {
            html += "<span class=\"clip-cover\" aria-hidden=\"true\"></span></div><span class=\"clip-marker\" aria-hidden=\"true\">…</span>"
        }
        return html + "</div>"
    }

    static func dashboard(_ frame: DashboardFrame, pageTitle: String? = nil, styles: inout HTMLStyleRules, context: RenderContext) -> String
    {
        let width = CSSNumber.format(frame.width, range: 200...1200)
        let column = styles.className(for: ["width:" + width + "px"])
        var html = "<section class=\"dashboard " + column + "\" aria-label=\"" + width + " points\">\n"
        html += "<p class=\"dashboard-width\">" + width + " pt</p>\n"
        if frame.title != pageTitle { html += "<h2 class=\"dashboard-title\">" + HTMLEscape.text(frame.title) + "</h2>\n" }
        var writer = HTMLWriter(context: context)
        writer.styles = styles
        for (index, card) in frame.cards.enumerated() where card.status != .hidden {
            html += renderCard(card, selected: index == frame.selectedIndex, writer: &writer) + "\n"
        }
        styles = writer.styles
        if !frame.statusLine.isEmpty { html += "<p class=\"status-line\">" + HTMLEscape.text(frame.statusLine) + "</p>\n" }
        html += "</section>\n"
        return html
    }

    /// Dialog width in px: popups by their compact preferred width (small 320, medium 420,
    /// large 540, or points), push and modal at 375.
    static func dialogWidth(_ controller: WidgetController) -> Double {
        guard controller.presentation == .popup else { return 375 }
        switch controller.preferredWidth?.compact ?? .medium {
        case .small: return 320
        case .medium: return 420
        case .large: return 540
        case .points(let p): return p.isFinite ? min(800, max(200, p)) : 420
        }
    }

    /// A controller as a dialog `<section>` (no page around it), with its style rules. With
    /// `interactive`, for a live page: Back, the header buttons (`data-id`) and the content's
    /// controls (``HTMLFragment/actions``) are enabled.
    public static func renderDialog(_ controller: WidgetController, interactive: Bool = false, context: RenderContext) -> HTMLFragment {
        var styles = HTMLStyleRules()
        return dialog(controller, interactive: interactive, styles: &styles, context: context)
    }

    static func dialog(
        _ controller: WidgetController, interactive: Bool = false, styles: inout HTMLStyleRules, context: RenderContext
    ) -> HTMLFragment {
        let kind = controller.presentation.rawValue
        let width = styles.className(for: ["width:" + CSSNumber.format(dialogWidth(controller)) + "px"])
        var html = "<section class=\"dialog " + kind + " " + width + "\" aria-label=\"" + HTMLEscape.text(controller.title) + "\">"
        html += "<p class=\"dialog-kind\">" + kind + "</p>"
        html += "<header class=\"dialog-header\"><div class=\"dialog-buttons leading\">"
        let disabled = interactive ? "" : " disabled=\"disabled\""
        if controller.presentation == .push {
            html += "<button class=\"header-button back\" type=\"button\"" + disabled + ">‹ Back</button>"
        }
        html += headerButtons(controller.leftButtons, disabled: disabled)
        html += "</div><h3 class=\"dialog-title\">" + HTMLEscape.text(controller.title) + "</h3><div class=\"dialog-buttons trailing\">"
        html += headerButtons(controller.rightButtons, disabled: disabled)
        html += "</div></header><div class=\"dialog-content\">"
        var writer = HTMLWriter(context: context, interactive: interactive)
        writer.styles = styles
        writer.node(controller.content)
        html += writer.out + "</div></section>"
        styles = writer.styles
        return HTMLFragment(html: html, styleRules: writer.styles.rules, actions: writer.actions)
    }

    static func headerButtons(_ buttons: [HeaderButton]?, disabled: String) -> String {
        (buttons ?? []).map { button in
            let role = (button.role ?? .default).rawValue
            var html =
                "<button class=\"header-button role-" + role + "\" type=\"button\"" + disabled + " data-id=\""
                + HTMLEscape.text(button.id) + "\">"
            if let symbol = button.systemImage, let glyph = SymbolGlyphs.glyph(for: symbol, unicode: true) {
                html += "<span class=\"icon\" aria-hidden=\"true\">" + HTMLEscape.escape(String(glyph)) + "</span> "
            }
            return html + HTMLEscape.text(button.title) + "</button>"
        }.joined()
    }
}
