import Foundation
import Synchronization
import WidgetConcurrency
import WidgetHost
import WidgetJSON
import WidgetLogFormat
import WidgetLogs
import WidgetProcess
import WidgetProtocol
import WidgetRPC

/// One `widgets replay` run: the widget started as the host starts it, the script's messages
/// sent in order, each reply compared with the recorded one.
struct ReplaySession {
    var script: ReplayScript
    var command: [String]
    /// JSON pointers (into the reply message: `/result/…`, `/error/…`) left out of the comparison.
    var ignoring: [String]
    /// How long to wait for each reply, and for the notifications a step waits for.
    var timeout: Duration
    /// `--sandbox`: the widget's sandbox, as the dashboard runs it.
    var sandbox = SandboxPolicy.Mode.on
    /// `--permit`: what the widget may use beyond what it needs to run, as its manifest grants it.
    var permits = SandboxPermits()
    /// `--data-from`: the folder whose copy the widget's data folder starts as; nil: empty.
    var dataFrom: String?

    /// A step whose outcome differs from the recording.
    struct Mismatch {
        var step: ReplayScript.Step
        /// One line: what differs.
        var summary: String
        var differences: [JSONDiff.Difference] = []
    }

    struct Outcome {
        var sent = 0
        var requests = 0
        var mismatches: [Mismatch] = []
        /// The widget's last stderr lines (shown when something differs).
        var stderrTail: [String] = []
        /// What the widget made or changed in its data folder during the replay (paths in it):
        /// a widget that writes there keeps state, which a replay from another start misses.
        var wroteToDataFolder: [String] = []
        /// What the copy of `--data-from` left out (sockets, FIFOs, devices).
        var notCopied: [String] = []
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func run() async throws(Failure) -> Outcome {
        let dataDirectory = NSTemporaryDirectory() + "widgets-replay-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
        let widget: any LaunchedWidget
        var outcome = Outcome()
        let dataBefore: [String: String]
        do {
            // As the host starts it: scrubbed environment, own process group, a fresh private
            // data folder (so a stored state of the user's does not change the replies), or a
            // copy of the one asked for (never that folder itself: the replay must not change it).
            try FileManager.default.createDirectory(
                atPath: dataDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            if let dataFrom {
                do {
                    outcome.notCopied = try DataFolderCopy.copy(from: dataFrom, into: dataDirectory)
                } catch {
                    throw Failure(description: "cannot copy the data folder: \(error)")
                }
            }
            dataBefore = DataFolderCopy.snapshot(of: dataDirectory)
            let environment = try ChildEnvironment(
                widgetID: script.widget, protocolVersion: ProtocolVersion.current, dataDirectory: dataDirectory
            ).build(host: ProcessInfo.processInfo.environment)
            let configuration = LaunchConfiguration(
                executable: command[0], arguments: Array(command.dropFirst()), environment: environment,
                sandbox: permits.applied(to: SandboxPolicy()))
            widget = try await ProcessLauncher(sandboxMode: sandbox).launch(configuration, outboundLimit: 1 << 20, stderrMaxLineBytes: 4096)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "cannot start `\(command.joined(separator: " "))`: \(error)")
        }
        let tail = Mutex<[String]>([])
        let stderr = Task {
            for await line in widget.standardErrorLines {
                tail.withLock { lines in
                    lines.append(line)
                    if lines.count > 10 { lines.removeFirst() }
                }
            }
        }
        let notifications = NotificationTally()
        var options = ConnectionOptions()
        options.idPrefix = "r-"
        options.repliesToMalformedInput = false
        let connection = Connection(transport: widget.transport, options: options)
        connection.start(handler: ReplayHandler(tally: notifications))

        for step in script.steps {
            if !step.notificationsBefore.isEmpty,
                let missing = await notifications.wait(for: step.notificationsBefore, timeout: timeout)
            {
                outcome.mismatches.append(
                    Mismatch(
                        step: step, summary: "before it the recorded widget had sent \(missing); the replayed one did not within \(timeout)"
                    ))
            }
            outcome.sent += 1
            let params = step.message["params"]
            guard step.isRequest else {
                try? connection.notify(method: step.method, params: params)
                continue
            }
            outcome.requests += 1
            let replayed: JSONValue?
            let failure: String?
            do {
                replayed = ["result": try await connection.call(method: step.method, params: params, timeout: timeout)]
                failure = nil
            } catch {
                if case .remote(let error) = error {
                    replayed = Self.comparable(JSONRPCMessage.errorResponse(id: nil, error: error).json)
                    failure = nil
                } else {
                    replayed = nil
                    failure = "\(error)"
                }
            }
            if let mismatch = compare(step, replayed: replayed, failure: failure) { outcome.mismatches.append(mismatch) }
        }
        let timings = StopTimings(
            shutdownDeadline: .zero, afterCloseInputGrace: .seconds(1), afterTerminateGrace: .seconds(1))
        _ = await widget.stop(politeRequest: {}, timings: timings, clock: ContinuousClock(), log: { _ in })
        connection.close(reason: "the replay is over")
        stderr.cancel()
        outcome.stderrTail = tail.withLock { $0 }
        outcome.wroteToDataFolder = DataFolderCopy.changes(from: dataBefore, to: DataFolderCopy.snapshot(of: dataDirectory))
        return outcome
    }

