import Synchronization
import WidgetJSON
import WidgetLogFormat

/// What the inspector remembers of each widget's flight-recorder records: the recent ones
/// (whole, for a click on a trace row), its restarts with their causes and the sandbox of its
/// last run. Fed with every record the recorder writes; bounded per widget by count and bytes,
/// whatever a widget floods it with.
final class TraceBook: Sendable {
    /// Records kept per widget.
    static let recentLimit = 500
    /// Bytes of serialized records kept per widget (a message may be up to 2 MiB).
    static let byteLimit = 4 << 20
    /// Restart entries kept per widget.
    static let restartLimit = 50

    private struct Widget {
        var recent: [(record: JSONValue, bytes: Int)] = []
        var bytes = 0
        var restarts: [JSONValue] = []
        /// Why the last run ended, until a `restarting` record pairs it with its restart.
        var lastEnd: String?
        var sandbox: JSONValue?
        var subscribers: [UInt64: AsyncStream<JSONValue>.Continuation] = [:]
    }

    private struct State {
        var widgets: [String: Widget] = [:]
        var nextKey: UInt64 = 0
    }

    private let state = Mutex(State())

    /// Adds one record (the recorder's JSON object) and hands it to the widget's subscribers.
    func add(_ record: JSONValue) {
        guard let id = record[.widget]?.stringValue else { return }
        let size = record.serialized().count
        let subscribers = state.withLock { state -> [AsyncStream<JSONValue>.Continuation] in
            var widget = state.widgets[id] ?? Widget()
            widget.recent.append((record, size))
            widget.bytes += size
            while widget.recent.count > Self.recentLimit || (widget.bytes > Self.byteLimit && widget.recent.count > 1) {
                widget.bytes -= widget.recent.removeFirst().bytes
            }
            Self.noteLifecycle(record, in: &widget)
            state.widgets[id] = widget
            return Array(widget.subscribers.values)
        }
        for subscriber in subscribers { subscriber.yield(record) }
    }

    /// The records of widget `id` from now on.
    func subscribe(_ id: String) -> AsyncStream<JSONValue> {
        let (stream, continuation) = AsyncStream.makeStream(of: JSONValue.self, bufferingPolicy: .bufferingNewest(256))
        let key = state.withLock { state in
            state.nextKey += 1
            state.widgets[id, default: Widget()].subscribers[state.nextKey] = continuation
            return state.nextKey
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.widgets[id]?.subscribers.removeValue(forKey: key) }
        }
        return stream
    }

    /// How many streams follow widget `id` (open inspectors).
    func subscriberCount(_ id: String) -> Int {
        state.withLock { $0.widgets[id]?.subscribers.count ?? 0 }
    }

    /// The newest `limit` records of widget `id`, oldest first.
    func recent(_ id: String, limit: Int) -> [JSONValue] {
        state.withLock { $0.widgets[id]?.recent.suffix(limit).map(\.record) ?? [] }
    }

    /// The kept record `seq` of widget `id`.
    func record(_ id: String, seq: Int64) -> JSONValue? {
        state.withLock { $0.widgets[id]?.recent.last { $0.record[.seq]?.intValue == seq }?.record }
    }

    /// Widget `id`'s restarts (and quarantines, retries), oldest first.
    func restarts(_ id: String) -> [JSONValue] {
        state.withLock { $0.widgets[id]?.restarts ?? [] }
    }

    /// The `sandbox` record of widget `id`'s last run, if the host wrote one.
    func sandbox(_ id: String) -> JSONValue? {
        state.withLock { $0.widgets[id]?.sandbox }
    }

    private static func noteLifecycle(_ record: JSONValue, in widget: inout Widget) {
        guard let kind = record.logKind else { return }
        let text = record[.text]?.stringValue
        var entry: JSONValue?
        switch kind {
        case .exited:
            // The exit says it all: a signal, a code, or the host's kill and its reason.
            if let text { widget.lastEnd = text }
        case _ where kind.endsARun:
            // Otherwise the first sign of trouble; a channel the host closed on purpose is none.
            guard record[.expected]?.boolValue != true, widget.lastEnd == nil, let text else { break }
            widget.lastEnd = text
        case .restarting:
            var cause = widget.lastEnd ?? "unknown"
            if let delay = record[.delayMs]?.doubleValue { cause += " (restarted after \(Int(delay)) ms)" }
            entry = ["time": record[.time] ?? .null, "kind": "restart", "attempt": record[.attempt] ?? .null, "cause": .string(cause)]
            widget.lastEnd = nil
        case .quarantined, .retry:
            entry = ["time": record[.time] ?? .null, "kind": .string(kind.rawValue), "cause": .string(text ?? kind.rawValue)]
            widget.lastEnd = nil
        case .spawned:
            widget.lastEnd = nil
        case .sandbox:
            widget.sandbox = record
        default:
            break
        }
        if let entry {
            widget.restarts.append(entry)
            if widget.restarts.count > restartLimit { widget.restarts.removeFirst(widget.restarts.count - restartLimit) }
        }
    }

    /// One row of the trace table: direction, method, latency, an error if there was one.
    static func row(_ record: JSONValue) -> JSONValue {
        let kindName = record[.kind]?.stringValue ?? ""
        let kind = record.logKind
        let direction: String =
            switch record.logDirection {
            case .toWidget?: "→"
            case .fromWidget?: "←"
            default: "·"
            }
        let isError = kind.map(errorKinds.contains) ?? false
        var error: String?
        if kind == .errorResponse, let failure = record[.message]?["error"] {
            error = "\(failure["code"]?.intValue.map(String.init) ?? "?") \(failure["message"]?.stringValue ?? "")"
        } else if isError {
            error = record[.text]?.stringValue ?? kindName
        }
        let latency: JSONValue = record[.latencyUs]?.intValue.map { .double(Double($0) / 1000) } ?? .null
        return [
            "seq": record[.seq] ?? .null, "time": record[.time] ?? .null, "direction": .string(direction), "kind": .string(kindName),
            "method": record[.method] ?? .null, "latencyMs": latency, "error": error.map(JSONValue.string) ?? .null,
            "text": isError ? .null : record[.text] ?? .null,
        ]
    }

    /// Whether the inspector shows the widget's state again after a record of `kind`: one that
    /// changes what the state says (a start, an end, a restart, a verdict, the sandbox).
    static func showsStateAgain(after kind: LogKind) -> Bool {
        switch kind {
        case .spawned, .spawnFailed, .initialized, .exited, .restarting, .quarantined, .stopped, .retry, .hung, .wedged,
            .handshakeFailed, .sandbox:
            return true
        default:
            return false
        }
    }

    /// Kinds shown as errors in the trace.
    static let errorKinds: Set<LogKind> = [
        .deadlineMissed, .hung, .wedged, .exited, .spawnFailed, .handshakeFailed, .invalidResult, .protocolMismatch,
        .quarantined, .strayLine, .oversizeLine, .partialLine, .lateResponse, .unmatchedResponse, .notificationsDropped,
        .stderrDropped,
    ]
}
