import WidgetRPC

/// The server's one I/O thread: `poll` on the listener, every connection and the wake-up pipe;
/// non-blocking reads and writes; each connection's ``HTTPConnectionMachine`` decides, this
/// performs. Handlers and event-stream pumps run as tasks on the global executor and send their
/// results back through the ``HTTPLoopMailbox``; the loop never waits for them. Timeouts come
/// from one timer task sleeping on the injected clock until the earliest deadline.
///
/// Everything here is owned by the loop thread: it is created on it and never leaves it.
final class HTTPEventLoop {
    /// One client: its socket and its connection machine (not a `WidgetRPC.Connection`).
    private final class Client {
        let id: UInt64
        let fd: Int32
        var machine: HTTPConnectionMachine
        var output: [UInt8] = []
        var written = 0
        /// The handler or the event-stream pump: cancelled when the connection closes.
        var work: Task<Void, Never>?
        /// What the request being answered asked for.
        var isHead = false
        var keepAlive = false
        /// Its `Host`, once the access policy accepted it (the CSP names it).
        var host: String?

        init(id: UInt64, fd: Int32, machine: HTTPConnectionMachine) {
            self.id = id
            self.fd = fd
            self.machine = machine
        }

        var pendingOutput: Int { output.count - written }
    }

    private let listener: Int32
    private let mailbox: HTTPLoopMailbox
    private let router: HTTPRouter
    private let policy: AccessPolicy
    private let limits: HTTPLimits
    private let timeouts: HTTPTimeouts
    private let clock: MonotonicClock
    private var connections: [UInt64: Client] = [:]
    private var lastID: UInt64 = 0
    /// Published at once, so a client that got its response reads counters that include it.
    private var statistics = HTTPServerStatistics() {
        didSet { mailbox.statistics = statistics }
    }
    /// Set when `accept` ran out of descriptors: try again then (or when a connection closes).
    private var acceptResumesAt: MonotonicInstant?
    /// The loop's time: read once when it wakes (before it sends anything), so every event of
    /// one turn is stamped with an instant no later than any client could have seen its result.
    /// (Reading the clock at each event would let a test that advances a manual clock as soon as
    /// it has a response see the server stamp that response's end with the later time.)
    private var now = MonotonicInstant.zero
    private var timer: Task<Void, Never>?
    private var timerTarget: MonotonicInstant?
    private var date = (second: -1, text: "")
    private let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16 << 10, alignment: 16)

    /// Connections accepted per wake-up at most, so a connect flood cannot starve the others.
    private static let acceptBatch = 64

    init(
        listener: Int32, mailbox: HTTPLoopMailbox, router: HTTPRouter, policy: AccessPolicy, limits: HTTPLimits,
        timeouts: HTTPTimeouts, clock: MonotonicClock
    ) {
        self.listener = listener
        self.mailbox = mailbox
        self.router = router
        self.policy = policy
        self.limits = limits
        self.timeouts = timeouts
        self.clock = clock
    }

    deinit {
        readBuffer.deallocate()
    }

    /// Runs until a `stop` command; then every connection and the listener are closed.
    func run() {
        while processCommands() {
            scheduleTimer()
            let order = Array(connections.values)
            var descriptors: [(fd: Int32, input: Bool, output: Bool)] = [(mailbox.wake.readEnd, true, false)]
            let accepting = acceptResumesAt == nil
            if accepting { descriptors.append((listener, true, false)) }
            for connection in order {
                descriptors.append((connection.fd, connection.machine.wantsInput, connection.pendingOutput > 0))
            }
            let readiness = HTTPSystemCalls.wait(descriptors)
            now = clock.now
            if readiness[0].readable { mailbox.wake.drain() }
            let offset = accepting ? 2 : 1
            for (index, connection) in order.enumerated() where connections[connection.id] != nil {
                serve(connection, readiness[offset + index])
            }
            if accepting, readiness[1].readable { acceptConnections() }
        }
        for connection in Array(connections.values) {
            flush(connection)
            close(connection)
        }
        timer?.cancel()
        HTTPSystemCalls.close(listener)
        mailbox.end()
    }

    // MARK: - Commands

    /// Performs what other threads sent; false on `stop`.
    private func processCommands() -> Bool {
        let commands = mailbox.take()
        now = clock.now
        for command in commands {
            switch command {
            case .respond(let id, let response, let nonce):
                guard let connection = connections[id] else { continue }
                respond(connection, response, nonce: nonce)
            case .streamBytes(let id, let bytes):
                guard let connection = connections[id], connection.machine.phase == .streaming else { continue }
                guard connection.pendingOutput + bytes.count <= limits.outboundBytes else {
                    close(connection)  // it stopped reading; it reconnects and catches up
                    continue
                }
                queueStreamBytes(connection, bytes)
            case .streamEnded(let id):
                guard let connection = connections[id] else { continue }
                connection.machine.streamEnded()
                flush(connection)
            case .timersDue:
                timerTarget = nil
                if let resume = acceptResumesAt, resume <= now { acceptResumesAt = nil }
                for connection in Array(connections.values) where connections[connection.id] != nil {
                    perform(connection.machine.deadlinePassed(at: now), on: connection)
                }
            case .stop:
                return false
            }
        }
        return true
    }

    /// Keeps one timer task asleep until the earliest deadline of any connection.
    private func scheduleTimer() {
        let deadlines = connections.values.compactMap(\.machine.deadline) + (acceptResumesAt.map { [$0] } ?? [])
        guard let earliest = deadlines.min() else { return }
        if let target = timerTarget, target <= earliest { return }  // an earlier timer also rechecks this one
        timer?.cancel()
        timerTarget = earliest
        let (clock, mailbox) = (clock, mailbox)
        timer = Task {
            guard (try? await clock.sleep(until: earliest)) != nil else { return }
            mailbox.post(.timersDue)
        }
    }

    // MARK: - Connections

    private func acceptConnections() {
        for _ in 0..<Self.acceptBatch {
            switch HTTPSystemCalls.accept(listener) {
            case .accepted(let fd):
                admit(fd)
            case .wouldBlock:
                return
            case .exhausted:
                acceptResumesAt = now + .seconds(1)
                return
            case .failed:
                continue
            }
        }
    }

    /// Takes a new connection in; at the limit it replaces a spare one, or is refused.
    private func admit(_ fd: Int32) {
        if connections.count >= limits.connections {
            let spare = connections.values.compactMap { connection in connection.machine.spare.map { (connection, $0) } }
            // One lingering after its last response first (a client that sends garbage on every
            // connection would otherwise fill the table for the linger time), then the longest
            // idle; among equals (a coarse clock) the first accepted.
            let order = { (entry: (Client, (since: MonotonicInstant, lingering: Bool))) in
                (entry.1.lingering ? 0 : 1, entry.1.since, entry.0.id)
            }
            guard let oldest = spare.min(by: { order($0) < order($1) })?.0 else {
                statistics.refusedConnections += 1
                // Best effort, without waiting: the socket's buffer takes a response this small.
                let body = Array("the server has too many busy connections; try again\n".utf8)
                let refusal = HTTPResponse.bytes(body, contentType: "text/plain; charset=utf-8", status: .serviceUnavailable)
                let extra = policy.responseHeaders(nonce: AccessPolicy.makeNonce(), host: nil)
                (encodeHead(refusal, extraHeaders: extra, keepAlive: false, contentLength: body.count) + body).withUnsafeBytes {
                    _ = HTTPSystemCalls.send(fd, $0)
                }
                HTTPSystemCalls.close(fd)
                return
            }
            statistics.evictedConnections += 1
            close(oldest)
        }
        lastID += 1
        connections[lastID] = Client(
            id: lastID, fd: fd, machine: HTTPConnectionMachine(limits: limits, timeouts: timeouts, now: now))
        statistics.acceptedConnections += 1
        statistics.openConnections = connections.count
    }

    private func serve(_ connection: Client, _ readiness: HTTPSystemCalls.Readiness) {
        if readiness.writable { flush(connection) }
        guard connections[connection.id] != nil else { return }
        if connection.machine.wantsInput, readiness.readable || readiness.broken {
            switch HTTPSystemCalls.receive(connection.fd, into: readBuffer) {
            case .bytes(let count):
                perform(connection.machine.received(UnsafeRawBufferPointer(rebasing: readBuffer[0..<count]), at: now), on: connection)
            case .endOfFile:
                perform(connection.machine.inputClosed(), on: connection)
            case .wouldBlock:
                break
            case .failed:
                close(connection)
            }
        } else if readiness.broken {
            close(connection)  // reset while its request is with the app
        }
    }

    private func perform(_ action: HTTPConnectionMachine.Action, on connection: Client) {
        switch action {
        case .none:
            break
        case .dispatch(let request):
            dispatch(request, on: connection)
        case .reject(let rejection):
            statistics.rejectedRequests += 1
            connection.isHead = false
            connection.keepAlive = false
            connection.host = nil
            respond(connection, .rejection(rejection), nonce: AccessPolicy.makeNonce())
        case .heartbeat:
            queueStreamBytes(connection, ServerSentEvent.heartbeat)
        case .shutdownOutput:
            HTTPSystemCalls.shutdownOutput(connection.fd)
        case .close:
            close(connection)
        }
    }

    /// Passes the request through the access policy, then to the router on a task.
    private func dispatch(_ request: HTTPRequest, on connection: Client) {
        connection.isHead = request.method == .head
        connection.keepAlive = request.keepAlive
        connection.host = nil
        let nonce = AccessPolicy.makeNonce()
        switch policy.evaluate(request) {
        case .reject(let rejection):
            statistics.rejectedRequests += 1
            connection.keepAlive = false
            respond(connection, .rejection(rejection), nonce: nonce)
        case .grant(let location, let cookie):
            connection.host = request.headers["Host"]
            var redirect = HTTPResponse.redirect(to: location)
            redirect.headers.add("Set-Cookie", cookie)
            respond(connection, redirect, nonce: nonce)
        case .allow:
            statistics.routedRequests += 1
            connection.host = request.headers["Host"]
            var request = request
            request.contentSecurityNonce = nonce
            let (router, mailbox, id) = (router, mailbox, connection.id)
            connection.work = Task {
                let response = await router.respond(to: request)
                mailbox.post(.respond(connection: id, response, nonce: nonce))
            }
        }
    }

    /// Queues a response (or an event stream's head) and starts writing it.
    private func respond(_ connection: Client, _ response: HTTPResponse, nonce: String) {
        guard connection.machine.phase == .handling else { return }
        connection.work = nil
        let extra = policy.responseHeaders(nonce: nonce, host: connection.host)
        switch response.body {
        case .bytes(let body):
            connection.output += encodeHead(response, extraHeaders: extra, keepAlive: connection.keepAlive, contentLength: body.count)
            if !connection.isHead && !response.status.forbidsBody { connection.output += body }
            connection.machine.responseQueued(keepAlive: connection.keepAlive, streaming: false, at: now)
        case .events(let stream, let retry):
            connection.output += encodeHead(response, extraHeaders: extra, keepAlive: false, contentLength: nil)
            let streaming = !connection.isHead && response.status == .ok
            connection.machine.responseQueued(keepAlive: false, streaming: streaming, at: now)
            if streaming {
                if let retry { connection.output += ServerSentEvent.retry(retry) }
                let (mailbox, id) = (mailbox, connection.id)
                connection.work = Task {
                    for await event in stream { mailbox.post(.streamBytes(connection: id, event.encoded)) }
                    mailbox.post(.streamEnded(connection: id))
                }
            }
        }
        flush(connection)
    }

    private func queueStreamBytes(_ connection: Client, _ bytes: [UInt8]) {
        connection.output += bytes
        connection.machine.streamBytesQueued(at: now)
        flush(connection)
    }

    /// Writes what the socket takes now; the rest waits for `POLLOUT`.
    private func flush(_ connection: Client) {
        var progressed = false
        while connection.pendingOutput > 0 {
            let result = connection.output.withUnsafeBytes { raw in
                HTTPSystemCalls.send(connection.fd, UnsafeRawBufferPointer(rebasing: raw[connection.written...]))
            }
            switch result {
            case .bytes(let count):
                connection.written += count
                progressed = true
                continue
            case .wouldBlock:
                break
            case .endOfFile, .failed:
                close(connection)
                return
            }
            break
        }
        let finished = connection.pendingOutput == 0
        if finished {
            connection.output.removeAll(keepingCapacity: connection.output.capacity <= 64 << 10)
            connection.written = 0
        } else if connection.written >= 64 << 10 {
            connection.output.removeFirst(connection.written)
            connection.written = 0
        }
        guard progressed || finished, connections[connection.id] != nil else { return }
        perform(connection.machine.wrote(finished: finished, at: now), on: connection)
    }

    private func close(_ connection: Client) {
        guard connections.removeValue(forKey: connection.id) != nil else { return }
        _ = connection.machine.close()
        connection.work?.cancel()
        connection.work = nil
        HTTPSystemCalls.close(connection.fd)
        statistics.openConnections = connections.count
        acceptResumesAt = nil
    }

    private func encodeHead(_ response: HTTPResponse, extraHeaders: HTTPHeaders, keepAlive: Bool, contentLength: Int?) -> [UInt8] {
        let second = HTTPSystemCalls.wallClockSeconds()
        if second != date.second { date = (second, HTTPDate.format(secondsSince1970: second)) }
        return HTTPResponseEncoder.head(
            status: response.status, headers: response.headers, extraHeaders: extraHeaders,
            contentLength: contentLength, keepAlive: keepAlive, date: date.text)
    }
}
