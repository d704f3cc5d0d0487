import Foundation
import Testing
import WidgetProtocol
import WidgetRendering

/// Issue 27: three similar cards could not be told apart. The status is one entry per widget
/// (hidden ones too), cards can carry their widget's id, and every controller of the HTML page
/// says which widget it is from.
@Suite struct WidgetAttributionTests {
    static let entries = [
        WidgetStatusLine(widgetID: "flight-go", status: "ready"),
        WidgetStatusLine(widgetID: "flight-rust", status: "hidden by the widget", detail: "it answered canBeDisplayed: false"),
        WidgetStatusLine(widgetID: "flight-ruby-with-a-long-name", status: "restarting in 2 s (1 restart)"),
    ]

    static func frame(labelled: Bool = false) throws -> DashboardFrame {
        var frame = DashboardFrame(
            title: "Flights", width: 320,
            cards: [
                CardFrame(widgetID: "flight-go", cell: try Samples.trip),
                CardFrame(widgetID: "flight-rust", status: .hidden, cell: try Samples.trip),
                CardFrame(widgetID: "flight-ruby-with-a-long-name", status: .restarting(secondsRemaining: 2), cell: try Samples.trip),
            ],
            widgetStatuses: entries, statusLine: "Opened https://example.com")
        frame.labelsCards = labelled
        return frame
    }

    @Test func theTerminalListsEveryWidgetOnALineOfItsOwnNeverCut() throws {
        let lines = TerminalRenderer.render(try Self.frame(), context: Samples.context()).split(separator: "\n").map(String.init)
        let width = TerminalRenderer.columns(forPoints: 320)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == width })
        let list = lines.suffix(10).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        // The id column is half the width at most (20 of 40 columns); the status wraps under itself.
        #expect(
            list == [
                "",
                "flight-go             ready",
                "flight-rust           hidden by the",
                "                      widget (it",
                "                      answered",
                "                      canBeDisplayed:",
                "                      false)",
                "flight-ruby-with-a-…  restarting in 2 s",
                "                      (1 restart)",
                "Opened https://example.com",
            ], "\(lines.joined(separator: "\n"))")
    }

    @Test func labelledCardsCarryTheirWidgetsIDInTheBottomBorder() throws {
        let plain = TerminalRenderer.render(try Self.frame(), context: Samples.context())
        let labelled = TerminalRenderer.render(try Self.frame(labelled: true), context: Samples.context())
        let borders = labelled.split(separator: "\n").filter { $0.hasPrefix("╰") }.map(String.init)
        #expect(borders.count == 2, "two cards drawn: the hidden one is only listed")
        #expect(borders.first == "╰" + String(repeating: "─", count: 26) + " flight-go ─╯")
        #expect(borders.last?.contains(" flight-ruby-with-a-… ─╯") == true, "\(labelled)")
        #expect(borders.allSatisfy { DisplayWidth.of($0) == 40 })
        #expect(plain.split(separator: "\n").filter { $0.hasPrefix("╰") }.allSatisfy { !$0.contains("flight") })
        // Same height either way: the label takes the border row.
        #expect(plain.split(separator: "\n").count == labelled.split(separator: "\n").count)
    }

    @Test func theHTMLStatusLineJoinsTheEntriesAndTheMessage() throws {
        let page = HTMLRenderer.render(frames: [try Self.frame()], context: Samples.context())
        #expect(
            page.contains(
                """
                <p class="status-line">flight-go ready · flight-rust hidden by the widget (it answered canBeDisplayed: false) · \
                flight-ruby-with-a-long-name restarting in 2 s (1 restart) · Opened https://example.com</p>
                """))
    }

    /// Identical controllers of two widgets are drawn once each, each saying whose it is; the
    /// same controller of one widget twice is drawn once.
    @Test func everyControllerOfThePageIsAttributedToItsWidget() throws {
        let controller = try #require(try Samples.allControllers.first)
        let page = HTMLRenderer.render(
            frames: [try Self.frame()],
            controllers: [
                PresentedController(widgetID: "flight-go", controller: controller),
                PresentedController(widgetID: "flight-rust", controller: controller),
                PresentedController(widgetID: "flight-go", controller: controller),
            ], context: Samples.context())
        #expect(page.components(separatedBy: "<section class=\"dialog ").count - 1 == 2)
        for widget in ["flight-go", "flight-rust"] {
            #expect(page.components(separatedBy: "<span class=\"dialog-widget\">from \(widget)</span>").count - 1 == 1, "\(widget)")
        }
        #expect(page.contains(".dialog-widget{text-transform:none}"), "the id is shown as written, not upper-cased")
    }
}
