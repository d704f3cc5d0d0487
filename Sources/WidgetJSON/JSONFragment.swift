/// One JSON value on its way between the wire and a typed value: the `params` or `result` of a
/// JSON-RPC message.
///
/// Received, it is an entry of its line's parsed tape, and ``decode(_:userInfo:)`` reads a typed
/// value straight from there. Sent, it is the bytes a typed value encoded to, copied into the
/// line as they are. A ``JSONValue`` is built only when someone asks for ``value`` (a log, a
/// handler that works on raw JSON).
public struct JSONFragment: Sendable {
    /// Unchecked for the tape, which is immutable once parsed.
    @usableFromInline
    enum Storage: @unchecked Sendable {
        case value(JSONValue)
        case parsed(JSONTape, Int)
        /// Compact JSON: what an encoder wrote, or part of a line being sent.
        case encoded(ArraySlice<UInt8>)
    }

    @usableFromInline let storage: Storage

    /// Wraps a tree.
    public init(_ value: JSONValue) {
        storage = .value(value)
    }

    /// Parses one JSON document straight from `bytes` (a line in a read buffer, say), keeping a
    /// copy of them in its tape: one allocation in all.
    public init(parsing bytes: UnsafeRawBufferPointer, maxDepth: Int = JSONValue.defaultMaxDepth) throws(JSONParseError) {
        storage = .parsed(try JSONTape.parse(bytes, maxDepth: maxDepth), 0)
    }

    /// Encodes `value` straight to bytes with ``JSONCodec``.
    /// - Throws: what ``JSONCodec/encode(_:sortedKeys:)`` throws.
    public init<T: Encodable>(encoding value: T) throws {
        storage = .encoded(try JSONCodec.encode(value)[...])
    }

    /// Wraps bytes of compact JSON that an encoder of ours wrote (a ``JSONWriter``, say), as
    /// they are: part of a line on its way out needs no copy.
    /// - Precondition: `bytes` hold exactly one JSON value.
    public init(encoded bytes: ArraySlice<UInt8>) {
        storage = .encoded(bytes)
    }

    /// Encodes with `write`, which writes one JSON value.
    public init<E: Error>(writing write: (inout JSONWriter) throws(E) -> Void) throws(E) {
        var writer = JSONWriter()
        try write(&writer)
        storage = .encoded(writer.bytes[...])
    }

    /// `{}`, parsed: what absent `params` decode from.
    public static let emptyObject: JSONFragment = {
        do {
            return try JSONFragment(parsing: [UInt8(ascii: "{"), UInt8(ascii: "}")])
        } catch {
            preconditionFailure("{} parses")
        }
    }()

    /// Parses one JSON document (the rules of ``JSONValue/init(parsing:maxDepth:)``).
    public init(parsing bytes: [UInt8], maxDepth: Int = JSONValue.defaultMaxDepth) throws(JSONParseError) {
        storage = .parsed(try JSONTape.parse(bytes, maxDepth: maxDepth), 0)
    }

    /// A `T` read from this value.
    /// - Parameter userInfo: what the value's `init(from:)` finds in `decoder.userInfo`.
    /// - Throws: ``JSONDecodingError`` (see ``JSONValueDecoder``); errors a conformance throws
    ///   itself pass through.
    public func decode<T: Decodable>(_ type: T.Type = T.self, userInfo: [CodingUserInfoKey: Any] = [:]) throws -> T {
        switch storage {
        case .parsed(let tape, let index):
            return try _JSONTapeDecoder.decode(type, from: tape, at: index, userInfo: userInfo)
        case .encoded(let bytes):
            return try _JSONTapeDecoder.decode(type, from: JSONTape.parse(Array(bytes), maxDepth: .max), userInfo: userInfo)
        case .value(let value):
            if T.self == JSONValue.self { return value as! T }
            return try _JSONTapeDecoder.decode(type, from: JSONTape.parse(value.serialized(), maxDepth: .max), userInfo: userInfo)
        }
    }

    /// Decodes with `decode`, which reads the value at the given entry of a tape (a decoder
    /// written against ``JSONTapeReader``, such as a generated one). Received values are read
    /// where they were parsed; others are parsed first.
    /// - Throws: what `decode` throws, as a ``JSONDecodingError`` whose pointer is relative to
    ///   this value.
    @inlinable
    public func decode<T>(with decode: (JSONTapeReader, Int) throws(JSONTapeError) -> T) throws(JSONDecodingError) -> T {
        switch storage {
        case .parsed(let tape, let index): return try tape.decode(at: index, decode)
        case .encoded, .value:
            let tape: JSONTape
            do {
                tape = try JSONTape.parse(compactBytes, maxDepth: .max)
            } catch {
                throw JSONDecodingError(pointer: "", reason: "\(error)")
            }
            return try tape.decode(at: 0, decode)
        }
    }

