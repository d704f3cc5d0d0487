import Synchronization

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
    let race = FirstOutcome<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            race.begin(continuation)
            let work = Task {
                do { race.finish(.success(try await operation())) } catch { race.finish(.failure(error)) }
            }
            let timer = Task {
                // Cancelled once the race is decided; only a full sleep decides it for the timer.
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                race.finish(.failure(TimeoutError(what: what, timeout: timeout)))
            }
            race.whenFinished {
                work.cancel()
                timer.cancel()
            }
        }
    } onCancel: {
        race.finish(.failure(CancellationError()))
    }
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

/// The first of several outcomes to arrive resumes the continuation; later ones are dropped.
private final class FirstOutcome<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var early: Result<T, any Error>?
        var decided = false
        var cleanup: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    func begin(_ continuation: CheckedContinuation<T, any Error>) {
        let early = state.withLock { state -> Result<T, any Error>? in
            guard let early = state.early else {
                state.continuation = continuation
                return nil
            }
            state.early = nil
            return early
        }
        if let early { continuation.resume(with: early) }
    }

    /// Runs `cleanup` once the race is decided (now, if it already is).
    func whenFinished(_ cleanup: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            guard !state.decided else { return true }
            state.cleanup = cleanup
            return false
        }
        if now { cleanup() }
    }

    func finish(_ outcome: Result<T, any Error>) {
        let (continuation, cleanup) = state.withLock { state -> (CheckedContinuation<T, any Error>?, (@Sendable () -> Void)?) in
            guard !state.decided else { return (nil, nil) }
            state.decided = true
            defer {
                state.continuation = nil
                state.cleanup = nil
            }
            // Cancelled before the continuation was handed over: keep the outcome for `begin`.
            if state.continuation == nil { state.early = outcome }
            return (state.continuation, state.cleanup)
        }
        continuation?.resume(with: outcome)
        cleanup?()
    }
}
