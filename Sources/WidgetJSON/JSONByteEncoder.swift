/// The one encoder behind ``JSONCodec/encode(_:sortedKeys:)``: writes compact JSON bytes as
/// `encode(to:)` runs, with no ``JSONValue`` tree in between.
///
/// Values are written in order, straight into one buffer. What Codable lets a caller fill
/// later (a nested container, a super encoder) gets a buffer of its own, spliced in at its place
/// when the whole value is done. The remaining rules match what a tree would give:
/// - a key encoded twice in one object keeps its last value at its first position (then, and
///   only then, the output is parsed and written again, which applies exactly that rule);
/// - asking an encoder for a container of another kind, or encoding a single value twice,
///   replaces what it wrote;
/// - a nested value that encodes nothing is `{}`; a top-level one is an error;
/// - nesting deeper than ``JSONValue/defaultMaxDepth`` throws `EncodingError.invalidValue`.
final class _JSONByteWriter {
    // Exclusivity is checked by construction: one encode runs on one thread, one call at a time.
    @exclusivity(unchecked) var serializer = JSONSerializer(sortedKeys: false)
    /// Member names of the objects open in this buffer, flat, to catch a key encoded twice.
    @exclusivity(unchecked) var keys: [String] = []
    /// Encoders filled out of order, with the offset in `serializer.output` their value goes to.
    @exclusivity(unchecked) var deferred: [(offset: Int, encoder: _JSONByteEncoder)] = []
    /// Shared by every buffer of one encode: set when some object repeats a key.
    let repeatedKey: RepeatedKeyFlag

    final class RepeatedKeyFlag {
        @exclusivity(unchecked) var isSet = false
    }

    init(repeatedKey: RepeatedKeyFlag) {
        self.repeatedKey = repeatedKey
        keys.reserveCapacity(32)
    }

    /// Encodes `value`; the entry point of ``JSONCodec``.
    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        if T.self == JSONValue.self { return (value as! JSONValue).serialized() }
        let writer = _JSONByteWriter(repeatedKey: RepeatedKeyFlag())
        let root = _JSONByteEncoder(writer: writer, parent: nil, key: nil, depth: 0)
        try value.encode(to: root)
        guard root.state != .empty else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "\(T.self) did not encode any value"))
        }
        root.finish()
        let bytes = writer.assembled()
        guard writer.repeatedKey.isSet else { return bytes }
        // The parser keeps a repeated key's first position and last value: the rule we want.
        return try JSONValue(parsing: bytes, maxDepth: .max).serialized()
    }

    /// This buffer with every deferred encoder's value spliced in at its place.
    func assembled() -> [UInt8] {
        guard !deferred.isEmpty else { return serializer.output }
        var result: [UInt8] = []
        result.reserveCapacity(serializer.output.count * 2)
        var copied = 0
        for (offset, encoder) in deferred {
            result.append(contentsOf: serializer.output[copied..<offset])
            copied = offset
            encoder.finish()
            result.append(contentsOf: encoder.writer.assembled())
        }
        result.append(contentsOf: serializer.output[copied...])
        return result
    }

    /// Whether `key` repeats a name written from `start` in `keys`. Scans a struct's handful
    /// of names; past ``JSONObject/linearScanLimit`` (a dictionary) the names go to `index`.
    /// A false alarm (two spellings of one `String`) only costs the rewrite, which compares
    /// names exactly.
    func repeats(_ key: String, from start: Int, index: inout Set<String>?) -> Bool {
        if index != nil { return !index!.insert(key).inserted }
        if keys.count - start < JSONObject.linearScanLimit {
            for name in keys[start...] where name.hasSameScalars(as: key) { return true }
            return false
        }
        var names = Set(keys[start...])
        let repeated = !names.insert(key).inserted
        index = names
        return repeated
    }
}

/// One value being written: it writes one scalar, or opens one container and closes it when
/// its `encode(to:)` returns (or, for a deferred one, when the whole value is assembled).
final class _JSONByteEncoder: Encoder {
    enum State { case empty, single, object, array }

    let writer: _JSONByteWriter
    let parent: _JSONByteEncoder?
    let key: _JSONPathComponent?
    let depth: Int
    @exclusivity(unchecked) var state: State = .empty
    /// Where this value's bytes start in `writer`.
    @exclusivity(unchecked) var start: Int
    /// Members or elements written so far.
    @exclusivity(unchecked) var count = 0
    /// Where this object's names start in `writer.keys`.
    @exclusivity(unchecked) var keyStart = 0
    /// The names of a large object, hashed.
    @exclusivity(unchecked) var keyIndex: Set<String>?
    @exclusivity(unchecked) var finished = false

