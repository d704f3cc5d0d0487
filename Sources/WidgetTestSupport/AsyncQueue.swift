import Synchronization

/// An unbounded FIFO that one consumer awaits: tests collect events from callbacks and read
/// them back in order, with a finish state instead of sleeps.
public final class AsyncQueue<Element: Sendable>: Sendable {
    private struct State {
        var buffer: [Element] = []
        var waiter: CheckedContinuation<Element?, Never>?
        var finished = false
    }

    private let state = Mutex(State())

    public init() {}

    public func append(_ element: Element) {
        let waiter = state.withLock { state -> CheckedContinuation<Element?, Never>? in
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.buffer.append(element)
            return nil
        }
        waiter?.resume(returning: element)
    }

    public func finish() {
        let waiter = state.withLock { state -> CheckedContinuation<Element?, Never>? in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The next element, waiting if needed; `nil` after ``finish()`` once the buffer is empty.
    public func next() async -> Element? {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Element?? in
                if !state.buffer.isEmpty { return .some(state.buffer.removeFirst()) }
                if state.finished { return .some(nil) }
                precondition(state.waiter == nil, "AsyncQueue supports one waiting consumer")
                state.waiter = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Everything buffered right now, without waiting.
    public func drain() -> [Element] {
        state.withLock { state in
            defer { state.buffer = [] }
            return state.buffer
        }
    }
}
