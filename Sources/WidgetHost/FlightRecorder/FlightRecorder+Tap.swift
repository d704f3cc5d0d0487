import Synchronization
import WidgetJSON

extension FlightRecorder {
    /// Every record from now on as it is written: the JSON object of its log line, redacted and
    /// cut exactly as in the file (`seq` included), for a live view such as the inspector of
    /// `widgets serve`.
    ///
    /// The writer thread hands each record over without waiting; a viewer that falls more than
    /// `limit` records behind loses the oldest. Records that never reach the writer (no room in
    /// the queue, over a widget's budget) never reach a tap either, as they never reach the
    /// file. The stream ends when the recorder is closed; any number of taps may be open.
    public func tap(bufferingNewest limit: Int = 1024) -> AsyncStream<JSONValue> {
        taps.open(bufferingNewest: limit)
    }
}

/// The open taps of one ``FlightRecorder``: the writer delivers to them, ``FlightRecorder/tap(bufferingNewest:)`` opens them.
final class RecordTaps: Sendable {
    private struct State {
        var subscribers: [UInt64: AsyncStream<JSONValue>.Continuation] = [:]
        var next: UInt64 = 0
        var finished = false
    }

    private let state = Mutex(State())
    /// Whether any tap is open: the writer's only cost when none is.
    private let anyOpen = Atomic<Bool>(false)

    func open(bufferingNewest limit: Int) -> AsyncStream<JSONValue> {
        let (stream, continuation) = AsyncStream.makeStream(of: JSONValue.self, bufferingPolicy: .bufferingNewest(max(1, limit)))
        let key = state.withLock { state -> UInt64? in
            guard !state.finished else { return nil }
            state.next += 1
            state.subscribers[state.next] = continuation
            anyOpen.store(true, ordering: .relaxed)
            return state.next
        }
        guard let key else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in self?.close(key) }
        return stream
    }

    /// Called by the writer thread with each record it writes.
    func deliver(_ record: JSONValue) {
        guard anyOpen.load(ordering: .relaxed) else { return }
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers { subscriber.yield(record) }
    }

    /// Ends every tap; later ones end at once. Called when the writer stops.
    func finish() {
        let subscribers = state.withLock { state -> [AsyncStream<JSONValue>.Continuation] in
            state.finished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        anyOpen.store(false, ordering: .relaxed)
        for subscriber in subscribers { subscriber.finish() }
    }

    private func close(_ key: UInt64) {
        state.withLock { state in
            state.subscribers[key] = nil
            anyOpen.store(!state.subscribers.isEmpty, ordering: .relaxed)
        }
    }
}