    /// The mismatch of `step`, or nil when the replayed reply matches the recorded one.
    private func compare(_ step: ReplayScript.Step, replayed: JSONValue?, failure: String?) -> Mismatch? {
        guard let reply = step.reply else {
            let what = step.outcome.map { "\($0.kindName): \($0.text ?? "")" } ?? "no reply in the log"
            if let replayed {
                return Mismatch(
                    step: step, summary: "the recorded widget gave no reply (\(what)); the replayed one answered \(Self.show(replayed))")
            }
            return nil  // no reply then, none now
        }
        guard let message = reply.json[.message] else {
            return Mismatch(
                step: step,
                summary:
                    """
                    the recorded reply was cut at the recorder's cap (\(reply.json[.messageBytes]?.intValue ?? 0) bytes), so it \
                    cannot be compared
                    """
            )
        }
        guard let replayed else {
            return Mismatch(step: step, summary: "no reply: \(failure ?? "none")")
        }
        let differences = JSONDiff.differences(recorded: Self.comparable(message), replayed: replayed, ignoring: ignoring)
        guard !differences.isEmpty else { return nil }
        return Mismatch(step: step, summary: "the reply differs", differences: differences)
    }

    /// A reply without its id and version: `{"result": …}` or `{"error": …}`.
    static func comparable(_ message: JSONValue) -> JSONValue {
        guard case .object(var object) = message else { return message }
        object["id"] = nil
        object["jsonrpc"] = nil
        return .object(object)
    }

    /// A value on one line, cut to 200 characters.
    static func show(_ value: JSONValue?) -> String {
        guard let value else { return "(nothing)" }
        let text = value.serializedString()
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }
}

/// Counts the widget's notifications and wakes whoever waits for a number of them.
final class NotificationTally: Sendable {
    private let counts = WaitableState<[String: Int]>([:])

    func add(_ method: String) {
        counts.update { $0[method, default: 0] += 1 }
    }

    /// Waits until at least `needed` (method: count) have arrived, or `timeout`. Returns nil
    /// when they did, else what is missing (`reloadWidget ×2`).
    func wait(for needed: [String: Int], timeout: Duration) async -> String? {
        _ = await withDeadline(timeout) { await self.counts.wait { Self.satisfied(needed, $0) } }
        let counts = counts.value
        let missing = needed.sorted { $0.key < $1.key }.filter { counts[$0.key, default: 0] < $0.value }
        return missing.isEmpty ? nil : missing.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
    }

    private static func satisfied(_ needed: [String: Int], _ counts: [String: Int]) -> Bool {
        needed.allSatisfy { counts[$0.key, default: 0] >= $0.value }
    }
}

/// The replay's side of the connection: counts notifications and answers a widget's requests
/// as the host does (protocol 1.0 has none: `-32601`).
struct ReplayHandler: ConnectionHandler {
    let tally: NotificationTally

    func handleRequest(method: String, params: JSONValue?, id: RequestID) async -> Result<JSONValue, ResponseError> {
        .failure(.methodNotFound(method))
    }

    func handleNotification(method: String, params: JSONValue?) async {
        tally.add(method)
    }
}
