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
        let (id, line, message) = try requestLine(request)
        let result = try await call(id: id, method: R.method, line: line, message: message, timeout: timeout)
        return try decode(R.self, result)
    }

    /// ``call(_:timeout:)``, with the reply's ``Arrival``: for a caller that applies replies and
    /// notifications in the order their lines came in. A result that does not decode is
    /// `.invalidResponse` and keeps its arrival (the reply came).
    public nonisolated(nonsending) func orderedCall<R: RequestType>(_ request: R, timeout: Duration?) async -> ArrivedReply<R.Response> {
        let id: RequestID
        let line: [UInt8]
        let message: JSONRPCMessage
        do throws(ConnectionError) {
            (id, line, message) = try requestLine(request)
        } catch {
            return ArrivedReply(result: .failure(error), arrival: nil)
        }
        let reply = await exchange(id: id, method: R.method, line: line, message: message, timeout: timeout, ordered: true)
        do throws(ConnectionError) {
            return ArrivedReply(result: .success(try decode(R.self, reply.result.get())), arrival: reply.arrival)
        } catch {
            return ArrivedReply(result: .failure(error), arrival: reply.arrival)
        }
    }

    /// `request`'s line, written by its codec straight into one buffer, with a fresh id.
    private func requestLine<R: RequestType>(_ request: R) throws(ConnectionError) -> (RequestID, [UInt8], JSONRPCMessage) {
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
        return (id, line.bytes, .request(id: id, method: R.method, params: params))
    }

    private func decode<R: RequestType>(_ type: R.Type, _ result: JSONFragment) throws(ConnectionError) -> R.Response {
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
