import Foundation
import Testing
import WidgetHost
import WidgetProtocol

@testable import WidgetDashboard
@testable import widgets

/// The live dashboard's one status line, which the terminal cuts at its width: the selected
/// widget first, then every widget that is not ready by id, then a count of the ready rest
/// (issue 27: the line named three of five widgets and was cut).
@Suite struct LiveStatusLineTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func card(_ id: String, _ status: WidgetStatus = .ready, displayable: Bool = true) -> WidgetCardState {
        var card = WidgetCardState(widgetID: id)
        card.status = status
        card.canBeDisplayed = displayable
        card.cell = Cell(content: .text(TextNode(id)))
        return card
    }

    static func state(_ cards: [WidgetCardState], message: String? = nil) -> DashboardState {
        DashboardState(title: "Trip", dashboard: .trip, width: 375, widgets: cards, presented: [], message: message, revision: 1)
    }

    @Test func theSelectedWidgetComesFirstThenTheOnesNotReadyThenACount() {
        var restarting = Self.card("crasher", .restarting(after: .seconds(1), attempt: 2))
        restarting.restarts = 2
        let state = Self.state([
            Self.card("flight"), Self.card("checklist"), Self.card("shy", displayable: false), restarting, Self.card("weather"),
        ])
        #expect(
            LiveStatusLine.text(state, now: Self.now, selectedID: "checklist")
                == "checklist ready · shy hidden by the widget · crasher restarting in 0 s (2 restarts) · 2 others ready")
        #expect(
            LiveStatusLine.text(state, now: Self.now, selectedID: nil)
                == "shy hidden by the widget · crasher restarting in 0 s (2 restarts) · 3 ready")
    }

    @Test func theHostsMessageComesLastAndAnEmptyDashboardSaysSo() {
        let state = Self.state([Self.card("flight")], message: "Opened https://example.com")
        #expect(LiveStatusLine.text(state, now: Self.now, selectedID: "flight") == "flight ready · Opened https://example.com")
        #expect(LiveStatusLine.text(Self.state([]), now: Self.now, selectedID: nil) == "no widgets serve this dashboard")
    }
}
