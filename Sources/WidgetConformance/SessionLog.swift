import Synchronization
import WidgetConcurrency
import WidgetJSON
import WidgetProtocol
import WidgetRPC

/// What one widget session said besides replies: notifications, stray output, stderr, and the
/// transcript. Fed by the connection's observer (on the reader thread) and the stderr drainer.
final class SessionLog: Sendable {
    typealias Transcript = @Sendable (String) -> Void

    struct Notification: Sendable {
        var method: String
        var params: JSONValue?
    }

    /// Everything that came in, in order, for the conformance replay (see ``tape``).
    enum TapeItem: Sendable {
        /// A well-formed message (a reply, a notification, a request).
        case message(JSONRPCMessage)
        /// A line that is JSON but not a JSON-RPC message, e.g. an array of replies to a batch.
        case notJSONRPC(String)
        /// A line over the size limit.
        case oversize(Int)
        /// A timer set by the reader went off (see ``TapeReader``).
        case timeout(UInt64)
    }

    private struct State {
        var hygieneProblems: [String] = []
        var nullIDErrors: [ResponseError] = []
        var stderrTail: [String] = []
        /// stderr lines that read like a refusal of the sandbox (``SandboxDenial``), the first few.
        var denials: [String] = []
        /// Those of ``denials`` that refused a new process (``SandboxDenial/isProcessRefusal(_:before:)``).
        var processRefusals: [String] = []
        var unavailable: String?
        /// How many notifications had arrived when the latest reply to each method did.
        var notificationsAtReply: [String: Int] = [:]
    }

    let label: String
    /// When set (the conformance session), every inbound item is also queued here, and what the
    /// replay judges itself (replies to raw requests, JSON that is not JSON-RPC) is not a
    /// hygiene problem. Finished when the connection closes.
    let tape: AsyncFIFO<TapeItem>?
    private let transcript: Transcript?
    private let state = Mutex(State())
    /// Every notification so far, in order; the checks wait on it.
    private let notifications = WaitableState<[Notification]>([])
    private static let stderrTailLines = 8
    private static let transcriptLineLimit = 2000

    init(label: String, transcript: Transcript?, tape: Bool = false) {
        self.label = label
        self.transcript = transcript
        self.tape = tape ? AsyncFIFO() : nil
    }

    // MARK: - Connection events

    func observe(_ event: ConnectionEvent) {
        switch event {
        case .sent(let message, _):
            write("→", message.json.serializedString())
        case .received(let message, _, let method, let latency):
            let suffix = latency.map { "  (\(milliseconds($0)) ms)" } ?? ""
            write("←", message.json.serializedString() + suffix)
            tape?.append(.message(message))
            // Seen on the reader thread in line order, before the caller resumes.
            if let method, message.method == nil {
                let count = notifications.value.count
                state.withLock { $0.notificationsAtReply[method] = count }
            }
            switch message {
            case .notification(let method, let params):
                received(method, params)
            case .request(_, let method, _):
                problem("sent a request ('\(method)'), but protocol 1.0 has no widget → host requests")
            case .response, .errorResponse:
                break
            }
        case .malformedLine(let line, let count, let reason):
            if let tape, (try? JSONValue(parsing: line)) != nil {
                let text = String(decoding: line, as: UTF8.self)
                write("←", "(not JSON-RPC: \(reason)) \(text.prefix(Self.transcriptLineLimit))")
                tape.append(.notJSONRPC(text))
                return
            }
            let text = String(decoding: line.prefix(120), as: UTF8.self)
            write("←", "(stray line, \(count) bytes: \(reason)) \(text)")
            problem("wrote a line that is not a JSON-RPC message (\(reason)): \(String(reflecting: text))")
        case .oversizeLineStarted:
            // The line's end (oversizeLine) says how long it was; that is the problem reported.
            break
        case .oversizeLine(let count):
            write("←", "(oversize line, \(count) bytes, skipped)")
            tape?.append(.oversize(count))
            problem("wrote a line of \(count) bytes, over the \(Limits.defaultMaxLineBytes)-byte limit")
        case .partialLineAtEOF(let line, let count):
            let text = String(decoding: line.prefix(120), as: UTF8.self)
            write("←", "(unterminated last line, \(count) bytes) \(text)")
            problem("ended stdout with an unterminated line (no \\n): \(String(reflecting: text))")
        case .unmatchedResponse(let message, let late):
            if !late, tape == nil {
                problem("answered an id the host never sent (or answered twice): \(message.id.map { "\($0)" } ?? "null")")
            }
        case .peerReportedError(let error):
            state.withLock { $0.nullIDErrors.append(error) }
        case .callTimedOut(let method, let id, let after):
            write("·", "no reply to \(method) (\(id)) within \(after)")
        case .callFailed(let method, let id, let error):
            write("·", "no reply to \(method) (\(id)): \(error)")
        case .closed:
            tape?.finish()
        }
    }

