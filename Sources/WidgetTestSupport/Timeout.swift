import WidgetConcurrency

/// A bounded wait in a test ran out: what was awaited, and for how long.
///
/// Thrown by ``withTimeout(_:waitingFor:_:)`` and ``waitUntil(_:timeout:pollingEvery:_:)``; a test
/// that lets it propagate fails with this description, which names the awaited event.
public struct TimeoutError: Error, Hashable, CustomStringConvertible {
    /// The awaited event, as a phrase ("the peer's reply", "the widget to exit").
    public var what: String
    /// How long the test waited.
    public var timeout: Duration

    /// Makes the error for a wait on `what` that gave up after `timeout`.
    public init(what: String, timeout: Duration) {
        self.what = what
        self.timeout = timeout
    }

    public var description: String { "Gave up after \(timeout) waiting for \(what)." }
}

/// Runs `operation` and returns its result, or throws ``TimeoutError`` if it has not finished
/// after `timeout`.
///
/// The bound is a test's guard against a hang, not a measurement: make it generous (30 s is the
/// usual choice), so that only an operation that never finishes runs into it on a loaded machine.
///
/// On expiry the operation is cancelled and *not awaited*: what this guards against is exactly
/// an operation that does not return (a non-cancellable wait for a process, a queue nobody
/// feeds), and waiting for it would hang the test after all. The operation keeps the caller's
/// task-local values, so `#expect` inside it still counts for the running test. If the caller is
/// cancelled first (a test's time limit), this throws `CancellationError`.
/// - Throws: ``TimeoutError``, `CancellationError`, or what `operation` throws.
@discardableResult
public func withTimeout<T: Sendable>(
    _ timeout: Duration, waitingFor what: String, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let outcome = WaitableState<Result<T, any Error>?>(nil)
    // Its own task, not a child: it is abandoned, not awaited, when the time is up. It keeps
    // the caller's task-local values, so `#expect` inside it counts for the running test.
    let work = Task {
        do {
            let value = try await operation()
            outcome.update { $0 = .success(value) }
        } catch {
            outcome.update { $0 = .failure(error) }
        }
    }
    let result = await withDeadline(timeout) { await outcome.take { $0 } } ?? nil
    guard let result else {
        work.cancel()
        if Task.isCancelled { throw CancellationError() }
        throw TimeoutError(what: what, timeout: timeout)
    }
    return try result.get()
}

/// Waits until `condition` holds, checking it every `interval`; throws ``TimeoutError`` if it
/// still does not hold after `timeout`. Returns as soon as it holds (at once if it already does).
///
/// For state only observable by looking (a file's contents, a process in `/proc`); where an
/// event stream exists, wait for the event instead.
/// - Throws: ``TimeoutError`` naming `what`, or `CancellationError`.
public func waitUntil(
    _ what: String, timeout: Duration = .seconds(30), pollingEvery interval: Duration = .milliseconds(10),
    _ condition: @escaping @Sendable () async -> Bool
) async throws {
    try await withTimeout(timeout, waitingFor: what) {
        while await !condition() {
            try await Task.sleep(for: interval)
        }
    }
}
