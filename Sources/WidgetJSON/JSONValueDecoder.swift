/// Turns ``JSONValue`` trees into `Decodable` values, reporting failures as JSON pointers.
///
/// What the caller must know:
/// - Errors come out as ``JSONDecodingError``: a pointer such as `/content/children/3/style`
///   and a sentence (`missing required field "style"`, `expected string, got number`,
///   `number 300 is out of range for UInt8`, `expected integer, got 3.5`). For a missing field
///   the pointer names the field itself.
/// - Inside `init(from:)`, our containers throw ordinary `DecodingError`s, so hand-written
///   conformances that catch them (to fall back, say) behave as with Foundation; only the
///   top-level call converts.
/// - Integers are range-checked; a double converts to an integer only when it is one exactly.
///   Any number decodes as `Double`; as `Float` only within `Float`'s range.
/// - A ``JSONValue`` requested anywhere is handed over as is.
/// - Missing keys and `null` both decode as `nil` for optionals; `decodeNil(forKey:)` on a
///   missing key throws, as in Foundation.
/// - Nesting deeper than ``JSONValue/defaultMaxDepth`` is an error, not a stack overflow.
public struct JSONValueDecoder: Sendable {
    /// A stateless decoder; cheap to make, safe to share.
    public init() {}

    /// Decodes a `T` from `value`.
    ///
    /// - Throws: ``JSONDecodingError`` for every `DecodingError` (with its pointer); other errors
    ///   a conformance throws pass through unchanged.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        if T.self == JSONValue.self { return value as! T }
        do {
            return try T(from: _JSONDecoder(value: value, parent: nil, key: nil, depth: 0))
        } catch let error as DecodingError {
            throw JSONDecodingError(error)
        }
    }
}

/// The decoder for one value; it is also the value's single-value container. Parent links
/// give the coding path on demand, so the hot path never builds `[any CodingKey]`.
final class _JSONDecoder: Decoder, _JSONScalarDecoding {
    let value: JSONValue
    let parent: _JSONDecoder?
    let key: _JSONPathComponent?
    let depth: Int

    init(value: JSONValue, parent: _JSONDecoder?, key: _JSONPathComponent?, depth: Int) {
        self.value = value
        self.parent = parent
        self.key = key
        self.depth = depth
    }

    var codingPath: [any CodingKey] { path(appending: nil) }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func path(appending last: _JSONPathComponent?) -> [any CodingKey] {
        var path: [any CodingKey] = []
        if let last { path.append(last.codingKey) }
        var node: _JSONDecoder? = self
        while let current = node {
            if let key = current.key { path.append(key.codingKey) }
            node = current.parent
        }
        return path.reversed()
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw mismatch([String: JSONValue].self, expected: "object", value, at: nil)
        }
        return KeyedDecodingContainer(_JSONKeyedDecodingContainer<Key>(decoder: self, object: object))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let array) = value else {
            throw mismatch([JSONValue].self, expected: "array", value, at: nil)
        }
        return _JSONUnkeyedDecodingContainer(decoder: self, array: array)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func child(_ value: JSONValue, at key: _JSONPathComponent?) throws -> _JSONDecoder {
        guard depth < JSONValue.defaultMaxDepth else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(appending: key),
                    debugDescription: "nesting deeper than \(JSONValue.defaultMaxDepth) levels"))
        }
        return _JSONDecoder(value: value, parent: self, key: key, depth: depth + 1)
    }

    // MARK: Unboxing

    @inline(__always)
    func unbox<T: Decodable>(_ value: JSONValue, as type: T.Type, at key: _JSONPathComponent?) throws -> T {
        // Common leaf types skip the decoder allocation; JSONValue must pass straight through.
        if T.self == JSONValue.self { return value as! T }
        if T.self == String.self { return try unboxString(value, at: key) as! T }
        if T.self == Int.self { return try unboxInteger(value, as: Int.self, at: key) as! T }
        if T.self == Bool.self { return try unboxBool(value, at: key) as! T }
        if T.self == Double.self { return try unboxDouble(value, at: key) as! T }
        return try T(from: child(value, at: key))
    }
}

