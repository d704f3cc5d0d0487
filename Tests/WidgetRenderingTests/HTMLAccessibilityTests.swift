import Foundation
import Testing
import WidgetProtocol

@testable import WidgetRendering

/// The HTML a cell becomes, for assistive technology: heading levels that never skip one
/// whatever text styles a widget picks, labels only where ARIA allows a name, and repeated
/// button titles named with their row. (axe-core and the Nu HTML Checker hold the whole pages
/// to the same in `PageAccessibilityTests`.)
@Suite struct HTMLAccessibilityTests {
    static func card(_ content: String) throws -> String {
        let cell = try Samples.decodeCell(#"{"type": "cell", "version": "1.0", "content": "# + content + #"}"#)
        return HTMLRenderer.renderCard(CardFrame(widgetID: "w", cell: cell), interactive: true, context: Samples.context()).html
    }

    static func levels(_ html: String) -> [Int] {
        html.matches(of: /<h([1-6])[ >]/).compactMap { Int($0.output.1) }
    }

    static func text(_ style: String, _ words: String) -> String {
        #"{"type": "text", "text": "\#(words)", "style": "\#(style)"}"#
    }

    @Test func headingsStartAtTheCardsLevelAndNeverSkipOne() throws {
        // A headline first (as most cards begin), then larger and smaller styles.
        let html = try Self.card(
            #"{"type": "vstack", "children": [\#(Self.text("headline", "LH 778")), \#(Self.text("title2", "Gate B44")), "#
                + #"\#(Self.text("headline", "Boarding")), \#(Self.text("headline", "Seat")), \#(Self.text("largeTitle", "08:25"))]}"#)
        let levels = Self.levels(html)
        #expect(levels == [2, 2, 3, 3, 2], "\(html)")
        for (previous, next) in zip(levels, levels.dropFirst()) { #expect(next <= previous + 1) }
        #expect(html.contains("class=\"text style-headline\">LH 778"), "the style's look stays its class")

        let static_ = HTMLRenderer.render(
            frames: [
                DashboardFrame(
                    title: "T", width: 375,
                    cards: [
                        CardFrame(
                            widgetID: "w",
                            cell: try Samples.decodeCell(
                                #"{"type": "cell", "version": "1.0", "content": \#(Self.text("headline", "LH 778"))}"#))
                    ])
            ],
            context: Samples.context())
        #expect(Self.levels(static_) == [1, 2, 3], "the page's h1, the column's h2, the card's first heading")
    }

    @Test func aLabelGoesWhereARIAAllowsAName() throws {
        let html = try Self.card(
            #"{"type": "vstack", "accessibilityLabel": "Flight", "children": ["#
                + #"{"type": "text", "text": "LHR", "accessibilityLabel": "London Heathrow"},"#
                + #"{"type": "dateText", "date": "2026-11-03T08:25:00Z", "style": "time", "accessibilityLabel": "Departs at 08:25"},"#
                + #"{"type": "badge", "text": "On time", "accessibilityLabel": "Status: on time"},"#
                + #"{"type": "image", "source": {"symbol": "airplane"}, "label": "Plane", "accessibilityLabel": "Aircraft"}]}"#)
        #expect(html.contains("role=\"group\" aria-label=\"Flight\""), "a labelled stack is a named group: \(html)")
        for label in ["London Heathrow", "Departs at 08:25", "Status: on time"] {
            #expect(html.contains("<span class=\"visually-hidden\">\(label)</span><span aria-hidden=\"true\">"), "\(label): \(html)")
        }
        #expect(html.matches(of: /<(p|span|time|div)[^>]*aria-label/).allSatisfy { $0.output.0.contains("role=") }, "\(html)")
        #expect(html.contains("role=\"img\" aria-label=\"Aircraft\"") && !html.contains("aria-label=\"Plane\""), "one name, the label's")
        #expect(html.matches(of: /aria-label=/).count == 2, "no element named twice: \(html)")
    }

    @Test func repeatedButtonTitlesAreNamedWithTheirRow() throws {
        func row(_ item: String) -> String {
            #"{"type": "hstack", "children": [{"type": "text", "text": "\#(item)"}, {"type": "spacer"}, "#
                + #"{"type": "button", "title": "Done", "action": {"type": "invoke", "id": "done:\#(item)"}}]}"#
        }
        let html = try Self.card(
            #"{"type": "vstack", "children": [\#(row("Passport")), \#(row("Adapter")), "#
                + #"{"type": "button", "title": "Reset", "action": {"type": "invoke", "id": "reset"}},"#
                + #"{"type": "hstack", "children": [{"type": "text", "text": "Mine"}, "#
                + #"{"type": "button", "title": "Done", "accessibilityLabel": "Mark mine done", "action": {"type": "invoke", "id": "x"}}]}]}"#
        )
        #expect(html.contains("aria-label=\"Done: Passport\"") && html.contains("aria-label=\"Done: Adapter\""), "\(html)")
        #expect(html.contains("aria-label=\"Mark mine done\""), "the widget's own label wins")
        #expect(!html.contains("aria-label=\"Reset"), "a title said once needs no context")
    }
}
