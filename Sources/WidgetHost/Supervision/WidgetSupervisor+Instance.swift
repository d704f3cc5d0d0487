import Foundation
import Synchronization
import WidgetJSON
import WidgetProtocol
import WidgetRPC

/// One run of the widget process and everything attached to it.
struct Instance: Sendable {
    let number: Int
    let child: ChildProcess
    let connection: Connection
    let standardError: Task<Void, Never>
    var pid: Int32 { child.pid }

    /// Waits (bounded) until the stderr reader has seen EOF.
    func waitForStandardError(upTo limit: Duration) async {
        let reader = standardError
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await reader.value }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
    }
}

extension WidgetSupervisor {
    /// Spawns a new instance and starts its handshake.
    func launch() async {
        instanceNumber += 1
        let number = instanceNumber
        consecutiveMisses = 0
        setState(.starting(instance: number))
        count { $0.starts += 1 }

        let configuration: LaunchConfiguration
        let child: ChildProcess
        do {
            configuration = try launchConfiguration()
            child = try await ChildProcess.spawn(configuration)
        } catch {
            let reason = "\(error)"
            options.recorder.record(RPCLogRecord(
                widget: entry.id, instance: number, pid: nil, direction: .host, kind: .spawnFailed,
                text: reason, fields: [("executable", .string(entry.executable))]))
            if case .starting(number) = state { setState(.failed(reason)) }
            return
        }
        guard case .starting(number) = state else {
            // Stopped while spawning: this run never counts.
            child.signal(Platform.sigkill, toGroup: true)
            _ = await child.waitForExit()
            return
        }
        history.recordStart(at: .now)
        let instance: Instance
        do {
            instance = try attach(child, number: number)
        } catch {
            // Out of descriptors for the connection: as good as a failed spawn, not a crash.
            let reason = "\(error)"
            child.signal(Platform.sigkill, toGroup: true)
            _ = await child.waitForExit()
            options.recorder.record(RPCLogRecord(
                widget: entry.id, instance: number, pid: child.pid, direction: .host, kind: .spawnFailed,
                text: reason, fields: [("executable", .string(entry.executable))]))
            if case .starting(number) = state { setState(.failed(reason)) }
            return
        }
        record(.spawned, instance: instance, text: ([configuration.executable] + configuration.arguments).joined(separator: " "))
        setState(.initializing(instance))
        Task { await self.handshake(number) }
    }

    private func launchConfiguration() throws -> LaunchConfiguration {
        let dataDirectory = (options.dataRoot as NSString).appendingPathComponent(entry.id)
        try? FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        let environment = try WidgetEnvironment(
            widgetID: entry.id, protocolVersion: ProtocolVersion.current, dataDirectory: dataDirectory, extra: entry.environment
        ).build(host: options.hostEnvironment)
        return LaunchConfiguration(
            executable: entry.executable, arguments: entry.arguments, environment: environment,
            workingDirectory: entry.workingDirectory, limits: entry.limits)
    }

    /// Wires the pipes: stdout/stdin to a Connection (recorded), stderr to a drainer, the exit
    /// and the channel's close to the child-event stream.
    private func attach(_ child: ChildProcess, number: Int) throws(TransportError) -> Instance {
        let widget = entry.id
        let pid = child.pid
        let recorder = options.recorder
        let counters = counterBox
        let stdinFD = child.takeStandardInput()!
        let stdoutFD = child.takeStandardOutput()!
        let transport = try FileDescriptorTransport(readFD: stdoutFD.rawValue, writeFD: stdinFD.rawValue, outboundLimit: options.outboundLimit)
        var connectionOptions = ConnectionOptions()
        connectionOptions.idPrefix = "h-"
        connectionOptions.repliesToMalformedInput = false
        connectionOptions.maxLineBytes = options.capabilities.maxLineBytes
        connectionOptions.inboundQueueLimit = options.inboundQueueLimit
        let connection = Connection(transport: transport, options: connectionOptions) { event in
            Self.observe(event, widget: widget, instance: number, pid: pid, recorder: recorder, counters: counters)
        }
        let bucket = Locked(TokenBucket(rate: entry.notificationsPerSecond, capacity: entry.notificationBurst))
        let sink = childEvents
        connection.start(handler: NotificationGate(bucket: bucket, counters: counters, onDrop: { dropped in
            if dropped == 1 || dropped % 1000 == 0 {
                recorder.record(RPCLogRecord(
                    widget: widget, instance: number, pid: pid, direction: .host, kind: .notificationsDropped,
                    text: "notification rate limit exceeded", fields: [("droppedTotal", .int(Int64(dropped)))]))
            }
        }, deliver: { method, params in
            sink.yield(.notification(instance: number, method: method, params: params))
        }))

        let drainer = StandardErrorDrainer(child.takeStandardError()!, maximumLineBytes: options.stderrMaxLineBytes, bufferedLines: 256)
        let tail = stderrTail
        let tailLimit = options.stderrTailLines
        let stderrBucket = Locked(TokenBucket(rate: options.stderrLinesPerSecond, capacity: options.stderrBurst))
        let stderrReader = Task.detached {
            var dropped = 0
            var missedByDrainer = 0
            for await line in drainer.lines {
                // Lines the drainer itself dropped while this reader lagged, counted as they happen.
                let missed = drainer.counts.dropped
                if missed != missedByDrainer {
                    counters.withLock { $0.stderrLinesDropped += missed - missedByDrainer }
                    missedByDrainer = missed
                }
                tail.withLock { tail in
                    tail.append(line)
                    if tail.count > tailLimit { tail.removeFirst(tail.count - tailLimit) }
                }
                if stderrBucket.withLock({ $0.take() }) {
                    counters.withLock { $0.stderrLines += 1 }
                    recorder.record(RPCLogRecord(widget: widget, instance: number, pid: pid, direction: .fromWidget, kind: .stderr, text: line))
                } else {
                    dropped += 1
                    counters.withLock { $0.stderrLinesDropped += 1 }
                    if dropped == 1 || dropped % 10_000 == 0 {
                        recorder.record(RPCLogRecord(
                            widget: widget, instance: number, pid: pid, direction: .host, kind: .stderrDropped,
                            text: "stderr rate limit exceeded", fields: [("droppedTotal", .int(Int64(dropped)))]))
                    }
                }
            }
            let missed = drainer.counts.dropped
            if missed > missedByDrainer { counters.withLock { $0.stderrLinesDropped += missed - missedByDrainer } }
        }

        Task.detached {
            let status = await child.waitForExit()
            sink.yield(.exited(instance: number, status))
        }
        Task.detached {
            let reason = await connection.waitUntilClosed()
            sink.yield(.channelClosed(instance: number, reason))
        }
        return Instance(number: number, child: child, connection: connection, standardError: stderrReader)
    }

