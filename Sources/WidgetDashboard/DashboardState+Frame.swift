import Foundation
import WidgetHost
import WidgetProcess
import WidgetProtocol
import WidgetRendering

// DashboardState → DashboardFrame, for the terminal and HTML renderers.
extension DashboardState {
    /// The frame the renderers draw: every card (hidden ones marked `.hidden`), the selected
    /// card, the presented controllers and `statusLine` (default: ``statusSummary(now:)``).
    /// `now` turns restart deadlines into countdowns.
    public func frame(now: Date = Date(), selectedWidgetID: String? = nil, statusLine: String? = nil) -> DashboardFrame {
        let cards = widgets.map { card in
            CardFrame(
                widgetID: card.widgetID, status: card.cardStatus(now: now), cell: card.cell,
                height: card.cellWidth == width ? card.height : nil, pendingPresentation: card.pendingPresentation?.title)
        }
        let selected = selectedWidgetID.flatMap { id in cards.firstIndex { $0.widgetID == id && $0.status != .hidden } }
        return DashboardFrame(
            title: title, width: width, cards: cards, selectedIndex: selected, presented: presented,
            statusLine: statusLine ?? statusSummary(now: now))
    }

    /// One line: each widget's state and restart count, then the host's message if any.
    /// e.g. `checklist ready · flight-status restarting in 2s (1 restart)`.
    public func statusSummary(now: Date = Date()) -> String {
        var parts = widgets.map {
            "\($0.widgetID) \($0.statusWord(now: now))" + ($0.restarts > 0 ? " (\($0.restarts) restart\($0.restarts == 1 ? "" : "s"))" : "")
        }
        if parts.isEmpty { parts = ["no widgets serve this dashboard"] }
        if let message { parts.append(message) }
        return parts.joined(separator: " · ")
    }
}

extension WidgetCardState {
    /// How the renderers mark the card.
    public func cardStatus(now: Date) -> CardStatus {
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
        case .stopping, .stopped: return .quarantined(reason: "stopped")
        }
    }

    /// The widget's state in the one vocabulary the card, the status line and `--once`'s
    /// report share: starting, loading, ready, out of date, rejected, not answering, restarting in N s,
    /// quarantined, failed to start, stopping, stopped, hidden.
    public func statusWord(now: Date) -> String {
        switch status {
        case .ready:
            if hiddenByUser { return "hidden by you" }
            if canBeDisplayed == false { return "hidden" }
            if cell == nil { return rejection != nil ? "rejected" : lastError != nil ? "not answering" : "loading" }
            return isStale ? "out of date" : "ready"
        case .idle, .starting, .initializing: return "starting"
        case .restarting: return "restarting in \(secondsUntilRestart(now: now)) s"
        case .quarantined: return "quarantined"
        case .failed: return "failed to start"
        case .stopping: return "stopping"
        case .stopped: return "stopped"
        }
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
