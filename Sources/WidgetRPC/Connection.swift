import Dispatch
import Synchronization
import WidgetConcurrency
import WidgetJSON
import WidgetProtocol

/// One JSON-RPC 2.0 peer over a ``Transport``, used by both sides (host and widget SDK).
///
/// - Calls carry a deadline and are matched to responses by id. A response that matches no
///   waiting call (late, unknown or duplicate) is reported and dropped, never a crash.
/// - Inbound lines are framed, parsed and matched on the transport's reader thread, so a
///   response wakes its caller with no extra hop. Requests and notifications go, in arrival
///   order, to the ``ConnectionHandler`` on a single task.
/// - Every notification, and the reply to every ``orderedCall(_:timeout:)``, is stamped with
///   its ``Arrival`` on the reader thread: a consumer of both puts them back in line order,
///   whichever task waited for the reply.
/// - When the transport closes (or ``close(reason:)`` is called) every waiting call fails at once
///   with ``ConnectionError/closed(_:)``.
///
/// State is owned by one `Mutex`; the lock is never held while calling out (transport,
/// handler, observer, continuations). What other tasks wait for (the close, the inbound end)
/// is published to them through ``WaitableState``, the package's one waiter set.
public final class Connection: Sendable {
    public typealias Observer = @Sendable (ConnectionEvent) -> Void

    public let options: ConnectionOptions
    let transport: any Transport
    let observer: Observer?
    let state: Mutex<State>
    /// Why it closed, once it has, for ``waitUntilClosed()``: set by the close, after the calls
    /// it failed (the package's one waiter set, ``WaitableState``).
    private let closed = WaitableState<ConnectionCloseReason?>(nil)
    /// Set once the transport reported the end of its inbound side.
    private let inboundEnded = WaitableState(false)
    let inbound = AsyncFIFO<Inbound>()
    /// The number of our next request id: taken without the state's lock.
    let requestNumbers = Atomic<UInt64>(1)

    struct Pending {
        var method: String
        var sentAt: MonotonicInstant
        /// Unsafe rather than checked: one allocation less per call; `pending` guarantees it
        /// is resumed exactly once (whoever removes the entry resumes it).
        var continuation: UnsafeContinuation<ArrivedReply<JSONFragment>, Never>
        var timeout: Duration?
        /// Whether its reply is stamped with an ``Arrival`` (``orderedCall(_:timeout:)``).
        var ordered: Bool
    }

    /// A request or notification on its way to the handler, with its stamp (notifications).
    struct Inbound: Sendable {
        var message: JSONRPCMessage
        var arrival: Arrival?
    }

    /// A call given up on (timed out or cancelled): what its late reply answered, and when
    /// it was asked.
    struct Abandoned {
        var method: String
        var sentAt: MonotonicInstant
    }

    struct State {
        var nextID: UInt64 = 1
        var pending: [RequestID: Pending] = [:]
        /// Calls given up on, to tell a late reply from an unknown one and say what it answered.
        /// Bounded by ``ConnectionOptions/rememberedAbandonedCalls``: a peer that never answers
        /// must not grow our memory, so past the cap the oldest is forgotten (its reply, if it
        /// ever comes, is then reported as unknown). `abandonedOrder` holds the ids oldest
        /// first; an id answered late leaves `abandoned` at once and its place in the order
        /// later (ids are never reused, so the stale place is harmless).
        var abandoned: [RequestID: Abandoned] = [:]
        var abandonedOrder: [RequestID] = []
        var deadlines = DeadlineQueue()
        /// When the deadline timer will next wake, if it is running.
        var timerTarget: MonotonicInstant?
        var timer: Task<Void, Never>?
        var closeReason: ConnectionCloseReason?
        var dispatcher: Task<Void, Never>?
        /// The close reason to report when the inbound side ends, if we already know better
        /// than "end of file" (the peer is known to have exited).
        var reasonWhenInboundEnds: ConnectionCloseReason?
        var inboundCount = 0
        var readingPaused = false
        /// Lines stamped so far (``Arrival``): notifications and the replies of ordered calls.
        var arrivals: UInt64 = 0
        /// `nil` only while ``receive(_:)`` has borrowed it.
        var framer: LineFramer?
    }

    /// Creates a connection over `transport`. Nothing is read until ``start(handler:)``.
    /// - Parameter observer: sees every message and anomaly (see ``ConnectionEvent``); called
    ///   synchronously, so it must be fast.
    public init(transport: any Transport, options: ConnectionOptions = ConnectionOptions(), observer: Observer? = nil) {
        self.transport = transport
        self.options = options
        self.observer = observer
        self.state = Mutex(State(framer: LineFramer(maxLineBytes: options.maxLineBytes)))
    }

