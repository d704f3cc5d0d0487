/// The one decoder, behind ``JSONCodec/decode(_:from:)``, ``JSONFragment/decode(_:)`` and
/// ``JSONValueDecoder``: reads typed values straight off a ``JSONTape``.
///
/// What the caller must know:
/// - Errors come out as ``JSONDecodingError``: a pointer such as `/content/children/3/style`
///   and a sentence (`missing required field "style"`, `expected string, got number`,
///   `number 300 is out of range for UInt8`, `expected integer, got 3.5`). For a missing field
///   the pointer names the field itself.
/// - Inside `init(from:)`, the containers throw ordinary `DecodingError`s, so hand-written
///   conformances that catch them (to fall back, say) behave as with Foundation; only the
///   top-level call converts.
/// - Integers are range-checked; a double converts to an integer only when it is one exactly.
///   Any number decodes as `Double`; as `Float` only within `Float`'s range.
/// - Missing keys and `null` both decode as `nil` for optionals; `decodeNil(forKey:)` on a
///   missing key throws, as in Foundation. A repeated key's last value wins.
/// - A ``JSONValue`` requested anywhere is built from the tape on demand.
/// - Nesting deeper than ``JSONValue/defaultMaxDepth`` is an error, not a stack overflow.
final class _JSONTapeDecoder: Decoder {
    let tape: JSONTape
    /// The entry of the value this decoder reads.
    let index: Int
    let parent: _JSONTapeDecoder?
    let key: _JSONPathComponent?
    let depth: Int
    let userInfo: [CodingUserInfoKey: Any]

    init(
        tape: JSONTape, index: Int, parent: _JSONTapeDecoder?, key: _JSONPathComponent?, depth: Int,
        userInfo: [CodingUserInfoKey: Any]
    ) {
        self.tape = tape
        self.index = index
        self.parent = parent
        self.key = key
        self.depth = depth
        self.userInfo = userInfo
    }

    /// Decodes a `T` from the value at entry `index`; the entry point of ``JSONCodec`` and
    /// ``JSONFragment``.
    static func decode<T: Decodable>(
        _ type: T.Type, from tape: JSONTape, at index: Int = 0, userInfo: [CodingUserInfoKey: Any] = [:]
    ) throws -> T {
        if T.self == JSONValue.self { return tape.value(at: index) as! T }
        do {
            return try T(from: _JSONTapeDecoder(tape: tape, index: index, parent: nil, key: nil, depth: 0, userInfo: userInfo))
        } catch let error as DecodingError {
            throw JSONDecodingError(error)
        }
    }

    var codingPath: [any CodingKey] { path(appending: nil) }

    func path(appending last: _JSONPathComponent?) -> [any CodingKey] {
        var path: [any CodingKey] = []
        if let last { path.append(last.codingKey) }
        var node: _JSONTapeDecoder? = self
        while let current = node {
            if let key = current.key { path.append(key.codingKey) }
            node = current.parent
        }
        return path.reversed()
    }

    /// The whole value, for ``JSONValue/init(from:)``.
    var jsonValue: JSONValue { tape.value(at: index) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard tape.kind(at: index) == .object else {
            throw mismatch([String: JSONValue].self, expected: "object", tape.scalar(at: index), at: nil)
        }
        return KeyedDecodingContainer(_JSONTapeKeyedDecodingContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tape.kind(at: index) == .array else {
            throw mismatch([JSONValue].self, expected: "array", tape.scalar(at: index), at: nil)
        }
        return _JSONTapeUnkeyedDecodingContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func child(_ index: Int, at key: _JSONPathComponent?) throws -> _JSONTapeDecoder {
        guard depth < JSONValue.defaultMaxDepth else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path(appending: key),
                    debugDescription: "nesting deeper than \(JSONValue.defaultMaxDepth) levels"))
        }
        return _JSONTapeDecoder(tape: tape, index: index, parent: self, key: key, depth: depth + 1, userInfo: userInfo)
    }

    // MARK: Unboxing

    @inline(__always)
    func unbox<T: Decodable>(_ index: Int, as type: T.Type, at key: _JSONPathComponent?) throws -> T {
        // Common leaf types skip the decoder allocation; JSONValue is built from the tape.
        if T.self == String.self { return try unboxString(index, at: key) as! T }
        if T.self == Int.self { return try unboxInteger(tape.scalar(at: index), as: Int.self, at: key) as! T }
        if T.self == Bool.self { return try unboxBool(tape.scalar(at: index), at: key) as! T }
        if T.self == Double.self { return try unboxDouble(tape.scalar(at: index), at: key) as! T }
        if T.self == JSONValue.self { return tape.value(at: index) as! T }
        return try T(from: child(index, at: key))
    }

    @inline(__always)
    func unboxString(_ index: Int, at key: _JSONPathComponent?) throws -> String {
        switch tape.kind(at: index) {
        case .string, .escapedString: return tape.string(at: index)
        default: throw mismatch(String.self, expected: "string", tape.scalar(at: index), at: key)
        }
    }
}

// MARK: - Scalars

/// The conversions and their error messages; scalars arrive as small ``JSONValue``s
/// (``JSONTape/scalar(at:)``), which allocate nothing but strings.
extension _JSONTapeDecoder {
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
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path(appending: key), debugDescription: JSONScalarReason.notInteger(double, I.self)))
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

extension _JSONTapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { tape.kind(at: index) == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try unboxBool(tape.scalar(at: index), at: nil) }
    func decode(_ type: String.Type) throws -> String { try unboxString(index, at: nil) }
    func decode(_ type: Double.Type) throws -> Double { try unboxDouble(tape.scalar(at: index), at: nil) }
    func decode(_ type: Float.Type) throws -> Float { try unboxFloat(tape.scalar(at: index), at: nil) }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unbox(index, as: type, at: nil) }

    private func integer<I: FixedWidthInteger>() throws -> I {
        try unboxInteger(tape.scalar(at: index), as: I.self, at: nil)
    }
}
