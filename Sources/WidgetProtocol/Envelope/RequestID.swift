import WidgetJSON

/// A JSON-RPC request id: a string or an integer, as the peer chose it.
///
/// Ids the host generates are strings with the reserved prefix `h-` so they can never collide
/// with ids a widget makes up; the SDK uses `w-`.
public enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
    case number(Int64)
    case string(String)

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let n = try? single.decode(Int64.self) {
            self = .number(n)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .number(let n): try single.encode(n)
        case .string(let s): try single.encode(s)
        }
    }

    /// The id as it appears on the wire.
    public var json: JSONValue {
        switch self {
        case .number(let n): return .int(n)
        case .string(let s): return .string(s)
        }
    }

    /// Writes the id as it appears on the wire.
    public func write(to writer: inout JSONWriter) {
        switch self {
        case .number(let n): writer.number(Int(n))
        case .string(let s): writer.string(s)
        }
    }

    /// Reads an id from the wire; `nil` when the value is not a valid id type (JSON-RPC allows
    /// strings and numbers; fractional numbers are rejected).
    public init?(json: JSONValue) {
        switch json {
        case .string(let s): self = .string(s)
        case .int(let n): self = .number(n)
        case .double(let d):
            guard let n = Int64(exactly: d) else { return nil }
            self = .number(n)
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .number(let n): return String(n)
        case .string(let s): return "\"\(s)\""
        }
    }
}
