import Synchronization

/// One source's elements for any number of subscribers: the package's one fan-out (a
/// supervisor's events, a dashboard's states, a page's Server-Sent Events).
///
/// Each subscriber has a buffer of its own of at most `limit` elements, and never delays the
/// source or the others. What happens when it falls further behind is the subscriber's choice
/// (``Overflow``): it loses its oldest elements (a state stream: the newest is what counts), or
/// its stream ends (an event stream whose client reconnects and is caught up). Every subscriber
/// sees the elements in the order they were yielded (they are handed over under one lock). A
/// new subscriber first gets the element marked for replay (a state, so it starts from the
/// present), or the elements it asks to start with. ``finish()`` ends every stream, and a
/// stream asked for after it ends at once, after the replayed element; ``reopen()`` takes
/// subscribers again, for a source that starts again.
package final class Broadcast<Element: Sendable>: Sendable {
    /// What a subscriber that falls `limit` elements behind gets.
    package enum Overflow: Sendable {
        /// Its oldest elements are dropped.
        case dropOldest
        /// Its stream ends.
        case endStream
    }

    private struct Subscriber {
        var continuation: AsyncStream<Element>.Continuation
        var overflow: Overflow
    }

    private struct State {
        var subscribers: [UInt64: Subscriber] = [:]
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

    /// How many streams are subscribed.
    package var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// A new stream: the replayed element, then every element yielded from now on, until
    /// ``finish()`` (at once if it has been called and the broadcast not reopened).
    package func subscribe(bufferingNewest limit: Int) -> AsyncStream<Element> {
        subscribe(limit: limit, overflow: .dropOldest, startingWith: [])
    }

    /// A new stream of at most `limit` waiting elements, handled as `overflow` says past it:
    /// the replayed element, then `first` (what this subscriber missed, say), then every
    /// element yielded from now on. Finished at once, after the replayed element, when the
    /// broadcast is.
    package func subscribe(limit: Int, overflow: Overflow, startingWith first: [Element]) -> AsyncStream<Element> {
        let policy: AsyncStream<Element>.Continuation.BufferingPolicy =
            overflow == .dropOldest ? .bufferingNewest(max(1, limit)) : .bufferingOldest(max(1, limit))
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: policy)
        let key = state.withLock { state -> UInt64? in
            if let replayed = state.replayed { continuation.yield(replayed) }
            guard !state.finished else { return nil }
            for element in first { continuation.yield(element) }
            state.nextKey += 1
            state.subscribers[state.nextKey] = Subscriber(continuation: continuation, overflow: overflow)
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
    /// Ignored after ``finish()``.
    package func yield(_ element: Element, replay: Bool = false) {
        let ended = state.withLock { state -> [AsyncStream<Element>.Continuation] in
            if replay { state.replayed = element }
            guard !state.finished else { return [] }
            var ended: [AsyncStream<Element>.Continuation] = []
            for (key, subscriber) in state.subscribers {
                switch subscriber.continuation.yield(element) {
                case .dropped where subscriber.overflow == .endStream:
                    state.subscribers[key] = nil
                    ended.append(subscriber.continuation)
                case .terminated:
                    state.subscribers[key] = nil  // it ended before its termination handler was set
                default:
                    break
                }
            }
            return ended
        }
        // Outside the lock: finishing runs the stream's termination handler.
        for continuation in ended { continuation.finish() }
    }

    /// Ends every stream; streams asked for from now on end at once (until ``reopen()``).
    package func finish() {
        let subscribers = state.withLock { state in
            state.finished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.continuation.finish() }
    }

    /// Takes subscribers again after ``finish()`` (the source starts again).
    package func reopen() {
        state.withLock { $0.finished = false }
    }
}
