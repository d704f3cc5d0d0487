/// How long the server waits on a client, on the server's injected clock.
///
/// Each bounds a whole phase, not the gap between two bytes: a client that trickles one header
/// byte a second (slowloris) is answered 408 and closed at ``request`` all the same.
public struct HTTPTimeouts: Sendable, Hashable {
    /// From the first byte of a request to its last (head and body).
    public var request: Duration = .seconds(10)
    /// A connection with no request in progress (fresh, or kept alive) is closed after this.
    public var idle: Duration = .seconds(30)
    /// A response (or event stream) whose client reads nothing for this long is dropped.
    public var write: Duration = .seconds(30)
    /// An event stream with nothing to say sends a comment this often, so proxies and the
    /// client see it alive and a dead client is noticed.
    public var heartbeat: Duration = .seconds(15)
    /// After an error response, how long the server reads and discards what the client still
    /// sends before closing (closing at once could reset the connection before the client has
    /// read the response).
    public var linger: Duration = .seconds(2)

    public init() {}
}