// MARK: - Scalars

/// The scalar conversions and error messages shared by the decoder over ``JSONValue`` trees and
/// the one over raw bytes, so both say exactly the same thing about the same input.
protocol _JSONScalarDecoding: AnyObject {
    /// The coding path of this decoder, plus `last` when given.
    func path(appending last: _JSONPathComponent?) -> [any CodingKey]
}

extension _JSONScalarDecoding {
    func unboxString(_ value: JSONValue, at key: _JSONPathComponent?) throws -> String {
        if case .string(let string) = value { return string }
        throw mismatch(String.self, expected: "string", value, at: key)
    }

    func unboxBool(_ value: JSONValue, at key: _JSONPathComponent?) throws -> Bool {
        if case .bool(let bool) = value { return bool }
        throw mismatch(Bool.self, expected: "boolean", value, at: key)
    }

    func unboxDouble(_ value: JSONValue, at key: _JSONPathComponent?) throws -> Double {
        switch value {
        case .double(let double): return double
        case .int(let int): return Double(int)
        default: throw mismatch(Double.self, expected: "number", value, at: key)
        }
    }

    func unboxFloat(_ value: JSONValue, at key: _JSONPathComponent?) throws -> Float {
        let double = try unboxDouble(value, at: key)
        guard double.magnitude <= Double(Float.greatestFiniteMagnitude) || !double.isFinite else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path(appending: key), debugDescription: "number \(double) is out of range for Float"))
        }
        return Float(double)
    }

    func unboxInteger<I: FixedWidthInteger>(_ value: JSONValue, as type: I.Type, at key: _JSONPathComponent?) throws -> I {
        switch value {
        case .int(let int):
            if let exact = I(exactly: int) { return exact }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path(appending: key), debugDescription: "number \(int) is out of range for \(I.self)"))
        case .double(let double):
            if let exact = I(exactly: double) { return exact }
            let reason =
                double.rounded() == double
                ? "number \(double) is out of range for \(I.self)" : "expected integer, got \(double)"
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path(appending: key), debugDescription: reason))
        default:
            throw mismatch(I.self, expected: "integer", value, at: key)
        }
    }

    /// `expected string, got number`; a `null` where a value is required is `valueNotFound`.
    func mismatch(_ type: Any.Type, expected: String, _ value: JSONValue, at key: _JSONPathComponent?) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: path(appending: key), debugDescription: "expected \(expected), got \(value.typeName)")
        return value.isNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }
}

// MARK: - Single value

extension _JSONDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try unboxBool(value, at: nil) }
    func decode(_ type: String.Type) throws -> String { try unboxString(value, at: nil) }
    func decode(_ type: Double.Type) throws -> Double { try unboxDouble(value, at: nil) }
    func decode(_ type: Float.Type) throws -> Float { try unboxFloat(value, at: nil) }
    func decode(_ type: Int.Type) throws -> Int { try unboxInteger(value, as: type, at: nil) }
    func decode(_ type: Int8.Type) throws -> Int8 { try unboxInteger(value, as: type, at: nil) }
    func decode(_ type: Int16.Type) throws -> Int16 { try unboxInteger(value, as: type, at: nil) }
    func decode(_ type: Int32.Type) throws -> Int32 { try unboxInteger(value, as: type, at: nil) }
    func decode(_ type: Int64.Type) throws -> Int64 { try unboxInteger(value, as: type, at: nil) }
    func decode(_ type: UInt.Type) throws -> UInt { try unboxInteger(value, as: type, at: nil) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try unboxInteger(value, as: type, at: nil) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try unboxInteger(value, as: type, at: nil) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try unboxInteger(value, as: type, at: nil) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try unboxInteger(value, as: type, at: nil) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unbox(value, as: type, at: nil) }
}
