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
    /// What a card says when its tree has nothing this host draws and no `fallbackText`.
    static let noContentText = "This card cannot be shown here."

    /// The page for `frames` (typically the same dashboard at 320, 375 and 400 points),
    /// followed by a dialog section for each controller presented in any frame and each
    /// one in `controllers`, each saying which widget it is from: the same controller of one
    /// widget is drawn once, identical controllers of two widgets once each.
    public static func render(frames: [DashboardFrame], controllers: [PresentedController] = [], context: RenderContext) -> String {
        let title = frames.first.map { HTMLEscape.text($0.title) } ?? "Dashboard"
        var styles = HTMLStyleRules()
        // Every part in a landmark, one h1; each column is a section under an h2, its cards'
        // headings below it; the controllers' section an h2, each dialog's title an h3.
        var body = "<header class=\"page-header\"><h1 class=\"page-title\">" + title + "</h1></header>\n<main>\n"
        body += "<div class=\"dashboards\">\n"
        // The title is said once, above the columns; a column repeats it only if it differs.
        for frame in frames { body += dashboard(frame, pageTitle: frames.first?.title, styles: &styles, context: context) }
        body += "</div>\n"
        var all: [PresentedController] = []
        for presented in frames.flatMap(\.presented) + controllers where !all.contains(presented) {
            all.append(presented)
        }
        if !all.isEmpty {
            body += "<section class=\"dialogs\" aria-labelledby=\"controllers-title\">\n"
            body += "<h2 class=\"dialogs-title\" id=\"controllers-title\">Controllers</h2>\n"
            for presented in all {
                let shown = dialog(presented.controller, widgetID: presented.widgetID, headingLevel: 3, styles: &styles, context: context)
                body += shown.html + "\n"
            }
            body += "</section>\n"
        }
        body += "</main>\n"
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<link rel=\"icon\" href=\"" + Favicon.dataURL + "\">\n"
        // The cells' own sizes and colours first: see HTMLStyleRules for why before the theme.
        let cellRules = styles.rules.isEmpty ? "" : styles.rules.joined(separator: "\n") + "\n"
        page +=
            "<title>" + title + "</title>\n<style>\n" + cellRules + context.theme.stylesheet(appearance: context.appearance)
            + "</style>\n</head>\n<body>\n"
        return page + body + "</body>\n</html>\n"
    }

    /// `frame` drawn once per width in `widths` (points), side by side.
    public static func render(
        frame: DashboardFrame, widths: [Double] = Limits.cellWidths, controllers: [PresentedController] = [], context: RenderContext
    ) -> String {
        render(
            frames: widths.map {
                var copy = frame; copy.width = $0; return copy
            }, controllers: controllers, context: context)
    }

    /// One card as an `<article>` element (no page around it), with its style rules. With
    /// `interactive`, for a live page: its buttons, toggles and tappable nodes are enabled
    /// (``HTMLFragment/actions``) and the card itself is focusable. The cell's first heading
    /// is an `h<headingLevel>` (2 for a page whose only `h1` is its title), the others follow
    /// it without skipping a level. `width`: the points the cell was laid out for, which sizes a
    /// card that fits its content (``CardFrame/fitsContent``) to its measure; without it such a
    /// card is as tall as the browser lays its content out.
    public static func renderCard(
        _ card: CardFrame, selected: Bool = false, interactive: Bool = false, headingLevel: Int = 2, width: Double? = nil,
        context: RenderContext
    )
        -> HTMLFragment
    {
        var writer = HTMLWriter(context: context, interactive: interactive)
        writer.headingBase = min(6, max(2, headingLevel))
        let html = renderCard(card, selected: selected, width: width, writer: &writer)
        return HTMLFragment(html: html, styleRules: writer.styles.rules, actions: writer.actions)
    }

    static func renderCard(_ card: CardFrame, selected: Bool, width: Double?, writer: inout HTMLWriter) -> String {
        writer.lastHeading = nil
        writer.repeatedTitles = card.cell.map { ButtonNames.repeatedTitles(in: $0.content) } ?? []
        var html = ""
        let status: (String, String)?
        switch card.status {
        case .ready, .hidden: status = nil
        case .starting: status = ("starting", "… starting")
        case .restarting(let seconds): status = ("restarting", seconds > 0 ? "↻ restarting in \(seconds) s" : "↻ restarting")
        case .stale(let asOf): status = ("stale", "out of date · as of " + asOf)
        case .failed: status = ("failed", "⚠ failed to start")
        case .rejected: status = ("rejected", "⚠ rejected")
        case .unanswered: status = ("unanswered", "⚠ not answering")
        case .quarantined: status = ("quarantined", "⚠ quarantined")
        case .stopping: status = ("stopping", "… stopping")
        case .stopped: status = ("stopped", "■ stopped")
        }
        // Why, in the card body where it can wrap (never cut in the status pill).
        let reason: String? =
            switch card.status {
            case .failed(let text), .quarantined(let text), .stopped(let text): text
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
        let asked = card.fitsContent ? nil : card.height.flatMap { $0.isFinite && $0 > 0 ? min(max($0, 1), 4000) : nil }
        let height = asked.map { CSSNumber.format($0, range: 1...4000) }
        if card.cell == nil, let reason {
            // Broken before any good cell: the cause takes the skeleton's place (a broken widget
            // never looks like one still loading), at least as tall as asked and never cut.
            let content = HTMLWriter.Attributes(
                classes: ["card-content", "broken"], styles: height.map { ["min-height:" + $0 + "px"] } ?? [])
            html += "<div" + writer.rendered(content) + ">"
            html += "<p class=\"card-widget-id\">" + HTMLEscape.text(card.widgetID) + "</p>"
            html += "<p class=\"card-reason\">" + HTMLEscape.text(reason) + "</p></div>"
        } else if card.fitsContent, let cell = card.cell {
            // Sized to its content: at least its measure, and never clipped (a browser whose
            // text is wider than the metrics grows it rather than cutting it).
            let measured = width.map { ContentHeight.measure(cell, width: $0, context: writer.context) }
            let content = HTMLWriter.Attributes(
                classes: ["card-content", "fit"],
                styles: measured.map { ["min-height:" + CSSNumber.format($0, range: 1...4000) + "px"] } ?? [])
            html += "<div" + writer.rendered(content) + ">" + cellTree(cell, writer: &writer) + "</div>"
            if let reason { html += "<p class=\"card-reason\">" + HTMLEscape.text(reason) + "</p>" }
        } else {
            html += cellContent(card.cell, widgetID: card.widgetID, height: asked, width: width, writer: &writer)
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
    /// clipped under a fade with "…". Whether it fits is known here, from the content's measure
    /// at the card's `width` (which a browser test holds to Chromium's layout), so content that
    /// fits to the last point is never faded and no script measures anything. Only without a
    /// width is the marker drawn for a browser to reveal: a cover that follows the content
    /// hides it while the content is at least a marker's height short of the box.
    static func cellContent(_ cell: Cell?, widgetID: String, height: Double?, width: Double?, writer: inout HTMLWriter) -> String {
        var html =
            height.map {
                let css = CSSNumber.format($0, range: 1...4000)
                let box = HTMLWriter.Attributes(classes: ["card-content", "sized"], styles: ["height:" + css + "px"])
                return "<div" + writer.rendered(box) + "><div class=\"cell-flow\">"
            }
            ?? "<div class=\"card-content\">"
        if let cell {
            html += cellTree(cell, writer: &writer)
        } else {
            html += "<p class=\"card-widget-id\">" + HTMLEscape.text(widgetID) + "</p>"
            html +=
                """
                <div class=\"placeholder kind-text pad-m\" aria-hidden=\"true\"><span class=\"placeholder-line\"></span><span \
                class=\"placeholder-line\"></span></div>
                """
        }
        if let height {
            let marker = "<span class=\"clip-marker\" aria-hidden=\"true\">…</span>"
            switch (cell, width) {
            case (let cell?, let width?):
                // Over half a point too tall is what a page shows cut (as ContentHeight.needed rounds).
                let clipped = ContentHeight.measure(cell, width: width, context: writer.context) > height + 0.5
                html += "</div>" + (clipped ? marker : "")
            case (nil, _):
                html += "</div>"  // the skeleton is drawn to fit
            case (_?, nil):
                html += "<span class=\"clip-cover\" aria-hidden=\"true\"></span></div>" + marker
            }
        }
        return html + "</div>"
    }

    /// The cell's tree, or its fallback text when nothing in it is drawable here.
    static func cellTree(_ cell: Cell, writer: inout HTMLWriter) -> String {
        if TerminalLayout.resolved(cell.content) == nil {
            let fallback = cell.fallbackText.map(UntrustedText.clean).flatMap { $0.isEmpty ? nil : $0 }
            return "<p class=\"text style-body pad-m fallback\">" + HTMLEscape.text(fallback ?? noContentText) + "</p>"
        }
        writer.out = ""
        writer.node(cell.content)
        return writer.out
    }

    static func dashboard(_ frame: DashboardFrame, pageTitle: String? = nil, styles: inout HTMLStyleRules, context: RenderContext) -> String
    {
        let width = CSSNumber.format(frame.width, range: 200...1200)
        let column = styles.className(for: ["width:" + width + "px"])
        var html = "<section class=\"dashboard " + column + "\" aria-label=\"" + width + " points\">\n"
        html += "<h2 class=\"dashboard-heading\"><span class=\"dashboard-width\">" + width + " pt</span>"
        if frame.title != pageTitle { html += " <span class=\"dashboard-title\">" + HTMLEscape.text(frame.title) + "</span>" }
        html += "</h2>\n"
        var writer = HTMLWriter(context: context)
        writer.styles = styles
        writer.headingBase = 3
        for (index, card) in frame.cards.enumerated() where card.status != .hidden {
            html += renderCard(card, selected: index == frame.selectedIndex, width: frame.width, writer: &writer) + "\n"
        }
        styles = writer.styles
        let status = frame.statusSummary
        if !status.isEmpty { html += "<p class=\"status-line\">" + HTMLEscape.text(status) + "</p>\n" }
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
    /// controls (``HTMLFragment/actions``) are enabled. Its title is an `h<headingLevel>`
    /// (`dialog-title`), the content's headings below it.
    public static func renderDialog(
        _ controller: WidgetController, interactive: Bool = false, headingLevel: Int = 2, context: RenderContext
    ) -> HTMLFragment {
        var styles = HTMLStyleRules()
        return dialog(controller, interactive: interactive, headingLevel: headingLevel, styles: &styles, context: context)
    }

    /// `widgetID`: the widget it is from, said above it (the page of several widgets' dialogs).
    static func dialog(
        _ controller: WidgetController, widgetID: String? = nil, interactive: Bool = false, headingLevel: Int = 2,
        styles: inout HTMLStyleRules,
        context: RenderContext
    ) -> HTMLFragment {
        let level = min(5, max(2, headingLevel))
        let kind = controller.presentation.rawValue
        let width = styles.className(for: ["width:" + CSSNumber.format(dialogWidth(controller)) + "px"])
        var html = "<section class=\"dialog " + kind + " " + width + "\" aria-label=\"" + HTMLEscape.text(controller.title) + "\">"
        let from = widgetID.map { " · <span class=\"dialog-widget\">from " + HTMLEscape.text($0) + "</span>" } ?? ""
        html += "<p class=\"dialog-kind\">" + kind + from + "</p>"
        html += "<header class=\"dialog-header\"><div class=\"dialog-buttons leading\">"
        let disabled = interactive ? "" : " disabled=\"disabled\""
        if controller.presentation == .push {
            html += "<button class=\"header-button back\" type=\"button\"" + disabled + ">‹ Back</button>"
        }
        html += headerButtons(controller.leftButtons, disabled: disabled)
        html +=
            "</div><h\(level) class=\"dialog-title\">" + HTMLEscape.text(controller.title)
            + "</h\(level)><div class=\"dialog-buttons trailing\">"
        html += headerButtons(controller.rightButtons, disabled: disabled)
        html += "</div></header><div class=\"dialog-content\">"
        var writer = HTMLWriter(context: context, interactive: interactive)
        writer.styles = styles
        writer.headingBase = level + 1
        writer.repeatedTitles = ButtonNames.repeatedTitles(in: controller.content)
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
