import Foundation
import WidgetHost
import WidgetProcess
import WidgetProtocol
import WidgetRendering

// DashboardState → DashboardFrame, for the terminal and HTML renderers.
extension DashboardState {
    /// The frame the renderers draw: every card (hidden ones marked `.hidden`), the selected
    /// card, the presented controllers, one status entry per widget (``statusEntries(now:)``)
    /// and `statusLine` (default: the host's message, or that no widget serves the dashboard).
    /// `now` turns restart deadlines into countdowns.
    public func frame(now: Date = Date(), selectedWidgetID: String? = nil, statusLine: String? = nil) -> DashboardFrame {
        let cards = widgets.map { card in
            let height = card.cellWidth == width ? card.height : nil
            return CardFrame(
                widgetID: card.widgetID, status: card.cardStatus(now: now), cell: card.cell,
                height: height?.points, fitsContent: height == .fit, pendingPresentation: card.pendingPresentation?.title)
        }
        let selected = selectedWidgetID.flatMap { id in cards.firstIndex { $0.widgetID == id && $0.status != .hidden } }
        var host = widgets.isEmpty ? ["no widgets serve this dashboard"] : []
        if let message { host.append(message) }
        let line = statusLine ?? host.joined(separator: " · ")
        return DashboardFrame(
            title: title, width: width, cards: cards, selectedIndex: selected, presented: presented,
            widgetStatuses: statusEntries(now: now), statusLine: line)
    }

    /// One entry per widget, in manifest order, hidden ones included (with why).
    public func statusEntries(now: Date = Date()) -> [WidgetStatusLine] {
        widgets.map { $0.statusEntry(now: now) }
    }

    /// One line: each widget's state and restart count, then the host's message if any.
    /// e.g. `checklist ready · flight-status restarting in 2 s (1 restart)`.
    public func statusSummary(now: Date = Date()) -> String {
        frame(now: now).statusSummary
    }
}

extension WidgetCardState {
    /// How the renderers mark the card.
    public func cardStatus(now: Date) -> CardStatus {
        // One word from the crash until the card is back (see isReturning), its cell kept.
        if isReturning && !hiddenByUser {
            switch status {
            case .restarting: return .restarting(secondsRemaining: secondsUntilRestart(now: now))
            case .idle, .starting, .initializing, .ready, .stopping, .stopped: return .restarting(secondsRemaining: 0)
            case .quarantined, .failed, .ended: break
            }
        }
        if !isVisible {
            // A widget that cannot run still shows why, even before it said canBeDisplayed
            // (one that crashes before `init` never says it).
            switch status {
            case .quarantined, .failed: break
            case .restarting where canBeDisplayed == nil && !hiddenByUser: break
            default: return .hidden
            }
        }
        switch status {
        case .ready:
            if cell == nil, let rejection { return .rejected(reason: rejection) }
            if cell == nil, let lastError { return .unanswered(reason: lastError) }
            if isStale, let cellAsOf, cell != nil { return .stale(asOf: Self.timeOfDay(cellAsOf)) }
            return .ready
        case .idle, .starting, .initializing: return cell == nil ? .starting : .ready
        case .restarting: return .restarting(secondsRemaining: secondsUntilRestart(now: now))
        case .quarantined(let reason):
            return .quarantined(
                reason: Self.oneLine(reason) + (reason.standardErrorTail.last.map { "; its last stderr line: \($0)" } ?? ""))
        case .failed(let reason): return .failed(reason: Self.firstSentence(of: reason))
        case .stopping: return .stopping
        case .stopped, .ended: return .stopped(reason: stopReason ?? "stopped")
        }
    }

    /// Why the widget is stopped, in one line, while it is: who stopped it, or how it ended
    /// and that its restart policy does not restart that; nil while it is not stopped.
    public var stopReason: String? {
        switch status {
        case .stopped: return stoppedBy == .request ? "stopped on request" : "stopped by the host"
        case .ended(let status):
            return (failure ?? "the widget \(status)") + "; its restart policy does not restart it"
        default: return nil
        }
    }

