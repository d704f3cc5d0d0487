import WidgetJSON

/// Removes personal data from what the recorder writes (`protocol/rpc-log.md`, "Redaction").
///
/// Every member named in ``fields``, at any depth, is written as `"<redacted>"`, and its value
/// is remembered: a remembered value is also replaced wherever it shows up later, in any string
/// of a message or in a record's text (a widget that prints the booking reference in a cell, or
/// on stderr). The host's `initialize` and `init` carry those members before any widget can echo
/// them, so the log never shows them in clear. Strings of 3 characters or more are replaced
/// inside longer strings; shorter ones only when a whole string equals them.
///
/// Used by the recorder's writer thread only (it is mutable and learns as it goes).
struct Redactor: Sendable {
    static let marker = "<redacted>"

    let fields: Set<String>
    private(set) var learned: Set<String> = []
    /// ``learned`` values long enough to look for inside strings, longest first.
    private var substrings: [String] = []

    init(fields: Set<String>) {
        self.fields = fields
    }

    var isEnabled: Bool { !fields.isEmpty }

    mutating func redact(_ value: JSONValue) -> JSONValue {
        guard isEnabled else { return value }
        switch value {
        case .object(let object):
            var copy = JSONObject()
            copy.reserveCapacity(object.count)
            for (key, member) in object {
                if fields.contains(key), member != .null {
                    learn(member)
                    copy.appendUnchecked(key: key, value: .string(Self.marker))
                } else {
                    copy.appendUnchecked(key: key, value: redact(member))
                }
            }
            return .object(copy)
        case .array(let items):
            return .array(items.map { redact($0) })
        case .string(let text):
            return .string(redact(text: text))
        default:
            return value
        }
    }

    /// `text` with every remembered value replaced.
    func redact(text: String) -> String {
        guard !learned.isEmpty, !text.isEmpty else { return text }
        if learned.contains(text) { return Self.marker }
        var result = text
        for value in substrings where result.contains(value) {
            result = result.replacing(value, with: Self.marker)
        }
        return result
    }

    private mutating func learn(_ value: JSONValue) {
        switch value {
        case .string(let text): remember(text)
        case .int(let number): remember(String(number))
        case .double(let number): remember(String(number))
        case .array(let items): for item in items { learn(item) }
        case .object(let object): for (_, member) in object { learn(member) }
        case .null, .bool: break
        }
    }

    private mutating func remember(_ text: String) {
        guard !text.isEmpty, text != Self.marker, learned.insert(text).inserted else { return }
        if text.count >= 3 {
            substrings.append(text)
            substrings.sort { $0.count > $1.count }
        }
    }
}
