/// Moves bytes between a ``Connection`` and its peer. Framing and JSON are not its business.
///
/// A transport delivers inbound chunks by calling the `receive` closure given to ``start(receive:closed:)``,
/// one call at a time, in order, from a context it owns (the file-descriptor transport calls it on
/// its own reader thread, so the cooperative pool never blocks on a read). After the inbound side
/// ends it calls `closed` exactly once and never `receive` again.
public protocol Transport: Sendable {
    /// Starts delivering inbound bytes. Call once.
    func start(
        receive: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
        closed: @escaping @Sendable (TransportClosure) -> Void
    )

    /// Queues `bytes` for sending, in call order, without blocking on a slow peer.
    /// - Throws: ``TransportError/outboundQueueFull(limit:)`` when the peer has stopped reading
    ///   and the bounded queue is full; ``TransportError/closed`` after ``closeOutbound()`` or once
    ///   the peer is gone (`EPIPE`).
    func send(_ bytes: [UInt8]) throws(TransportError)

    /// Closes the outbound side: the peer sees end-of-file after the queued bytes. Idempotent.
    func closeOutbound()

    /// Stops everything: outbound closed, queued bytes dropped, inbound delivery ended.
    /// Idempotent; `closed` is called if it was not already.
    func close()

    /// Stops (`true`) or restarts (`false`) the delivery of inbound bytes: flow control, so a
    /// peer that sends faster than we handle fills its own pipe instead of our memory.
    func setReadingPaused(_ paused: Bool)

    /// An executor on the thread that delivers inbound bytes, if the transport has one. Tasks
    /// that wait on this transport's messages run cheapest there (see ``ReaderThreadExecutor``).
    var taskExecutor: (any TaskExecutor)? { get }
}

extension Transport {
    public var taskExecutor: (any TaskExecutor)? { nil }

    /// Transports without flow control keep delivering.
    public func setReadingPaused(_ paused: Bool) {}
}

/// Why a transport's inbound side ended.
public enum TransportClosure: Sendable, Hashable, CustomStringConvertible {
    /// The peer closed its end (EOF).
    case endOfFile
    /// We closed the transport ourselves.
    case closedLocally
    /// A read failed with this `errno`.
    case readFailed(errno: Int32, message: String)

    public var description: String {
        switch self {
        case .endOfFile: return "the peer closed its output (end of file)"
        case .closedLocally: return "the connection was closed locally"
        case .readFailed(let code, let message): return "reading failed: \(message) (errno \(code))"
        }
    }
}

/// Why bytes could not be queued for sending.
public enum TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The outbound side is closed, or the peer is gone (`EPIPE`).
    case closed
    /// The peer is not reading: more than `limit` bytes are waiting to be written.
    case outboundQueueFull(limit: Int)
    /// A write failed with this `errno`.
    case writeFailed(errno: Int32, message: String)
    /// The transport could not be set up: no pipe for its wake-ups (out of descriptors) or no
    /// thread for its reader or writer (out of threads or memory).
    case cannotCreate(errno: Int32, message: String)

    public var description: String {
        switch self {
        case .closed:
            return "the connection's outbound side is closed (the peer exited or stopped reading its input)"
        case .outboundQueueFull(let limit):
            return "the peer is not reading its input: \(limit) bytes are already queued"
        case .writeFailed(let code, let message):
            return "writing failed: \(message) (errno \(code))"
        case .cannotCreate(let code, let message):
            return
                """
                the connection could not be set up: \(message) (errno \(code)); the process may be out of file descriptors (see \
                `ulimit -n`) or threads
                """
        }
    }
}
