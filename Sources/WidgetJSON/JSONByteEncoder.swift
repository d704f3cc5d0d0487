/// The encoder behind ``JSONCodec/encode(_:sortedKeys:)``: writes JSON bytes as `encode(to:)`
/// runs, without building a ``JSONValue`` tree.
///
/// Streaming cannot express everything Codable allows, so it is optimistic: on anything it
/// cannot write in order (a nested container written to after its parent moved on, a key
/// encoded twice in one object, `superEncoder`, a container of another kind on an encoder that
/// already wrote, an object of more than ``JSONObject/linearScanLimit`` members, nesting past
/// the depth limit, a value that encodes nothing) it marks the attempt failed, ignores the rest,
/// and the caller encodes again with ``JSONValueEncoder``. So the output is always exactly
/// `JSONValueEncoder().encode(value).serialized()`, and so are the errors; `encode(to:)` may
/// run twice for such values.
final class _JSONByteWriter {
    struct Frame {
        var id: Int
        var isObject: Bool
        var count: Int
        /// Where this object's member names start in `keys`.
        var keyStart: Int
    }

    // Exclusivity is checked by construction: one encode runs on one thread, one call at a time.
    @exclusivity(unchecked) var serializer = JSONSerializer(sortedKeys: false)
    /// Member names of the open objects, to catch a key encoded twice.
    @exclusivity(unchecked) var keys: [String] = []
    @exclusivity(unchecked) var frames: [Frame] = []
    @exclusivity(unchecked) var nextID = 0
    /// Set when the stream cannot express what the value does; the caller falls back.
    @exclusivity(unchecked) var failed = false

    init() {
        keys.reserveCapacity(32)
        frames.reserveCapacity(16)
    }

    /// Encodes `value`, or returns `nil` when the caller must use ``JSONValueEncoder``.
    static func encode<T: Encodable>(_ value: T) throws -> [UInt8]? {
        if T.self == JSONValue.self { return (value as! JSONValue).serialized() }
        let writer = _JSONByteWriter()
        let root = _JSONByteEncoder(writer: writer, parent: nil, key: nil, depth: 0)
        try value.encode(to: root)
        guard root.state != .empty else { return nil }  // the fallback throws the proper error
        root.finish()
        return writer.failed ? nil : writer.serializer.output
    }

    /// Opens an object or array; returns its frame id.
    func open(object: Bool) -> Int {
        serializer.output.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        let id = nextID
        nextID += 1
        frames.append(Frame(id: id, isObject: object, count: 0, keyStart: keys.count))
        return id
    }

    /// Makes frame `id` the innermost open one, closing nested frames its writer left behind.
    /// `false` (and the attempt failed) when that frame is closed already.
    @inline(__always)
    func activate(_ id: Int) -> Bool {
        if failed { return false }
        if let top = frames.last, top.id == id { return true }
        guard frames.contains(where: { $0.id == id }) else {
            failed = true
            return false
        }
        while let top = frames.last, top.id != id { closeTop() }
        return true
    }

    /// Closes frame `id` and any left open inside it, if it is still open.
    func close(_ id: Int) {
        guard !failed, frames.contains(where: { $0.id == id }) else { return }
        while let top = frames.last {
            closeTop()
            if top.id == id { return }
        }
    }

    private func closeTop() {
        let frame = frames.removeLast()
        if frame.isObject {
            keys.removeSubrange(frame.keyStart...)
            serializer.output.append(UInt8(ascii: "}"))
        } else {
            serializer.output.append(UInt8(ascii: "]"))
        }
    }

    /// Starts the next member of object `id`: separator, name, colon. `false` when the attempt
    /// failed (closed frame, repeated key, too many members to check for repeats cheaply).
    @inline(__always)
    func beginMember(of id: Int, key: String) -> Bool {
        guard activate(id) else { return false }
        let top = frames.count - 1
        let frame = frames[top]
        if frame.count >= JSONObject.linearScanLimit || keys[frame.keyStart...].contains(key) {
            failed = true
            return false
        }
        keys.append(key)
        frames[top].count = frame.count + 1
        if frame.count > 0 { serializer.output.append(UInt8(ascii: ",")) }
        serializer.writeString(key)
        serializer.output.append(UInt8(ascii: ":"))
        return true
    }