    /// The value's compact JSON, as an array.
    @usableFromInline
    var compactBytes: [UInt8] {
        if case .encoded(let bytes) = storage { return Array(bytes) }
        var bytes: [UInt8] = []
        write(to: &bytes)
        return bytes
    }

    /// The value as a tree, built now.
    public var value: JSONValue {
        switch storage {
        case .value(let value): return value
        case .parsed(let tape, let index): return tape.value(at: index)
        case .encoded(let bytes): return (try? JSONValue(parsing: Array(bytes), maxDepth: .max)) ?? .null
        }
    }

    /// Appends the value's compact JSON to `bytes`.
    public func write(to bytes: inout [UInt8]) {
        switch storage {
        case .encoded(let encoded): bytes.append(contentsOf: encoded)
        case .value(let value): value.serialize(appendingTo: &bytes)
        case .parsed: value.serialize(appendingTo: &bytes)
        }
    }

    /// The JSON type's name (`object`, `array`, `string`, `number`, `boolean`, `null`), without
    /// building the value.
    public var typeName: String {
        switch storage {
        case .value(let value): return value.typeName
        case .parsed(let tape, let index): return tape.scalar(at: index).typeName
        case .encoded(let bytes):
            switch bytes.first {
            case UInt8(ascii: "{"): return "object"
            case UInt8(ascii: "["): return "array"
            case UInt8(ascii: "\""): return "string"
            case UInt8(ascii: "t"), UInt8(ascii: "f"): return "boolean"
            case UInt8(ascii: "n"): return "null"
            default: return "number"
            }
        }
    }

    /// Whether this is an object or an array, without building it.
    public var isContainer: Bool {
        switch storage {
        case .parsed(let tape, let index):
            let kind = tape.kind(at: index)
            return kind == .object || kind == .array
        case .value(let value):
            if case .object = value { return true }
            if case .array = value { return true }
            return false
        case .encoded(let bytes):
            return bytes.first == UInt8(ascii: "{") || bytes.first == UInt8(ascii: "[")
        }
    }

    /// Scalars as they are; arrays and objects as an empty one of their kind. For reading the
    /// small members of an envelope without building anything.
    public var shallowValue: JSONValue {
        switch storage {
        case .parsed(let tape, let index): return tape.scalar(at: index)
        default:
            switch typeName {
            case "object": return .object(JSONObject())
            case "array": return .array([])
            default: return value
            }
        }
    }

    /// The value at entry `index` of this value's tape (an index a ``JSONTapeReader`` handed out
    /// in ``decode(with:)``), sharing the tape. Only for a value parsed with
    /// ``init(parsing:maxDepth:)`` or received in a line.
    public func fragment(atEntry index: Int) -> JSONFragment {
        guard case .parsed(let tape, _) = storage else { preconditionFailure("fragment(atEntry:) needs a parsed fragment") }
        return JSONFragment(storage: .parsed(tape, index))
    }

    /// Calls `body` with each member of an object, in document order, repeats included,
    /// without building the object. Returns `false` (and calls nothing) when this is not an
    /// object.
    public func forEachMember(_ body: (_ name: String, _ value: JSONFragment) -> Void) -> Bool {
        switch storage {
        case .parsed(let tape, let index):
            guard tape.kind(at: index) == .object else { return false }
            var i = index + 1
            for _ in 0..<tape.entries[index].a {
                body(tape.string(at: i), JSONFragment(storage: .parsed(tape, i + 1)))
                i = tape.next(after: i + 1)
            }
            return true
        default:
            guard case .object(let object) = value else { return false }
            for (name, member) in object { body(name, JSONFragment(member)) }
            return true
        }
    }

    init(storage: Storage) {
        self.storage = storage
    }
}

extension JSONFragment: Hashable {
    /// Equal when the values are (``JSONValue``'s equality).
    public static func == (lhs: JSONFragment, rhs: JSONFragment) -> Bool { lhs.value == rhs.value }

    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension JSONFragment: CustomStringConvertible {
    /// The compact JSON.
    public var description: String {
        var bytes: [UInt8] = []
        write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension JSONFragment: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(.object(JSONObject(elements)))
    }

    public init(arrayLiteral elements: JSONValue...) {
        self.init(.array(elements))
    }
}
