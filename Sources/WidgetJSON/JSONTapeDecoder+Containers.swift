// The keyed and unkeyed containers of the decoder over a `JSONTape`.

struct _JSONTapeKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: _JSONTapeDecoder
    /// Read through `decoder` rather than stored: the container is copied on every call
    /// through the standard library's type-erasing box, and each stored reference costs a
    /// retain and a release per copy.
    private var tape: JSONTape { decoder.tape }
    /// The object's entry.
    private let object: Int
    private let memberCount: Int
    /// Only for large objects (a `[String: T]` of thousands of entries): per-key scans would be
    /// quadratic there, while for a struct's dozen keys a scan of the bytes beats hashing.
    private let positions: [ScalarKey: Int]?
    /// One bit per member name, from its length and first byte: most lookups are for optional
    /// fields that are absent (a node's dozen modifiers), and a clear bit answers those without
    /// comparing names.
    private let nameBits: UInt64
    /// No two names share a bit, so no name repeats: a scan may stop at the first match.
    private let namesDistinct: Bool

    init(decoder: _JSONTapeDecoder) {
        self.decoder = decoder
        let tape = decoder.tape
        object = decoder.index
        memberCount = tape.entries[object].a
        var bits: UInt64 = 0
        var distinct = true
        var i = object + 1
        for _ in 0..<memberCount {
            let bit = tape.nameBit(at: i)
            if bits & bit != 0 { distinct = false }
            bits |= bit
            i = tape.next(after: i + 1)
        }
        nameBits = bits
        namesDistinct = distinct
        if memberCount > JSONObject.linearScanLimit {
            var positions: [ScalarKey: Int] = [:]
            positions.reserveCapacity(memberCount)
            var i = object + 1
            for _ in 0..<memberCount {
                positions[ScalarKey(tape.string(at: i))] = i + 1  // a repeated key: the last value wins
                i = tape.next(after: i + 1)
            }
            self.positions = positions
        } else {
            positions = nil
        }
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    /// Each distinct key once, in order of first appearance (as ``JSONObject`` keeps them).
    var allKeys: [Key] {
        let large = memberCount > JSONObject.linearScanLimit
        var names: [String] = []
        var seen = Set<ScalarKey>()
        var i = object + 1
        for _ in 0..<memberCount {
            let name = tape.string(at: i)
            if large ? seen.insert(ScalarKey(name)).inserted : !names.contains(where: { $0.hasSameScalars(as: name) }) {
                names.append(name)
            }
            i = tape.next(after: i + 1)
        }
        return names.compactMap { Key(stringValue: $0) }
    }

    /// The entry of the member's value; for a repeated key, the last one (the parser's rule).
    @inline(__always)
    private func find(_ name: String) -> Int? {
        var name = name
        guard nameBits & JSONTape.nameBit(of: &name) != 0 else { return nil }
        if let positions { return positions[ScalarKey(name)] }
        var found: Int?
        var i = object + 1
        for _ in 0..<memberCount {
            if tape.key(at: i, equals: &name) {
                if namesDistinct { return i + 1 }
                found = i + 1
            }
            i = tape.next(after: i + 1)
        }
        return found
    }

    @inline(__always)
    private func require(_ key: Key) throws -> Int {
        guard let value = find(key.stringValue) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(codingPath: codingPath, debugDescription: "missing required field \"\(key.stringValue)\""))
        }
        return value
    }

    /// `nil` when the key is missing or `null`: what `decodeIfPresent` means for JSON.
    @inline(__always)
    private func present(_ key: Key) -> Int? {
        guard let value = find(key.stringValue), tape.kind(at: value) != .null else { return nil }
        return value
    }

    func contains(_ key: Key) -> Bool { find(key.stringValue) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try tape.kind(at: require(key)) == .null }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder.unboxBool(tape.scalar(at: require(key)), at: .key(key.stringValue))
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.unboxString(require(key), at: .key(key.stringValue))
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder.unboxDouble(tape.scalar(at: require(key)), at: .key(key.stringValue))
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder.unboxFloat(tape.scalar(at: require(key)), at: .key(key.stringValue))
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
        try decoder.unboxInteger(tape.scalar(at: require(key)), as: I.self, at: .key(key.stringValue))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.unbox(require(key), as: type, at: .key(key.stringValue))
    }

    // One lookup per optional field instead of the default `contains` + `decodeNil` + `decode`.

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let value = present(key) else { return nil }
        return try decoder.unboxBool(tape.scalar(at: value), at: .key(key.stringValue))
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let value = present(key) else { return nil }
        return try decoder.unboxString(value, at: .key(key.stringValue))
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let value = present(key) else { return nil }
        return try decoder.unboxDouble(tape.scalar(at: value), at: .key(key.stringValue))
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let value = present(key) else { return nil }
        return try decoder.unboxInteger(tape.scalar(at: value), as: type, at: .key(key.stringValue))
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
        try decoder.child(find("super") ?? tape.nullIndex, at: .key("super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder.child(find(key.stringValue) ?? tape.nullIndex, at: .key(key.stringValue))
    }
}

struct _JSONTapeUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: _JSONTapeDecoder
    private let tape: JSONTape
    private let elementCount: Int
    private(set) var currentIndex = 0
    /// The entry of the element at `currentIndex`.
    private var entry: Int

    init(decoder: _JSONTapeDecoder) {
        self.decoder = decoder
        tape = decoder.tape
        elementCount = tape.entries[decoder.index].a
        entry = decoder.index + 1
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elementCount }
    var isAtEnd: Bool { currentIndex >= elementCount }

    /// The current element's entry; the index moves on only once it decoded, as in Foundation.
    @inline(__always)
    private func current(_ type: Any.Type) throws -> Int {
        guard currentIndex < elementCount else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: decoder.path(appending: .index(currentIndex)),
                    debugDescription: "expected \(type) at index \(currentIndex), but the array has \(elementCount) elements"))
        }
        return entry
    }

    @inline(__always)
    private mutating func advance() {
        entry = tape.next(after: entry)
        currentIndex += 1
    }

    @inline(__always)
    private mutating func next<T>(_ type: T.Type, _ unbox: (Int, _JSONPathComponent) throws -> T) throws -> T {
        let result = try unbox(current(type), .index(currentIndex))
        advance()
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard try tape.kind(at: current(Never?.self)) == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let (decoder, tape) = (decoder, tape)
        return try next(type) { try decoder.unboxBool(tape.scalar(at: $0), at: $1) }
    }
    mutating func decode(_ type: String.Type) throws -> String { try next(type, decoder.unboxString) }
    mutating func decode(_ type: Double.Type) throws -> Double {
        let (decoder, tape) = (decoder, tape)
        return try next(type) { try decoder.unboxDouble(tape.scalar(at: $0), at: $1) }
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        let (decoder, tape) = (decoder, tape)
        return try next(type) { try decoder.unboxFloat(tape.scalar(at: $0), at: $1) }
    }
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
        let (decoder, tape) = (decoder, tape)
        return try next(I.self) { try decoder.unboxInteger(tape.scalar(at: $0), as: I.self, at: $1) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = decoder
        return try next(type) { try decoder.unbox($0, as: type, at: $1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try decoder.child(current(JSONObject.self), at: .index(currentIndex)).container(keyedBy: type)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try decoder.child(current([JSONValue].self), at: .index(currentIndex)).unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let child = try decoder.child(current(JSONValue.self), at: .index(currentIndex))
        advance()
        return child
    }
}
