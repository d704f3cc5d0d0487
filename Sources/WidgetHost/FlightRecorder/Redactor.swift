import Glibc
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
    /// What redacting could act on, as it reads in compact JSON: each field as a member name
    /// (`"seat":`), each learned value escaped as in a string. A message whose JSON holds none
    /// of them is written as it is (``mayChange(serialized:)``).
    private var needles: [Needle]

    init(fields: Set<String>) {
        self.fields = fields
        needles = fields.sorted().map { field in Needle(JSONValue.string(field).serialized() + [UInt8(ascii: ":")]) }
    }

    /// Whether redacting the value whose compact JSON is `bytes` could change it (or learn from
    /// it): it holds a redacted member's name or a learned value. False means ``redact(_:)``
    /// would return it as it is, so the writer need not walk a megabyte to find that out. A
    /// byte search, conservative: a match anywhere (a name inside a string, a short value inside
    /// a longer one) says "may".
    func mayChange(serialized bytes: [UInt8]) -> Bool {
        guard isEnabled else { return false }
        return bytes.withUnsafeBytes { haystack in needles.contains { $0.occurs(in: haystack) } }
    }

    /// Bytes to look for, found with `memchr` on one of them (a letter, rarer in JSON than its
    /// punctuation) and `memcmp` on the rest.
    struct Needle: Sendable {
        let bytes: [UInt8]
        let anchor: Int

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            let common = Set("\"{}[]:,0123456789 -.etaoinsr".utf8)
            anchor =
                bytes.firstIndex { !common.contains($0) && $0 >= 0x41 } ?? bytes.firstIndex { !common.contains($0) } ?? 0
        }

        func occurs(in haystack: UnsafeRawBufferPointer) -> Bool {
            guard !bytes.isEmpty else { return false }
            guard let base = haystack.baseAddress, haystack.count >= bytes.count else { return false }
            return bytes.withUnsafeBytes { needle in
                let end = base + haystack.count
                var from = base + anchor
                // The last place the anchor byte can be with the whole needle still inside.
                let last = end - (bytes.count - anchor)
                while from <= last, let found = memchr(from, Int32(bytes[anchor]), last - from + 1) {
                    let start = UnsafeRawPointer(found) - anchor
                    if memcmp(start, needle.baseAddress!, bytes.count) == 0 { return true }
                    from = UnsafeRawPointer(found) + 1
                }
                return false
            }
        }
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
        // Escaped as a string's content is: the quotes dropped.
        needles.append(Needle(Array(JSONValue.string(text).serialized().dropFirst().dropLast())))
        if text.count >= 3 {
            substrings.append(text)
            substrings.sort { $0.count > $1.count }
        }
    }
}
