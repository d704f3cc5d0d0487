/// Compact JSON written straight into bytes, for encoders written against it rather than
/// through `Encodable`: the wire codecs WidgetProtocol generates, and the RPC layer, which builds
/// each line in one buffer.
///
/// It writes what it is told: the caller writes member names with their punctuation (a generated
/// encoder passes `#","style":"#` as one literal) and keeps the document well-formed. Scalars
/// come out exactly as ``JSONCodec`` writes them (same escaping, same shortest doubles), so a
/// generated encoder and a `Codable` conformance produce the same bytes.
public struct JSONWriter {
    @usableFromInline var serializer: JSONSerializer

    /// An empty writer with room for `capacity` bytes.
    public init(capacity: Int = 256) {
        serializer = JSONSerializer(sortedKeys: false, capacity: capacity)
    }

    /// What was written.
    public var bytes: [UInt8] {
        get { serializer.output }
        _modify { yield &serializer.output }
    }

    /// The number of bytes written.
    @inlinable
    public var count: Int { serializer.output.count }

    /// Appends `text` as it is: punctuation, member names, literals.
    @inlinable @inline(__always)
    public mutating func raw(_ text: StaticString) {
        serializer.output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends one byte as it is.
    @inlinable @inline(__always)
    public mutating func byte(_ byte: UInt8) {
        serializer.output.append(byte)
    }

    /// Appends bytes as they are (JSON someone else wrote).
    public mutating func raw(_ bytes: some Collection<UInt8>) {
        serializer.output.append(contentsOf: bytes)
    }

    /// A string, quoted and escaped.
    public mutating func string(_ value: String) { serializer.writeString(value) }

    /// A number: the shortest digits that read back as `value`; NaN and infinities as `null`.
    public mutating func number(_ value: Double) { serializer.writeDouble(value) }

    /// An integer.
    public mutating func number(_ value: Int) { serializer.writeInteger(Int64(value)) }

    /// `true` or `false`.
    @inlinable
    public mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Any value, compact, members as stored.
    public mutating func value(_ value: JSONValue) { serializer.write(value) }

    /// An object of arbitrary members, as `Dictionary`'s `Encodable` conformance writes one (in
    /// the dictionary's order).
    public mutating func members(_ members: [String: JSONValue]) {
        byte(UInt8(ascii: "{"))
        var first = true
        for (name, value) in members {
            if !first { byte(UInt8(ascii: ",")) }
            first = false
            string(name)
            byte(UInt8(ascii: ":"))
            self.value(value)
        }
        byte(UInt8(ascii: "}"))
    }

    /// The check the `Encodable` path makes before it opens a nested encoder (for any value but
    /// a string, a number, a boolean or a ``JSONValue``): an encoder at `depth` may open one only
    /// below ``JSONValue/defaultMaxDepth``.
    @inlinable @inline(__always)
    public static func nest(_ depth: Int) throws(DepthExceeded) {
        guard depth < JSONValue.defaultMaxDepth else { throw DepthExceeded() }
    }

    // MARK: Objects whose members are all optional

    /// Starts an object whose members may all be absent: write each member with a leading
    /// comma (`#","top":"#`), then ``endObject(_:)`` with what this returned.
    @inlinable @inline(__always)
    public mutating func beginObject() -> Int { serializer.output.count }

    /// Ends an object begun with ``beginObject()``: `{}` when nothing was written, otherwise the
    /// first member's comma becomes the opening brace.
    @inlinable @inline(__always)
    public mutating func endObject(_ start: Int) {
        if serializer.output.count == start {
            raw("{}")
        } else {
            serializer.output[start] = UInt8(ascii: "{")
            serializer.output.append(UInt8(ascii: "}"))
        }
    }

    /// Thrown by a generated encoder that meets a value nested deeper than
    /// ``JSONValue/defaultMaxDepth`` levels, where ``JSONCodec`` throws an `EncodingError`.
    public struct DepthExceeded: Error, Sendable {
        public init() {}
    }
}
