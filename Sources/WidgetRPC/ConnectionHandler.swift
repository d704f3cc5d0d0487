import WidgetJSON
import WidgetProtocol

/// Answers what the peer sends. The connection calls it from one task, one message at a time,
/// in arrival order: a request is answered before the next message is handled.
///
/// Params and results are ``JSONFragment``s: received params decode straight from the line
/// (`params?.decode(P.self)`), and a result made with ``JSONFragment/init(encoding:)`` is copied
/// into the reply's line as it is. ``MethodRouter`` does both for typed routes.
public protocol ConnectionHandler: Sendable {
    /// Answers a request. Returning a ``ResponseError`` sends an error response.
    func handleRequest(method: String, params: JSONFragment?, id: RequestID) async -> Result<JSONFragment, ResponseError>

    /// Handles a notification. Unknown notifications should be ignored.
    func handleNotification(method: String, params: JSONFragment?) async
}

/// A handler for a side that takes no requests or notifications (a pure client): requests get
/// `-32601`, notifications are ignored.
public struct NoHandler: ConnectionHandler {
    public init() {}

    public func handleRequest(method: String, params: JSONFragment?, id: RequestID) async -> Result<JSONFragment, ResponseError> {
        .failure(.methodNotFound(method))
    }

    public func handleNotification(method: String, params: JSONFragment?) async {}
}
