import Glibc
import WidgetJSON
import WidgetLogFormat
import WidgetProtocol

/// One line of the flight recorder (`protocol/rpc-log.md`): a message in either direction or a
/// lifecycle event of one widget instance.
///
/// Cheap to build on the hot path: it holds the message as a value; serialization, truncation
/// and redaction happen on the recorder's writer thread.
public struct RPCLogRecord: Sendable {
    /// Who sent it (the format's one definition, ``WidgetLogFormat/LogDirection``).
    public typealias Direction = LogDirection

    /// What the record is (the format's one definition, ``WidgetLogFormat/LogKind``).
    public typealias Kind = LogKind

    /// When the event happened, in nanoseconds on the recorder's one monotonic clock
    /// (`CLOCK_BOOTTIME`: never stepped, counts suspend). Read in `init`, so make the record at
    /// the moment of the event. The recorder writes it as its run's wall-clock anchor plus the
    /// time elapsed since, so records made one after the other never go back in time.
    public var instant: UInt64
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
    /// The message as it was read or sent, when ``message`` is not given: turned into JSON by
    /// the writer thread, so a megabyte's tree is never built on the widget's reader thread.
    var wire: JSONRPCMessage?
    /// Free text: a stderr line, a stray stdout line (bytes that are not UTF-8 as `\xFF`,
    /// see ``EscapedLine``), or a sentence describing the event.
    public var text: String?
    /// Extra structured detail (exit status, delay, step, counts).
    public var fields: [(LogField, JSONValue)]

    public init(
        widget: String, instance: Int, pid: Int32?, direction: Direction, kind: Kind,
        method: String? = nil, id: RequestID? = nil, latency: Duration? = nil, bytes: Int? = nil,
        message: JSONValue? = nil, text: String? = nil, fields: [(LogField, JSONValue)] = []
    ) {
        self.instant = Self.now()
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

    /// Reads the recorder's clock: `CLOCK_BOOTTIME` in nanoseconds.
    public static func now() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Whether the record is a lifecycle event: never subject to a widget's budget, allowed the
    /// queue's reserved room, and kept in the lifecycle file (`protocol/rpc-log.md`).
    public var isLifecycle: Bool { kind.isLifecycle }

    /// Whether a widget can make this record as often as it likes (its messages to the host,
    /// the host's replies to them, its stderr, stray lines, replies nobody asked for), so the
    /// widget's budget applies. The host's own calls and their matched replies are paced by
    /// the host, and lifecycle records are never budgeted.
    var isWidgetPaced: Bool {
        if isLifecycle { return false }
        switch (direction, kind) {
        case (.toWidget, .request), (.toWidget, .notification):
            return false
        case (.fromWidget, .response), (.fromWidget, .errorResponse):
            // A reply that matched none of our calls. A late one has its call's latency: it
            // answers one call, once, so the host paces it as it paces its calls.
            return latency == nil
        default:
            return true
        }
    }

    /// Bytes the record holds while it waits for the writer (roughly: its message's size).
    var estimatedBytes: Int { 256 + (bytes ?? 0) + (text?.utf8.count ?? 0) }

    /// The record as one JSON object, in the documented key order, and as its log line (without
    /// the newline). `time` is the run's wall-clock anchor plus the record's offset on the
    /// monotonic clock. The message is serialized once: a message that redaction cannot change
    /// (``Redactor/mayChange(serialized:)``) is not walked again, and its bytes go into the line
    /// as they are.
    func encoded(
        seq: Int64, clock: RecorderClock, maxMessageBytes: Int, maxTextBytes: Int, redactor: inout Redactor
    ) -> (json: JSONValue, line: [UInt8]) {
        var object = JSONObject()
        object.appendUnchecked(key: LogField.time.rawValue, value: .string(clock.iso8601(instant)))
        object.appendUnchecked(key: LogField.seq.rawValue, value: .int(seq))
        object.appendUnchecked(key: LogField.widget.rawValue, value: .string(widget))
        object.appendUnchecked(key: LogField.instance.rawValue, value: .int(Int64(instance)))
        if let pid { object.appendUnchecked(key: LogField.pid.rawValue, value: .int(Int64(pid))) }
        object.appendUnchecked(key: LogField.direction.rawValue, value: .string(direction.rawValue))
        object.appendUnchecked(key: LogField.kind.rawValue, value: .string(kind.rawValue))
        if let method { object.appendUnchecked(key: LogField.method.rawValue, value: .string(method)) }
        if let id { object.appendUnchecked(key: LogField.id.rawValue, value: id.json) }
        if let latency {
            let (s, atto) = latency.components
            object.appendUnchecked(key: LogField.latencyUs.rawValue, value: .int(s * 1_000_000 + atto / 1_000_000_000_000))
        }
        if let bytes { object.appendUnchecked(key: LogField.bytes.rawValue, value: .int(Int64(bytes))) }
        // The message first: redacting it learns the values the text must not show either.
        var recordedMessage = message ?? wire?.json
        var messageBytes = recordedMessage?.serialized()
        if let bytes = messageBytes, redactor.mayChange(serialized: bytes), let original = recordedMessage {
            recordedMessage = redactor.redact(original)
            messageBytes = recordedMessage?.serialized()
        }
        if let text {
            // A stray line is kept like a message would have been; a stderr line or a sentence, short.
            let limit = kind == .strayLine || kind == .partialLine ? max(maxTextBytes, maxMessageBytes) : maxTextBytes
            let capped = Self.cap(redactor.redact(text: text), limit)
            object.appendUnchecked(key: LogField.text.rawValue, value: .string(capped.text))
            if capped.truncated { object.appendUnchecked(key: LogField.textTruncated.rawValue, value: .bool(true)) }
        }
        for (field, value) in fields {
            // The widget's own words (its last stderr lines) are redacted like its text.
            object.appendUnchecked(key: field.rawValue, value: field == .stderrTail ? redactor.redact(value) : value)
        }
        guard let recordedMessage, let bytes = messageBytes else {
            let json = JSONValue.object(object)
            return (json, json.serialized())
        }
        guard bytes.count <= maxMessageBytes else {
            object.appendUnchecked(key: LogField.truncated.rawValue, value: .bool(true))
            object.appendUnchecked(key: LogField.messageBytes.rawValue, value: .int(Int64(bytes.count)))
            object.appendUnchecked(key: LogField.messagePrefix.rawValue, value: .string(Self.prefix(of: bytes, maxMessageBytes)))
            let json = JSONValue.object(object)
            return (json, json.serialized())
        }
        // The line without the message, its closing brace replaced by the message's bytes: what
        // serializing the whole object writes, with the message last.
        var line = JSONValue.object(object).serialized()
        line.removeLast()
        line.append(contentsOf: Self.messageKey)
        line.append(contentsOf: bytes)
        line.append(UInt8(ascii: "}"))
        object.appendUnchecked(key: LogField.message.rawValue, value: recordedMessage)
        return (.object(object), line)
    }

    /// `,"message":`, the bytes that put the message after the record's other keys.
    private static let messageKey = Array(",\"\(LogField.message.rawValue)\":".utf8)

    /// `text` cut to at most `limit` UTF-8 bytes, at a character boundary.
    static func cap(_ text: String, _ limit: Int) -> (text: String, truncated: Bool) {
        guard text.utf8.count > limit else { return (text, false) }
        return (prefix(of: Array(text.utf8), limit), true)
    }

    /// The first `limit` bytes at most of UTF-8 `bytes`, not splitting a character.
    static func prefix(of bytes: [UInt8], _ limit: Int) -> String {
        var end = min(max(0, limit), bytes.count)
        while end > 0, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
