import Synchronization

/// One source's elements for any number of subscribers: the package's one fan-out (a
/// supervisor's events, a dashboard's states).
///
/// Each subscriber has a buffer of its own holding the newest `limit` elements: one that falls
/// further behind loses its oldest elements, and never delays the source or the others. Every
/// subscriber sees the elements in the order they were yielded (they are handed over under one
/// lock). A new subscriber first gets the element marked for replay (a state, so it starts
/// from the present). ``finish()`` ends every stream, and a stream asked for after it ends at
/// once, after the replayed element; ``reopen()`` takes subscribers again, for a source that
/// starts again.
package final class Broadcast<Element: Sendable>: Sendable {
    private struct State {
        var subscribers: [UInt64: AsyncStream<Element>.Continuation] = [:]
        var nextKey: UInt64 = 0
        var finished = false
        var replayed: Element?
    }

    private let state: Mutex<State>

    /// - Parameter replayed: what a new subscriber gets first, until ``yield(_:replay:)``
    ///   replaces it.
    package init(replaying replayed: Element? = nil) {
        state = Mutex(State(replayed: replayed))
    }

    /// A new stream: the replayed element, then every element yielded from now on, until
    /// ``finish()`` (at once if it has been called and the broadcast not reopened).
    package func subscribe(bufferingNewest limit: Int) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .bufferingNewest(max(1, limit)))
        let key = state.withLock { state -> UInt64? in
            if let replayed = state.replayed { continuation.yield(replayed) }
            guard !state.finished else { return nil }
            state.nextKey += 1
            state.subscribers[state.nextKey] = continuation
            return state.nextKey
        }
        guard let key else {
            // Outside the lock: finishing runs the stream's termination handler.
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: key) }
        }
        return stream
    }

    /// Hands `element` to every subscriber; with `replay`, new subscribers start with it.
    package func yield(_ element: Element, replay: Bool = false) {
        state.withLock { state in
            if replay { state.replayed = element }
            guard !state.finished else { return }
            for subscriber in state.subscribers.values { subscriber.yield(element) }
        }
    }

    /// Ends every stream; streams asked for from now on end at once (until ``reopen()``).
    package func finish() {
        let subscribers = state.withLock { state in
            state.finished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
    }

    /// Takes subscribers again after ``finish()`` (the source starts again).
    package func reopen() {
        state.withLock { $0.finished = false }
    }
}
