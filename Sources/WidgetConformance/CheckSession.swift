import WidgetHost
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetRPC

/// One widget process under test, started by the host's own ``ProcessLauncher`` (own session
/// and process group, scrubbed environment, a `FileDescriptorTransport` on its stdin/stdout), a host-side `Connection` that records garbage instead of answering it, and
/// a drained stderr.
final class CheckSession: Sendable {
    /// How a call ended.
    enum Outcome: Sendable {
        case result(JSONValue)
        case error(ResponseError)
        /// No reply within the (generous) timeout; the session is given up.
        case noReply(after: Duration)
        /// The widget closed stdout or exited while the call waited.
        case closed(String)
        /// Not sent: an earlier call found the widget gone or hung.
        case notAttempted(String)
    }

    let log: SessionLog
    let child: ChildProcess
    /// When the process was spawned.
    let startedAt: ContinuousClock.Instant
    private let connection: Connection
    private let transport: any Transport
    private let drainer: StandardErrorDrainer
    private let recorder: CheckRecorder
    private let deadlineScale: Double

    private init(
        log: SessionLog, child: ChildProcess, connection: Connection, transport: any Transport,
        drainer: StandardErrorDrainer, recorder: CheckRecorder, deadlineScale: Double
    ) {
        self.deadlineScale = deadlineScale
        self.startedAt = .now
        self.log = log
        self.child = child
        self.connection = connection
        self.transport = transport
        self.drainer = drainer
        self.recorder = recorder
    }

    /// Starts `command` through the host's ``ProcessLauncher`` and connects to it. Nothing is sent yet.
    static func launch(
        command: [String], environment: [String: String], sandbox: SandboxPolicy, label: String, recorder: CheckRecorder,
        transcript: SessionLog.Transcript?, deadlineScale: Double, tape: Bool = false
    ) async throws(LaunchError) -> CheckSession {
        let configuration = LaunchConfiguration(
            executable: command[0], arguments: Array(command.dropFirst()), environment: environment, sandbox: sandbox)
        let process = try await ProcessLauncher().launchProcess(configuration)
        let log = SessionLog(label: label, transcript: transcript, tape: tape)
        log.write("·", "started pid \(process.child.pid): \(command.joined(separator: " "))")
        var options = ConnectionOptions()
        options.idPrefix = "h-"
        options.repliesToMalformedInput = false
        let connection = Connection(transport: process.transport, options: options, observer: { log.observe($0) })
        // Version 1.0 widgets send no requests: NoHandler answers -32601 and the log records them.
        connection.start(handler: NoHandler())
        let lines = process.drainer
        Task {
            for await line in lines.lines { log.stderrLine(line) }
        }
        return CheckSession(
            log: log, child: process.child, connection: connection, transport: process.transport, drainer: lines, recorder: recorder,
            deadlineScale: deadlineScale)
    }

    /// Calls `method` with a timeout of twice its default deadline plus a second, so a slow
    /// reply is still seen (and judged by the `deadlines` check) rather than lost. Records the
    /// reply time.
    /// - Parameter timed: false for probes whose reply time says nothing about the method (the
    ///   very first message also waits for the interpreter to start); they get `initialize`'s patience.
    /// - Parameter countsMissedReply: false when the caller judges a missing reply itself (the
    ///   soak), so it is not also a `deadlines` failure.
    func call(_ method: String, _ params: JSONValue? = nil, timed: Bool = true, countsMissedReply: Bool = true) async -> Outcome {
        if let reason = log.unavailable { return .notAttempted(reason) }
        let deadline = timed ? MessageRegistry.defaultDeadline(for: method) ?? .seconds(2) : .seconds(10)
        let patience = deadline * (2 * deadlineScale) + .seconds(1)
        let start = ContinuousClock.now
        do {
            let result = try await connection.call(method: method, params: params, timeout: patience)
            if timed { recorder.latency(method, .now - start) }
            return .result(result)
        } catch {
            switch error {
            case .remote(let error):
                if timed { recorder.latency(method, .now - start) }
                return .error(error)
            case .timedOut:
                if timed && countsMissedReply { recorder.missedReply(method) }
                log.markUnavailable("the widget did not answer '\(method)' within \(patience)")
                return .noReply(after: patience)
            default:
                let why = await exitDescription()
                log.markUnavailable(why)
                return .closed(why)
            }
        }
    }

    /// Writes `line` and a newline to the widget's stdin as is.
    func sendRaw(_ line: String) {
        sendBytes(Array((line + "\n").utf8))
    }

    /// Writes `bytes` to the widget's stdin as they are (the conformance replay's lines, newline
    /// included); false if the widget no longer reads.
    @discardableResult
    func sendBytes(_ bytes: [UInt8]) -> Bool {
        let shown =
            bytes.count > 200
            ? String(decoding: bytes.prefix(200), as: UTF8.self) + "… (\(bytes.count) bytes)" : String(decoding: bytes, as: UTF8.self)
        log.write("→", "(raw) \(shown.debugDescription)")
        do {
            try transport.send(bytes)
            return true
        } catch {
            return false
        }
    }

    /// Closes the widget's stdin: it reads EOF after what was already sent.
    func closeInput() {
        log.write("·", "closed stdin")
        connection.closeOutbound()
    }

    func waitForExit(timeout: Duration) async -> TerminationStatus? {
        await child.waitForExit(timeout: timeout)
    }

    /// Ends the session whatever state the widget is in: closes stdin, waits `grace`, then
    /// SIGTERM and SIGKILL to its process group. Returns how it ended.
    @discardableResult
    func stop(grace: Duration = .seconds(1)) async -> TerminationStatus {
        connection.closeOutbound()
        let status = await child.stop(
            sequence: StopSequence(timings: StopTimings(afterCloseInputGrace: grace, afterTerminateGrace: .seconds(1))))
        log.write("·", "process \(status)")
        connection.close(reason: "the check is over")
        return status
    }

    /// "the widget exited with code 1; its stderr ended with: …", for failures.
    func exitDescription() async -> String {
        var text: String
        if let status = await child.waitForExit(timeout: .seconds(1)) {
            text = "the widget \(status)"
        } else {
            text = "the widget closed its stdout but is still running"
        }
        // The stderr pipe may still hold the last words of a crash; give the drainer a moment.
        try? await Task.sleep(for: .milliseconds(100))
        let tail = log.stderrTail
        if !tail.isEmpty { text += "; its stderr ended with: " + tail.suffix(3).joined(separator: " ⏎ ") }
        return text
    }
}