    /// Records a connection event (runs on the transport's threads: no actor hop).
    nonisolated static func observe(
        _ event: ConnectionEvent, widget: String, instance: Int, pid: Int32,
        recorder: FlightRecorder, counters: Locked<WidgetCounters>
    ) {
        func make(_ direction: RPCLogRecord.Direction, _ kind: RPCLogRecord.Kind) -> RPCLogRecord {
            RPCLogRecord(widget: widget, instance: instance, pid: pid, direction: direction, kind: kind)
        }
        func message(_ direction: RPCLogRecord.Direction, _ message: JSONRPCMessage, bytes: Int, method: String?, latency: Duration?) {
            let kind: RPCLogRecord.Kind
            switch message {
            case .request: kind = .request
            case .notification: kind = .notification
            case .response: kind = .response
            case .errorResponse: kind = .errorResponse
            }
            var record = make(direction, kind)
            record.method = message.method ?? method
            record.id = message.id
            record.latency = latency
            record.bytes = bytes
            record.message = message.json
            recorder.record(record)
        }
        switch event {
        case .sent(let m, let bytes):
            message(.toWidget, m, bytes: bytes, method: nil, latency: nil)
        case .received(let m, let bytes, let method, let latency):
            message(.fromWidget, m, bytes: bytes, method: method, latency: latency)
        case .malformedLine(let line, let bytes, let reason):
            counters.withLock { $0.strayLines += 1 }
            var record = make(.fromWidget, .strayLine)
            record.bytes = bytes
            record.text = String(decoding: line, as: UTF8.self)
            record.fields = [("reason", .string(reason))]
            recorder.record(record)
        case .oversizeLine(let bytes):
            counters.withLock { $0.oversizeLines += 1 }
            var record = make(.fromWidget, .oversizeLine)
            record.bytes = bytes
            record.text = "a stdout line of \(bytes) bytes exceeds the limit and was skipped"
            recorder.record(record)
        case .partialLineAtEOF(let line, let bytes):
            counters.withLock { $0.partialLines += 1 }
            var record = make(.fromWidget, .partialLine)
            record.bytes = bytes
            record.text = String(decoding: line, as: UTF8.self)
            recorder.record(record)
        case .unmatchedResponse(let m, let late):
            counters.withLock { late ? ($0.lateResponses += 1) : ($0.unmatchedResponses += 1) }
            var record = make(.fromWidget, late ? .lateResponse : .unmatchedResponse)
            record.id = m.id
            record.text = late ? "a reply after its deadline was dropped" : "a reply to no pending request (wrong, duplicate or unsolicited id) was dropped"
            recorder.record(record)
        case .peerReportedError(let error):
            var record = make(.fromWidget, .strayLine)
            record.text = "the widget reported an error about our input: \(error)"
            recorder.record(record)
        case .callTimedOut(let method, let id, let after):
            counters.withLock { $0.deadlinesMissed += 1 }
            var record = make(.host, .deadlineMissed)
            record.method = method
            record.id = id
            record.text = "no reply within \(after)"
            record.fields = [("deadlineMs", .double(after.seconds * 1000))]
            recorder.record(record)
        case .closed(let reason):
            var record = make(.host, .channelClosed)
            record.text = reason.description
            recorder.record(record)
        }
    }
}

/// The connection handler for a widget's messages: rate-limits notifications (token bucket;
/// excess dropped and counted) and hands the rest to the supervisor. Widgets may not send
/// requests in protocol 1.0.
struct NotificationGate: ConnectionHandler {
    let bucket: Locked<TokenBucket>
    let counters: Locked<WidgetCounters>
    let onDrop: @Sendable (Int) -> Void
    let deliver: @Sendable (String, JSONValue?) -> Void

    func handleRequest(method: String, params: JSONValue?, id: RequestID) async -> Result<JSONValue, ResponseError> {
        .failure(.methodNotFound(method))
    }

    func handleNotification(method: String, params: JSONValue?) async {
        guard bucket.withLock({ $0.take() }) else {
            let dropped = counters.withLock { counters -> Int in
                counters.notificationsDropped += 1
                return counters.notificationsDropped
            }
            onDrop(dropped)
            return
        }
        deliver(method, params)
    }
}
