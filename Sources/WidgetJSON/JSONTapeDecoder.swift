/// The decoder behind ``JSONCodec/decode(_:from:)``: reads typed values straight off a
/// ``JSONTape`` instead of a ``JSONValue`` tree.
///
/// It behaves exactly like ``JSONValueDecoder`` on the value the same bytes parse to: the same
/// conversions, the same `DecodingError`s with the same coding paths (so the same pointers in
/// ``JSONDecodingError``), the same depth limit, a repeated key's last value wins. A
/// ``JSONValue`` requested anywhere is built from the tape on demand.
final class _JSONTapeDecoder: Decoder, _JSONScalarDecoding {
    let tape: JSONTape
    /// The entry of the value this decoder reads.
    let index: Int
    let parent: _JSONTapeDecoder?
    let key: _JSONPathComponent?
    let depth: Int

    init(tape: JSONTape, index: Int, parent: _JSONTapeDecoder?, key: _JSONPathComponent?, depth: Int) {
        self.tape = tape
        self.index = index
        self.parent = parent
        self.key = key
        self.depth = depth
    }

    /// Decodes a `T` from the whole document; the entry point ``JSONCodec`` uses.
    static func decode<T: Decodable>(_ type: T.Type, from tape: JSONTape) throws -> T {
        if T.self == JSONValue.self { return tape.value(at: 0) as! T }
        do {
            return try T(from: _JSONTapeDecoder(tape: tape, index: 0, parent: nil, key: nil, depth: 0))
        } catch let error as DecodingError {
            throw JSONDecodingError(error)
        }
    }

    var codingPath: [any CodingKey] { path(appending: nil) }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

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
        return _JSONTapeDecoder(tape: tape, index: index, parent: self, key: key, depth: depth + 1)
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
