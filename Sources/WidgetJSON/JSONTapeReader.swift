/// Read access to a parsed document, for decoders written straight against it rather than
/// through `Decodable`: the wire codecs WidgetProtocol generates from the protocol's schemas.
///
/// A value is an entry index. An object's entry is followed by its members, each a key entry
/// then the value's entries; an array's by its elements; ``next(after:)`` skips a value whole.
/// So a decoder reads an object with
///
/// ```swift
/// var member = object + 1
/// for _ in 0..<reader.count(object) {
///     let name = reader.stringBytes(member)  // the key; its value is at member + 1
///     member = reader.next(after: member + 1)
/// }
/// ```
///
/// The scalar readers (``string(_:)``, ``double(_:)``, ``int(_:)``, ``bool(_:)``) convert with the
/// rules and the messages of ``JSONCodec``'s `Decodable` path, so a generated decoder and a
/// `Codable` conformance fail alike. Errors carry the entry index, not a path: the pointer is
/// worked out from the index only when an error reaches the caller (see ``JSONTapeError``).
///
/// A reader is valid only inside the call that handed it out
/// (``JSONFragment/decode(with:)``).
public struct JSONTapeReader {
    @usableFromInline let entries: UnsafeBufferPointer<JSONTape.Entry>
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline let unescaped: UnsafeBufferPointer<UInt8>
    @usableFromInline unowned(unsafe) let tape: JSONTape

    @usableFromInline
    init(
        tape: JSONTape, entries: UnsafeBufferPointer<JSONTape.Entry>, bytes: UnsafeBufferPointer<UInt8>,
        unescaped: UnsafeBufferPointer<UInt8>
    ) {
        self.tape = tape
        self.entries = entries
        self.bytes = bytes
        self.unescaped = unescaped
    }

    // MARK: Structure

    @inlinable @inline(__always)
    public func isNull(_ index: Int) -> Bool { entries[index].kind == .null }

    @inlinable @inline(__always)
    public func isObject(_ index: Int) -> Bool { entries[index].kind == .object }

    @inlinable @inline(__always)
    public func isArray(_ index: Int) -> Bool { entries[index].kind == .array }

    @inlinable @inline(__always)
    public func isString(_ index: Int) -> Bool {
        let kind = entries[index].kind
        return kind == .string || kind == .escapedString
    }

    @inlinable @inline(__always)
    public func isNumber(_ index: Int) -> Bool {
        let kind = entries[index].kind
        return kind == .int || kind == .double
    }

    /// An object's member count or an array's element count.
    @inlinable @inline(__always)
    public func count(_ index: Int) -> Int { entries[index].a }

    /// The entry after the value at `index`, skipping a container whole.
    @inlinable @inline(__always)
    public func next(after index: Int) -> Int {
        let entry = entries[index]
        return entry.kind.rawValue >= JSONTape.Entry.Kind.array.rawValue ? entry.b : index + 1
    }

    /// The UTF-8 of the string (or key) at `index`, escapes decoded. Only for string entries.
    @inlinable @inline(__always)
    public func stringBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let entry = entries[index]
        let source = entry.kind == .escapedString ? unescaped : bytes
        return UnsafeBufferPointer(rebasing: source[entry.a..<entry.b])
    }

    /// Whether `bytes` spell `name` exactly (a member name, a discriminator, an enum case).
    @inlinable @inline(__always)
    public static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, equal name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard bytes.count == count else { return false }
        let wanted = name.utf8Start
        for i in 0..<count where bytes[i] != wanted[i] { return false }
        return true
    }

    /// The value of the member named `name` in the object at `object` (the last one when the
    /// name repeats, as the parser's rule says), or -1.
    @inlinable
    public func member(_ object: Int, named name: StaticString) -> Int {
        var found = -1
        var member = object + 1
        for _ in 0..<entries[object].a {
            if Self.bytes(stringBytes(member), equal: name) { found = member + 1 }
            member = next(after: member + 1)
        }
        return found
    }

    /// The check the `Decodable` path makes before it opens a nested decoder (for any value
    /// but a string, a number, a boolean or a ``JSONValue``): a decoder at `depth` may open one
    /// only below ``JSONValue/defaultMaxDepth``. `index` is the nested value's entry.
    @inlinable @inline(__always)
    public static func nest(_ depth: Int, at index: Int) throws(JSONTapeError) {
        guard depth < JSONValue.defaultMaxDepth else { throw tooDeep(index) }
    }

    @usableFromInline
    static func tooDeep(_ index: Int) -> JSONTapeError {
        JSONTapeError(index: index, reason: "nesting deeper than \(JSONValue.defaultMaxDepth) levels")
    }

    // MARK: Scalars (the conversions and messages of the Decodable path)

    @inlinable
    public func string(_ index: Int) throws(JSONTapeError) -> String {
        guard isString(index) else { throw mismatch(index, expected: "string") }
        return String(decoding: stringBytes(index), as: UTF8.self)
    }

    /// A number as `Double` (an integer converts).
    @inlinable
    public func double(_ index: Int) throws(JSONTapeError) -> Double {
        let entry = entries[index]
        switch entry.kind {
        case .double: return Double(bitPattern: UInt64(UInt(bitPattern: entry.a)))
        case .int: return Double(entry.a)
        default: throw mismatch(index, expected: "number")
        }
    }

    /// An integer as `Int`; a double only when it is one exactly.
    @inlinable
    public func int(_ index: Int) throws(JSONTapeError) -> Int {
        let entry = entries[index]
        switch entry.kind {
        case .int:
            return entry.a
        case .double:
            let double = Double(bitPattern: UInt64(UInt(bitPattern: entry.a)))
            if let exact = Int(exactly: double) { return exact }
            throw JSONTapeError(index: index, reason: JSONScalarReason.notInteger(double, Int.self))
        default:
            throw mismatch(index, expected: "integer")
        }
    }

    @inlinable
    public func bool(_ index: Int) throws(JSONTapeError) -> Bool {
        let entry = entries[index]
        guard entry.kind == .bool else { throw mismatch(index, expected: "boolean") }
        return entry.a != 0
    }

    /// The value at `index` if it is a scalar; an empty one of its kind for a container
    /// (``JSONFragment/shallowValue``).
    public func shallowValue(_ index: Int) -> JSONValue { tape.scalar(at: index) }

    /// The whole value at `index` as a tree.
    public func value(_ index: Int) -> JSONValue { tape.value(at: index) }

    /// An object of arbitrary members as `[String: JSONValue]`, as `Dictionary`'s `Decodable`
    /// conformance reads one: each distinct name (by Unicode scalars) in order of first
    /// appearance, with the value of its last occurrence.
    public func stringKeyedValues(_ index: Int) throws(JSONTapeError) -> [String: JSONValue] {
        guard isObject(index) else { throw mismatch(index, expected: "object") }
        var values: [String: JSONValue] = [:]
        for (name, value) in tape.distinctMembers(of: index) { values[name] = tape.value(at: value) }
        return values
    }

    /// `expected <type>, got <type of the value at index>`.
    @usableFromInline
    func mismatch(_ index: Int, expected: String) -> JSONTapeError {
        JSONTapeError(index: index, reason: "expected \(expected), got \(tape.scalar(at: index).typeName)")
    }

    /// The error for a value of the wrong JSON type, for generated decoders.
    public func mismatch(at index: Int, expected: String) -> JSONTapeError {
        mismatch(index, expected: expected)
    }
}

