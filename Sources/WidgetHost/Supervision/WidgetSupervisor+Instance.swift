import Foundation
import WidgetConcurrency
import WidgetJSON
import WidgetLogFormat
import WidgetProcess
import WidgetProtocol
import WidgetRPC

/// One run of the widget process and everything attached to it.
struct RunningInstance: Sendable {
    let number: Int
    let process: any LaunchedWidget
    let connection: Connection
    /// Set once the kernel has reported its end (its budget watchdog stops then).
    let ended = WaitableState(false)
    /// Set when its stderr has been read to the end.
    let standardErrorEnded = WaitableState(false)
    /// This run's last stderr lines (``SupervisorOptions/stderrTailLines``), for its exit.
    var standardErrorTail: [String] = []
    /// What it said that came before its turn (see ``WidgetSupervisor/hear(_:at:from:)``).
    var lineOrder = ArrivalOrder<WidgetSupervisor.Heard>()
}

// Launching an instance, wiring its pipes, and watching it end: the children of the run loop
// that belong to one instance.
extension WidgetSupervisor {
    /// ``Job/launch(instance:)``: the spawn, reported as ``ChildResult/launched(instance:_:)``.
    func launchWork(_ number: Int) -> @Sendable () async -> ChildResult {
        let (entry, options) = (entry, options)
        return {
            do {
                let configuration = try Self.launchConfiguration(entry, options)
                let process = try await options.launcher.launch(
                    configuration, outboundLimit: options.outboundLimit, stderrMaxLineBytes: options.stderrMaxLineBytes)
                return .launched(instance: number, .success((process, configuration)))
            } catch {
                return .launched(instance: number, .failure(LaunchFailure(reason: "\(error)")))
            }
        }
    }

    private static func launchConfiguration(_ entry: ManifestEntry, _ options: SupervisorOptions) throws -> LaunchConfiguration {
        let dataDirectory = try DataDirectory.prepare(root: options.dataRoot, widgetID: entry.id)
        let environment = try ChildEnvironment(
            widgetID: entry.id, protocolVersion: ProtocolVersion.current, dataDirectory: dataDirectory, extra: entry.environment,
            pinnedNow: options.pinnedNow
        ).build(host: options.hostEnvironment)
        return LaunchConfiguration(
            executable: entry.executable, arguments: entry.arguments, environment: environment,
            workingDirectory: entry.workingDirectory, limits: entry.limits, sandbox: entry.sandbox, taskCeiling: entry.treeBudget.tasks,
            memoryCeiling: entry.treeBudget.memoryCeiling)
    }

    /// Wires the pipes: stdout/stdin to a Connection (recorded), notifications (rate-limited)
    /// to the run loop's inbox, and starts the instance's watchers (exit, stdout, stderr).
    func attach(_ process: any LaunchedWidget, number: Int) -> RunningInstance {
        let widget = entry.id
        let pid = process.pid
        let recorder = options.recorder
        let diagnostics = Diagnostics(inbox: inbox, tailLines: options.stderrTailLines)
        var connectionOptions = ConnectionOptions()
        connectionOptions.idPrefix = "h-"
        connectionOptions.repliesToMalformedInput = false
        connectionOptions.maxLineBytes = options.capabilities.maxLineBytes
        connectionOptions.decodingLimits = options.capabilities.limits
        connectionOptions.inboundQueueLimit = options.inboundQueueLimit
        // A stray line is kept whole up to the recorder's cap: its bytes are the evidence.
        connectionOptions.maxRecordedLineBytes = recorder.options.maxMessageBytes
        connectionOptions.clock = clock
        let connectionRecorder = ConnectionRecorder(
            widget: widget, instance: number, pid: pid, recorder: recorder, count: diagnostics.count)
        let connection = Connection(transport: process.transport, options: connectionOptions) { event in
            connectionRecorder.record(event)
        }
        let inbox = inbox
        connection.start(
            handler: NotificationGate(
                limiter: Locked(
                    NotificationGate.Limit(
                        bucket: TokenBucket(rate: entry.notificationsPerSecond, capacity: entry.notificationBurst, now: clock.now))),
                clock: clock, count: diagnostics.count,
                onDrop: { dropped in
                    guard TokenBucket.reports(drop: dropped, every: 1000) else { return }
                    recorder.record(
                        RPCLogRecord(
                            widget: widget, instance: number, pid: pid, direction: .host, kind: .notificationsDropped,
                            text: "notification rate limit exceeded", fields: [(.droppedTotal, .int(Int64(dropped)))]))
                },
                deliver: { arrival, notification in
                    inbox.update { box in
                        if let notification {
                            box.notifications.append(
                                HeardNotification(
                                    instance: number, arrival: arrival, method: notification.method, params: notification.params))
                        } else if let arrival {
                            box.drop(arrival, instance: number)
                        }
                    }
                }))
        post(.watchExit(instance: number))
        post(.watchChannel(instance: number))
        post(.drainStandardError(instance: number))
        if process.treeRoot != nil { post(.watchBudget(instance: number)) }
        return RunningInstance(number: number, process: process, connection: connection)
    }

