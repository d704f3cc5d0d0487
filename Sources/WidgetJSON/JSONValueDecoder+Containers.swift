// The keyed and unkeyed containers of `JSONValueDecoder`.

struct _JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: _JSONDecoder
    let object: JSONObject
    /// Only for large objects (a `[String: T]` of thousands of entries): per-key scans would be
    /// quadratic there, while for a struct's dozen keys a scan beats hashing.
    private let positions: [String: Int]?

    init(decoder: _JSONDecoder, object: JSONObject) {
        self.decoder = decoder
        self.object = object
        if object.count > JSONObject.linearScanLimit {
            var positions: [String: Int] = [:]
            positions.reserveCapacity(object.count)
            for (i, key) in object.storedKeys.enumerated() { positions[key] = i }
            self.positions = positions
        } else {
            positions = nil
        }
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] { object.storedKeys.compactMap { Key(stringValue: $0) } }

    @inline(__always)
    private func find(_ name: String) -> JSONValue? {
        if let positions {
            return positions[name].map { object.storedValues[$0] }
        }
        guard let i = object.storedKeys.firstIndex(of: name) else { return nil }
        return object.storedValues[i]
    }

    @inline(__always)
    private func require(_ key: Key) throws -> JSONValue {
        guard let value = find(key.stringValue) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(codingPath: codingPath, debugDescription: "missing required field \"\(key.stringValue)\""))
        }
        return value
    }

    /// `nil` when the key is missing or `null`: what `decodeIfPresent` means for JSON.
    @inline(__always)
    private func present(_ key: Key) -> JSONValue? {
        guard let value = find(key.stringValue), !value.isNull else { return nil }
        return value
    }

    func contains(_ key: Key) -> Bool { find(key.stringValue) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try require(key).isNull }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder.unboxBool(require(key), at: .key(key.stringValue))
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.unboxString(require(key), at: .key(key.stringValue))
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder.unboxDouble(require(key), at: .key(key.stringValue))
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder.unboxFloat(require(key), at: .key(key.stringValue))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    private func integer<I: FixedWidthInteger>(_ key: Key) throws -> I {
        try decoder.unboxInteger(require(key), as: I.self, at: .key(key.stringValue))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.unbox(require(key), as: type, at: .key(key.stringValue))
    }

    // One lookup per optional field instead of the default `contains` + `decodeNil` + `decode`.

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let value = present(key) else { return nil }
        return try decoder.unboxBool(value, at: .key(key.stringValue))
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let value = present(key) else { return nil }
        return try decoder.unboxString(value, at: .key(key.stringValue))
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let value = present(key) else { return nil }
        return try decoder.unboxDouble(value, at: .key(key.stringValue))
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let value = present(key) else { return nil }
        return try decoder.unboxInteger(value, as: type, at: .key(key.stringValue))
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = present(key) else { return nil }
        return try decoder.unbox(value, as: type, at: .key(key.stringValue))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.child(require(key), at: .key(key.stringValue)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(require(key), at: .key(key.stringValue)).unkeyedContainer()
    }

    /// The `"super"` member, or `null` when there is none (Foundation's behaviour).
    func superDecoder() throws -> any Decoder {
        try decoder.child(find("super") ?? .null, at: .key("super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder.child(find(key.stringValue) ?? .null, at: .key(key.stringValue))
    }
}

struct _JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: _JSONDecoder
    let array: [JSONValue]
    private(set) var currentIndex = 0

    init(decoder: _JSONDecoder, array: [JSONValue]) {
        self.decoder = decoder
        self.array = array
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    /// The current element; the index moves on only once it decoded, as in Foundation.
    @inline(__always)
    private func current(_ type: Any.Type) throws -> JSONValue {
        guard currentIndex < array.count else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: decoder.path(appending: .index(currentIndex)),
                    debugDescription: "expected \(type) at index \(currentIndex), but the array has \(array.count) elements"))
        }
        return array[currentIndex]
    }

    @inline(__always)
    private mutating func next<T>(_ type: T.Type, _ unbox: (JSONValue, _JSONPathComponent) throws -> T) throws -> T {
        let result = try unbox(current(type), .index(currentIndex))
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard try current(Never?.self).isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type, decoder.unboxBool) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type, decoder.unboxString) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type, decoder.unboxDouble) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type, decoder.unboxFloat) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    private mutating func integer<I: FixedWidthInteger>() throws -> I {
        let decoder = decoder
        return try next(I.self) { try decoder.unboxInteger($0, as: I.self, at: $1) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = decoder
        return try next(type) { try decoder.unbox($0, as: type, at: $1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try decoder.child(current(JSONObject.self), at: .index(currentIndex)).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try decoder.child(current([JSONValue].self), at: .index(currentIndex)).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let child = try decoder.child(current(JSONValue.self), at: .index(currentIndex))
        currentIndex += 1
        return child
    }
}
