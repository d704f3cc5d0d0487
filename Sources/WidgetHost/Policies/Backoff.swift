import WidgetRPC

/// How long to wait before restart attempt n: `initial x multiplier^(n-1)`, capped, with
/// multiplicative jitter, so many crashing widgets do not restart in lockstep.
public struct Backoff: Sendable, Hashable {
    public var initial: Duration
    public var multiplier: Double
    public var maximum: Duration
    /// Relative jitter: 0.2 spreads each delay uniformly over ±20 %.
    public var jitter: Double
    /// A run at least this long counts as stable and resets the attempt counter.
    public var resetAfter: Duration

    public init(
        initial: Duration = .milliseconds(500),
        multiplier: Double = 2,
        maximum: Duration = .seconds(30),
        jitter: Double = 0.2,
        resetAfter: Duration = .seconds(60)
    ) {
        self.initial = initial
        self.multiplier = multiplier
        self.maximum = maximum
        self.jitter = jitter
        self.resetAfter = resetAfter
    }

    /// The delay before restart attempt `attempt` (1-based) without jitter.
    public func baseDelay(forAttempt attempt: Int) -> Duration {
        var seconds = initial.inSeconds
        for _ in 1..<max(attempt, 1) where seconds < maximum.inSeconds {
            seconds *= multiplier
        }
        return min(.seconds(seconds), maximum)
    }

    /// The delay before restart attempt `attempt` with jitter drawn from `random`.
    public func delay(forAttempt attempt: Int, using random: inout some RandomNumberGenerator) -> Duration {
        // A uniform value in [0, 1) from the top 53 bits, so tests can choose it exactly.
        let unit = Double(random.next() >> 11) * 0x1p-53
        let factor = 1 + jitter * (2 * unit - 1)
        return .seconds(baseDelay(forAttempt: attempt).inSeconds * factor)
    }
}

/// The backoff's memory: how many consecutive failed runs, and when the current run began.
public struct BackoffState: Sendable, Hashable {
    /// Exits since the last stable run: the attempt number of the restart that follows the
    /// most recently recorded exit.
    public private(set) var attempt = 0
    public private(set) var lastStart: MonotonicInstant?

    public init() {}

    /// The process was started at `instant`.
    public mutating func recordStart(at instant: MonotonicInstant) {
        lastStart = instant
    }

    /// The process exited at `instant`: a run of at least `backoff.resetAfter` resets the
    /// count. Returns the attempt number of the restart that would follow (1-based).
    @discardableResult
    public mutating func recordExit(at instant: MonotonicInstant, backoff: Backoff) -> Int {
        if let lastStart, instant - lastStart >= backoff.resetAfter { attempt = 0 }
        attempt += 1
        return attempt
    }

    /// Forget all failures (manual retry).
    public mutating func reset() {
        attempt = 0
    }
}
