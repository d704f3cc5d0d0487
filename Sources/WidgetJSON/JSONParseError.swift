/// Why bytes are not valid JSON, and where.
///
/// `offset` is the byte offset into the input of the first byte that could not be accepted (for
/// an unterminated string or input that ends early, the offset of the end). `reason` is a short
/// sentence such as `unexpected byte 0x7D, expected a value`. Both are stable enough to show a
/// widget author, and `description` combines them.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Byte offset into the input where parsing stopped.
    public var offset: Int
    /// What was wrong, as a short lowercase sentence without the offset.
    public var reason: String

    /// Makes an error; the parser is the main producer, tests and transports may make their own.
    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// `"<reason> at byte <offset>"`.
    public var description: String { "\(reason) at byte \(offset)" }
}