    /// Starts reading and dispatching inbound messages to `handler`. Call once.
    public func start(handler: any ConnectionHandler = NoHandler()) {
        let dispatcher = Task(executorPreference: transport.taskExecutor) { [self] in
            await dispatchAll(to: handler)
        }
        state.withLock { state in
            precondition(state.dispatcher == nil, "Connection.start called twice")
            state.dispatcher = dispatcher
        }
        transport.start(
            receive: { [self] bytes in receive(bytes) },
            closed: { [self] closure in
                flushFramer()
                finish(state.withLock { $0.reasonWhenInboundEnds } ?? .transport(closure))
                inboundEnded.update { $0 = true }
            })
    }

    // MARK: - Calling

    /// Sends a request and waits for its result, as raw JSON (typed calls: ``call(_:timeout:)``).
    /// - Parameter timeout: the deadline; `nil` waits until the response or the connection closes.
    /// - Throws: ``ConnectionError``: `.remote` for an error response, `.timedOut`, `.closed`,
    ///   `.cancelled` if the calling task is cancelled, `.outboundQueueFull` if the peer is wedged.
    public func call(method: String, params: JSONValue?, timeout: Duration?) async throws(ConnectionError) -> JSONValue {
        try await call(method: method, fragment: params.map(JSONFragment.init), timeout: timeout).value
    }

    /// ``call(method:params:timeout:)``, with the reply's ``Arrival``: for a caller that
    /// applies replies and notifications in the order they came in.
    public func orderedCall(method: String, params: JSONValue?, timeout: Duration?) async -> ArrivedReply<JSONValue> {
        let id = nextRequestID()
        let message = JSONRPCMessage.request(id: id, method: method, params: params.map(JSONFragment.init))
        let reply = await exchange(id: id, method: method, line: message.encodedLine(), message: message, timeout: timeout, ordered: true)
        return ArrivedReply(result: reply.result.map(\.value), arrival: reply.arrival)
    }

    /// Sends a request and waits for its result: the line's bytes go and come as they are.
    nonisolated(nonsending) func call(
        method: String, fragment params: JSONFragment?, timeout: Duration?
    ) async throws(ConnectionError) -> JSONFragment {
        let id = nextRequestID()
        let message = JSONRPCMessage.request(id: id, method: method, params: params)
        return try await call(id: id, method: method, line: message.encodedLine(), message: message, timeout: timeout)
    }

    /// A fresh id for a request of ours.
    func nextRequestID() -> RequestID {
        .string(options.idPrefix + String(requestNumbers.add(1, ordering: .relaxed).oldValue))
    }

    /// Sends a request's `line` (`message` is what it says, for the observer) and waits for
    /// the result.
    nonisolated(nonsending) func call(
        id: RequestID, method: String, line: [UInt8], message: JSONRPCMessage, timeout: Duration?
    ) async throws(ConnectionError) -> JSONFragment {
        try await exchange(id: id, method: method, line: line, message: message, timeout: timeout, ordered: false).result.get()
    }

    /// Sends a request's `line` and waits for the reply; `ordered`: the reply is stamped with
    /// its ``Arrival``. Never throws: a failure is the reply's result.
    nonisolated(nonsending) func exchange(
        id: RequestID, method: String, line: [UInt8], message: JSONRPCMessage, timeout: Duration?, ordered: Bool
    ) async -> ArrivedReply<JSONFragment> {
        await withTaskCancellationHandler {
            await withUnsafeContinuation { (continuation: UnsafeContinuation<ArrivedReply<JSONFragment>, Never>) in
                // One clock read: the latency and the deadline count from the same instant.
                let sentAt = options.clock.now
                // One lock for the call and its deadline.
                let (refused, timer) = state.withLock { state -> (ConnectionError?, Task<Void, Never>??) in
                    if let reason = state.closeReason { return (.closed(reason), .none) }
                    state.pending[id] = Pending(
                        method: method, sentAt: sentAt, continuation: continuation, timeout: timeout, ordered: ordered)
                    guard let timeout else { return (nil, .none) }
                    return (nil, addDeadline(sentAt + timeout, for: id, in: &state))
                }
                if let error = refused {
                    continuation.resume(returning: ArrivedReply(result: .failure(error), arrival: nil))
                    return
                }
                if case .some(let previous) = timer, let timeout { startDeadlineTimer(until: sentAt + timeout, replacing: previous) }
                if Task.isCancelled {
                    abandon(id, with: .cancelled(method: method, id: id))
                    return
                }
                // Reported before the write: the reply can arrive (and be reported, on the
                // reader thread) before `send` returns, and a log must never show it first.
                observer?(.sent(message, byteCount: line.count))
                do throws(TransportError) {
                    try transport.send(line)
                } catch {
                    let failure = Self.connectionError(for: error)
                    if settle(id, with: .failure(failure)) != nil {
                        observer?(.callFailed(method: method, id: id, error: failure))
                    }
                    return
                }
            }
        } onCancel: {
            abandon(id, with: .cancelled(method: method, id: id))
        }
    }