    /// ``Job/watchExit(instance:)``: reports ``ChildResult/exited(instance:_:)`` once what the
    /// widget wrote before it died has been read (boundedly, on the clock): its last reply still
    /// answers its call, and the quarantine reason gets its last stderr lines.
    func exitWork(_ number: Int) -> @Sendable () async -> ChildResult {
        // `attach` posts this job beside the instance it stores, and only the exit this job
        // reports removes the instance: it is there. Were it not, there would be nothing to watch.
        guard let running = instances[number] else { return { .done } }
        let clock = clock
        return {
            let status = await running.process.waitForExit()
            running.ended.update { $0 = true }
            await running.connection.close(reason: "the widget \(status)", drainingInputFor: .milliseconds(100))
            _ = await withDeadline(.milliseconds(100), on: clock) { await running.standardErrorEnded.wait { $0 } }
            return .exited(instance: number, status)
        }
    }

    /// ``Job/drainStandardError(instance:)``: records stderr lines (rate-limited; the excess is
    /// counted) and keeps the tail: the widget's (all runs, for the inspector) and this run's
    /// (for its `exited` record and a quarantine reason), through the inbox.
    func drainWork(_ number: Int) -> @Sendable () async -> ChildResult {
        guard let running = instances[number] else { return { .done } }
        let (widget, options, clock) = (entry.id, options, clock)
        let diagnostics = Diagnostics(inbox: inbox, tailLines: options.stderrTailLines)
        return {
            let process = running.process
            let pid = process.pid
            var bucket = TokenBucket(rate: options.stderrLinesPerSecond, capacity: options.stderrBurst, now: clock.now)
            var dropped = 0
            var missedByReader = 0
            func countMissed() {
                // Lines the reader itself dropped while this task lagged, counted as they happen.
                let missed = process.standardErrorLinesDropped
                if missed != missedByReader {
                    diagnostics.count { $0.stderrLinesDropped += missed - missedByReader }
                    missedByReader = missed
                }
            }
            for await line in process.standardErrorLines {
                countMissed()
                diagnostics.standardError(line, instance: number)
                if bucket.take(now: clock.now) {
                    diagnostics.count { $0.stderrLines += 1 }
                    options.recorder.record(
                        RPCLogRecord(widget: widget, instance: number, pid: pid, direction: .fromWidget, kind: .stderr, text: line))
                } else {
                    dropped += 1
                    diagnostics.count { $0.stderrLinesDropped += 1 }
                    if TokenBucket.reports(drop: dropped, every: 10_000) {
                        options.recorder.record(
                            RPCLogRecord(
                                widget: widget, instance: number, pid: pid, direction: .host, kind: .stderrDropped,
                                text: "stderr rate limit exceeded", fields: [(.droppedTotal, .int(Int64(dropped)))]))
                    }
                }
            }
            countMissed()
            running.standardErrorEnded.update { $0 = true }
            return .done
        }
    }
}
