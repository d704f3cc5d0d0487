import WidgetJSON
import WidgetProtocol

/// Answers what the peer sends. The connection calls it from one task, one message at a time,
/// in arrival order: a request is answered before the next message is handled.
///
/// This form sees params and results as ``JSONValue`` trees. A handler that decodes typed values
/// (``MethodRouter``, the SDK's session) adopts ``FragmentConnectionHandler`` instead and gets
/// them straight from the line.
public protocol ConnectionHandler: Sendable {
    /// Answers a request. Returning a ``ResponseError`` sends an error response.
    func handleRequest(method: String, params: JSONValue?, id: RequestID) async -> Result<JSONValue, ResponseError>

    /// Handles a notification. Unknown notifications should be ignored.
    func handleNotification(method: String, params: JSONValue?) async
}

/// A ``ConnectionHandler`` that takes params as they came in and answers with bytes: received
/// params decode straight from the line (`params?.decode(P.self)`), and a result made with
/// ``JSONFragment/init(encoding:)`` is copied into the reply's line as it is. No ``JSONValue``
/// on the way. The connection uses these two methods when the handler has them.
public protocol FragmentConnectionHandler: ConnectionHandler {
    /// Answers a request. Returning a ``ResponseError`` sends an error response.
    func handleRequest(method: String, fragment params: JSONFragment?, id: RequestID) async -> Result<JSONFragment, ResponseError>

    /// Handles a notification. Unknown notifications should be ignored.
    func handleNotification(method: String, fragment params: JSONFragment?) async

    /// Answers a request by writing its result's JSON into `reply`, the reply's line so far:
    /// the result goes straight into the one buffer that is sent. Returns `nil` when it wrote
    /// the result, or the error to send instead (what it wrote is then dropped).
    ///
    /// The connection calls this one; the default writes what
    /// ``handleRequest(method:fragment:id:)`` returns.
    nonisolated(nonsending) func respond(
        method: String, params: JSONFragment?, id: RequestID, writingResultTo reply: inout JSONWriter
    ) async -> ResponseError?
}

extension FragmentConnectionHandler {
    public nonisolated(nonsending) func respond(
        method: String, params: JSONFragment?, id: RequestID, writingResultTo reply: inout JSONWriter
    ) async -> ResponseError? {
        switch await handleRequest(method: method, fragment: params, id: id) {
        case .success(let result):
            result.write(to: &reply.bytes)
            return nil
        case .failure(let error):
            return error
        }
    }

    /// The tree form, for callers that hold a ``JSONValue``.
    public func handleRequest(method: String, params: JSONValue?, id: RequestID) async -> Result<JSONValue, ResponseError> {
        await handleRequest(method: method, fragment: params.map(JSONFragment.init), id: id).map(\.value)
    }

    /// The tree form, for callers that hold a ``JSONValue``.
    public func handleNotification(method: String, params: JSONValue?) async {
        await handleNotification(method: method, fragment: params.map(JSONFragment.init))
    }
}

/// A handler for a side that takes no requests or notifications (a pure client): requests get
/// `-32601`, notifications are ignored.
public struct NoHandler: ConnectionHandler {
    public init() {}

    public func handleRequest(method: String, params: JSONValue?, id: RequestID) async -> Result<JSONValue, ResponseError> {
        .failure(.methodNotFound(method))
    }

    public func handleNotification(method: String, params: JSONValue?) async {}
}
