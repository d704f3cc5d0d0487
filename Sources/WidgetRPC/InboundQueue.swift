import Synchronization
import WidgetProtocol

/// A connection's inbound requests and notifications, in arrival order, for its one
/// dispatcher task.
///
/// Why not `AsyncStream`: this sits on every inbound message's path, and a single-consumer
/// queue with one waiting continuation does the same job with less locking and no allocation
/// per message. Nothing cancels the dispatcher; it ends when ``finish()`` is called.
final class InboundQueue: Sendable {
    private struct State {
        var messages: [JSONRPCMessage] = []
        /// Index of the next message to hand out; the array is compacted as it drains.
        var head = 0
        /// The consumer, when it waits on an empty queue.
        var waiter: UnsafeContinuation<JSONRPCMessage?, Never>?
        var finished = false

        mutating func pop() -> JSONRPCMessage? {
            guard head < messages.count else { return nil }
            let message = messages[head]
            head += 1
            if head == messages.count {
                messages.removeAll(keepingCapacity: messages.capacity <= 1024)
                head = 0
            } else if head >= 256, head * 2 >= messages.count {
                messages.removeFirst(head)
                head = 0
            }
            return message
        }
    }

    private let state = Mutex(State())

    /// Queues `message`, or hands it straight to a waiting consumer. Ignored after ``finish()``.
    func append(_ message: JSONRPCMessage) {
        let waiter = state.withLock { state -> UnsafeContinuation<JSONRPCMessage?, Never>? in
            guard !state.finished else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil  // it only waits when the queue is empty
                return waiter
            }
            state.messages.append(message)
            return nil
        }
        waiter?.resume(returning: message)
    }

    /// No more messages will come: the consumer gets what is queued, then `nil`.
    func finish() {
        let waiter = state.withLock { state -> UnsafeContinuation<JSONRPCMessage?, Never>? in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The next message, waiting for one if need be; `nil` once finished and drained.
    /// One consumer only.
    func next() async -> JSONRPCMessage? {
        if let message = state.withLock({ $0.pop() }) { return message }
        return await withUnsafeContinuation { continuation in
            let ready = state.withLock { state -> JSONRPCMessage?? in
                if let message = state.pop() { return .some(message) }
                if state.finished { return .some(nil) }
                state.waiter = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