    private func received(_ method: String, _ params: JSONFragment?) {
        if let issue = Self.problem(method: method, params: params) { problem(issue) }
        notifications.update { $0.append(Notification(method: method, params: params?.value)) }
    }

    /// Why a notification is not valid protocol, or nil: the host's ``NotificationValidator``.
    static func problem(method: String, params: JSONFragment?) -> String? {
        switch NotificationValidator().validate(method: method, params: params) {
        case .reload, .canBeDisplayed, .present, .log:
            return nil
        case .unknown:
            return "sent an unknown notification '\(method)'"
        case .invalid(let reason, let pointer):
            return "sent '\(method)' with invalid params: \(reason) at \(pointer.isEmpty ? "/" : pointer)"
        }
    }

    private func problem(_ text: String) {
        state.withLock { $0.hygieneProblems.append(text) }
    }

    // MARK: - Stderr and transcript

    func stderrLine(_ line: String) {
        write("!", "stderr: \(line)")
        state.withLock { state in
            if state.denials.count < Self.stderrTailLines, SandboxDenial.isDenial(line) {
                state.denials.append(line)
                if SandboxDenial.isProcessRefusal(line, before: state.stderrTail) { state.processRefusals.append(line) }
            }
            state.stderrTail.append(line)
            if state.stderrTail.count > Self.stderrTailLines { state.stderrTail.removeFirst() }
        }
    }

    /// Writes a transcript line (only with `--verbose`).
    func write(_ direction: String, _ text: String) {
        guard let transcript else { return }
        let shown =
            text.count > Self.transcriptLineLimit ? String(text.prefix(Self.transcriptLineLimit)) + "… (\(text.utf8.count) bytes)" : text
        transcript("[\(label)] \(direction) \(shown)")
    }

    // MARK: - Queries

    var hygieneProblems: [String] { state.withLock { $0.hygieneProblems } }
    var nullIDErrors: [ResponseError] { state.withLock { $0.nullIDErrors } }
    var stderrTail: [String] { state.withLock { $0.stderrTail } }
    var denials: [String] { state.withLock { $0.denials } }
    var processRefusals: [String] { state.withLock { $0.processRefusals } }
    var notificationCount: Int { notifications.value.count }

    /// How many notifications came before the latest reply to `method`, in line order: those
    /// after it are the widget's word after that reply (a `canBeDisplayed` written before the
    /// `init` reply is overruled by it).
    func notificationCount(atReplyTo method: String) -> Int? {
        state.withLock { $0.notificationsAtReply[method] }
    }

    func notifications(since index: Int) -> [Notification] {
        Array(notifications.value.dropFirst(index))
    }

    /// Set once a call found the widget gone or hung; later calls are not attempted.
    var unavailable: String? { state.withLock { $0.unavailable } }

    func markUnavailable(_ reason: String) {
        state.withLock { if $0.unavailable == nil { $0.unavailable = reason } }
    }

    /// Waits until a notification `method` arrives after the first `index` ones; false on timeout.
    func waitForNotification(_ method: String, after index: Int, timeout: Duration) async -> Bool {
        let notifications = notifications
        return await becomesTrue(within: timeout) {
            await notifications.wait { $0.dropFirst(index).contains { $0.method == method } }
        }
    }
}
