import WidgetJSON

/// What a handler answers: a status, header fields and a body, or an event stream.
///
/// The server owns the framing and the security headers: it sets `Content-Length`,
/// `Connection`, `Date`, the Content-Security-Policy and the other headers of the
/// ``AccessPolicy`` itself, and drops any field a handler set that would break framing or
/// carries a CR, LF or NUL. `Cache-Control: no-store` is added unless the handler chose another.
public struct HTTPResponse: Sendable {
    /// The body: bytes, or a stream of events the client reads until either side ends it.
    public enum Body: Sendable {
        case bytes([UInt8])
        /// A `text/event-stream` response (Server-Sent Events). The server writes each event as
        /// it comes, a heartbeat comment when there is nothing to say, and closes the connection
        /// when the stream finishes or the server stops; it cancels the iteration when the
        /// client leaves. `retry` tells the client how long to wait before reconnecting.
        case events(AsyncStream<ServerSentEvent>, retry: Duration?)
    }

    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: Body

    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A page: `text/html; charset=utf-8`.
    public static func html(_ html: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: .bytes(Array(html.utf8)))
    }

    /// Plain text: `text/plain; charset=utf-8`.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: .bytes(Array(text.utf8)))
    }

    /// `value` as JSON (`application/json`), through the project's one codec; a value that
    /// cannot be encoded becomes a 500 naming the error.
    public static func json(_ value: some Encodable, status: HTTPStatus = .ok) -> HTTPResponse {
        do {
            let bytes = try JSONCodec.encode(value, sortedKeys: true)
            return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: .bytes(bytes))
        } catch {
            return .text("The response could not be encoded as JSON: \(error)\n", status: .internalServerError)
        }
    }

    /// Bytes with the given `Content-Type` (a script, a stylesheet, an image).
    public static func bytes(_ bytes: [UInt8], contentType: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": contentType], body: .bytes(bytes))
    }

    /// `303 See Other` to `location` (a path on this server).
    public static func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(status: .seeOther, headers: ["Location": location])
    }

    /// An event stream (see ``Body/events(_:retry:)``).
    public static func events(_ stream: AsyncStream<ServerSentEvent>, retry: Duration? = .seconds(1)) -> HTTPResponse {
        HTTPResponse(headers: ["Content-Type": "text/event-stream; charset=utf-8"], body: .events(stream, retry: retry))
    }

    /// An error page for `rejection`: its status and its sentence, as plain text.
    public static func rejection(_ rejection: HTTPRejection) -> HTTPResponse {
        .text(rejection.reason + "\n", status: rejection.status)
    }
}
