/// A point on a ``MonotonicClock``: the time elapsed since that clock was made.
///
/// One concrete instant type for every injected clock, so deadlines, restart histories and
/// timers can be stored and compared without knowing which `Clock` drives them.
public struct MonotonicInstant: InstantProtocol, CustomStringConvertible {
    /// Time since the clock's origin.
    public var offset: Duration

    public init(offset: Duration) {
        self.offset = offset
    }

    /// The clock's origin (for tests that build instants by hand).
    public static let zero = MonotonicInstant(offset: .zero)

    /// This instant moved by `duration`.
    public func advanced(by duration: Duration) -> MonotonicInstant { MonotonicInstant(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: MonotonicInstant) -> Duration { other.offset - offset }

    public static func < (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Bool { lhs.offset < rhs.offset }
    public static func + (lhs: MonotonicInstant, rhs: Duration) -> MonotonicInstant { MonotonicInstant(offset: lhs.offset + rhs) }
    public static func - (lhs: MonotonicInstant, rhs: Duration) -> MonotonicInstant { MonotonicInstant(offset: lhs.offset - rhs) }
    public static func - (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Duration { lhs.offset - rhs.offset }

    public var description: String { "t+\(offset)" }
}

/// The one clock a connection's deadlines and a supervisor's timers run on, read as instants
/// since it was made.
///
/// It wraps any `Clock<Duration>`: `ContinuousClock` in production, a manual clock in tests, so
/// timeouts, backoff and restart timers are tested without sleeping. Reads are cheap (one call
/// through the wrapped clock). It is a `Clock` itself, so ``withDeadline(_:on:_:)`` runs on it.
public struct MonotonicClock: Clock {
    private let read: @Sendable () -> MonotonicInstant
    private let sleeper: @Sendable (MonotonicInstant) async throws -> Void

    /// Wraps `clock`; its current instant becomes the origin.
    public init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let origin = clock.now
        read = { MonotonicInstant(offset: origin.duration(to: clock.now)) }
        sleeper = { deadline in try await clock.sleep(until: origin.advanced(by: deadline.offset), tolerance: nil) }
    }

    /// Wraps an existential clock (opened once here).
    public init(wrapping clock: any Clock<Duration>) {
        func make<C: Clock>(_ clock: C) -> MonotonicClock where C.Duration == Duration { MonotonicClock(clock) }
        self = make(clock)
    }

    /// The real, monotonic clock (`ContinuousClock`), shared by default.
    public static let continuous = MonotonicClock(ContinuousClock())

    /// The current instant.
    public var now: MonotonicInstant { read() }

    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Suspends until `deadline`. Throws `CancellationError` when the task is cancelled.
    public func sleep(until deadline: MonotonicInstant, tolerance: Duration? = nil) async throws {
        try await sleeper(deadline)
    }
}
