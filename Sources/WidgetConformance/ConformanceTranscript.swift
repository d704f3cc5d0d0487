import Foundation
import WidgetJSON
import WidgetProtocol

/// `protocol/conformance/any-widget.jsonl` (README §11), read into groups of "send these lines,
/// expect these replies", each line naming the check it belongs to.
///
/// Compiled in (``EmbeddedConformanceTranscript``) so `widgets check` works from anywhere; a
/// test keeps the copy equal to the file.
struct ConformanceTranscript: Sendable {
    /// What the host sends.
    enum Send: Sendable, Hashable {
        /// A message as one line; `padTo` pads it with spaces to that many bytes; `sample`
        /// replaces its params with an `init` for a dashboard the widget declared.
        case message(JSONValue, padTo: Int?, sample: Bool)
        /// Bytes sent as they are, then `\n` (`raw` repeated `repeat` times, or `rawBase64`).
        case raw([UInt8])
    }

    /// A reply the widget must send.
    struct Expectation: Sendable, Hashable {
        /// The expected reply; `id` may be null.
        var message: JSONValue
        /// `"match": "any"`: any reply with this id.
        var matchesAny: Bool
        var check: CheckID
        var note: String?
        var line: Int

        var id: RequestID? { message["id"].flatMap(RequestID.init(json:)) }
    }

    /// One host line.
    struct HostLine: Sendable, Hashable {
        var send: Send
        var check: CheckID
        var line: Int
    }

    /// Host lines followed by the replies they must produce, up to and including a reply that
    /// has an id (replies with id null cannot end a wait: their absence is only seen when the
    /// next reply with an id arrives first).
    struct Group: Sendable, Hashable {
        var sends: [HostLine]
        var expectations: [Expectation]
        /// The check a surprise (an extra message) in this group counts against: the check of
        /// its last expected reply.
        var check: CheckID
    }

    /// Why the file cannot be read.
    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    var groups: [Group]

    /// Every check the transcript feeds.
    var checks: Set<CheckID> {
        Set(groups.flatMap { group in group.sends.map(\.check) + group.expectations.map(\.check) })
    }

    init(jsonl text: String) throws(FormatError) {
        var groups: [Group] = []
        var current = Group(sends: [], expectations: [], check: .handshake)
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !raw.isEmpty {
            let number = index + 1
            let line: JSONValue
            do {
                line = try JSONValue(parsing: String(raw))
            } catch {
                throw FormatError(description: "line \(number) is not JSON: \(error)")
            }
            guard let name = line["check"]?.stringValue, let check = CheckID(rawValue: name) else {
                throw FormatError(description: "line \(number) names no known check (\(line["check"]?.serializedString() ?? "none"))")
            }
            switch line["from"]?.stringValue {
            case "host":
                // A group ends with a reply that has an id: the reader waits for that one.
                if current.expectations.last?.id != nil {
                    groups.append(current)
                    current = Group(sends: [], expectations: [], check: check)
                }
                if current.sends.isEmpty { current.check = check }
                current.sends.append(HostLine(send: try Self.send(line, number: number), check: check, line: number))
            case "widget":
                guard let message = line["message"] else { throw FormatError(description: "line \(number): a widget line needs a message") }
                current.expectations.append(
                    Expectation(
                        message: message, matchesAny: line["match"]?.stringValue == "any", check: check,
                        note: line["note"]?.stringValue, line: number))
                current.check = check
            default:
                throw FormatError(description: "line \(number): from is host or widget")
            }
        }
        if !current.sends.isEmpty || !current.expectations.isEmpty { groups.append(current) }
        self.groups = groups
    }

    private static func send(_ line: JSONValue, number: Int) throws(FormatError) -> Send {
        if let message = line["message"] {
            return .message(message, padTo: line["padTo"]?.intValue.map { Int($0) }, sample: line["sample"]?.stringValue == "init")
        }
        if let raw = line["raw"]?.stringValue {
            // `repeat`: one line of many copies (100,000 unclosed brackets) without the bytes in the file.
            let copies = line["repeat"]?.intValue.map { Int($0) } ?? 1
            return .raw(Array(repeatElement(Array(raw.utf8), count: max(copies, 1)).joined()))
        }
        if let encoded = line["rawBase64"]?.stringValue, let data = Data(base64Encoded: encoded) { return .raw(Array(data)) }
        throw FormatError(description: "line \(number): a host line needs message, raw or rawBase64")
    }

    /// The embedded copy of `protocol/conformance/any-widget.jsonl`.
    static let embedded: ConformanceTranscript = {
        do {
            return try ConformanceTranscript(jsonl: EmbeddedConformanceTranscript.text)
        } catch {
            preconditionFailure("the embedded conformance transcript is broken: \(error)")
        }
    }()

    /// The bytes of one host line, newline included.
    static func bytes(of send: Send, initParams: JSONValue?) -> [UInt8] {
        switch send {
        case .raw(let bytes):
            return bytes + [0x0A]
        case .message(var message, let padTo, let sample):
            if sample, let initParams, case .object(var object) = message {
                object["params"] = initParams
                message = .object(object)
            }
            var bytes = Array(message.serializedString().utf8)
            if let padTo, padTo > bytes.count, bytes.last == UInt8(ascii: "}") {
                bytes.insert(contentsOf: [UInt8](repeating: 0x20, count: padTo - bytes.count), at: bytes.count - 1)
            }
            return bytes + [0x0A]
        }
    }
}