    /// Starts the next element of array `id`.
    @inline(__always)
    func beginElement(of id: Int) -> Bool {
        guard activate(id) else { return false }
        let top = frames.count - 1
        if frames[top].count > 0 { serializer.output.append(UInt8(ascii: ",")) }
        frames[top].count += 1
        return true
    }

    // MARK: Scalars (the same spellings as a JSONValue of the same value serializes to)

    @inline(__always) func writeNull() { serializer.append("null") }
    @inline(__always) func write(_ value: Bool) { serializer.append(value ? "true" : "false") }
    @inline(__always) func write(_ value: String) { serializer.writeString(value) }
    @inline(__always) func write(_ value: Double) { serializer.writeDouble(value) }
    @inline(__always) func write(_ value: Int64) { serializer.writeInteger(value) }
    func write(_ value: Float) { write(_JSONEncoder.number(value)) }
    func write<I: BinaryInteger>(integer value: I) { write(_JSONEncoder.number(value)) }
    func write(_ value: JSONValue) { serializer.write(value, depth: 0) }
}

/// One value being written: it opens at most one container (or writes one scalar), and closes
/// it when its `encode(to:)` returns.
final class _JSONByteEncoder: Encoder {
    enum State { case empty, single, object, array }

    let writer: _JSONByteWriter
    let parent: _JSONByteEncoder?
    let key: _JSONPathComponent?
    let depth: Int
    @exclusivity(unchecked) var state: State = .empty
    /// The frame of the container this encoder opened.
    @exclusivity(unchecked) var frame = -1

    init(writer: _JSONByteWriter, parent: _JSONByteEncoder?, key: _JSONPathComponent?, depth: Int) {
        self.writer = writer
        self.parent = parent
        self.key = key
        self.depth = depth
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
        switch state {
        case .empty:
            state = .object
            frame = writer.open(object: true)
        case .object: break
        case .single, .array: writer.failed = true
        }
        return KeyedEncodingContainer(_JSONByteKeyedEncodingContainer<Key>(encoder: self, frame: frame))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        switch state {
        case .empty:
            state = .array
            frame = writer.open(object: false)
        case .array: break
        case .single, .object: writer.failed = true
        }
        return _JSONByteUnkeyedEncodingContainer(encoder: self, frame: frame)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// Called when this value's `encode(to:)` returned: closes its container, or writes the
    /// `{}` an empty value stands for.
    func finish() {
        switch state {
        case .empty: writer.serializer.append("{}")
        case .single: break
        case .object, .array: writer.close(frame)
        }
    }

    /// Writes a nested value at the current position (after a member name or separator).
    @inline(__always)
    func writeValue<T: Encodable>(_ value: T, at key: _JSONPathComponent) throws {
        if T.self == String.self { return writer.write(value as! String) }
        if T.self == Int.self { return writer.write(Int64(value as! Int)) }
        if T.self == Bool.self { return writer.write(value as! Bool) }
        if T.self == Double.self { return writer.write(value as! Double) }
        if T.self == JSONValue.self { return writer.write(value as! JSONValue) }
        guard depth < JSONValue.defaultMaxDepth else {
            writer.failed = true  // the fallback throws the depth error
            return
        }
        let child = _JSONByteEncoder(writer: writer, parent: self, key: key, depth: depth + 1)
        try value.encode(to: child)
        child.finish()
    }

    /// A nested container's encoder: it has opened its container already.
    func nested(at key: _JSONPathComponent, object: Bool) -> _JSONByteEncoder {
        let child = _JSONByteEncoder(writer: writer, parent: self, key: key, depth: depth + 1)
        child.state = object ? .object : .array
        child.frame = writer.open(object: object)
        return child
    }

    /// Takes a raw ``JSONValue`` for this whole encoder when nothing was written yet.
    func takeWhole(_ value: JSONValue) -> Bool {
        guard state == .empty else { return false }
        state = .single
        writer.write(value)
        return true
    }
}

// MARK: - Single value

extension _JSONByteEncoder: SingleValueEncodingContainer {
    /// `false` (and the attempt failed) when this encoder already wrote something.
    @inline(__always)
    private func beginSingle() -> Bool {
        guard state == .empty, !writer.failed else {
            writer.failed = true
            return false
        }
        state = .single
        return true
    }

