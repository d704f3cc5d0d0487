/// Turns `Encodable` values into ``JSONValue`` trees, without going through bytes.
///
/// What the caller must know:
/// - `nil` optionals in synthesized conformances are omitted (they use `encodeIfPresent`);
///   an explicit `encodeNil` writes `null`.
/// - A ``JSONValue`` anywhere in the value is inserted as is.
/// - NaN and infinities are kept as `.double` and serialize as `null`.
/// - `UInt64` values above `Int64.max` become `.double` and may lose precision.
/// - There are no strategies: `Date`, `Data` and `URL` encode as their own `Codable`
///   conformances say (a number, an array of bytes, a keyed object); model them as strings.
/// - Nesting deeper than ``JSONValue/defaultMaxDepth`` throws `EncodingError.invalidValue`
///   instead of exhausting the stack on a runaway recursive type.
/// - Encoding a key twice in one object keeps the last value, at the first position.
public struct JSONValueEncoder: Sendable {
    /// A stateless encoder; cheap to make, safe to share.
    public init() {}

    /// Encodes `value` into a tree.
    ///
    /// - Throws: `EncodingError.invalidValue` when the value encodes nothing at all or nests too
    ///   deep, and any error the value's `encode(to:)` throws.
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        if T.self == JSONValue.self { return value as! JSONValue }
        let encoder = _JSONEncoder(parent: nil, key: nil, depth: 0)
        try value.encode(to: encoder)
        guard let result = encoder.takeValue() else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "\(T.self) did not encode any value"))
        }
        return result
    }
}

/// A position in the tree: an object key or an array index. Kept as a plain enum on the hot path;
/// turned into `CodingKey`s only when someone asks for `codingPath`.
enum _JSONPathComponent {
    case key(String)
    case index(Int)

    var codingKey: _JSONKey {
        switch self {
        case .key(let name): return _JSONKey(stringValue: name)
        case .index(let index): return _JSONKey(index: index)
        }
    }
}

/// The coding key our containers report in paths and for `superEncoder`/`superDecoder`.
struct _JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        self.init(index: intValue)
    }

    init(index: Int) {
        stringValue = String(index)
        intValue = index
    }

    static let `super` = _JSONKey(stringValue: "super")
}

/// One value under construction. Children that finish inside a call are stored as values;
/// only nested containers and super encoders, which the caller fills later, are kept in
/// `pending` and spliced in when the tree is taken.
final class _JSONEncoder: Encoder {
    enum Kind {
        case empty
        case single
        case object
        case array
    }

    // Exclusivity is checked by construction (containers touch only their own encoder, one
    // call at a time); skipping the dynamic checks is a measurable win on this hot path.
    @exclusivity(unchecked) var kind: Kind = .empty
    @exclusivity(unchecked) var single: JSONValue = .null
    @exclusivity(unchecked) var keys: [String] = []
    @exclusivity(unchecked) var values: [JSONValue] = []
    /// Nested containers and super encoders, with the position their value goes to.
    @exclusivity(unchecked) var pending: [(position: Int, encoder: _JSONEncoder)] = []
    let parent: _JSONEncoder?
    let key: _JSONPathComponent?
    let depth: Int

