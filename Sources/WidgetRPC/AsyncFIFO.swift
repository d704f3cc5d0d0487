import Synchronization

/// An unbounded first-in, first-out queue that one consumer awaits.
///
/// A connection feeds its dispatcher task through one (every inbound request and notification
/// passes here), and tests collect events from callbacks with it, reading them back in order
/// with a finish state instead of sleeps. Cheaper than `AsyncStream` for this: one lock, one
/// waiting continuation, no allocation per element. A waiting consumer is not cancelled with
/// its task; ``finish()`` ends the wait.
public final class AsyncFIFO<Element: Sendable>: Sendable {
    private struct State {
        var elements: [Element] = []
        /// Index of the next element to hand out; the array is compacted as it drains.
        var head = 0
        /// The consumer, when it waits on an empty queue.
        var waiter: UnsafeContinuation<Element?, Never>?
        var finished = false

        mutating func pop() -> Element? {
            guard head < elements.count else { return nil }
            let element = elements[head]
            head += 1
            if head == elements.count {
                elements.removeAll(keepingCapacity: elements.capacity <= 1024)
                head = 0
            } else if head >= 256, head * 2 >= elements.count {
                elements.removeFirst(head)
                head = 0
            }
            return element
        }
    }

    private let state = Mutex(State())

    public init() {}

    /// Queues `element`, or hands it straight to a waiting consumer. Ignored after ``finish()``.
    public func append(_ element: Element) {
        let waiter = state.withLock { state -> UnsafeContinuation<Element?, Never>? in
            guard !state.finished else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil  // it only waits when the queue is empty
                return waiter
            }
            state.elements.append(element)
            return nil
        }
        waiter?.resume(returning: element)
    }

    /// No more elements will come: the consumer gets what is queued, then `nil`.
    public func finish() {
        let waiter = state.withLock { state -> UnsafeContinuation<Element?, Never>? in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The next element, waiting for one if need be; `nil` once finished and drained.
    /// One consumer at a time.
    public nonisolated(nonsending) func next() async -> Element? {
        if let element = state.withLock({ $0.pop() }) { return element }
        return await withUnsafeContinuation { continuation in
            let ready = state.withLock { state -> Element?? in
                if let element = state.pop() { return .some(element) }
                if state.finished { return .some(nil) }
                precondition(state.waiter == nil, "AsyncFIFO supports one waiting consumer")
                state.waiter = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
