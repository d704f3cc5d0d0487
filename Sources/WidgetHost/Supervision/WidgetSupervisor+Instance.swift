import Foundation
import WidgetConcurrency
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetRPC

/// One run of the widget process and everything attached to it.
struct RunningInstance: Sendable {
    let number: Int
    let process: any LaunchedWidget
    let connection: Connection
    let standardError: Task<Void, Never>

    /// Waits (bounded) until the stderr reader has seen EOF.
    func waitForStandardError(upTo limit: Duration) async {
        let reader = standardError
        _ = await withDeadline(limit) { await reader.value }
    }
}

// Launching an instance, wiring its pipes, and reporting its end to the machine.
extension WidgetSupervisor {
    /// Performs ``WidgetMachine/Action/spawn(instance:)``.
    func launch(_ number: Int) async {
        let configuration: LaunchConfiguration
        let process: any LaunchedWidget
        do {
            configuration = try launchConfiguration()
            process = try await options.launcher.launch(
                configuration, outboundLimit: options.outboundLimit, stderrMaxLineBytes: options.stderrMaxLineBytes)
        } catch {
            let reason = "\(error)"
            record(.spawnFailed, instance: number, text: reason, fields: [("executable", .string(entry.executable))])
            feed(.spawnFailed(instance: number, reason: reason))
            return
        }
        let running = attach(process, number: number)
        instances[number] = running
        recordEvent(.spawned, instance: number, text: ([configuration.executable] + configuration.arguments).joined(separator: " "))
        feed(.spawned(instance: number))
    }

    private func launchConfiguration() throws -> LaunchConfiguration {
        let dataDirectory = try DataDirectory.prepare(root: options.dataRoot, widgetID: entry.id)
        let environment = try ChildEnvironment(
            widgetID: entry.id, protocolVersion: ProtocolVersion.current, dataDirectory: dataDirectory, extra: entry.environment,
            pinnedNow: options.pinnedNow
        ).build(host: options.hostEnvironment)
        return LaunchConfiguration(
            executable: entry.executable, arguments: entry.arguments, environment: environment,
            workingDirectory: entry.workingDirectory, limits: entry.limits)
    }

    /// Wires the pipes: stdout/stdin to a Connection (recorded), stderr to the recorder and the
    /// tail, notifications to the ordered notification stream, and the exit and the channel's
    /// close back to the machine.
    private func attach(_ process: any LaunchedWidget, number: Int) -> RunningInstance {
        let widget = entry.id
        let pid = process.pid
        let recorder = options.recorder
        let counters = counterBox
        var connectionOptions = ConnectionOptions()
        connectionOptions.idPrefix = "h-"
        connectionOptions.repliesToMalformedInput = false
        connectionOptions.maxLineBytes = options.capabilities.maxLineBytes
        connectionOptions.decodingLimits = options.capabilities.limits
        connectionOptions.inboundQueueLimit = options.inboundQueueLimit
        connectionOptions.clock = clock
        let connectionRecorder = ConnectionRecorder(widget: widget, instance: number, pid: pid, recorder: recorder, counters: counters)
        let connection = Connection(transport: process.transport, options: connectionOptions) { event in
            connectionRecorder.record(event)
        }
        let bucket = Locked(TokenBucket(rate: entry.notificationsPerSecond, capacity: entry.notificationBurst))
        let sink = notifications
        connection.start(
            handler: NotificationGate(
                bucket: bucket, counters: counters,
                onDrop: { dropped in
                    if dropped == 1 || dropped % 1000 == 0 {
                        recorder.record(
                            RPCLogRecord(
                                widget: widget, instance: number, pid: pid, direction: .host, kind: .notificationsDropped,
                                text: "notification rate limit exceeded", fields: [("droppedTotal", .int(Int64(dropped)))]))
                    }
                },
                deliver: { method, params in
                    sink.yield(Notification(instance: number, method: method, params: params))
                }))

        let standardError = Task.detached { [options, stderrTail] in
            await Self.drainStandardError(
                of: process, widget: widget, instance: number, options: options, tail: stderrTail, counters: counters)
        }
        Task { [weak self] in
            let status = await process.waitForExit()
            await self?.instanceExited(number, status: status)
        }
        Task { [weak self] in
            let reason = await connection.waitUntilClosed()
            // Our own closes (kill, stop, exit) are not the widget's doing.
            if case .closedLocally = reason { return }
            if process.terminationStatus == nil { await self?.feed(.channelClosed(instance: number)) }
        }
        return RunningInstance(number: number, process: process, connection: connection, standardError: standardError)
    }

    /// Feeds ``WidgetMachine/Input/exited(instance:_:stderrTail:random:)`` once what the widget
    /// wrote before it died has been read: its last reply still answers its call, and the
    /// quarantine reason gets its last stderr lines.
    private func instanceExited(_ number: Int, status: TerminationStatus) async {
        guard let running = instances[number] else { return }
        await running.connection.close(reason: "the widget \(status)", drainingInputFor: .milliseconds(100))
        await running.waitForStandardError(upTo: .milliseconds(100))
        feed(.exited(instance: number, status, stderrTail: standardErrorTail, random: UInt64.random(in: .min ... .max)))
        instances[number] = nil
        audits[number] = nil
    }

    /// Records stderr lines (rate-limited; the excess is counted) and keeps the tail for a
    /// quarantine reason.
    private static func drainStandardError(
        of process: any LaunchedWidget, widget: String, instance: Int, options: SupervisorOptions,
        tail: Locked<[String]>, counters: Locked<WidgetCounters>
    ) async {
        let pid = process.pid
        let recorder = options.recorder
        let bucket = Locked(TokenBucket(rate: options.stderrLinesPerSecond, capacity: options.stderrBurst))
        var dropped = 0
        var missedByReader = 0
        func countMissed() {
            // Lines the reader itself dropped while this task lagged, counted as they happen.
            let missed = process.standardErrorLinesDropped
            if missed != missedByReader {
                counters.withLock { $0.stderrLinesDropped += missed - missedByReader }
                missedByReader = missed
            }
        }
        for await line in process.standardErrorLines {
            countMissed()
            tail.withLock { tail in
                tail.append(line)
                if tail.count > options.stderrTailLines { tail.removeFirst(tail.count - options.stderrTailLines) }
            }
            if bucket.withLock({ $0.take() }) {
                counters.withLock { $0.stderrLines += 1 }
                recorder.record(
                    RPCLogRecord(widget: widget, instance: instance, pid: pid, direction: .fromWidget, kind: .stderr, text: line))
            } else {
                dropped += 1
                counters.withLock { $0.stderrLinesDropped += 1 }
                if dropped == 1 || dropped % 10_000 == 0 {
                    recorder.record(
                        RPCLogRecord(
                            widget: widget, instance: instance, pid: pid, direction: .host, kind: .stderrDropped,
                            text: "stderr rate limit exceeded", fields: [("droppedTotal", .int(Int64(dropped)))]))
                }
            }
        }
        countMissed()
    }
}