    func encodeNil() throws { if beginSingle() { writer.writeNull() } }
    func encode(_ value: Bool) throws { if beginSingle() { writer.write(value) } }
    func encode(_ value: String) throws { if beginSingle() { writer.write(value) } }
    func encode(_ value: Double) throws { if beginSingle() { writer.write(value) } }
    func encode(_ value: Float) throws { if beginSingle() { writer.write(value) } }
    func encode(_ value: Int) throws { if beginSingle() { writer.write(Int64(value)) } }
    func encode(_ value: Int8) throws { if beginSingle() { writer.write(Int64(value)) } }
    func encode(_ value: Int16) throws { if beginSingle() { writer.write(Int64(value)) } }
    func encode(_ value: Int32) throws { if beginSingle() { writer.write(Int64(value)) } }
    func encode(_ value: Int64) throws { if beginSingle() { writer.write(value) } }
    func encode(_ value: UInt) throws { if beginSingle() { writer.write(integer: value) } }
    func encode(_ value: UInt8) throws { if beginSingle() { writer.write(Int64(value)) } }
    func encode(_ value: UInt16) throws { if beginSingle() { writer.write(Int64(value)) } }
    func encode(_ value: UInt32) throws { if beginSingle() { writer.write(Int64(value)) } }
    func encode(_ value: UInt64) throws { if beginSingle() { writer.write(integer: value) } }

    func encode<T: Encodable>(_ value: T) throws {
        guard beginSingle() else { return }
        // The value's own containers belong to this position: encode it as this encoder's
        // content, through a child so its path and depth are right.
        if T.self == String.self || T.self == Int.self || T.self == Bool.self || T.self == Double.self
            || T.self == JSONValue.self
        {
            return try writeValue(value, at: .key(""))
        }
        guard depth < JSONValue.defaultMaxDepth else {
            writer.failed = true
            return
        }
        let child = _JSONByteEncoder(writer: writer, parent: parent, key: key, depth: depth + 1)
        try value.encode(to: child)
        child.finish()
    }
}

// MARK: - Keyed

struct _JSONByteKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: _JSONByteEncoder
    let frame: Int

    var codingPath: [any CodingKey] { encoder.codingPath }

