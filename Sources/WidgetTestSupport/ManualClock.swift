import Synchronization

/// A clock for tests: time moves only when ``advance(by:)`` is called, and every sleeper whose
/// deadline has come is woken then. Timers, deadlines and backoff become deterministic: a test
/// advances the clock and waits for the consequence, instead of sleeping.
public final class ManualClock: Clock, Sendable {
    public struct Instant: InstantProtocol, CustomStringConvertible {
        public var offset: Duration
        public init(offset: Duration) { self.offset = offset }
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "t+\(offset)" }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [UInt64: Sleeper] = [:]
        var nextKey: UInt64 = 0
        /// Continuations waiting for a number of sleepers (see ``waitForSleepers(_:)``).
        var sleeperWaiters: [UInt64: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// How many tasks are sleeping on this clock now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let key = state.withLock { state -> UInt64 in
            state.nextKey += 1
            return state.nextKey
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (resumeNow, cancelled, ready) = state.withLock { state -> (Bool, Bool, [CheckedContinuation<Void, Never>]) in
                    if Task.isCancelled { return (false, true, []) }
                    if deadline <= state.now { return (true, false, []) }
                    state.sleepers[key] = Sleeper(deadline: deadline, continuation: continuation)
                    return (false, false, Self.takeReadyWaiters(&state))
                }
                for waiter in ready { waiter.resume() }
                if cancelled { continuation.resume(throwing: CancellationError()) } else if resumeNow { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.sleepers.removeValue(forKey: key) }?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration` and wakes every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let keys = state.sleepers.filter { $0.value.deadline <= now }.map(\.key)
            return keys.compactMap { state.sleepers.removeValue(forKey: $0)?.continuation }
        }
        for continuation in due { continuation.resume() }
    }

    /// Moves time forward to the earliest sleeper's deadline (if any is sleeping) and wakes it.
    /// Returns how far time moved, or nil when nobody sleeps.
    @discardableResult
    public func advanceToNextDeadline() -> Duration? {
        let step = state.withLock { state -> Duration? in
            guard let earliest = state.sleepers.values.map(\.deadline).min() else { return nil }
            return max(.zero, state.now.duration(to: earliest))
        }
        if let step { advance(by: step) }
        return step
    }

    /// Returns once at least `count` tasks sleep on this clock (so a test can advance past a
    /// timer it knows is being armed), or as soon as the calling task is cancelled: a test
    /// stuck here must end when its time limit cancels it.
    public func waitForSleepers(_ count: Int = 1) async {
        let key = state.withLock { state -> UInt64 in
            state.nextKey += 1
            return state.nextKey
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state -> Bool in
                    // Checked under the lock, so a cancellation cannot slip in before the waiter is stored.
                    if state.sleepers.count >= count || Task.isCancelled { return true }
                    state.sleeperWaiters[key] = (count, continuation)
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.sleeperWaiters.removeValue(forKey: key) }?.continuation.resume()
        }
    }

    private static func takeReadyWaiters(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
        let keys = state.sleeperWaiters.filter { state.sleepers.count >= $0.value.count }.map(\.key)
        return keys.compactMap { state.sleeperWaiters.removeValue(forKey: $0)?.continuation }
    }
}
