/// The bounds that keep one client from costing the server more than a fixed amount.
///
/// Every limit answers with its own status: a request line over ``requestLineBytes`` gets 414,
/// a head over ``headerBytes`` or ``headerCount`` 431, a body over ``bodyBytes`` 413. At
/// ``connections`` open, a new connection evicts one lingering after its last response, else
/// the longest-idle one, or gets 503 when none is either. So a server costs at most
/// `connections × (headerBytes + bodyBytes + outboundBytes)`.
public struct HTTPLimits: Sendable, Hashable {
    /// The longest request line (method, target, version), without its CRLF.
    public var requestLineBytes = 8 * 1024
    /// The longest request head: request line, header fields and their line ends.
    public var headerBytes = 32 * 1024
    /// The most header fields in one request.
    public var headerCount = 64
    /// The longest request body.
    public var bodyBytes = 1 << 20
    /// The most connections open at once.
    public var connections = 64
    /// The most bytes an event stream may have waiting for a client that does not read;
    /// past it the connection is closed (the client reconnects and catches up).
    public var outboundBytes = 8 << 20

    public init() {}
}