    @inline(__always)
    private func begin(_ key: Key) -> Bool { encoder.writer.beginMember(of: frame, key: key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws { if begin(key) { encoder.writer.writeNull() } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { if begin(key) { encoder.writer.write(value) } }
    mutating func encode(_ value: String, forKey key: Key) throws { if begin(key) { encoder.writer.write(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { if begin(key) { encoder.writer.write(value) } }
    mutating func encode(_ value: Float, forKey key: Key) throws { if begin(key) { encoder.writer.write(value) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { if begin(key) { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { if begin(key) { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { if begin(key) { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { if begin(key) { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { if begin(key) { encoder.writer.write(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { if begin(key) { encoder.writer.write(integer: value) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { if begin(key) { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { if begin(key) { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { if begin(key) { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { if begin(key) { encoder.writer.write(integer: value) } }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let name = key.stringValue
        guard encoder.writer.beginMember(of: frame, key: name) else { return }
        try encoder.writeValue(value, at: .key(name))
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value, begin(key) { encoder.writer.write(value) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value, begin(key) { encoder.writer.write(Int64(value)) }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value, begin(key) { encoder.writer.write(value) }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value, begin(key) { encoder.writer.write(value) }
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let name = key.stringValue
        guard encoder.writer.beginMember(of: frame, key: name) else {
            return KeyedEncodingContainer(_JSONByteKeyedEncodingContainer<NestedKey>(encoder: encoder, frame: -1))
        }
        let child = encoder.nested(at: .key(name), object: true)
        return KeyedEncodingContainer(_JSONByteKeyedEncodingContainer<NestedKey>(encoder: child, frame: child.frame))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let name = key.stringValue
        guard encoder.writer.beginMember(of: frame, key: name) else {
            return _JSONByteUnkeyedEncodingContainer(encoder: encoder, frame: -1)
        }
        let child = encoder.nested(at: .key(name), object: false)
        return _JSONByteUnkeyedEncodingContainer(encoder: child, frame: child.frame)
    }

    /// Filled by the caller at a time of its choosing: not streamable, so the attempt fails.
    mutating func superEncoder() -> any Encoder {
        encoder.writer.failed = true
        return _JSONEncoder(parent: nil, key: .key("super"), depth: encoder.depth + 1)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.writer.failed = true
        return _JSONEncoder(parent: nil, key: .key(key.stringValue), depth: encoder.depth + 1)
    }
}

// MARK: - Unkeyed

struct _JSONByteUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: _JSONByteEncoder
    let frame: Int
    private(set) var count = 0

    init(encoder: _JSONByteEncoder, frame: Int) {
        self.encoder = encoder
        self.frame = frame
        // Asking again for the container of an encoder continues its array.
        if let open = encoder.writer.frames.last(where: { $0.id == frame }) { count = open.count }
    }

    var codingPath: [any CodingKey] { encoder.codingPath }

    @inline(__always)
    private mutating func begin() -> Bool {
        guard encoder.writer.beginElement(of: frame) else { return false }
        count += 1
        return true
    }

    mutating func encodeNil() throws { if begin() { encoder.writer.writeNull() } }
    mutating func encode(_ value: Bool) throws { if begin() { encoder.writer.write(value) } }
    mutating func encode(_ value: String) throws { if begin() { encoder.writer.write(value) } }
    mutating func encode(_ value: Double) throws { if begin() { encoder.writer.write(value) } }
    mutating func encode(_ value: Float) throws { if begin() { encoder.writer.write(value) } }
    mutating func encode(_ value: Int) throws { if begin() { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: Int8) throws { if begin() { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: Int16) throws { if begin() { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: Int32) throws { if begin() { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: Int64) throws { if begin() { encoder.writer.write(value) } }
    mutating func encode(_ value: UInt) throws { if begin() { encoder.writer.write(integer: value) } }
    mutating func encode(_ value: UInt8) throws { if begin() { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: UInt16) throws { if begin() { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: UInt32) throws { if begin() { encoder.writer.write(Int64(value)) } }
    mutating func encode(_ value: UInt64) throws { if begin() { encoder.writer.write(integer: value) } }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = count
        guard begin() else { return }
        try encoder.writeValue(value, at: .index(index))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let index = count
        guard begin() else {
            return KeyedEncodingContainer(_JSONByteKeyedEncodingContainer<NestedKey>(encoder: encoder, frame: -1))
        }
        let child = encoder.nested(at: .index(index), object: true)
        return KeyedEncodingContainer(_JSONByteKeyedEncodingContainer<NestedKey>(encoder: child, frame: child.frame))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = count
        guard begin() else { return _JSONByteUnkeyedEncodingContainer(encoder: encoder, frame: -1) }
        let child = encoder.nested(at: .index(index), object: false)
        return _JSONByteUnkeyedEncodingContainer(encoder: child, frame: child.frame)
    }

    mutating func superEncoder() -> any Encoder {
        encoder.writer.failed = true
        return _JSONEncoder(parent: nil, key: .index(count), depth: encoder.depth + 1)
    }
}
