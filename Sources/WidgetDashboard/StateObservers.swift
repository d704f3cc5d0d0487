import Synchronization

/// The streams of a ``DashboardModel``'s states: any number, each fed every change; a stream
/// whose consumer goes away removes itself (under the lock, with no task and no actor hop).
final class StateObservers: Sendable {
    private struct Observers {
        var streams: [UInt64: AsyncStream<DashboardState>.Continuation] = [:]
        var nextKey: UInt64 = 0
        var finished = false
    }

    private let observers = Mutex(Observers())

    /// A new stream that starts with `current`; it ends at once if ``finish()`` was called.
    func add(_ current: DashboardState, bufferingNewest limit: Int) -> AsyncStream<DashboardState> {
        let (stream, continuation) = AsyncStream.makeStream(of: DashboardState.self, bufferingPolicy: .bufferingNewest(max(1, limit)))
        continuation.yield(current)
        let key = observers.withLock { observers -> UInt64? in
            guard !observers.finished else { return nil }
            observers.nextKey += 1
            observers.streams[observers.nextKey] = continuation
            return observers.nextKey
        }
        guard let key else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [self] _ in
            _ = observers.withLock { $0.streams.removeValue(forKey: key) }
        }
        return stream
    }

    func yield(_ state: DashboardState) {
        for stream in observers.withLock({ Array($0.streams.values) }) { stream.yield(state) }
    }

    /// Ends every stream (the dashboard stopped).
    func finish() {
        let streams = observers.withLock { observers in
            observers.finished = true
            defer { observers.streams = [:] }
            return Array(observers.streams.values)
        }
        for stream in streams { stream.finish() }
    }
}
