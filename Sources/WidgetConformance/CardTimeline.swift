import WidgetDashboard
import WidgetHost
import WidgetProtocol

/// What a user saw of one widget's card on a dashboard, step by step: its status, whether it was
/// shown, its first cell, and how it ended. Built from the ``DashboardState``s a
/// ``DashboardModel`` published (``observe(_:at:)``), judged by ``DashboardVerdict``. A value:
/// tests feed it hand-made ``Card``s.
struct CardTimeline: Sendable, Hashable {
    /// What of a ``WidgetCardState`` the timeline reads.
    struct Card: Sendable, Hashable {
        var status: WidgetStatus
        var canBeDisplayed: Bool?
        var hasCell = false
        var height: Double?
        var rejection: String?
        var failure: String?
        var lastError: String?

        init(
            status: WidgetStatus, canBeDisplayed: Bool? = nil, hasCell: Bool = false, height: Double? = nil, rejection: String? = nil,
            failure: String? = nil, lastError: String? = nil
        ) {
            self.status = status
            self.canBeDisplayed = canBeDisplayed
            self.hasCell = hasCell
            self.height = height
            self.rejection = rejection
            self.failure = failure
            self.lastError = lastError
        }

        init(_ card: WidgetCardState) {
            self.init(
                status: card.status, canBeDisplayed: card.canBeDisplayed, hasCell: card.cell != nil, height: card.height?.points,
                rejection: card.rejection, failure: card.failure, lastError: card.lastError)
        }
    }

    /// One change a user could see, at its offset from the start of the dashboard.
    struct Step: Sendable, Hashable {
        var at: Duration
        var text: String
    }

    /// How the card stood when the dashboard stopped watching it.
    enum Ending: Sendable, Hashable {
        /// Still being started (no answer to the handshake or `init` in time).
        case starting
        /// Shown with a cell of this height.
        case shown(height: Double?)
        /// Ready, but the widget keeps it hidden (`canBeDisplayed: false`).
        case hidden
        /// Shown, but no cell came (or one was rejected): a skeleton or an error on the card.
        case noCell(String?)
        /// Restarting after a crash, a hang or a refusal: the user sees "restarting".
        case restarting(String)
        /// Failed, quarantined or stopped: the card says why.
        case failed(String)
    }

    var steps: [Step] = []
    var ending: Ending = .starting
    /// When the widget, ready, first kept the card hidden, and when the card was first shown
    /// with a cell.
    var hiddenAt: Duration?
    var shownAt: Duration?
    private var last: String?

    /// Notes what `card` shows now; true once it is final for the check (shown with a cell,
    /// restarting, failed), when watching can stop. A rejected cell is final too, for the
    /// dashboard: it settles the card (``WidgetCardState/isSettled``).
    @discardableResult
    mutating func observe(_ card: Card, at offset: Duration) -> Bool {
        let (text, ending) = Self.describe(card)
        self.ending = ending
        if text != last {
            steps.append(Step(at: offset, text: text))
            last = text
        }
        switch ending {
        case .shown:
            if shownAt == nil { shownAt = offset }
            return true
        case .restarting, .failed: return true
        // A failed fetch is asked again (the cell retry policy): wait for the retry.
        case .hidden:
            if hiddenAt == nil { hiddenAt = offset }
            return false
        case .noCell, .starting: return false
        }
    }

    /// "0 ms starting → 12 ms initializing → 805 ms ready, hidden by the widget → 1.1 s shown, 112 pt".
    var summary: String {
        steps.map { "\(Self.format($0.at)) \($0.text)" }.joined(separator: " → ")
    }

    private static func describe(_ card: Card) -> (String, Ending) {
        switch card.status {
        case .idle, .starting, .initializing:
            return ("\(card.status)", .starting)
        case .restarting:
            let cause = card.failure ?? card.lastError ?? "the widget ended"
            return ("\(card.status): \(cause)", .restarting(cause))
        case .failed, .quarantined, .ended, .stopped, .stopping:
            let reason = card.failure ?? card.lastError ?? "\(card.status)"
            return ("\(card.status)" + (card.failure.map { " (\($0))" } ?? ""), .failed(reason))
        case .ready:
            if card.canBeDisplayed != true { return ("ready, hidden by the widget", .hidden) }
            if let rejection = card.rejection { return ("shown, its cell rejected: \(rejection)", .noCell(rejection)) }
            guard card.hasCell else {
                if let error = card.lastError { return ("shown, no cell: \(error)", .noCell(error)) }
                return ("shown, waiting for its cell", .noCell(nil))
            }
            let height = card.height.map { " \($0 == $0.rounded() ? String(Int($0)) : String($0)) pt" } ?? ""
            return ("shown\(height)", .shown(height: card.height))
        }
    }

    /// Milliseconds below a second, else seconds with one decimal.
    static func format(_ duration: Duration) -> String {
        let ms = milliseconds(duration)
        return ms < 1000 ? "\(Int(ms.rounded())) ms" : "\((ms / 100).rounded() / 10) s"
    }
}
