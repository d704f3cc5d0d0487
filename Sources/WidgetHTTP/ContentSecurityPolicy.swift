/// The Content-Security-Policy every response carries, with a fresh nonce per response.
///
/// By default nothing loads: scripts and stylesheets only with the response's nonce
/// (`<script nonce="…">`, ``HTTPRequest/contentSecurityNonce``) or from the server's own
/// ``staticPath``; images from the server or inline `data:` (the HTML renderer inlines widget
/// images so); fetches and event streams to the server only; no plugins, no `<base>`, no form
/// posts elsewhere, never framed, no `style` attributes (the HTML renderer writes sizes as
/// classes). No third-party origin appears anywhere.
public struct ContentSecurityPolicy: Sendable, Hashable {
    /// The path prefix (ending in `/`) whose scripts and stylesheets load without a nonce.
    public var staticPath = "/static/"

    public init() {}

    /// The header value for one response. `origin` is the validated `http://host:port` the
    /// request came to; the static path is allowed on it alone.
    public func headerValue(nonce: String, origin: String) -> String {
        let ownStatic = origin + staticPath
        let directives = [
            "default-src 'none'",
            "script-src 'nonce-\(nonce)' \(ownStatic)",
            "style-src 'nonce-\(nonce)' \(ownStatic)",
            "img-src 'self' data:",
            "font-src 'self'",
            "connect-src 'self'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ]
        return directives.joined(separator: "; ")
    }
}
