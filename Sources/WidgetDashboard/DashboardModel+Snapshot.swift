import Foundation
import WidgetHost
import WidgetProtocol
import WidgetRPC

// What a supervisor's snapshot makes of a card: pure, so the card's states are tested without
// processes (CardStatusTests).
extension DashboardModel {
    /// Makes `snapshot` the card's truth at `now`, and updates what the dashboard keeps of its
    /// own beside it: the restart log and countdown, whether it is coming back from a restart,
    /// the timeline entry shown, the count of new cells. True when a card the user had hidden
    /// shows again (its widget says it cannot be hidden).
    static func follow(_ snapshot: WidgetSnapshot, with card: inout WidgetCardState, now: Date) -> Bool {
        let previous = card.status
        let previousSequence = card.cellSequence
        Self.followReturn(of: &card, to: snapshot)
        card.snapshot = snapshot
        if case .restarting(let after, let attempt) = snapshot.status {
            if !previous.isRestarting {
                card.restartAt = now.addingTimeInterval(after.inSeconds)
                let cause = snapshot.failure?.description ?? "the widget ended"
                card.restartLog.append(
                    WidgetRestart(at: now, instance: snapshot.instance, attempt: attempt, delay: after, cause: cause))
                card.restartLog.removeFirst(max(0, card.restartLog.count - WidgetCardState.restartLogLimit))
            }
        } else {
            card.restartAt = nil
        }
        if let good = snapshot.cell {
            if previousSequence != good.sequence { card.cellUpdates += 1 }
            card.cell = Self.cell(of: good.content, at: now)
        }
        // A card hidden in an earlier run whose widget now says it cannot be hidden shows.
        guard card.canBeHidden == false, card.hiddenByUser else { return false }
        card.hiddenByUser = false
        return true
    }

    /// Whether `card` is coming back from a restart once `snapshot` applies (see
    /// ``WidgetCardState/isReturning``); who stopped it is forgotten when a new run begins.
    static func followReturn(of card: inout WidgetCardState, to snapshot: WidgetSnapshot) {
        switch snapshot.status {
        case .restarting:
            // A crash of a card on screen: it stays, as restarting, until it is back.
            if !card.status.isRestarting, card.isVisible, card.cell != nil { card.isReturning = true }
            card.stoppedBy = nil
        case .ready:
            guard card.isReturning else { return }
            let fresh = snapshot.cell.map { $0.instance == snapshot.instance } ?? false
            // Back with a cell of its new run; or its new run fails to draw one: it says so.
            if (fresh && snapshot.canBeDisplayed == true && !snapshot.cellIsStale) || snapshot.cellError != nil { card.isReturning = false }
        case .quarantined, .failed, .ended:
            card.isReturning = false
        case .stopping, .stopped:
            // A stop (not the stop of a restart) ends the return.
            if card.stoppedBy != nil { card.isReturning = false }
        case .idle, .starting, .initializing:
            card.stoppedBy = nil
        }
    }
}
