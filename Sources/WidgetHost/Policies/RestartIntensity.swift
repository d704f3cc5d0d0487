import WidgetProcess
import WidgetRPC

/// When to give up: more than `maximumRestarts` restarts within a sliding `window`
/// (Erlang/OTP's intensity and period) quarantines the widget until a manual retry.
public struct RestartIntensity: Sendable, Hashable {
    public var maximumRestarts: Int
    public var window: Duration

    public init(maximumRestarts: Int = 5, window: Duration = .seconds(60)) {
        self.maximumRestarts = maximumRestarts
        self.window = window
    }

    /// True if one more restart at `now` would exceed the budget, given earlier restart times.
    public func isExceeded(byRestartAt now: MonotonicInstant, after restarts: [MonotonicInstant]) -> Bool {
        let recent = restarts.filter { now - $0 < window }
        return recent.count + 1 > maximumRestarts
    }
}

/// Why a widget was quarantined (shown to the user, attached to bug reports).
public struct QuarantineReason: Sendable, Hashable, CustomStringConvertible {
    /// How the last run ended.
    public var lastStatus: TerminationStatus
    /// Restarts counted in the window when the budget ran out.
    public var restarts: Int
    public var window: Duration
    /// The last lines the widget wrote to stderr.
    public var standardErrorTail: [String]
    /// How the last run ended, for people (names a limit it hit); nil: from ``lastStatus``.
    public var cause: String?

    public init(lastStatus: TerminationStatus, restarts: Int, window: Duration, standardErrorTail: [String]) {
        self.lastStatus = lastStatus
        self.restarts = restarts
        self.window = window
        self.standardErrorTail = standardErrorTail
    }

    public var description: String {
        var text =
            """
            The widget \(cause ?? lastStatus.description) after \(ReadableText.count(restarts, "restart")) within \
            \(ReadableText.duration(window)); it stays stopped until you retry it.
            """
        if let last = standardErrorTail.last { text += " Its last stderr line: \(last)" }
        return text
    }
}
