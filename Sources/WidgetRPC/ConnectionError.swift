import WidgetJSON
import WidgetProtocol

/// Why a call or notification over a ``Connection`` failed.
public enum ConnectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The connection closed before (or while) the call was waiting; `reason` says how.
    case closed(ConnectionCloseReason)
    /// No response within the deadline. A response arriving later is dropped and reported as late.
    case timedOut(method: String, id: RequestID, after: Duration)
    /// The waiting task was cancelled.
    case cancelled(method: String, id: RequestID)
    /// The peer answered with an error response.
    case remote(ResponseError)
    /// The peer is not reading its input and the outbound queue is full.
    case outboundQueueFull(limit: Int)
    /// The outgoing params could not be encoded as JSON.
    case encodingFailed(method: String, reason: String)
    /// The peer's result does not match the method's response type.
    case invalidResponse(method: String, error: JSONDecodingError)

    public var description: String {
        switch self {
        case .closed(let reason):
            return "The connection is closed: \(reason)."
        case .timedOut(let method, let id, let after):
            return "'\(method)' (id \(id)) got no response within \(after); the peer may be hung or too slow."
        case .cancelled(let method, let id):
            return "'\(method)' (id \(id)) was cancelled while waiting for its response."
        case .remote(let error):
            return "The peer answered with an error: \(error)."
        case .outboundQueueFull(let limit):
            return "The peer is not reading its input (\(limit) bytes already queued); it is wedged."
        case .encodingFailed(let method, let reason):
            return "The params of '\(method)' could not be encoded: \(reason)."
        case .invalidResponse(let method, let error):
            return "The result of '\(method)' does not match the protocol: \(error)."
        }
    }
}

/// How a ``Connection`` ended.
public enum ConnectionCloseReason: Sendable, Hashable, CustomStringConvertible {
    /// The transport's inbound side ended (peer closed, read error, or closed locally).
    case transport(TransportClosure)
    /// ``Connection/close(reason:)`` was called with this explanation (e.g. "the widget exited
    /// with status 1").
    case closedLocally(String)
    /// Writing to the peer failed.
    case sendFailed(TransportError)

    public var description: String {
        switch self {
        case .transport(let closure): return closure.description
        case .closedLocally(let why): return why
        case .sendFailed(let error): return error.description
        }
    }
}
