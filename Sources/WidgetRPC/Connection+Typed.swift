import WidgetJSON
import WidgetProtocol

// Typed calls: the protocol's message types in, their response types out. The request is
// written straight into its line's one buffer by its codec (`RequestType.encodeParams`, generated
// for the protocol's messages) and the response decoded straight from its line's parsed tape
// (`RequestType.decodeResult`): no `JSONValue` and no `Codable` on the way for the protocol's
// own messages.
extension Connection {
    /// Sends `request` and decodes its result as `R.Response`.
    /// - Throws: ``ConnectionError`` as ``call(method:params:timeout:)`` does, plus
    ///   `.invalidResponse` when the result does not decode.
    public nonisolated(nonsending) func call<R: RequestType>(_ request: R, timeout: Duration?) async throws(ConnectionError) -> R.Response {
        let id = nextRequestID()
        var line = JSONWriter(capacity: 256)
        JSONRPCMessage.writeRequestHead(id: id, method: R.method, to: &line)
        let paramsStart = line.count
        do {
            try request.encodeParams(to: &line)
        } catch {
            throw .encodingFailed(method: R.method, reason: "\(error)")
        }
        let paramsEnd = line.count
        JSONRPCMessage.writeTail(to: &line)
        // A slice of the line: shares its buffer (taken after the last write, so no copy).
        let params = JSONFragment(encoded: line.bytes[paramsStart..<paramsEnd])
        let message = JSONRPCMessage.request(id: id, method: R.method, params: params)
        let result = try await call(id: id, method: R.method, line: line.bytes, message: message, timeout: timeout)
        do {
            return try R.decodeResult(result, limits: options.decodingLimits)
        } catch let error as JSONDecodingError {
            throw .invalidResponse(method: R.method, error: error)
        } catch {
            throw .invalidResponse(method: R.method, error: JSONDecodingError(pointer: "", reason: "\(error)"))
        }
    }

    /// Sends a typed notification, written straight into its line.
    public func notify<N: NotificationType>(_ notification: N) throws(ConnectionError) {
        if let reason = closeReason { throw .closed(reason) }
        var line = JSONWriter(capacity: 256)
        JSONRPCMessage.writeNotificationHead(method: N.method, to: &line)
        let paramsStart = line.count
        do {
            try notification.encodeParams(to: &line)
        } catch {
            throw .encodingFailed(method: N.method, reason: "\(error)")
        }
        let paramsEnd = line.count
        JSONRPCMessage.writeTail(to: &line)
        let params = JSONFragment(encoded: line.bytes[paramsStart..<paramsEnd])
        try send(line: line.bytes, message: .notification(method: N.method, params: params))
    }
}
