import WidgetJSON
import WidgetLogFormat

/// One flight recorder line, parsed (`protocol/rpc-log.md`). Keeps the original text so
/// `--json` can pass it through unchanged.
public struct LogRecord: Sendable, Hashable {
    /// Where the line came from: a file path and its 1-based line number.
    public var file: String
    public var line: Int
    /// The line as written, without the newline.
    public var raw: String
    public var json: JSONValue

    public var time: String
    /// ``time`` as microseconds since the epoch.
    public var timeMicros: Int64
    /// The record's place in its run (written by the recorder from 1 on; nil in older logs).
    public var seq: Int64?
    public var widget: String
    public var instance: Int64
    /// Who sent it; nil for a direction this build does not know (a newer host's).
    public var direction: LogDirection?
    /// What it is; nil for a kind this build does not know (a newer host's): ``kindName`` says.
    public var kind: LogKind?
    /// The `kind` as written, also when this build does not know it.
    public var kindName: String
    public var method: String?
    /// The JSON-RPC id as JSON (string or integer).
    public var id: JSONValue?
    /// The recorded latency of a response, in microseconds.
    public var latencyUs: Int64?
    public var text: String?

    /// Why a line is not a record.
    public struct Malformed: Error, Sendable, Hashable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var reason: String
        public var description: String { "\(file):\(line): skipped a malformed line: \(reason)" }
    }

    /// Parses one line; throws ``Malformed`` with the reason when it is not JSON or lacks a
    /// required key (`time`, `widget`, `instance`, `direction`, `kind`).
    public init(line raw: String, file: String, number: Int) throws(Malformed) {
        func malformed(_ reason: String) -> Malformed { Malformed(file: file, line: number, reason: reason) }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: raw)
        } catch {
            throw malformed("not JSON (\(error))")
        }
        guard case .object = json else { throw malformed("a JSON \(json.typeName), not an object") }
        guard let time = json[.time]?.stringValue else { throw malformed("no string 'time'") }
        guard let micros = LogTime.parse(time) else { throw malformed("'time' is not an ISO 8601 time: \(time)") }
        guard let widget = json[.widget]?.stringValue else { throw malformed("no string 'widget'") }
        guard let instance = json[.instance]?.intValue else { throw malformed("no integer 'instance'") }
        guard json[.direction]?.stringValue != nil else { throw malformed("no string 'direction'") }
        guard let kind = json[.kind]?.stringValue else { throw malformed("no string 'kind'") }
        self.file = file
        self.line = number
        self.raw = raw
        self.json = json
        self.time = time
        self.timeMicros = micros
        self.seq = json[.seq]?.intValue
        self.widget = widget
        self.instance = instance
        self.direction = json.logDirection
        self.kind = LogKind(rawValue: kind)
        self.kindName = kind
        self.method = json[.method]?.stringValue
        switch json[.id] {
        case .string?, .int?: self.id = json[.id]
        default: self.id = nil
        }
        self.latencyUs = json[.latencyUs]?.intValue
        self.text = json[.text]?.stringValue
    }

    /// The id as shown to people: a string id as is, a number as digits.
    public var idText: String? {
        switch id {
        case .string(let text)?: return text
        case .int(let number)?: return String(number)
        default: return nil
        }
    }

    /// `widget#instance`.
    public var source: String { "\(widget)#\(instance)" }

    /// Whether `--errors` shows it: error responses, protocol errors, stray output, missed
    /// deadlines, calls lost to a death or a kill, failed spawns and handshakes, kills, a channel
    /// the widget closed unasked, exits with a non-zero status or a signal, quarantines, and
    /// records the recorder could not keep. A record marked `"expected": true` (the normal end
    /// of a stopped widget's channel, a call cut off by the host's own stop) is not an error.
    public var isError: Bool {
        if json[.expected]?.boolValue == true { return false }
        switch kind {
        case .errorResponse, .deadlineMissed, .lateResponse, .unmatchedResponse, .invalidResult, .strayLine, .oversizeLineStarted,
            .oversizeLine, .partialLine, .spawnFailed, .handshakeFailed, .hung, .wedged, .channelClosed, .budgetExceeded, .quarantined,
            .callFailed,
            .recordsDropped:
            return true
        case .exited:
            if let code = json[.exitCode]?.intValue { return code != 0 }
            return json[.signal] != nil
        case .widgetLog:
            return json[.level]?.stringValue == "error"
        default:
            return false
        }
    }

    /// A response or error response (the records that carry a latency).
    public var isReply: Bool { kind?.isReply ?? false }
}
