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
/// only nested containers and super encoders, which the caller fills later, stay as nodes.
final class _JSONEncoder: Encoder {
    enum Slot {
        case value(JSONValue)
        case node(_JSONEncoder)
    }

    enum Storage {
        case empty
        case single(JSONValue)
        case object(keys: [String], slots: [Slot])
        case array([Slot])
    }

    var storage: Storage = .empty
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
        if case .object = storage {} else { storage = .object(keys: [], slots: []) }
        return KeyedEncodingContainer(_JSONKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = storage {} else { storage = .array([]) }
        return _JSONUnkeyedEncodingContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    // MARK: Building

    /// The finished tree, or `nil` when nothing was encoded.
    func takeValue() -> JSONValue? {
        switch storage {
        case .empty: return nil
        case .single(let value): return value
        case .object(let keys, let slots):
            return .object(JSONObject(keys: keys, values: slots.map(Self.resolve)))
        case .array(let slots):
            return .array(slots.map(Self.resolve))
        }
    }

    /// A nested container the caller never wrote to is an empty object, as in Foundation.
    private static func resolve(_ slot: Slot) -> JSONValue {
        switch slot {
        case .value(let value): return value
        case .node(let node): return node.takeValue() ?? .object(JSONObject())
        }
    }

    func append(key: String, _ slot: Slot) {
        guard case .object(var keys, var slots) = storage else { return }
        storage = .empty  // drop the enum's reference so the arrays are uniquely owned and grow in place
        keys.append(key)
        slots.append(slot)
        storage = .object(keys: keys, slots: slots)
    }

    func append(_ slot: Slot) {
        guard case .array(var slots) = storage else { return }
        storage = .empty
        slots.append(slot)
        storage = .array(slots)
    }

    var arrayCount: Int {
        if case .array(let slots) = storage { return slots.count }
        return 0
    }

    /// A child for a nested container or super encoder, refusing runaway depth.
    func makeChild(_ key: _JSONPathComponent) -> _JSONEncoder {
        _JSONEncoder(parent: self, key: key, depth: depth + 1)
    }

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
    func encodeNil() throws { storage = .single(.null) }
    func encode(_ value: Bool) throws { storage = .single(.bool(value)) }
    func encode(_ value: String) throws { storage = .single(.string(value)) }
    func encode(_ value: Double) throws { storage = .single(.double(value)) }
    func encode(_ value: Float) throws { storage = .single(Self.number(value)) }
    func encode(_ value: Int) throws { storage = .single(.int(Int64(value))) }
    func encode(_ value: Int8) throws { storage = .single(.int(Int64(value))) }
    func encode(_ value: Int16) throws { storage = .single(.int(Int64(value))) }
    func encode(_ value: Int32) throws { storage = .single(.int(Int64(value))) }
    func encode(_ value: Int64) throws { storage = .single(.int(value)) }
    func encode(_ value: UInt) throws { storage = .single(Self.number(value)) }
    func encode(_ value: UInt8) throws { storage = .single(.int(Int64(value))) }
    func encode(_ value: UInt16) throws { storage = .single(.int(Int64(value))) }
    func encode(_ value: UInt32) throws { storage = .single(.int(Int64(value))) }
    func encode(_ value: UInt64) throws { storage = .single(Self.number(value)) }
    func encode<T: Encodable>(_ value: T) throws { storage = .single(try box(value, at: nil)) }
}

// MARK: - Keyed

struct _JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: _JSONEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func put(_ value: JSONValue, _ key: Key) { encoder.append(key: key.stringValue, .value(value)) }

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

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = encoder.makeChild(.key(key.stringValue))
        encoder.append(key: key.stringValue, .node(child))
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = encoder.makeChild(.key(key.stringValue))
        encoder.append(key: key.stringValue, .node(child))
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = encoder.makeChild(.key("super"))
        encoder.append(key: "super", .node(child))
        return child
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = encoder.makeChild(.key(key.stringValue))
        encoder.append(key: key.stringValue, .node(child))
        return child
    }
}

// MARK: - Unkeyed

struct _JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: _JSONEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.arrayCount }

    private func put(_ value: JSONValue) { encoder.append(.value(value)) }

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
        let child = encoder.makeChild(.index(count))
        encoder.append(.node(child))
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = encoder.makeChild(.index(count))
        encoder.append(.node(child))
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = encoder.makeChild(.index(count))
        encoder.append(.node(child))
        return child
    }
}
