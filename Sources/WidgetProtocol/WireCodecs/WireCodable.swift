import WidgetJSON

/// A wire type with a codec generated from its schema (`GeneratedWireCodecs.swift`): decoded
/// straight from a parsed line and encoded straight to bytes, with no `Codable` containers on
/// the way. Every protocol type has one; the RPC layer and the SDK use it for every message.
///
/// The generated codec and the type's `Codable` conformance agree exactly: the same value from
/// the same bytes, the same bytes from the same value, the same ``JSONDecodingError`` (reason
/// and pointer) for the same bad input; the differential tests hold them to it. `Codable` stays
/// for authors' own types and as the reference.
public protocol WireCodable: Sendable {
    /// Decodes a value from `fragment`. With `limits`, a cell tree over them stops decoding at
    /// the breach, as with a ``CellTreeBudget`` in `Codable`'s `userInfo`.
    /// - Throws: ``JSONDecodingError``, as ``JSONFragment/decode(_:userInfo:)`` would.
    static func decode(wire fragment: JSONFragment, limits: Limits?) throws(JSONDecodingError) -> Self

    /// Appends the value's compact JSON to `writer`: the bytes ``JSONCodec/encode(_:sortedKeys:)``
    /// writes.
    /// - Throws: the `EncodingError` ``JSONCodec`` throws for a value nested deeper than
    ///   ``JSONValue/defaultMaxDepth`` levels.
    func encode(wire writer: inout JSONWriter) throws
}

extension WireCodable {
    /// Parses `bytes` and decodes a value (``JSONCodec/decode(_:from:)``'s rules).
    /// - Throws: ``JSONParseError`` or ``JSONDecodingError``.
    public static func decode(wire bytes: [UInt8], limits: Limits? = nil) throws -> Self {
        try decode(wire: JSONFragment(parsing: bytes), limits: limits)
    }

    /// The value's compact JSON.
    public func wireEncoded() throws -> [UInt8] {
        var writer = JSONWriter()
        try encode(wire: &writer)
        return writer.bytes
    }
}

// MARK: - What the generated code calls

typealias WireDecoder<T> = (JSONTapeReader, Int, Int, inout WireBudget) throws(JSONTapeError) -> T

/// The top of a generated decode: the value at the fragment's root, depth 0, a fresh budget.
@inline(__always)
func wireDecode<T>(_ fragment: JSONFragment, limits: Limits?, _ decode: WireDecoder<T>) throws(JSONDecodingError) -> T {
    var budget = WireBudget(limits: limits)
    return try fragment.decode { (reader, index) throws(JSONTapeError) -> T in try decode(reader, index, 0, &budget) }
}

/// The top of a generated encode. A value nested too deep is handed to ``JSONCodec``, so the
/// error is the very one the `Encodable` path throws.
@inline(__always)
func wireEncode<T: Encodable>(
    _ value: T, to writer: inout JSONWriter, _ encode: (T, inout JSONWriter) throws(JSONWriter.DepthExceeded) -> Void
) throws {
    let start = writer.count
    do {
        try encode(value, &writer)
    } catch {
        writer.bytes.removeSubrange(start...)
        writer.raw(try JSONCodec.encode(value))
    }
}

/// An optional result (`viewController`'s): `null` is `nil`, as `Optional`'s `Decodable` reads it.
func decodeOptional<T>(_ fragment: JSONFragment, limits: Limits?, _ decode: WireDecoder<T>) throws(JSONDecodingError) -> T? {
    try wireDecode(fragment, limits: limits) { (reader, index, depth, budget) throws(JSONTapeError) -> T? in
        if reader.isNull(index) { return nil }
        try JSONTapeReader.nest(depth, at: index)
        return try decode(reader, index, depth + 1, &budget)
    }
}

/// An optional result: `null`, or the value.
func encodeOptional<T: WireCodable & Encodable>(_ value: T?, to writer: inout JSONWriter) throws {
    guard let value else { return writer.raw("null") }
    let start = writer.count
    do {
        try value.encode(wire: &writer)
    } catch {
        writer.bytes.removeSubrange(start...)
        writer.raw(try JSONCodec.encode(Optional(value)))
    }
}