    /// The widget's state in the one vocabulary the card, the status line and `--once`'s
    /// report share: starting, loading, ready, out of date, rejected, not answering, restarting in N s,
    /// restarting (until a restarted card is back), quarantined, failed to start, stopping,
    /// stopped, hidden by the widget, hidden by you. Worded from ``cardStatus(now:)``, so the
    /// card's badge and its word cannot disagree; a card drawn without a badge (ready, hidden)
    /// says what it is waiting for.
    public func statusWord(now: Date) -> String {
        switch cardStatus(now: now) {
        case .restarting(let seconds):
            // A card on its way back says only "restarting" once its countdown is over.
            return seconds > 0 || !isReturning ? "restarting in \(seconds) s" : "restarting"
        case .stale: return "out of date"
        case .rejected: return "rejected"
        case .unanswered: return "not answering"
        case .quarantined: return "quarantined"
        case .failed: return "failed to start"
        case .stopping: return "stopping"
        case .stopped: return "stopped"
        case .starting: return "starting"
        case .ready:
            switch status {
            case .idle, .starting, .initializing: return "starting"
            default: return cell == nil ? "loading" : "ready"
            }
        case .hidden:
            if status.isReady, let hiddenBy { return hiddenBy == .user ? "hidden by you" : "hidden by the widget" }
            // Not drawn, but not hidden on purpose either (not displayable yet): what it would say.
            var shown = self
            shown.hiddenByUser = false
            shown.canBeDisplayed = true
            return shown.statusWord(now: now)
        }
    }

    /// Who hid the card, when it is hidden on purpose: the user (``DashboardModel/hide(_:)``)
    /// or the widget (`canBeDisplayed: false`); nil for a card that is shown, or not yet.
    public var hiddenBy: HiddenBy? {
        if hiddenByUser { return .user }
        return canBeDisplayed == false ? .widget : nil
    }

    /// Who hid a card.
    public enum HiddenBy: String, Sendable, Hashable {
        /// The widget said `canBeDisplayed: false` (in its `init` reply or a notification).
        case widget
        /// The user hid it (kept between runs).
        case user
    }

    /// The widget's entry in the status list: id, ``statusWord(now:)`` with its restarts, and
    /// for a hidden card why and how it comes back.
    public func statusEntry(now: Date) -> WidgetStatusLine {
        let restartText = restarts > 0 ? " (\(ReadableText.count(restarts, "restart")))" : ""
        let detail: String? =
            switch (status.isReady, hiddenBy) {
            case (true, .widget): "it answered canBeDisplayed: false; it shows itself with a canBeDisplayed notification"
            case (true, .user): "s in the live dashboard shows it again"
            default: nil
            }
        return WidgetStatusLine(widgetID: widgetID, status: statusWord(now: now) + restartText, detail: detail)
    }

    /// Why the widget has no card of its own, in one line (for `--once`'s report).
    public var failureReason: String? {
        switch status {
        case .failed(let reason): return "failed to start: \(reason)"
        case .quarantined(let reason):
            return "quarantined: \(Self.oneLine(reason))" + (reason.standardErrorTail.last.map { "; its last stderr line: \($0)" } ?? "")
        case .ready where rejection != nil && cell == nil: return "its cell was rejected: \(rejection ?? "")"
        case .ready where lastError != nil && cell == nil: return "has not answered for its card: \(lastError ?? "")"
        case .restarting where cell == nil && failure != nil: return "is restarting, having shown no card: \(failure ?? "")"
        default: return nil
        }
    }

    /// "exited with code 3 after 5 restarts within 60 s".
    static func oneLine(_ reason: QuarantineReason) -> String {
        """
        \(reason.cause ?? reason.lastStatus.description) after \(ReadableText.count(reason.restarts, "restart")) within \
        \(ReadableText.duration(reason.window))
        """
    }

    /// The first sentence of `text` (up to ". "), for a card's one-line cause.
    static func firstSentence(of text: String) -> String {
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound])
    }

    /// "18:02" in the host's time zone.
    static func timeOfDay(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }

    func secondsUntilRestart(now: Date) -> Int {
        guard let restartAt else { return 0 }
        return max(0, Int(restartAt.timeIntervalSince(now).rounded(.up)))
    }
}
