/// Who may talk to the server: the security middleware every request passes before routing,
/// as a pure value.
///
/// In order:
/// 1. **Host** must be one of the server's own names with its port (`127.0.0.1:8080`,
///    `localhost:8080`), else 421: a DNS-rebinding page reaches the socket under its own name.
/// 2. **State-changing requests** (POST) must carry `Origin: http://<that host>`, and a
///    `Sec-Fetch-Site` other than `same-origin` is refused too, else 403.
/// 3. **The token in the URL** (`?token=…`, GET or HEAD only) is exchanged for a cookie: a 303
///    to the same URL without it, with `Set-Cookie: <name>=<token>; HttpOnly; SameSite=Strict;
///    Path=/`. A wrong token is 403.
/// 4. **The cookie** must hold the token, else 403. The cookie's name carries the port, so two
///    servers on one machine do not overwrite each other's cookie.
///
/// Tokens are compared in constant time. Every response, rejections included, carries
/// ``responseHeaders(nonce:host:)``: the CSP, `nosniff`, `no-referrer`, no framing.
public struct AccessPolicy: Sendable {
    /// What to do with a request.
    public enum Decision: Sendable, Hashable {
        /// Route it.
        case allow
        /// Answer `303 See Other` to `location` with `Set-Cookie: cookie`.
        case grant(location: String, cookie: String)
        case reject(HTTPRejection)
    }

    /// The query parameter that carries the token once.
    public static let tokenParameter = "token"

    public let token: AccessToken
    /// The cookie that carries the token afterwards.
    public let cookieName: String
    /// Accepted `Host` values, lowercased, each with the port.
    public let allowedHosts: [String]
    public var contentSecurityPolicy: ContentSecurityPolicy

    /// - Parameters:
    ///   - address: the address the server is bound to; a loopback address also accepts the
    ///     other loopback names (`localhost`, `127.0.0.1`, `[::1]`).
    ///   - hostNames: further names the server may be reached by (for a server bound to
    ///     another address on purpose).
    public init(
        token: AccessToken, address: String, port: UInt16, hostNames: [String] = [],
        contentSecurityPolicy: ContentSecurityPolicy = ContentSecurityPolicy()
    ) {
        self.token = token
        self.cookieName = "widgets-token-\(port)"
        let bracketed = address.contains(":") ? "[\(address)]" : address
        var names = [bracketed] + hostNames
        if Self.isLoopback(address) { names += ["127.0.0.1", "localhost", "[::1]"] }
        var seen = Set<String>()
        self.allowedHosts = names.map { "\($0.lowercased()):\(port)" }.filter { seen.insert($0).inserted }
        self.contentSecurityPolicy = contentSecurityPolicy
    }

    /// "http://127.0.0.1:8080, http://localhost:8080 or http://[::1]:8080".
    static func names(_ hosts: [String]) -> String {
        let urls = hosts.map { "http://" + $0 }
        guard let last = urls.last, urls.count > 1 else { return urls.first ?? "its own address" }
        return urls.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Whether `address` is a loopback literal.
    public static func isLoopback(_ address: String) -> Bool {
        address == "::1" || address.hasPrefix("127.")
    }

    public func evaluate(_ request: HTTPRequest) -> Decision {
        guard let host = request.headers["Host"]?.lowercased(), allowedHosts.contains(host) else {
            let shown = request.headers["Host"].map { "\"\($0.prefix(100))\"" } ?? "no Host"
            return .reject(
                HTTPRejection(
                    .misdirectedRequest,
                    "this server answers only to \(Self.names(allowedHosts)); a request for \(shown) is refused (DNS-rebinding guard)"
                ))
        }
        if request.method.isStateChanging {
            guard request.headers["Origin"]?.lowercased() == "http://" + host else {
                return .reject(
                    HTTPRejection(.forbidden, "a \(request.method.rawValue) must come from this server's own page (Origin http://\(host))"))
            }
            if let site = request.headers["Sec-Fetch-Site"], site != "same-origin" {
                return .reject(
                    HTTPRejection(.forbidden, "a \(request.method.rawValue) must come from this server's own page, not \(site.prefix(40))"))
            }
        }
        if let offered = request.queryValue(Self.tokenParameter) {
            guard token.matches(offered) else {
                return .reject(HTTPRejection(.forbidden, "the token in the URL is not this run's; open the URL the server printed"))
            }
            // The right token, but a change is admitted by the page's cookie alone: a URL is
            // logged and shared, and the cookie's SameSite is what keeps other sites out.
            guard !request.method.isStateChanging else {
                return .reject(
                    HTTPRejection(
                        .forbidden,
                        """
                        a \(request.method.rawValue) is admitted by the page's cookie, not by a token in its URL; open the URL the \
                        server printed, then send it from that page without ?token=
                        """))
            }
            return .grant(
                location: Self.removingToken(from: request), cookie: "\(cookieName)=\(token.value); HttpOnly; SameSite=Strict; Path=/")
        }
        guard let cookie = request.cookies[cookieName], token.matches(cookie) else {
            return .reject(HTTPRejection(.forbidden, "this server needs its token: open the URL it printed (the one ending in ?token=…)"))
        }
        return .allow
    }

    /// The headers every response carries. `host` is the request's validated `Host`, if it
    /// had one (the CSP names the static path on it).
    public func responseHeaders(nonce: String, host: String?) -> HTTPHeaders {
        [
            "Content-Security-Policy": contentSecurityPolicy.headerValue(nonce: nonce, origin: "http://" + (host ?? allowedHosts[0])),
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            "X-Frame-Options": "DENY",
            "Cross-Origin-Opener-Policy": "same-origin",
            "Cross-Origin-Resource-Policy": "same-origin",
        ]
    }

    /// A fresh nonce for one response: 128 bits from the kernel, as hex.
    public static func makeNonce() -> String {
        AccessToken.randomHex(bytes: 16)
    }

    /// The request's target without its `token` parameters, the rest of the query untouched.
    static func removingToken(from request: HTTPRequest) -> String {
        guard let query = request.query else { return String(request.path) }
        let kept = query.split(separator: "&").filter { pair in
            let name = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            return PercentDecoding.decode(name, plusIsSpace: true) != tokenParameter
        }
        return kept.isEmpty ? String(request.path) : request.path + "?" + kept.joined(separator: "&")
    }
}
