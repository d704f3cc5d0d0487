/// Counters of an ``HTTPServer``, for tests, the inspector and benchmarks.
public struct HTTPServerStatistics: Sendable, Hashable {
    /// Connections open now; never more than ``HTTPLimits/connections``.
    public var openConnections = 0
    public var acceptedConnections = 0
    /// Idle or lingering connections closed to make room for a new one.
    public var evictedConnections = 0
    /// Connections answered 503 and closed because every open one was busy.
    public var refusedConnections = 0
    /// Requests the parser or the access policy refused, timeouts (408) included.
    public var rejectedRequests = 0
    /// Requests handed to the router.
    public var routedRequests = 0

    public init() {}
}
