/// Typed values to JSON bytes and back in one call: the one codec (the RPC layer uses it
/// through ``JSONFragment``, straight from and to line bytes).
///
/// `encode` streams bytes as the value's `encode(to:)` runs; `decode` parses the bytes once into
/// a flat tape and reads the value off it. Neither builds a ``JSONValue`` tree.
public enum JSONCodec {
    /// Compact UTF-8 JSON for `value`, no trailing newline.
    ///
    /// - Parameter sortedKeys: object members ordered by key (UTF-8 byte order), for files and
    ///   diffs; this one option goes through a ``JSONValue``.
    /// - Throws: `EncodingError.invalidValue` when the value encodes nothing at all or nests
    ///   deeper than ``JSONValue/defaultMaxDepth``, and any error its `encode(to:)` throws.
    public static func encode<T: Encodable>(_ value: T, sortedKeys: Bool = false) throws -> [UInt8] {
        let bytes = try _JSONByteWriter.encode(value)
        guard sortedKeys else { return bytes }
        return try JSONValue(parsing: bytes, maxDepth: .max).serialized(sortedKeys: true)
    }

    /// A `T` from UTF-8 JSON bytes.
    ///
    /// - Throws: ``JSONParseError`` when the bytes are not JSON, ``JSONDecodingError`` when the
    ///   JSON does not fit `T` (see ``JSONValueDecoder`` for the rules).
    public static func decode<T: Decodable>(_ type: T.Type = T.self, from bytes: [UInt8]) throws -> T {
        try _JSONTapeDecoder.decode(type, from: JSONTape.parse(bytes))
    }
}

/// `Encodable` values to ``JSONValue`` trees: ``JSONCodec``'s encoder, then the parser.
///
/// What the caller must know:
/// - `nil` optionals in synthesized conformances are omitted (they use `encodeIfPresent`);
///   an explicit `encodeNil` writes `null`.
/// - A ``JSONValue`` anywhere in the value is inserted as is.
/// - NaN and infinities have no JSON spelling and become `null`.
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
    /// - Throws: what ``JSONCodec/encode(_:sortedKeys:)`` throws.
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        if T.self == JSONValue.self { return value as! JSONValue }
        return try JSONValue(parsing: JSONCodec.encode(value), maxDepth: .max)
    }
}

/// ``JSONValue`` trees to `Decodable` values: the tree is written out and read back by
/// ``JSONCodec``'s decoder, so the rules and errors are the codec's (see `_JSONTapeDecoder`):
/// a pointer such as `/content/children/3/style` and a sentence (`missing required field
/// "style"`, `expected string, got number`, `number 300 is out of range for UInt8`).
///
/// For the hot paths, decode from bytes (``JSONCodec``, ``JSONFragment``) instead.
public struct JSONValueDecoder: Sendable {
    /// A stateless decoder; cheap to make, safe to share.
    public init() {}

    /// Decodes a `T` from `value`.
    ///
    /// - Throws: ``JSONDecodingError`` for every `DecodingError` (with its pointer); other errors
    ///   a conformance throws pass through unchanged.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        if T.self == JSONValue.self { return value as! T }
        // Any depth a tree was built with: the decoder's own limit reports it with a pointer.
        return try _JSONTapeDecoder.decode(type, from: JSONTape.parse(value.serialized(), maxDepth: .max))
    }
}