    /// Sends a notification (no response).
    /// - Throws: ``ConnectionError/closed(_:)`` or ``ConnectionError/outboundQueueFull(limit:)``.
    public func notify(method: String, params: JSONValue?) throws(ConnectionError) {
        try notify(method: method, fragment: params.map(JSONFragment.init))
    }

    /// Sends a notification whose params are already a fragment (encoded, or received).
    public func notify(method: String, fragment params: JSONFragment?) throws(ConnectionError) {
        if let reason = state.withLock({ $0.closeReason }) { throw .closed(reason) }
        let message = JSONRPCMessage.notification(method: method, params: params)
        try send(message)
    }

    /// Closes the connection now: every waiting call fails with `.closed(.closedLocally(reason))`
    /// and the transport is closed. Idempotent.
    public func close(reason: String = "the connection was closed") {
        finish(.closedLocally(reason))
        transport.close()
    }

    /// Closes the connection after the peer died. What the peer wrote before dying is still
    /// read — a reply it sent just before exiting answers its call — until its output ends or
    /// `grace` passes (a grandchild may hold the pipe open forever); then every call still
    /// waiting fails with `.closed(.closedLocally(reason))`.
    public func close(reason: String, drainingInputFor grace: Duration) async {
        state.withLock { $0.reasonWhenInboundEnds = .closedLocally(reason) }
        await waitForInboundEnd(timeout: grace)
        finish(.closedLocally(reason))
        transport.close()
    }

    /// Whether ``close(reason:drainingInputFor:)`` has begun (tests order events with it).
    var isDrainingInput: Bool { state.withLock { $0.reasonWhenInboundEnds != nil } }

    private func waitForInboundEnd(timeout: Duration) async {
        _ = await withDeadline(timeout, on: options.clock) { await self.waitForInboundEnd() }
    }

    /// Returns when the inbound side has ended, or when the task is cancelled.
    private func waitForInboundEnd() async {
        _ = await inboundEnded.wait { $0 }
    }

    /// Closes only our outbound side: the peer reads end-of-file after what is queued. Calls
    /// already waiting can still be answered.
    public func closeOutbound() {
        transport.closeOutbound()
    }

    /// Runs the connection until the peer closes it: starts it, waits for the inbound side to end
    /// and for every message already received to be handled, then returns why it closed.
    /// This is a widget's main loop.
    public func run(handler: any ConnectionHandler) async -> ConnectionCloseReason {
        start(handler: handler)
        let reason = await waitUntilClosed()
        await state.withLock { $0.dispatcher }?.value
        return reason
    }

    /// Waits until the connection has closed, and says why (through cancellation: a close
    /// always comes, the transport's end makes sure of it).
    public func waitUntilClosed() async -> ConnectionCloseReason {
        await closed.takeIgnoringCancellation { $0 }
    }

    /// The executor on the transport's reader thread, if it has one. Code that mostly talks to
    /// this peer runs cheapest with it preferred: `withTaskExecutorPreference(connection.taskExecutor) { … }`
    /// — a response then resumes the caller on the thread that read it, with no thread hop.
    public var taskExecutor: (any TaskExecutor)? { transport.taskExecutor }

    /// Why the connection closed, or `nil` while it is open.
    public var closeReason: ConnectionCloseReason? { state.withLock { $0.closeReason } }

    /// Calls waiting for a response.
    public var pendingCallCount: Int { state.withLock { $0.pending.count } }

    // MARK: - Sending

    private func send(_ message: JSONRPCMessage) throws(ConnectionError) {
        try send(line: message.encodedLine(), message: message)
    }

    /// Sends a line already written (`message` is what it says, for the observer).
    func send(line: [UInt8], message: JSONRPCMessage) throws(ConnectionError) {
        do throws(TransportError) {
            try transport.send(line)
        } catch {
            throw Self.connectionError(for: error)
        }
        observer?(.sent(message, byteCount: line.count))
    }

    static func connectionError(for error: TransportError) -> ConnectionError {
        switch error {
        case .outboundQueueFull(let limit): return .outboundQueueFull(limit: limit)
        case .closed, .writeFailed, .cannotCreate: return .closed(.sendFailed(error))
        }
    }

    /// Sends a reply; failures only mean the peer is gone, which the close path reports.
    func reply(_ message: JSONRPCMessage) {
        try? send(message)
    }

    // MARK: - Settling calls

