/// Runs `operation` against a deadline `limit` from now on `clock`: its result if it finishes
/// first, nil if the deadline passes first or the calling task is cancelled.
///
/// This is the one race against a deadline in the package. It is structured: the loser is
/// cancelled and awaited before this returns, so nothing outlives the call and `operation` must
/// end soon after it is cancelled (wait through a ``WaitableState``, a clock, or anything else
/// that observes cancellation). Work that may never end (a widget author's code, a test's
/// operation) runs in a task of its own whose outcome is what `operation` waits for.
public func withDeadline<C: Clock, T: Sendable>(
    _ limit: C.Duration, on clock: C, _ operation: @escaping @Sendable () async -> T
) async -> T? {
    await withDeadline(until: clock.now.advanced(by: limit), on: clock, operation)
}

/// ``withDeadline(_:on:_:)`` with the deadline as an instant of `clock`: a timer armed at one
/// moment and awaited later still ends when it was meant to.
public func withDeadline<C: Clock, T: Sendable>(
    until deadline: C.Instant, on clock: C, _ operation: @escaping @Sendable () async -> T
) async -> T? {
    await withTaskGroup(of: RaceOutcome<T>.self) { group in
        group.addTask { .finished(await operation()) }
        group.addTask {
            // A sleep cut short by cancellation (the caller's) ends the race as well.
            try? await clock.sleep(until: deadline, tolerance: nil)
            return .expired
        }
        let first = await group.next()
        group.cancelAll()
        if case .finished(let value)? = first { return value }
        return nil
    }
}

/// ``withDeadline(_:on:_:)`` on the continuous clock.
public func withDeadline<T: Sendable>(_ limit: Duration, _ operation: @escaping @Sendable () async -> T) async -> T? {
    await withDeadline(limit, on: ContinuousClock(), operation)
}

/// Whether `condition` returns true before `timeout` passes on `clock` (false when it returns
/// false, or too late). `condition` is cancelled when the time is up, so it should end then.
public func becomesTrue<C: Clock>(
    within timeout: C.Duration, on clock: C, _ condition: @escaping @Sendable () async -> Bool
) async -> Bool {
    await withDeadline(timeout, on: clock, condition) ?? false
}

/// ``becomesTrue(within:on:_:)`` on the continuous clock.
public func becomesTrue(within timeout: Duration, _ condition: @escaping @Sendable () async -> Bool) async -> Bool {
    await becomesTrue(within: timeout, on: ContinuousClock(), condition)
}

private enum RaceOutcome<T: Sendable>: Sendable {
    case finished(T)
    case expired
}
