import WidgetRPC

/// One connection's life as a value: which phase it is in, what it waits for and until when,
/// and what to do when bytes, end-of-file, a response or a deadline arrive. No I/O: the event
/// loop performs the returned actions, and tests drive it with instants they choose.
///
/// Phases: `waiting` (no request in progress: fresh or kept alive) → `receiving` (a request
/// has begun) → `handling` (with the app; input is not read, so a client cannot queue more)
/// → `responding` (bytes queued) → `waiting` again, or `lingering` (output shut after a last
/// response, input read and dropped until the client closes) → `closed`. An event stream
/// goes `handling` → `streaming` until either side ends it.
///
/// Every phase but `handling` has a deadline (``deadline``), so no client holds a connection
/// longer than the timeouts allow, however slowly it sends or reads.
struct HTTPConnectionMachine {
    enum Phase: Equatable {
        case waiting(since: MonotonicInstant)
        case receiving(since: MonotonicInstant)
        case handling
        case responding(keepAlive: Bool)
        case streaming
        case lingering(since: MonotonicInstant)
        case closed
    }

    enum Action: Equatable {
        case none
        /// Hand the request to the app (security checks first).
        case dispatch(HTTPRequest)
        /// Queue the error response for this rejection; the connection closes after it.
        case reject(HTTPRejection)
        /// Queue a heartbeat comment on the event stream.
        case heartbeat
        /// Shut the output down (the last response is out) and linger.
        case shutdownOutput
        case close
    }

    private(set) var phase: Phase
    private var parser: HTTPRequestParser
    private let timeouts: HTTPTimeouts
    /// Since when output has been waiting without progress; nil when nothing waits.
    private var outputStalledSince: MonotonicInstant?
    /// When the event stream last had something written (an event or a heartbeat).
    private var lastStreamWrite = MonotonicInstant.zero
    /// Input bytes dropped while lingering.
    private var discarded = 0
    /// The peer shut its output: close once the response in flight is out.
    private var inputEnded = false
    /// A request was refused: its framing is unknown, so nothing after it can be trusted.
    private var rejected = false

    init(limits: HTTPLimits, timeouts: HTTPTimeouts, now: MonotonicInstant) {
        self.parser = HTTPRequestParser(limits: limits)
        self.timeouts = timeouts
        self.phase = .waiting(since: now)
    }

    /// Whether the loop should read: not while the app handles a request or a response is
    /// going out (a pipelining client waits its turn, and its bytes stay bounded).
    var wantsInput: Bool {
        switch phase {
        case .waiting, .receiving, .streaming, .lingering: !inputEnded
        case .handling, .responding, .closed: false
        }
    }

    /// Whether the connection may be closed to make room at the connection limit: one that
    /// lingers after its last response (it is done; with `lingering`) or waits for a request
    /// (idle), and since when. Nil while a request or a response is in progress.
    var spare: (since: MonotonicInstant, lingering: Bool)? {
        switch phase {
        case .waiting(let since): (since, false)
        case .lingering(let since): (since, true)
        case .receiving, .handling, .responding, .streaming, .closed: nil
        }
    }

    /// When ``deadlinePassed(at:)`` has something to do; nil while the app handles a request.
    var deadline: MonotonicInstant? {
        switch phase {
        case .waiting(let since): since + timeouts.idle
        case .receiving(let since): since + timeouts.request
        case .handling, .closed: nil
        case .responding: outputStalledSince.map { $0 + timeouts.write }
        case .streaming:
            outputStalledSince.map { min($0 + timeouts.write, lastStreamWrite + timeouts.heartbeat) } ?? lastStreamWrite
                + timeouts.heartbeat
        case .lingering(let since): since + timeouts.linger
        }
    }

    // MARK: - Inputs

    mutating func received(_ bytes: UnsafeRawBufferPointer, at now: MonotonicInstant) -> Action {
        switch phase {
        case .waiting, .receiving:
            parser.append(bytes)
            return nextRequest(at: now)
        case .streaming:
            return .none  // an event stream's client has nothing to say
        case .lingering:
            discarded += bytes.count
            return discarded > parser.limits.bodyBytes ? close() : .none
        case .handling, .responding, .closed:
            return .none
        }
    }

    /// The client shut its output (end-of-file).
    mutating func inputClosed() -> Action {
        inputEnded = true
        switch phase {
        case .waiting, .receiving, .streaming, .lingering, .closed: return close()
        case .handling, .responding: return .none  // answer first; close when it is out
        }
    }

    /// The app's response is queued: an ordinary one, or the head of an event stream.
    mutating func responseQueued(keepAlive: Bool, streaming: Bool, at now: MonotonicInstant) {
        guard phase == .handling else { return }
        phase = streaming ? .streaming : .responding(keepAlive: keepAlive && !inputEnded && !rejected)
        lastStreamWrite = now
        outputStalledSince = now
    }

    /// Event-stream bytes (an event or a heartbeat) were queued.
    mutating func streamBytesQueued(at now: MonotonicInstant) {
        lastStreamWrite = now
        if outputStalledSince == nil { outputStalledSince = now }
    }

    /// The app's event stream finished: close once what is queued is out.
    mutating func streamEnded() {
        guard phase == .streaming else { return }
        phase = .responding(keepAlive: false)
    }

    /// Some output was written; `finished` when nothing is left queued.
    mutating func wrote(finished: Bool, at now: MonotonicInstant) -> Action {
        outputStalledSince = finished ? nil : now
        guard finished, case .responding(let keepAlive) = phase else { return .none }
        if inputEnded { return close() }
        guard keepAlive else {
            phase = .lingering(since: now)
            return .shutdownOutput
        }
        phase = .waiting(since: now)
        return nextRequest(at: now)
    }

    /// Checks the deadline against `now`.
    mutating func deadlinePassed(at now: MonotonicInstant) -> Action {
        guard let deadline, deadline <= now else { return .none }
        switch phase {
        case .receiving:
            return reject(HTTPRejection(.requestTimeout, "the request was not complete within \(timeouts.request)"))
        case .streaming where outputStalledSince.map({ $0 + timeouts.write > now }) ?? true:
            lastStreamWrite = now
            return .heartbeat
        case .waiting, .responding, .streaming, .lingering:
            return close()
        case .handling, .closed:
            return .none
        }
    }

    /// The loop closed the connection (or is about to) for a reason of its own.
    mutating func close() -> Action {
        phase = .closed
        return .close
    }

    // MARK: - Helpers

    private mutating func nextRequest(at now: MonotonicInstant) -> Action {
        switch parser.next() {
        case .incomplete:
            if case .waiting = phase, parser.bufferedByteCount > 0 { phase = .receiving(since: now) }
            return .none
        case .request(let request):
            phase = .handling
            return .dispatch(request)
        case .rejected(let rejection):
            return reject(rejection)
        }
    }

    private mutating func reject(_ rejection: HTTPRejection) -> Action {
        phase = .handling
        rejected = true
        return .reject(rejection)
    }
}