extension JSONTape {
    /// Each distinct member name of the object at `index` (compared by Unicode scalars) in order
    /// of first appearance, with the entry of its last value: what a keyed container's
    /// `allKeys` and lookups see.
    func distinctMembers(of index: Int) -> [(name: String, value: Int)] {
        var members: [(name: String, value: Int)] = []
        var positions: [ScalarKey: Int] = [:]
        var member = index + 1
        for _ in 0..<entries[index].a {
            let name = string(at: member)
            if let position = positions[ScalarKey(name)] {
                members[position].value = member + 1
            } else {
                positions[ScalarKey(name)] = members.count
                members.append((name, member + 1))
            }
            member = next(after: member + 1)
        }
        return members
    }
}

/// The reasons the scalar conversions give, shared by the `Decodable` path and
/// ``JSONTapeReader`` so both say the same thing.
@usableFromInline
enum JSONScalarReason {
    /// A double that is not the integer asked for.
    @usableFromInline
    static func notInteger<I: FixedWidthInteger>(_ double: Double, _ type: I.Type) -> String {
        double.rounded() == double ? "number \(double) is out of range for \(I.self)" : "expected integer, got \(double)"
    }
}

/// Why a generated decoder stopped: at which entry, and why. ``JSONFragment/decode(with:)``
/// turns it into a ``JSONDecodingError`` whose pointer is the path from the decoded value to
/// `index`, followed by `suffix`.
public struct JSONTapeError: Error, Sendable {
    /// The entry of the offending value, or of the object that lacks a member.
    public var index: Int
    /// Path components after `index`'s value: a missing member's name, or where a limit broke.
    public var suffix: [String]
    /// The sentence for ``JSONDecodingError/reason``.
    public var reason: String

    public init(index: Int, suffix: [String] = [], reason: String) {
        self.index = index
        self.suffix = suffix
        self.reason = reason
    }

    /// `missing required field "name"`, pointing at where the member should be.
    public static func missing(_ name: String, in object: Int) -> JSONTapeError {
        JSONTapeError(index: object, suffix: [name], reason: "missing required field \"\(name)\"")
    }
}

extension JSONTape {
    /// The RFC 6901 pointer from the value at `root` to the value at `index`, then `suffix`.
    func pointer(to index: Int, from root: Int, suffix: [String]) -> String {
        var components: [String] = []
        var current = root
        while current != index {
            let entry = entries[current]
            var child = current + 1
            var found = false
            for position in 0..<entry.a {
                let value = entry.kind == .object ? child + 1 : child
                let end = next(after: value)
                if index >= value && index < end {
                    components.append(entry.kind == .object ? string(at: child) : String(position))
                    current = value
                    found = true
                    break
                }
                child = end
            }
            guard found else { break }  // not inside `root`: point at it
        }
        var pointer = ""
        for component in components + suffix {
            pointer += "/" + JSONDecodingError.escape(component)
        }
        return pointer
    }
}
