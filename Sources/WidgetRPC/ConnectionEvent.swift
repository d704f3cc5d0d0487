import WidgetProtocol

/// Something a ``Connection`` saw or did, reported to its observer (the flight recorder, logs,
/// tests). Delivered synchronously from the thread where it happened: observers must be quick
/// and must not call back into the connection.
public enum ConnectionEvent: Sendable {
    /// A message is being written. A request is reported just before it is handed to the
    /// transport (so before its reply can be reported); anything else just after. `byteCount`
    /// includes the newline.
    case sent(JSONRPCMessage, byteCount: Int)
    /// A well-formed message arrived. For responses, `method` and `latency` come from the
    /// matching call, also when it had already timed out or been cancelled (a late reply,
    /// followed by ``unmatchedResponse(_:late:)``); `nil` for a reply to no call we remember.
    case received(JSONRPCMessage, byteCount: Int, method: String?, latency: Duration?)
    /// A line that is not UTF-8 JSON, or JSON that is not JSON-RPC 2.0. `line` is capped at
    /// ``ConnectionOptions/maxRecordedLineBytes``.
    case malformedLine(line: [UInt8], byteCount: Int, reason: String)
    /// A line went over the size limit (`limit` bytes) and is being skipped up to its newline;
    /// ``oversizeLine(byteCount:)`` follows when it ends (or at the end of the stream).
    case oversizeLineStarted(limit: Int)
    /// A line over the size limit was skipped.
    case oversizeLine(byteCount: Int)
    /// The stream ended with an unterminated line, which was not processed.
    case partialLineAtEOF(line: [UInt8], byteCount: Int)
    /// A response whose id matches no waiting call. `late` is true when the call had already
    /// timed out or been cancelled (and ``received(_:byteCount:method:latency:)`` named it);
    /// false for an id never sent, answered twice, or given up on too long ago to remember.
    case unmatchedResponse(JSONRPCMessage, late: Bool)
    /// An error response with `id: null`: the peer could not read something we sent.
    case peerReportedError(ResponseError)
    /// A call's deadline passed.
    case callTimedOut(method: String, id: RequestID, after: Duration)
    /// A call ended without a reply because the connection closed while it waited, or its
    /// request could not be written. Reported before ``closed(_:)``.
    case callFailed(method: String, id: RequestID, error: ConnectionError)
    /// The connection closed.
    case closed(ConnectionCloseReason)
}

/// Tuning for a ``Connection``.
public struct ConnectionOptions: Sendable {
    /// The longest line accepted; longer ones are skipped (see ``LineFramer``).
    public var maxLineBytes: Int = LineFramer.defaultMaxLineBytes
    /// Nesting limit for inbound JSON.
    public var maxJSONDepth: Int = 512
    /// Prefix of the ids this side generates (`h-` for the host, `w-` for widgets).
    public var idPrefix: String = "c-"
    /// Whether malformed input gets an error response (`-32700`/`-32600`, as JSON-RPC 2.0
    /// specifies). Widgets do; the host only records a widget's garbage.
    public var repliesToMalformedInput: Bool = true
    /// How many inbound requests the handler may work on at once. With 1 (the default) requests
    /// are answered one after another in arrival order, which keeps a widget's state simple.
    /// Notifications are always handled one at a time, in arrival order.
    public var maxConcurrentRequests: Int = 1
    /// When this many requests and notifications wait for the handler, the connection stops
    /// reading until half have been handled: a flooding peer fills its own pipe and blocks,
    /// instead of growing our memory. Nothing is dropped, so arrival order holds.
    public var inboundQueueLimit: Int = 1024
    /// How many timed-out or cancelled calls are remembered (id, method, when sent) to tell a
    /// late reply from an unknown one; past this the oldest is forgotten.
    public var rememberedAbandonedCalls: Int = 256
    /// Cap on the bytes of a bad line copied into a ``ConnectionEvent``.
    public var maxRecordedLineBytes: Int = 4096
    /// The clock call deadlines and latencies are measured on (a manual one in tests).
    public var clock: MonotonicClock = .continuous
    /// Limits enforced while typed results decode (``CellTreeBudget``): a cell tree over them
    /// fails the call with `.invalidResponse` at the first breach, instead of decoding whole.
    /// `nil` (the default) decodes whole; the caller validates.
    public var decodingLimits: Limits?

    public init() {}
}