    /// Records a call's deadline (with `state` locked). Returns `.some(timer to cancel)` when the
    /// one timer that serves them all must be started or brought forward to it.
    private func addDeadline(_ deadline: MonotonicInstant, for id: RequestID, in state: inout State) -> Task<Void, Never>?? {
        state.deadlines.push(.init(deadline: deadline, id: id))
        if state.deadlines.count > 4 * state.pending.count + 64 {
            let pending = state.pending
            state.deadlines.compact { pending[$0] != nil }
        }
        if let target = state.timerTarget, target <= deadline { return .none }
        state.timerTarget = deadline
        return .some(state.timer)
    }

    private func startDeadlineTimer(until deadline: MonotonicInstant, replacing previous: Task<Void, Never>?) {
        previous?.cancel()
        let timer = Task { [self] in await runDeadlineTimer(until: deadline) }
        state.withLock { state in
            // A newer timer may have been started meanwhile; keep whichever targets earliest.
            if state.timerTarget == deadline { state.timer = timer } else { timer.cancel() }
        }
    }

    /// Sleeps until `target`, expires every call whose deadline has passed, and goes on to
    /// the next deadline until none is left.
    private func runDeadlineTimer(until target: MonotonicInstant) async {
        var target = target
        while true {
            do {
                try await options.clock.sleep(until: target)
            } catch {
                return  // replaced by an earlier deadline, or the connection closed
            }
            let now = options.clock.now
            let (expired, next) = state.withLock { state -> ([(RequestID, Pending)], MonotonicInstant?) in
                var expired: [(RequestID, Pending)] = []
                while let earliest = state.deadlines.earliest {
                    let live = state.pending[earliest.id] != nil
                    if live, earliest.deadline > now { break }
                    state.deadlines.popEarliest()
                    if live, let call = state.pending.removeValue(forKey: earliest.id) {
                        remember(abandoned: earliest.id, call, in: &state)
                        expired.append((earliest.id, call))
                    }
                }
                state.timerTarget = state.deadlines.earliest?.deadline
                if state.timerTarget == nil { state.timer = nil }
                return (expired, state.timerTarget)
            }
            for (id, call) in expired {
                let timeout = call.timeout ?? .zero
                call.continuation.resume(
                    returning: ArrivedReply(result: .failure(.timedOut(method: call.method, id: id, after: timeout)), arrival: nil))
                observer?(.callTimedOut(method: call.method, id: id, after: timeout))
            }
            guard let next else { return }
            target = next
        }
    }

    /// Resumes the call `id` with `result` (no reply came: nothing to stamp), if it is still
    /// waiting. Returns its record.
    @discardableResult
    func settle(_ id: RequestID, with result: Result<JSONFragment, ConnectionError>) -> Pending? {
        guard let pending = state.withLock({ $0.pending.removeValue(forKey: id) }) else { return nil }
        pending.continuation.resume(returning: ArrivedReply(result: result, arrival: nil))
        return pending
    }

    /// Gives up on call `id` (cancellation) and remembers the id so a late response is
    /// recognised. Returns whether the call was still waiting.
    @discardableResult
    private func abandon(_ id: RequestID, with error: ConnectionError) -> Bool {
        guard
            let pending = state.withLock({ state -> Pending? in
                guard let pending = state.pending.removeValue(forKey: id) else { return nil }
                remember(abandoned: id, pending, in: &state)
                return pending
            })
        else { return false }
        pending.continuation.resume(returning: ArrivedReply(result: .failure(error), arrival: nil))
        return true
    }

    private func remember(abandoned id: RequestID, _ call: Pending, in state: inout State) {
        state.abandoned[id] = Abandoned(method: call.method, sentAt: call.sentAt)
        state.abandonedOrder.append(id)
        if state.abandonedOrder.count > options.rememberedAbandonedCalls {
            state.abandoned.removeValue(forKey: state.abandonedOrder.removeFirst())
        }
    }

    /// The call `id` was given up on and is answered now: forgets it (a second reply is a
    /// duplicate) and returns what it asked.
    func takeAbandoned(_ id: RequestID) -> Abandoned? {
        state.withLock { $0.abandoned.removeValue(forKey: id) }
    }

    private func finish(_ reason: ConnectionCloseReason) {
        guard
            let (pending, timer) = state.withLock({ state -> ([(RequestID, Pending)], Task<Void, Never>?)? in
                guard state.closeReason == nil else { return nil }  // already closed
                state.closeReason = reason
                defer {
                    state.pending = [:]
                    state.deadlines = DeadlineQueue()
                    state.timer = nil
                    state.timerTarget = nil
                }
                return (state.pending.sorted { $0.value.sentAt < $1.value.sentAt }, state.timer)
            })
        else { return }
        timer?.cancel()
        for (id, call) in pending {
            call.continuation.resume(returning: ArrivedReply(result: .failure(.closed(reason)), arrival: nil))
            observer?(.callFailed(method: call.method, id: id, error: .closed(reason)))
        }
        inbound.finish()
        closed.update { $0 = reason }
        observer?(.closed(reason))
    }
}
