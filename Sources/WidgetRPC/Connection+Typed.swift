import WidgetJSON
import WidgetProtocol

// Typed calls: the protocol's message types in, their response types out.
extension Connection {
    /// Sends `request` and decodes its result as `R.Response`.
    /// - Throws: ``ConnectionError`` as ``call(method:params:timeout:)`` does, plus
    ///   `.invalidResponse` when the result does not decode.
    public func call<R: RequestType>(_ request: R, timeout: Duration?) async throws(ConnectionError) -> R.Response {
        let params = try Self.encodeParams(request, method: R.method)
        let result = try await call(method: R.method, params: params, timeout: timeout)
        do {
            return try JSONValueDecoder().decode(R.Response.self, from: result)
        } catch let error as JSONDecodingError {
            throw .invalidResponse(method: R.method, error: error)
        } catch {
            throw .invalidResponse(method: R.method, error: JSONDecodingError(pointer: "", reason: "\(error)"))
        }
    }

    /// Sends a typed notification.
    public func notify<N: NotificationType>(_ notification: N) throws(ConnectionError) {
        try notify(method: N.method, params: Self.encodeParams(notification, method: N.method))
    }

    static func encodeParams<P: Encodable>(_ params: P, method: String) throws(ConnectionError) -> JSONValue {
        do {
            return try JSONValueEncoder().encode(params)
        } catch {
            throw .encodingFailed(method: method, reason: "\(error)")
        }
    }
}
