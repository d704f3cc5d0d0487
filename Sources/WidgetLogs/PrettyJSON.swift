import WidgetJSON

/// JSON laid out for people: one member or element per line, indented two spaces; empty
/// objects and arrays stay `{}` and `[]`. Strings and numbers are written as the serializer
/// writes them (escapes included), so nothing is lost; DEL and the C1 controls (U+0080–U+009F,
/// which a terminal reads as CSI, OSC and the like) are escaped too (`\u009b`), which the
/// serializer leaves as they are, so a record cannot drive the terminal.
enum PrettyJSON {
    static func format(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .object(let object) where !object.isEmpty:
            let members = object.map { key, member in
                inner + escapingControls(JSONValue.string(key).serializedString()) + ": " + format(member, indent: inner)
            }
            return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + format($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        default:
            return escapingControls(value.serializedString())
        }
    }

    /// Serialized JSON with DEL and the C1 controls written as `\u` escapes. They can only be
    /// inside strings, where the escape means the same character.
    static func escapingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isEscaped) else { return json }
        var escaped = ""
        for scalar in json.unicodeScalars {
            guard isEscaped(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return escaped
    }

    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
    }
}
