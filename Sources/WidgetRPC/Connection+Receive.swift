import Synchronization
import WidgetJSON
import WidgetProtocol

// The inbound path: runs on the transport's reader context, one chunk at a time.
extension Connection {
    func receive(_ chunk: UnsafeRawBufferPointer) {
        // Transports call this one chunk at a time, so the framer can be borrowed for the
        // chunk: lines are handled in place, straight from the chunk, with the lock not held.
        var framer = state.withLock { $0.framer.take() } ?? LineFramer(maxLineBytes: options.maxLineBytes)
        framer.push(chunk, line: { handleLine($0) }, other: { handle($0) })
        state.withLock { $0.framer = framer }
    }

    func flushFramer() {
        if let event = state.withLock({ $0.framer?.finish() }) { handle(event) }
    }

    private func handle(_ event: LineFramer.Event) {
        switch event {
        case .line(let line):
            line.withUnsafeBytes { handleLine($0) }
        case .oversizeLineStarted(let limit):
            observer?(.oversizeLineStarted(limit: limit))
        case .oversizeLine(let count):
            observer?(.oversizeLine(byteCount: count))
            if options.repliesToMalformedInput {
                reply(
                    .errorResponse(
                        id: nil,
                        error: .invalidRequest(
                            "Line of \(count) bytes exceeds the \(options.maxLineBytes)-byte limit and was skipped",
                            data: ["limit": .int(Int64(options.maxLineBytes)), "length": .int(Int64(count))])))
            }
        case .partialLineAtEOF(let line):
            observer?(.partialLineAtEOF(line: Array(line.prefix(options.maxRecordedLineBytes)), byteCount: line.count))
        }
    }

    /// One line: parsed once, its envelope read off the parse, `params`/`result` kept as
    /// fragments of it (see ``JSONRPCMessage/init(line:maxDepth:)``).
    private func handleLine(_ line: UnsafeRawBufferPointer) {
        let message: JSONRPCMessage
        do {
            message = try JSONRPCMessage(line: line, maxDepth: options.maxJSONDepth)
        } catch {
            switch error {
            case .notJSON(let error):
                malformed(line, reason: "not JSON: \(error)")
                if options.repliesToMalformedInput {
                    reply(.errorResponse(id: nil, error: .parseError("Parse error: \(error)")))
                }
            case .notJSONRPC(let error):
                malformed(line, reason: "not JSON-RPC 2.0: \(error.error.message)")
                // Never answer something that looked like a response: two peers could loop.
                if options.repliesToMalformedInput, error.kind != .response {
                    reply(.errorResponse(id: error.id, error: error.error))
                }
            }
            return
        }
        handleMessage(message, byteCount: line.count + 1)
    }

    private func handleMessage(_ message: JSONRPCMessage, byteCount: Int) {
        switch message {
        case .response(let id, let result):
            deliverResponse(message, id: id, result: .success(result), byteCount: byteCount)
        case .errorResponse(let id?, let error):
            deliverResponse(message, id: id, result: .failure(.remote(error)), byteCount: byteCount)
        case .errorResponse(nil, let error):
            observer?(.received(message, byteCount: byteCount, method: nil, latency: nil))
            observer?(.peerReportedError(error))
        case .request, .notification:
            observer?(.received(message, byteCount: byteCount, method: nil, latency: nil))
            enqueueInbound(message)
        }
    }

    private func deliverResponse(
        _ message: JSONRPCMessage, id: RequestID, result: Result<JSONFragment, ConnectionError>, byteCount: Int
    ) {
        // The stamp is taken with the call, under one lock, on the reader thread: in line order.
        if let (call, arrival) = state.withLock({ state -> (Pending, Arrival?)? in
            guard let call = state.pending.removeValue(forKey: id) else { return nil }
            guard call.ordered else { return (call, nil) }
            state.arrivals += 1
            return (call, Arrival(number: state.arrivals))
        }) {
            // Reported before the caller resumes: a caller that goes on to close the log
            // (a preview that is done) must find the reply already in it.
            observer?(.received(message, byteCount: byteCount, method: call.method, latency: options.clock.now - call.sentAt))
            call.continuation.resume(returning: ArrivedReply(result: result, arrival: arrival))
        } else if let call = takeAbandoned(id) {
            // Too late for its caller, but still the answer to a call: the log says which, and when.
            observer?(.received(message, byteCount: byteCount, method: call.method, latency: options.clock.now - call.sentAt))
            observer?(.unmatchedResponse(message, late: true))
        } else {
            observer?(.received(message, byteCount: byteCount, method: nil, latency: nil))
            observer?(.unmatchedResponse(message, late: false))
        }
    }

