/// Typed values to JSON bytes and back in one call: the codec RPC framing uses per line.
///
/// Both go straight between typed values and bytes, without a ``JSONValue`` tree in between, yet
/// behave exactly as the two-step paths do: `encode` writes what ``JSONValueEncoder`` then
/// ``JSONValue/serialized(sortedKeys:)`` would (and falls back to them for what it cannot
/// stream), `decode` accepts, rejects and reports errors as ``JSONValue/init(parsing:maxDepth:)``
/// then ``JSONValueDecoder`` would, so all their rules apply.
public enum JSONCodec {
    /// Compact UTF-8 JSON for `value`, no trailing newline.
    ///
    /// - Throws: what ``JSONValueEncoder/encode(_:)`` throws.
    public static func encode<T: Encodable>(_ value: T, sortedKeys: Bool = false) throws -> [UInt8] {
        if !sortedKeys, let bytes = try _JSONByteWriter.encode(value) { return bytes }
        return try JSONValueEncoder().encode(value).serialized(sortedKeys: sortedKeys)
    }

    /// A `T` from UTF-8 JSON bytes.
    ///
    /// - Throws: ``JSONParseError`` when the bytes are not JSON, ``JSONDecodingError`` when the
    ///   JSON does not fit `T`.
    public static func decode<T: Decodable>(_ type: T.Type = T.self, from bytes: [UInt8]) throws -> T {
        try _JSONTapeDecoder.decode(type, from: JSONTape.parse(bytes, maxDepth: JSONValue.defaultMaxDepth))
    }
}