    init(writer: _JSONByteWriter, parent: _JSONByteEncoder?, key: _JSONPathComponent?, depth: Int) {
        self.writer = writer
        self.parent = parent
        self.key = key
        self.depth = depth
        start = writer.serializer.output.count
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var node: _JSONByteEncoder? = self
        while let current = node {
            if let key = current.key { path.append(key.codingKey) }
            node = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if state != .object { become(.object) }
        return KeyedEncodingContainer(_JSONByteKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if state != .array { become(.array) }
        return _JSONByteUnkeyedEncodingContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// Starts this value over as `newState`, dropping whatever it wrote before.
    private func become(_ newState: State) {
        if state != .empty { discardOutput() }
        state = newState
        count = 0
        keyIndex = nil
        switch newState {
        case .object:
            keyStart = writer.keys.count
            writer.serializer.output.append(UInt8(ascii: "{"))
        case .array:
            writer.serializer.output.append(UInt8(ascii: "["))
        case .empty, .single:
            break
        }
    }

    private func discardOutput() {
        if state == .object { writer.keys.removeSubrange(keyStart...) }
        writer.serializer.output.removeSubrange(start...)
        writer.deferred.removeAll { $0.offset >= start }
    }

    /// Called when this value is complete: closes its container, or writes the `{}` an empty
    /// value stands for.
    func finish() {
        guard !finished else { return }
        finished = true
        switch state {
        case .empty: writer.serializer.append("{}")
        case .single: break
        case .object:
            writer.keys.removeSubrange(keyStart...)
            writer.serializer.output.append(UInt8(ascii: "}"))
        case .array:
            writer.serializer.output.append(UInt8(ascii: "]"))
        }
    }

    /// Starts the next member: separator, name, colon.
    @inline(__always)
    func beginMember(_ key: String) {
        if count > 0 {
            writer.serializer.output.append(UInt8(ascii: ","))
            if writer.repeats(key, from: keyStart, index: &keyIndex) { writer.repeatedKey.isSet = true }
        }
        if keyIndex == nil { writer.keys.append(key) }
        count += 1
        writer.serializer.writeString(key)
        writer.serializer.output.append(UInt8(ascii: ":"))
    }

    /// Starts the next element.
    @inline(__always)
    func beginElement() {
        if count > 0 { writer.serializer.output.append(UInt8(ascii: ",")) }
        count += 1
    }

    /// Writes a nested value at the current position (after a member name or separator); its
    /// containers report `parent` and `key` in their coding path.
    @inline(__always)
    func writeValue<T: Encodable>(_ value: T, parent: _JSONByteEncoder?, key: _JSONPathComponent?) throws {
        if T.self == String.self { return writer.serializer.writeString(value as! String) }
        if T.self == Int.self { return writer.serializer.writeInteger(Int64(value as! Int)) }
        if T.self == Bool.self { return writer.serializer.append((value as! Bool) ? "true" : "false") }
        if T.self == Double.self { return writer.serializer.writeDouble(value as! Double) }
        if T.self == JSONValue.self { return writer.serializer.write(value as! JSONValue) }
        guard depth < JSONValue.defaultMaxDepth else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(codingPath: codingPath, debugDescription: "nesting deeper than \(JSONValue.defaultMaxDepth) levels"))
        }
        let child = _JSONByteEncoder(writer: writer, parent: parent, key: key, depth: depth + 1)
        try value.encode(to: child)
        child.finish()
    }

    /// An encoder the caller fills later (a nested container or a super encoder): it writes
    /// to a buffer of its own, spliced in here when the whole value is assembled.
    func deferredChild(at key: _JSONPathComponent) -> _JSONByteEncoder {
        let child = _JSONByteEncoder(
            writer: _JSONByteWriter(repeatedKey: writer.repeatedKey), parent: self, key: key, depth: depth + 1)
        writer.deferred.append((writer.serializer.output.count, child))
        return child
    }

    /// Takes a raw ``JSONValue`` for this whole encoder when nothing was written yet.
    func takeWhole(_ value: JSONValue) -> Bool {
        guard state == .empty else { return false }
        state = .single
        writer.serializer.write(value)
        return true
    }

    // MARK: Scalars (the spellings a JSONValue of the same value serializes to)

    @inline(__always) func writeNull() { writer.serializer.append("null") }
    @inline(__always) func write(_ value: Bool) { writer.serializer.append(value ? "true" : "false") }
    @inline(__always) func write(_ value: String) { writer.serializer.writeString(value) }
    @inline(__always) func write(_ value: Double) { writer.serializer.writeDouble(value) }
    @inline(__always) func write(_ value: Int64) { writer.serializer.writeInteger(value) }

    /// Floats go through their own shortest digits so `0.1 as Float` is written `0.1`.
    func write(_ value: Float) {
        guard value.isFinite else { return writeNull() }
        write(Double(value.description) ?? Double(value))
    }

    /// Integers beyond `Int64` (a large `UInt64`) are written as the nearest `Double`.
    func write<I: BinaryInteger>(integer value: I) {
        if let exact = Int64(exactly: value) { write(exact) } else { write(Double(value)) }
    }
}

// MARK: - Single value

extension _JSONByteEncoder: SingleValueEncodingContainer {
    /// A second single value replaces the first, as a tree would.
    @inline(__always)
    private func beginSingle() {
        if state != .empty { become(.empty) }
        state = .single
    }

