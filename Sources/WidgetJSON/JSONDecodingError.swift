/// Why a JSON value does not decode into a type: where (a JSON pointer) and why (a sentence).
///
/// `pointer` follows RFC 6901: `""` is the root, `"/content/children/3/style"` a member of an
/// element of an array, with `~` written `~0` and `/` written `~1` inside a key. For a missing
/// required field the pointer names the field that should have been there, so it can go straight
/// into an `invalidParams` reply's `data.pointer`.
public struct JSONDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// RFC 6901 JSON pointer to the offending value (`""` for the root).
    public var pointer: String
    /// A sentence such as `missing required field "style"` or `expected string, got number`.
    public var reason: String

    /// Makes an error; ``JSONCodec``'s decoder is the main producer.
    public init(pointer: String, reason: String) {
        self.pointer = pointer
        self.reason = reason
    }

    /// `"<reason> at <pointer>"`, or just the reason at the root.
    public var description: String { pointer.isEmpty ? reason : "\(reason) at \(pointer)" }
}

extension JSONDecodingError {
    /// Builds an RFC 6901 pointer from a coding path: array positions as numbers, keys escaped.
    static func pointer(_ path: [any CodingKey]) -> String {
        var result = ""
        for key in path {
            result.append("/")
            if let index = key.intValue {
                result.append(String(index))
            } else {
                result.append(escape(key.stringValue))
            }
        }
        return result
    }

    /// `~` → `~0` first, then `/` → `~1`, the order RFC 6901 requires so `~1` in a key survives.
    static func escape(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return key
        }
        var escaped = ""
        for character in key.unicodeScalars {
            switch character {
            case "~": escaped.append("~0")
            case "/": escaped.append("~1")
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// Converts the `DecodingError` a Codable initialiser threw into a pointer and a sentence.
    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(
                pointer: Self.pointer(context.codingPath + [key]),
                reason: "missing required field \"\(key.stringValue)\"")
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            self.init(pointer: Self.pointer(context.codingPath), reason: context.debugDescription)
        @unknown default:
            self.init(pointer: "", reason: "\(error)")
        }
    }
}