    init(parent: _JSONEncoder?, key: _JSONPathComponent?, depth: Int) {
        self.parent = parent
        self.key = key
        self.depth = depth
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var node: _JSONEncoder? = self
        while let current = node {
            if let key = current.key { path.append(key.codingKey) }
            node = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Asking twice for a keyed container returns the same object; asking for a keyed container
    /// after something else was encoded here discards that (Foundation traps instead).
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if kind != .object { become(.object) }
        return KeyedEncodingContainer(_JSONKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if kind != .array { become(.array) }
        return _JSONUnkeyedEncodingContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    private func become(_ newKind: Kind) {
        kind = newKind
        keys.removeAll()
        values.removeAll()
        pending.removeAll()
        if newKind == .object {
            // Most objects on the wire have a handful of members: one allocation, no regrowth.
            keys.reserveCapacity(8)
            values.reserveCapacity(8)
        }
    }

    // MARK: Building

    /// The finished tree, or `nil` when nothing was encoded. Moves the storage out.
    func takeValue() -> JSONValue? {
        switch kind {
        case .empty: return nil
        case .single: return single
        case .object, .array:
            var values = self.values
            self.values = []
            for (position, node) in pending {
                values[position] = node.takeValue() ?? .object(JSONObject())
            }
            if kind == .array { return .array(values) }
            let keys = self.keys
            self.keys = []
            return .object(JSONObject(keys: keys, values: values))
        }
    }

    @inline(__always)
    func append(key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
    }

    @inline(__always)
    func append(_ value: JSONValue) {
        values.append(value)
    }

    /// Reserves the next slot for a container or encoder the caller fills later.
    func appendPending(key: String?, at component: _JSONPathComponent) -> _JSONEncoder {
        let child = _JSONEncoder(parent: self, key: component, depth: depth + 1)
        pending.append((values.count, child))
        if let key { keys.append(key) }
        values.append(.null)
        return child
    }

    var arrayCount: Int { values.count }

    /// Encodes a nested value into a finished ``JSONValue``.
    @inline(__always)
    func box<T: Encodable>(_ value: T, at key: _JSONPathComponent?) throws -> JSONValue {
        // Common leaf types skip the encoder allocation; JSONValue must pass straight through.
        if T.self == JSONValue.self { return value as! JSONValue }
        if T.self == String.self { return .string(value as! String) }
        if T.self == Int.self { return .int(Int64(value as! Int)) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Double.self { return .double(value as! Double) }
        guard depth < JSONValue.defaultMaxDepth else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "nesting deeper than \(JSONValue.defaultMaxDepth) levels"))
        }
        let child = _JSONEncoder(parent: self, key: key, depth: depth + 1)
        try value.encode(to: child)
        return child.takeValue() ?? .object(JSONObject())
    }

    static func number<T: BinaryInteger>(_ value: T) -> JSONValue {
        if let exact = Int64(exactly: value) { return .int(exact) }
        return .double(Double(value))
    }

    /// Floats go through their own shortest digits so `0.1 as Float` is written `0.1`.
    static func number(_ value: Float) -> JSONValue {
        guard value.isFinite else { return .double(Double(value)) }
        return .double(Double(value.description) ?? Double(value))
    }
}

// MARK: - Single value

extension _JSONEncoder: SingleValueEncodingContainer {
    private func set(_ value: JSONValue) {
        kind = .single
        single = value
    }

    func encodeNil() throws { set(.null) }
    func encode(_ value: Bool) throws { set(.bool(value)) }
    func encode(_ value: String) throws { set(.string(value)) }
    func encode(_ value: Double) throws { set(.double(value)) }
    func encode(_ value: Float) throws { set(Self.number(value)) }
    func encode(_ value: Int) throws { set(.int(Int64(value))) }
    func encode(_ value: Int8) throws { set(.int(Int64(value))) }
    func encode(_ value: Int16) throws { set(.int(Int64(value))) }
    func encode(_ value: Int32) throws { set(.int(Int64(value))) }
    func encode(_ value: Int64) throws { set(.int(value)) }
    func encode(_ value: UInt) throws { set(Self.number(value)) }
    func encode(_ value: UInt8) throws { set(.int(Int64(value))) }
    func encode(_ value: UInt16) throws { set(.int(Int64(value))) }
    func encode(_ value: UInt32) throws { set(.int(Int64(value))) }
    func encode(_ value: UInt64) throws { set(Self.number(value)) }
    func encode<T: Encodable>(_ value: T) throws { set(try box(value, at: nil)) }
}

// MARK: - Keyed

struct _JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: _JSONEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    @inline(__always)
    private func put(_ value: JSONValue, _ key: Key) { encoder.append(key: key.stringValue, value) }

    mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(_JSONEncoder.number(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(.int(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(_JSONEncoder.number(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.int(Int64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(_JSONEncoder.number(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let name = key.stringValue
        put(try encoder.box(value, at: .key(name)), key)
    }

    // Direct `encodeIfPresent` for the common optionals: the protocol's default goes through an
    // extra generic hop per field.

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { put(.string(value), key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { put(.int(Int64(value)), key) }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { put(.double(value), key) }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { put(.bool(value), key) }
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = encoder.appendPending(key: key.stringValue, at: .key(key.stringValue))
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = encoder.appendPending(key: key.stringValue, at: .key(key.stringValue))
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = encoder.appendPending(key: "super", at: .key("super"))
        return child
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = encoder.appendPending(key: key.stringValue, at: .key(key.stringValue))
        return child
    }
}

// MARK: - Unkeyed

struct _JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: _JSONEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.arrayCount }

    @inline(__always)
    private func put(_ value: JSONValue) { encoder.append(value) }

    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(.double(value)) }
    mutating func encode(_ value: Float) throws { put(_JSONEncoder.number(value)) }
    mutating func encode(_ value: Int) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { put(.int(value)) }
    mutating func encode(_ value: UInt) throws { put(_JSONEncoder.number(value)) }
    mutating func encode(_ value: UInt8) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { put(.int(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { put(_JSONEncoder.number(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        put(try encoder.box(value, at: .index(count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = encoder.appendPending(key: nil, at: .index(count))
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = encoder.appendPending(key: nil, at: .index(count))
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = encoder.appendPending(key: nil, at: .index(count))
        return child
    }
}
