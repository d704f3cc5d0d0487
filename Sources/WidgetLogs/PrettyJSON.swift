import WidgetJSON

/// JSON laid out for people: one member or element per line, indented two spaces; empty
/// objects and arrays stay `{}` and `[]`. Strings and numbers are written as the serializer
/// writes them (escapes included), so nothing is lost.
enum PrettyJSON {
    static func format(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .object(let object) where !object.isEmpty:
            let members = object.map { key, member in
                inner + JSONValue.string(key).serializedString() + ": " + format(member, indent: inner)
            }
            return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + format($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        default:
            return value.serializedString()
        }
    }
}
