import Glibc
import WidgetJSON
import WidgetProtocol

/// One line of the flight recorder (`protocol/rpc-log.md`): a message in either direction or a
/// lifecycle event of one widget instance.
///
/// Cheap to build on the hot path: it holds the message as a value; serialization, truncation
/// and redaction happen on the recorder's writer thread.
public struct RPCLogRecord: Sendable {
    /// Who sent it: `toWidget` (host → widget), `fromWidget`, or `host` for lifecycle events.
    public enum Direction: String, Sendable, Hashable {
        case toWidget, fromWidget, host
    }

    /// What the record is. Messages use the JSON-RPC kinds; everything else is a lifecycle event.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case request, notification, response, errorResponse
        case spawned, spawnFailed, initialized, exited, restarting, quarantined, stopped, retry
        case deadlineMissed, handshakeFailed, lateResponse, unmatchedResponse, hung, wedged, channelClosed
        case strayLine, oversizeLine, partialLine, invalidResult, protocolMismatch
        case stderr, stderrDropped, notificationsDropped, widgetLog
        case stopStep
    }

    /// Wall-clock time the record was made (CLOCK_REALTIME).
    public var time: timespec
    public var widget: String
    /// Which run of the widget: 1 for the first start, +1 per restart.
    public var instance: Int
    public var pid: Int32?
    public var direction: Direction
    public var kind: Kind
    public var method: String?
    public var id: RequestID?
    /// For responses: time since the request was sent.
    public var latency: Duration?
    /// Bytes on the wire (with the newline) for messages; line length for stray lines.
    public var bytes: Int?
    /// The JSON-RPC message (truncated at write time past the recorder's cap).
    public var message: JSONValue?
    /// Free text: a stderr line, a stray line (as repaired UTF-8), or a sentence describing the event.
    public var text: String?
    /// Extra structured detail (exit status, delay, step, counts).
    public var fields: [(String, JSONValue)]

    public init(
        widget: String, instance: Int, pid: Int32?, direction: Direction, kind: Kind,
        method: String? = nil, id: RequestID? = nil, latency: Duration? = nil, bytes: Int? = nil,
        message: JSONValue? = nil, text: String? = nil, fields: [(String, JSONValue)] = []
    ) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        self.time = now
        self.widget = widget
        self.instance = instance
        self.pid = pid
        self.direction = direction
        self.kind = kind
        self.method = method
        self.id = id
        self.latency = latency
        self.bytes = bytes
        self.message = message
        self.text = text
        self.fields = fields
    }

    /// The record as one JSON object, in the documented key order.
    func json(maxMessageBytes: Int, maxTextBytes: Int, redactUserID: Bool) -> JSONValue {
        var object = JSONObject()
        object.appendUnchecked(key: "time", value: .string(Self.iso8601(time)))
        object.appendUnchecked(key: "widget", value: .string(widget))
        object.appendUnchecked(key: "instance", value: .int(Int64(instance)))
        if let pid { object.appendUnchecked(key: "pid", value: .int(Int64(pid))) }
        object.appendUnchecked(key: "direction", value: .string(direction.rawValue))
        object.appendUnchecked(key: "kind", value: .string(kind.rawValue))
        if let method { object.appendUnchecked(key: "method", value: .string(method)) }
        if let id { object.appendUnchecked(key: "id", value: id.json) }
        if let latency {
            let (s, atto) = latency.components
            object.appendUnchecked(key: "latencyUs", value: .int(s * 1_000_000 + atto / 1_000_000_000_000))
        }
        if let bytes { object.appendUnchecked(key: "bytes", value: .int(Int64(bytes))) }
        if let text {
            let capped = Self.cap(text, maxTextBytes)
            object.appendUnchecked(key: "text", value: .string(capped.text))
            if capped.truncated { object.appendUnchecked(key: "textTruncated", value: .bool(true)) }
        }
        for (key, value) in fields { object.appendUnchecked(key: key, value: value) }
        if var message {
            if redactUserID { message = Self.redactingUserID(message) }
            let bytes = message.serialized()
            if bytes.count <= maxMessageBytes {
                object.appendUnchecked(key: "message", value: message)
            } else {
                object.appendUnchecked(key: "truncated", value: .bool(true))
                object.appendUnchecked(key: "messagePrefix", value: .string(String(decoding: bytes.prefix(maxMessageBytes), as: UTF8.self)))
            }
        }
        return .object(object)
    }

    static func cap(_ text: String, _ limit: Int) -> (text: String, truncated: Bool) {
        let utf8 = text.utf8
        guard utf8.count > limit else { return (text, false) }
        return (String(decoding: utf8.prefix(limit), as: UTF8.self), true)
    }

    /// Replaces the value of every `userID` member, at any depth, with `"<redacted>"`.
    static func redactingUserID(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object):
            var copy = JSONObject()
            copy.reserveCapacity(object.count)
            for (key, member) in object {
                copy.appendUnchecked(key: key, value: key == "userID" ? .string("<redacted>") : redactingUserID(member))
            }
            return .object(copy)
        case .array(let items):
            return .array(items.map(redactingUserID))
        default:
            return value
        }
    }

    /// `2026-11-03T08:25:00.123456Z`: UTC, microseconds.
    static func iso8601(_ time: timespec) -> String {
        var seconds = time_t(time.tv_sec)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let micros = Int32(time.tv_nsec / 1000)
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(micros, 6))Z"
    }
}
