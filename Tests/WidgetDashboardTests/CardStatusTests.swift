import Foundation
import Testing
import WidgetHost
import WidgetProtocol
import WidgetRendering

@testable import WidgetDashboard

/// How a card's supervision state becomes what the renderers draw (no processes).
@Suite struct CardStatusTests {
    func card(status: WidgetStatus, stale: Bool, asOf: Date? = Date(timeIntervalSince1970: 0)) -> WidgetCardState {
        var card = WidgetCardState(widgetID: "w")
        card.status = status
        card.canBeDisplayed = true
        card.cell = Cell(content: .text(TextNode("hi")))
        card.isStale = stale
        card.cellAsOf = asOf
        return card
    }

    @Test func aReadyCardWithAFailedFetchSaysItIsOutOfDateAndAsOfWhen() {
        let stale = card(status: .ready, stale: true, asOf: Date(timeIntervalSince1970: 3600 * 18 + 120))
        guard case .stale(let asOf) = stale.cardStatus(now: Date()) else {
            Issue.record("expected .stale, got \(stale.cardStatus(now: Date()))")
            return
        }
        #expect(asOf == WidgetCardState.timeOfDay(Date(timeIntervalSince1970: 3600 * 18 + 120)))
        #expect(stale.statusWord(now: Date()) == "out of date")
        #expect(card(status: .ready, stale: false).cardStatus(now: Date()) == .ready)
    }

    @Test func aRestartingCardSaysRestartingEvenWhenItsCellIsStale() {
        let restarting = card(status: .restarting(after: .seconds(1), attempt: 1), stale: true)
        guard case .restarting = restarting.cardStatus(now: Date()) else {
            Issue.record("expected .restarting, got \(restarting.cardStatus(now: Date()))")
            return
        }
    }

    @Test func aCardWhoseFirstCellWasNeverAnsweredSaysSoAndKeepsWaiting() {
        var card = card(status: .ready, stale: false)
        card.cell = nil
        #expect(card.cardStatus(now: Date()) == .ready, "no answer yet and no error: loading")
        #expect(card.statusWord(now: Date()) == "loading")
        #expect(!card.isSettled)

        card.lastError = "Widget \"w\" did not answer 'cellHeight' within 1.0 seconds"
        #expect(card.cardStatus(now: Date()) == .unanswered(reason: card.lastError!))
        #expect(card.statusWord(now: Date()) == "not answering")
        #expect(card.failureReason == "has not answered for its card: " + card.lastError!)
        #expect(!card.isSettled, "it is asked again, so --once waits for a widget that was only slow")

        card.rejection = "rule children-max (at /content)"
        #expect(card.cardStatus(now: Date()) == .rejected(reason: card.rejection!), "a rejection says more than an error")
        #expect(card.isSettled)
    }
}
