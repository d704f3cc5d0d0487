// TEMPORARY: a Foundation-backed stand-in for the real codec so other modules can build against
// the final API while the hand-written parser, serializer and Codable bridge are written.
// The codec work deletes this file and provides the same public API.
import Foundation

/// Why bytes are not valid JSON, and where (byte offset into the input).
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var offset: Int
    public var reason: String
    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }
    public var description: String { "\(reason) at byte \(offset)" }
}

/// Why a JSON value does not decode into a type: a JSON pointer to the field and a sentence.
public struct JSONDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    public var pointer: String
    public var reason: String
    public init(pointer: String, reason: String) {
        self.pointer = pointer
        self.reason = reason
    }
    public var description: String { pointer.isEmpty ? reason : "\(reason) at \(pointer)" }
}

extension JSONValue {
    public static let defaultMaxDepth = 512

    public init<Bytes: Collection>(parsing bytes: Bytes, maxDepth: Int = JSONValue.defaultMaxDepth) throws(JSONParseError)
    where Bytes.Element == UInt8 {
        let any: Any
        do {
            any = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw JSONParseError(offset: 0, reason: "\(error)")
        }
        self = JSONValue(foundation: any)
    }

    public init(parsing string: String) throws(JSONParseError) {
        try self.init(parsing: Array(string.utf8))
    }

    private init(foundation any: Any) {
        switch any {
        case is NSNull: self = .null
        case let n as NSNumber:
            if type(of: n) == type(of: NSNumber(value: true)) { self = .bool(n.boolValue) }
            else if let i = Int64(exactly: n.doubleValue), !String(describing: n).contains(".") { self = .int(i) }
            else { self = .double(n.doubleValue) }
        case let s as String: self = .string(s)
        case let a as [Any]: self = .array(a.map(JSONValue.init(foundation:)))
        case let d as [String: Any]: self = .object(JSONObject(d.map { ($0.key, JSONValue(foundation: $0.value)) }))
        default: self = .null
        }
    }

    public func serialized(sortedKeys: Bool = false) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = sortedKeys ? [.sortedKeys, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
        return Array((try? encoder.encode(self)) ?? Data("null".utf8))
    }

    public func serializedString(sortedKeys: Bool = false) -> String {
        String(decoding: serialized(sortedKeys: sortedKeys), as: UTF8.self)
    }
}

public struct JSONValueEncoder: Sendable {
    public init() {}
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let data = try JSONEncoder().encode(value)
        return try JSONValue(parsing: Array(data))
    }
}

public struct JSONValueDecoder: Sendable {
    public init() {}
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(value.serialized()))
        } catch let error as DecodingError {
            switch error {
            case .keyNotFound(let key, let context):
                throw JSONDecodingError(pointer: Self.pointer(context.codingPath), reason: "missing required field \"\(key.stringValue)\"")
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                throw JSONDecodingError(pointer: Self.pointer(context.codingPath), reason: context.debugDescription)
            @unknown default:
                throw JSONDecodingError(pointer: "", reason: "\(error)")
            }
        }
    }

    private static func pointer(_ path: [any CodingKey]) -> String {
        path.map { "/" + ($0.intValue.map(String.init) ?? $0.stringValue) }.joined()
    }
}