    private func enqueueInbound(_ message: JSONRPCMessage) {
        let (pause, arrival) = state.withLock { state -> (Bool, Arrival?) in
            state.inboundCount += 1
            var arrival: Arrival?
            // Not once closed: the dispatcher may be gone, and a stamp nobody delivers is a
            // gap its consumer would wait on.
            if case .notification = message, state.closeReason == nil {
                state.arrivals += 1
                arrival = Arrival(number: state.arrivals)
            }
            guard state.inboundCount >= options.inboundQueueLimit, !state.readingPaused else { return (false, arrival) }
            state.readingPaused = true
            return (true, arrival)
        }
        if pause { transport.setReadingPaused(true) }
        inbound.append(Inbound(message: message, arrival: arrival))
    }

    /// One queued message was taken by the dispatcher; resume reading once half are handled.
    private func didDequeueInbound() {
        let resume = state.withLock { state -> Bool in
            state.inboundCount -= 1
            guard state.readingPaused, state.inboundCount <= options.inboundQueueLimit / 2 else { return false }
            state.readingPaused = false
            return true
        }
        if resume { transport.setReadingPaused(false) }
    }

    private func malformed(_ line: UnsafeRawBufferPointer, reason: String) {
        observer?(.malformedLine(line: Array(line.prefix(options.maxRecordedLineBytes)), byteCount: line.count, reason: reason))
    }

    // MARK: - Dispatch (one task, arrival order)

    nonisolated(nonsending) func dispatchAll(to handler: any ConnectionHandler) async {
        let handler = Handler(handler)
        let limit = max(1, options.maxConcurrentRequests)
        await withTaskGroup(of: Void.self) { group in
            var running = 0
            while let next = await inbound.next() {
                didDequeueInbound()
                switch next.message {
                case .request(let id, let method, let params) where limit > 1:
                    if running == limit {
                        await group.next()
                        running -= 1
                    }
                    running += 1
                    group.addTask { await self.answer(id: id, method: method, params: params, handler: handler) }
                case .request(let id, let method, let params):
                    await answer(id: id, method: method, params: params, handler: handler)
                case .notification(let method, let params):
                    await handler.handleNotification(method: method, params: params, arrival: next.arrival)
                case .response, .errorResponse:
                    break  // matched on the reader path, never queued
                }
            }
        }
    }

    /// Answers one request: the handler writes the result straight into the reply's line.
    private nonisolated(nonsending) func answer(id: RequestID, method: String, params: JSONFragment?, handler: Handler) async {
        var line = JSONWriter(capacity: 256)
        JSONRPCMessage.writeResponseHead(id: id, to: &line)
        let resultStart = line.count
        if let error = await handler.respond(method: method, params: params, id: id, writingResultTo: &line) {
            reply(.errorResponse(id: id, error: error))
            return
        }
        let resultEnd = line.count
        JSONRPCMessage.writeTail(to: &line)
        // A slice of the line, taken after its last write: shares its buffer.
        let message = JSONRPCMessage.response(id: id, result: JSONFragment(encoded: line.bytes[resultStart..<resultEnd]))
        try? send(line: line.bytes, message: message)
    }

    /// The handler, through its fragment methods when it has them.
    struct Handler: Sendable {
        let tree: any ConnectionHandler
        let fragments: (any FragmentConnectionHandler)?
        let ordered: (any ArrivalOrderedHandler)?

        init(_ handler: any ConnectionHandler) {
            tree = handler
            fragments = handler as? any FragmentConnectionHandler
            ordered = handler as? any ArrivalOrderedHandler
        }

        nonisolated(nonsending) func respond(
            method: String, params: JSONFragment?, id: RequestID, writingResultTo reply: inout JSONWriter
        ) async -> ResponseError? {
            if let fragments { return await fragments.respond(method: method, params: params, id: id, writingResultTo: &reply) }
            switch await tree.handleRequest(method: method, params: params?.value, id: id) {
            case .success(let result):
                reply.value(result)
                return nil
            case .failure(let error):
                return error
            }
        }

        nonisolated(nonsending) func handleNotification(method: String, params: JSONFragment?, arrival: Arrival?) async {
            if let ordered, let arrival { return await ordered.handleNotification(method: method, params: params?.value, arrival: arrival) }
            if let fragments { return await fragments.handleNotification(method: method, fragment: params) }
            await tree.handleNotification(method: method, params: params?.value)
        }
    }
}
