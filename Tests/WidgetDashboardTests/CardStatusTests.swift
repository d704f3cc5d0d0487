import Foundation
import Testing
import WidgetProcess
import WidgetProtocol
import WidgetRendering

@testable import WidgetDashboard
@testable import WidgetHost

/// How a card's supervision state becomes what the renderers draw (no processes).
@Suite struct CardStatusTests {
    func card(status: WidgetStatus, stale: Bool, asOf: Date? = Date(timeIntervalSince1970: 0)) -> WidgetCardState {
        var card = WidgetCardState(widgetID: "w")
        card.status = status
        card.canBeDisplayed = true
        let cell = Cell(content: .text(TextNode("hi")))
        card.cell = cell
        card.snapshot.cell = asOf.map {
            CellSnapshot(width: 375, height: 90, content: ConfigureCellResponse(cell: cell), instance: 1, receivedAt: $0, sequence: 1)
        }
        card.isStale = stale
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

    /// `isReady` is true exactly when the card shows a fresh cell of the running widget: not for
    /// a hidden card, a stale one, one coming back from a restart, or one without a cell, though
    /// the supervisor's `status` says `.ready` for each of them.
    @Test func isReadyOnlyWhenTheCardShowsAFreshCellOfTheRunningWidget() {
        let ready = card(status: .ready, stale: false)
        #expect(ready.isReady && ready.statusWord(now: Date()) == "ready")

        var hiddenByUser = ready
        hiddenByUser.hiddenByUser = true
        var hiddenByWidget = ready
        hiddenByWidget.canBeDisplayed = false
        var returning = ready
        returning.isReturning = true
        var noCell = ready
        noCell.cell = nil
        let stale = card(status: .ready, stale: true)
        let starting = card(status: .starting, stale: false)
        for (name, card) in [
            ("hidden by the user", hiddenByUser), ("hidden by the widget", hiddenByWidget), ("returning", returning),
            ("without a cell", noCell), ("stale", stale), ("starting", starting),
        ] {
            #expect(!card.isReady, "\(name): \(card.statusWord(now: Date()))")
            #expect(card.statusWord(now: Date()) != "ready", "\(name)")
        }
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

        card.snapshot.cellError = WidgetCallError(widgetID: "w", method: "cellHeight", reason: .timedOut(after: .seconds(1)))
        #expect(card.cardStatus(now: Date()) == .unanswered(reason: card.lastError!))
        #expect(card.statusWord(now: Date()) == "not answering")
        #expect(card.failureReason == "has not answered for its card: " + card.lastError!)
        #expect(!card.isSettled, "it is asked again, so --once waits for a widget that was only slow")

        card.snapshot.cellError = WidgetCallError(
            widgetID: "w", method: "configureCell", reason: .invalidResult(reason: "rule children-max", pointer: "/content"))
        #expect(card.rejection == "rule children-max (at /content)")
        #expect(card.cardStatus(now: Date()) == .rejected(reason: card.rejection!), "a rejection says more than an error")
        #expect(card.isSettled)
    }

    // MARK: - Stopped is stopped, not quarantined

    @Test func aCardTheHostStoppedSaysStoppedAndWho() {
        var stopped = card(status: .stopped(.exited(0)), stale: true)
        #expect(stopped.cardStatus(now: Date()) == .stopped(reason: "stopped by the host"))
        #expect(stopped.statusWord(now: Date()) == "stopped")
        stopped.stoppedBy = .dashboard
        #expect(stopped.stopReason == "stopped by the host")
        stopped.stoppedBy = .request
        #expect(stopped.cardStatus(now: Date()) == .stopped(reason: "stopped on request"))
        #expect(card(status: .stopping, stale: false).cardStatus(now: Date()) == .stopping)
        #expect(card(status: .stopping, stale: false).statusWord(now: Date()) == "stopping")
        // Before: `.quarantined(reason: "stopped")`, which the card and the page showed as "⚠ quarantined".
        for status in [WidgetStatus.stopped(nil), .stopping, .ended(.exited(0))] {
            if case .quarantined = card(status: status, stale: false).cardStatus(now: Date()) {
                Issue.record("\(status) drawn as quarantined")
            }
        }
    }

    @Test func aWidgetItsPolicyDoesNotRestartSaysHowItEnded() {
        var ended = card(status: .ended(.exited(0)), stale: true)
        ended.snapshot.failure = .exited(.exited(0), cause: "exited with code 0")
        #expect(ended.cardStatus(now: Date()) == .stopped(reason: "the widget exited with code 0; its restart policy does not restart it"))
        #expect(ended.statusWord(now: Date()) == "stopped")
        #expect(ended.isSettled)
    }

    // MARK: - A restart: restarting until it is back, never hidden on the way

    static let width = 375.0

    static func snapshot(
        _ status: WidgetStatus, instance: Int, canBeDisplayed: Bool?, cellOf cellInstance: Int?, stale: Bool, sequence: Int = 1
    ) -> WidgetSnapshot {
        let cell = cellInstance.map { run in
            CellSnapshot(
                width: width, height: 90, content: ConfigureCellResponse(cell: Cell(content: .text(TextNode("run \(run)")))),
                instance: run, receivedAt: Date(timeIntervalSince1970: 0), sequence: sequence)
        }
        return WidgetSnapshot(
            status: status, instance: instance, restarts: instance - 1, identity: nil, canBeDisplayed: canBeDisplayed, width: width,
            cell: cell, cellIsStale: stale, cellError: nil, isFetching: false, fetchesServed: 0, failure: nil)
    }

    /// The flight-status example's way back: its new run says `canBeDisplayed: false` while it
    /// loads, then true, then draws. Before, the card went restarting → hidden (~200 ms) → out
    /// of date → ready; now it is restarting, with its last cell, until its new cell is shown.
    @Test func aRestartedCardKeepsItsCellAsRestartingUntilItsNewRunDraws() {
        var card = WidgetCardState(widgetID: "flight-status")
        let now = Date(timeIntervalSince1970: 100)
        _ = DashboardModel.follow(Self.snapshot(.ready, instance: 1, canBeDisplayed: true, cellOf: 1, stale: false), with: &card, now: now)
        #expect(card.cardStatus(now: now) == .ready)
        let steps: [(WidgetSnapshot, CardStatus)] = [
            (
                Self.snapshot(.restarting(after: .seconds(2), attempt: 1), instance: 1, canBeDisplayed: true, cellOf: 1, stale: true),
                .restarting(secondsRemaining: 2)
            ),
            (Self.snapshot(.starting, instance: 2, canBeDisplayed: true, cellOf: 1, stale: true), .restarting(secondsRemaining: 0)),
            (Self.snapshot(.initializing, instance: 2, canBeDisplayed: true, cellOf: 1, stale: true), .restarting(secondsRemaining: 0)),
            (Self.snapshot(.ready, instance: 2, canBeDisplayed: false, cellOf: 1, stale: true), .restarting(secondsRemaining: 0)),
            (Self.snapshot(.ready, instance: 2, canBeDisplayed: true, cellOf: 1, stale: true), .restarting(secondsRemaining: 0)),
            (Self.snapshot(.ready, instance: 2, canBeDisplayed: true, cellOf: 2, stale: false, sequence: 2), .ready),
        ]
        for (snapshot, expected) in steps {
            _ = DashboardModel.follow(snapshot, with: &card, now: now)
            #expect(card.cardStatus(now: now) == expected, "after \(snapshot.status), canBeDisplayed \(snapshot.canBeDisplayed as Any)")
            #expect(card.cell != nil, "the last good cell stays")
        }
        #expect(card.statusWord(now: now) == "ready")
        #expect(card.cell == Cell(content: .text(TextNode("run 2"))))
    }

    @Test func aRestartedCardThatKeepsHidingIsHiddenOnceThatSettles() {
        var card = WidgetCardState(widgetID: "w")
        let now = Date(timeIntervalSince1970: 100)
        _ = DashboardModel.follow(Self.snapshot(.ready, instance: 1, canBeDisplayed: true, cellOf: 1, stale: false), with: &card, now: now)
        _ = DashboardModel.follow(
            Self.snapshot(.restarting(after: .seconds(1), attempt: 1), instance: 1, canBeDisplayed: true, cellOf: 1, stale: true),
            with: &card,
            now: now)
        _ = DashboardModel.follow(Self.snapshot(.ready, instance: 2, canBeDisplayed: false, cellOf: 1, stale: true), with: &card, now: now)
        #expect(card.cardStatus(now: now) == .restarting(secondsRemaining: 0))
        #expect(card.statusWord(now: now) == "restarting")
        // What DashboardModel.markHiddenSettled does once hiddenSettleDelay has passed in run 2.
        card.isReturning = false
        #expect(card.cardStatus(now: now) == .hidden, "a widget that keeps hiding is hidden, as it asks")

        var stopped = WidgetCardState(widgetID: "w")
        _ = DashboardModel.follow(
            Self.snapshot(.ready, instance: 1, canBeDisplayed: true, cellOf: 1, stale: false), with: &stopped, now: now)
        _ = DashboardModel.follow(
            Self.snapshot(.restarting(after: .seconds(1), attempt: 1), instance: 1, canBeDisplayed: true, cellOf: 1, stale: true),
            with: &stopped, now: now)
        stopped.stoppedBy = .dashboard
        _ = DashboardModel.follow(
            Self.snapshot(.stopped(nil), instance: 1, canBeDisplayed: true, cellOf: 1, stale: true), with: &stopped, now: now)
        #expect(stopped.cardStatus(now: now) == .stopped(reason: "stopped by the host"), "a stop ends the way back")
    }
}
