/// Writes a response head: the status line, the handler's fields that are safe to send, the
/// framing fields the server owns, and the final CRLF. Pure, so framing is tested without I/O.
enum HTTPResponseEncoder {
    /// Fields only the server sets: a handler's copies are dropped.
    private static let serverOwned = ["Content-Length", "Transfer-Encoding", "Connection", "Date", "Keep-Alive", "Upgrade"]

    /// The head of `response`.
    /// - Parameters:
    ///   - contentLength: the body's length; nil for an event stream (delimited by the close).
    ///   - keepAlive: whether the connection stays open afterwards (`Connection: close` if not).
    ///   - extraHeaders: the server's own fields (security headers), which replace a handler's.
    ///   - date: the `Date` value (``HTTPDate``).
    static func head(
        status: HTTPStatus, headers: HTTPHeaders, extraHeaders: HTTPHeaders, contentLength: Int?, keepAlive: Bool, date: String
    ) -> [UInt8] {
        var out = "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n"
        for field in headers
        where isSendable(field) && !serverOwned.contains(where: { HTTPHeaders.same($0, field.name) })
            && !extraHeaders.contains(field.name)
        {
            out += field.name + ": " + field.value + "\r\n"
        }
        for field in extraHeaders where isSendable(field) {
            out += field.name + ": " + field.value + "\r\n"
        }
        if !headers.contains("Cache-Control") && !extraHeaders.contains("Cache-Control") { out += "Cache-Control: no-store\r\n" }
        out += "Date: " + date + "\r\n"
        if let contentLength, !status.forbidsBody { out += "Content-Length: \(contentLength)\r\n" }
        if !keepAlive { out += "Connection: close\r\n" }
        out += "\r\n"
        return Array(out.utf8)
    }

    /// A field name must be a token and a value free of CR, LF and NUL: anything else could
    /// split the response.
    static func isSendable(_ field: HTTPHeaders.Field) -> Bool {
        !field.name.isEmpty && field.name.utf8.allSatisfy(HTTPRequestParser.isTokenByte)
            && !field.value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
    }
}
