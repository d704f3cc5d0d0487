/// A request as the parser accepted it, plus what the server adds before a handler sees it.
///
/// The parser guarantees the framing and the syntax: an origin-form target (`/path?query`) of
/// visible ASCII with well-formed percent escapes, one `Host` (HTTP/1.1), header values without
/// controls, a body of exactly `Content-Length` bytes. Anything else never reaches a handler.
public struct HTTPRequest: Sendable, Hashable {
    public var method: HTTPMethod
    /// The request target as sent: `/path?query`, still percent-encoded.
    public var target: String
    public var version: HTTPVersion
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// This response's Content-Security-Policy nonce: put it on every `<script>` and `<style>`
    /// element of a page (`nonce="…"`); the policy refuses scripts and styles without it. Set
    /// by the server before the handler runs; empty in a request made by hand.
    public var contentSecurityNonce = ""
    /// The values of a route's `{name}` segments, percent-decoded. Set by ``HTTPRouter``.
    public var pathParameters: [String: String] = [:]

    public init(method: HTTPMethod, target: String, version: HTTPVersion = .http1_1, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// The target's path, still percent-encoded (routes match it as sent).
    public var path: Substring {
        target.firstIndex(of: "?").map { target[..<$0] } ?? target[...]
    }

    /// The target's query without its `?`, still percent-encoded; nil when there is none.
    public var query: Substring? {
        target.firstIndex(of: "?").map { target[target.index(after: $0)...] }
    }

    /// The query's `name=value` pairs, decoded as a form (`+` is a space), in order.
    public var queryItems: [(name: String, value: String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? parts[1] : ""
            return (PercentDecoding.decode(parts[0], plusIsSpace: true), PercentDecoding.decode(value, plusIsSpace: true))
        }
    }

    /// The first value of the query parameter `name`, decoded.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The cookies the request carries (`Cookie: a=1; b=2`); the first of a repeated name wins.
    public var cookies: [String: String] {
        var cookies: [String: String] = [:]
        for header in headers.values(for: "Cookie") {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else { continue }
                let name = String(parts[0].trimmingSpaces)
                if cookies[name] == nil { cookies[name] = String(parts[1].trimmingSpaces) }
            }
        }
        return cookies
    }

    /// Whether the client lets the connection stay open after the response: HTTP/1.1 without
    /// `Connection: close`. (HTTP/1.0 connections are closed after one response.)
    public var keepAlive: Bool {
        guard version == .http1_1 else { return false }
        return !headers.values(for: "Connection").contains { value in
            value.split(separator: ",").contains { HTTPHeaders.same(String($0.trimmingSpaces), "close") }
        }
    }

    /// The id of the last event stream event the client saw (`Last-Event-ID`), sent by a
    /// browser's `EventSource` when it reconnects.
    public var lastEventID: String? { headers["Last-Event-ID"] }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (HTTP's optional whitespace).
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
