import WidgetProcess
import WidgetRPC

/// What the supervisor does after a widget process ends.
public enum RestartDecision: Sendable, Hashable {
    /// Start it again after this delay.
    case restart(after: Duration)
    /// Too many restarts: keep it stopped until a manual `RestartHistory.retry()`.
    case quarantine(QuarantineReason)
    /// Stay stopped: the policy does not restart this exit, or the host asked it to stop.
    case stayStopped
}

/// The three restart policies of one widget, applied together.
public struct RestartPolicies: Sendable, Hashable {
    public var restart: RestartPolicy
    public var backoff: Backoff
    public var intensity: RestartIntensity

    public init(restart: RestartPolicy = .permanent, backoff: Backoff = Backoff(), intensity: RestartIntensity = RestartIntensity()) {
        self.restart = restart
        self.backoff = backoff
        self.intensity = intensity
    }

    /// Decides what follows `status` at `now` and records it in `history`.
    ///
    /// Order: an exit the policy does not restart (or a requested stop) stays stopped; else
    /// the restart budget is checked (quarantine with `standardErrorTail`); else a restart
    /// after the backoff delay for this attempt (a stable run resets the attempts).
    public func decide(
        after status: TerminationStatus,
        stopRequested: Bool,
        at now: MonotonicInstant,
        history: inout RestartHistory,
        standardErrorTail: [String] = [],
        random: inout some RandomNumberGenerator
    ) -> RestartDecision {
        let attempt = history.backoff.recordExit(at: now, backoff: backoff)
        guard restart.shouldRestart(after: status, stopRequested: stopRequested) else {
            return .stayStopped
        }
        history.restarts.removeAll { now - $0 >= intensity.window }
        if intensity.isExceeded(byRestartAt: now, after: history.restarts) {
            let reason = QuarantineReason(
                lastStatus: status,
                restarts: history.restarts.count,
                window: intensity.window,
                standardErrorTail: standardErrorTail
            )
            history.quarantine = reason
            return .quarantine(reason)
        }
        history.restarts.append(now)
        return .restart(after: backoff.delay(forAttempt: attempt, using: &random))
    }
}

/// What the restart policies remember about one widget.
public struct RestartHistory: Sendable, Hashable {
    public var backoff = BackoffState()
    /// Times of the restarts still inside the intensity window.
    public var restarts: [MonotonicInstant] = []
    /// Set when the widget was given up on.
    public var quarantine: QuarantineReason?

    public init() {}

    /// The process was (re)started at `instant`.
    public mutating func recordStart(at instant: MonotonicInstant) {
        backoff.recordStart(at: instant)
    }

    /// A manual retry: forget restarts, backoff and quarantine.
    public mutating func retry() {
        self = RestartHistory()
    }
}