    func encodeNil() throws { beginSingle(); writeNull() }
    func encode(_ value: Bool) throws { beginSingle(); write(value) }
    func encode(_ value: String) throws { beginSingle(); write(value) }
    func encode(_ value: Double) throws { beginSingle(); write(value) }
    func encode(_ value: Float) throws { beginSingle(); write(value) }
    func encode(_ value: Int) throws { beginSingle(); write(Int64(value)) }
    func encode(_ value: Int8) throws { beginSingle(); write(Int64(value)) }
    func encode(_ value: Int16) throws { beginSingle(); write(Int64(value)) }
    func encode(_ value: Int32) throws { beginSingle(); write(Int64(value)) }
    func encode(_ value: Int64) throws { beginSingle(); write(value) }
    func encode(_ value: UInt) throws { beginSingle(); write(integer: value) }
    func encode(_ value: UInt8) throws { beginSingle(); write(Int64(value)) }
    func encode(_ value: UInt16) throws { beginSingle(); write(Int64(value)) }
    func encode(_ value: UInt32) throws { beginSingle(); write(Int64(value)) }
    func encode(_ value: UInt64) throws { beginSingle(); write(integer: value) }

    func encode<T: Encodable>(_ value: T) throws {
        beginSingle()
        // The value's own containers belong to this position: encode it as this encoder's
        // content, through a child so its depth is right.
        try writeValue(value, parent: parent, key: key)
    }
}

// MARK: - Keyed

struct _JSONByteKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: _JSONByteEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    @inline(__always)
    private func begin(_ key: Key) -> _JSONByteEncoder {
        encoder.beginMember(key.stringValue)
        return encoder
    }

    mutating func encodeNil(forKey key: Key) throws { begin(key).writeNull() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { begin(key).write(Int64(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { begin(key).write(Int64(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { begin(key).write(Int64(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { begin(key).write(Int64(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { begin(key).write(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { begin(key).write(integer: value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { begin(key).write(Int64(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { begin(key).write(Int64(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { begin(key).write(Int64(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { begin(key).write(integer: value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let name = key.stringValue
        encoder.beginMember(name)
        try encoder.writeValue(value, parent: encoder, key: .key(name))
    }

    // Direct `encodeIfPresent` for the common optionals: the protocol's default goes through an
    // extra generic hop per field.

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { begin(key).write(value) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { begin(key).write(Int64(value)) }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { begin(key).write(value) }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { begin(key).write(value) }
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        begin(key).deferredChild(at: .key(key.stringValue)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        begin(key).deferredChild(at: .key(key.stringValue)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.beginMember("super")
        return encoder.deferredChild(at: .key("super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        begin(key).deferredChild(at: .key(key.stringValue))
    }
}

// MARK: - Unkeyed

struct _JSONByteUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: _JSONByteEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.count }

    @inline(__always)
    private func begin() -> _JSONByteEncoder {
        encoder.beginElement()
        return encoder
    }

    mutating func encodeNil() throws { begin().writeNull() }
    mutating func encode(_ value: Bool) throws { begin().write(value) }
    mutating func encode(_ value: String) throws { begin().write(value) }
    mutating func encode(_ value: Double) throws { begin().write(value) }
    mutating func encode(_ value: Float) throws { begin().write(value) }
    mutating func encode(_ value: Int) throws { begin().write(Int64(value)) }
    mutating func encode(_ value: Int8) throws { begin().write(Int64(value)) }
    mutating func encode(_ value: Int16) throws { begin().write(Int64(value)) }
    mutating func encode(_ value: Int32) throws { begin().write(Int64(value)) }
    mutating func encode(_ value: Int64) throws { begin().write(value) }
    mutating func encode(_ value: UInt) throws { begin().write(integer: value) }
    mutating func encode(_ value: UInt8) throws { begin().write(Int64(value)) }
    mutating func encode(_ value: UInt16) throws { begin().write(Int64(value)) }
    mutating func encode(_ value: UInt32) throws { begin().write(Int64(value)) }
    mutating func encode(_ value: UInt64) throws { begin().write(integer: value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = encoder.count
        try begin().writeValue(value, parent: encoder, key: .index(index))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let index = encoder.count
        return begin().deferredChild(at: .index(index)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = encoder.count
        return begin().deferredChild(at: .index(index)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let index = encoder.count
        return begin().deferredChild(at: .index(index))
    }
}
