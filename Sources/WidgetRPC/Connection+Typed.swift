import WidgetJSON
import WidgetProtocol

// Typed calls: the protocol's message types in, their response types out. The request is
// encoded straight into its line's bytes and the response decoded straight from its line's
// parsed tape: no `JSONValue` on the way (an observer that asks for one builds its own).
extension Connection {
    /// Sends `request` and decodes its result as `R.Response`.
    /// - Throws: ``ConnectionError`` as ``call(method:params:timeout:)`` does, plus
    ///   `.invalidResponse` when the result does not decode.
    public nonisolated(nonsending) func call<R: RequestType>(_ request: R, timeout: Duration?) async throws(ConnectionError) -> R.Response {
        let params = try Self.encodeParams(request, method: R.method)
        let result = try await call(method: R.method, fragment: params, timeout: timeout)
        do {
            return try result.decode(R.Response.self, userInfo: options.decodingLimits.map(CellTreeBudget.userInfo) ?? [:])
        } catch let error as JSONDecodingError {
            throw .invalidResponse(method: R.method, error: error)
        } catch {
            throw .invalidResponse(method: R.method, error: JSONDecodingError(pointer: "", reason: "\(error)"))
        }
    }

    /// Sends a typed notification.
    public func notify<N: NotificationType>(_ notification: N) throws(ConnectionError) {
        try notify(method: N.method, fragment: Self.encodeParams(notification, method: N.method))
    }

    static func encodeParams<P: Encodable>(_ params: P, method: String) throws(ConnectionError) -> JSONFragment {
        do {
            return try JSONFragment(encoding: params)
        } catch {
            throw .encodingFailed(method: method, reason: "\(error)")
        }
    }
}
