/// Typed values to JSON bytes and back in one call: the codec RPC framing uses per line.
///
/// `encode` is ``JSONValueEncoder`` then ``JSONValue/serialized(sortedKeys:)``; `decode` is
/// ``JSONValue/init(parsing:maxDepth:)`` then ``JSONValueDecoder``, so all their rules apply.
public enum JSONCodec {
    /// Compact UTF-8 JSON for `value`, no trailing newline.
    ///
    /// - Throws: what ``JSONValueEncoder/encode(_:)`` throws.
    public static func encode<T: Encodable>(_ value: T, sortedKeys: Bool = false) throws -> [UInt8] {
        try JSONValueEncoder().encode(value).serialized(sortedKeys: sortedKeys)
    }

    /// A `T` from UTF-8 JSON bytes.
    ///
    /// - Throws: ``JSONParseError`` when the bytes are not JSON, ``JSONDecodingError`` when the
    ///   JSON does not fit `T`.
    public static func decode<T: Decodable>(_ type: T.Type = T.self, from bytes: [UInt8]) throws -> T {
        try JSONValueDecoder().decode(type, from: JSONValue(parsing: bytes))
    }
}
