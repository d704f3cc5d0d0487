import Testing

@testable import WidgetHTTP

@Suite struct AccessPolicyTests {
    let token = AccessToken(String(repeating: "ab12", count: 16))!
    var policy: AccessPolicy { AccessPolicy(token: token, address: "127.0.0.1", port: 8080) }

    func request(
        _ method: HTTPMethod = .get, _ target: String = "/", headers: [(String, String)] = [("Host", "127.0.0.1:8080")]
    )
        -> HTTPRequest
    {
        var fields = HTTPHeaders()
        for (name, value) in headers { fields.add(name, value) }
        return HTTPRequest(method: method, target: target, headers: fields)
    }

    var cookie: (String, String) { ("Cookie", "other=1; widgets-token-8080=\(token.value)") }

    @Test func withoutTheTokenEverythingIsForbidden() {
        guard case .reject(let rejection) = policy.evaluate(request()) else { Issue.record("admitted"); return }
        #expect(rejection.status == .forbidden)
        #expect(rejection.reason.contains("?token="), "the reason says how to get in")
        let wrongCookie = request(headers: [
            ("Host", "127.0.0.1:8080"), ("Cookie", "widgets-token-8080=\(String(repeating: "0", count: 64))"),
        ])
        #expect(policy.evaluate(wrongCookie) == .reject(rejection))
        let otherPortsCookie = request(headers: [("Host", "127.0.0.1:8080"), ("Cookie", "widgets-token-9090=\(token.value)")])
        #expect(policy.evaluate(otherPortsCookie) == .reject(rejection), "another server's cookie does not count")
    }

    @Test func theTokenInTheURLBecomesACookieAndACleanRedirect() {
        let decision = policy.evaluate(request(.get, "/page?theme=dark&token=\(token.value)&w=375"))
        #expect(
            decision
                == .grant(
                    location: "/page?theme=dark&w=375", cookie: "widgets-token-8080=\(token.value); HttpOnly; SameSite=Strict; Path=/"))
        #expect(
            policy.evaluate(request(.get, "/?token=\(token.value)"))
                == .grant(location: "/", cookie: "widgets-token-8080=\(token.value); HttpOnly; SameSite=Strict; Path=/"))
        guard case .reject(let wrong) = policy.evaluate(request(.get, "/?token=nope")) else {
            Issue.record("a wrong token admitted"); return
        }
        #expect(wrong.status == .forbidden)
    }

    @Test func theCookieAdmits() {
        #expect(policy.evaluate(request(headers: [("Host", "127.0.0.1:8080"), cookie])) == .allow)
        #expect(policy.evaluate(request(headers: [("Host", "LOCALHOST:8080"), cookie])) == .allow, "host names match in any case")
    }

    @Test(arguments: ["evil.example:8080", "127.0.0.1:9090", "127.0.0.1", "localhost", "10.0.0.1:8080", "127.0.0.1:8080.evil"])
    func aForeignHostIsMisdirected(host: String) {
        guard case .reject(let rejection) = policy.evaluate(request(headers: [("Host", host), cookie])) else {
            Issue.record("\(host) admitted")
            return
        }
        #expect(rejection.status == .misdirectedRequest)
        // It names every name it answers to: localhost is one (before: only 127.0.0.1 was named).
        #expect(rejection.reason.contains("http://127.0.0.1:8080, http://localhost:8080 or http://[::1]:8080"), "\(rejection.reason)")
    }

    @Test func aPostMustComeFromThePagesOwnOrigin() {
        let host = ("Host", "127.0.0.1:8080")
        #expect(policy.evaluate(request(.post, "/a", headers: [host, cookie, ("Origin", "http://127.0.0.1:8080")])) == .allow)
        for origin in ["http://evil.example", "http://localhost:8080", "null", "https://127.0.0.1:8080"] {
            guard case .reject(let rejection) = policy.evaluate(request(.post, "/a", headers: [host, cookie, ("Origin", origin)])) else {
                Issue.record("a POST from \(origin) admitted")
                continue
            }
            #expect(rejection.status == .forbidden)
        }
        guard case .reject = policy.evaluate(request(.post, "/a", headers: [host, cookie])) else {
            Issue.record("a POST without Origin admitted"); return
        }
        let crossSite = [host, cookie, ("Origin", "http://127.0.0.1:8080"), ("Sec-Fetch-Site", "cross-site")]
        guard case .reject = policy.evaluate(request(.post, "/a", headers: crossSite)) else {
            Issue.record("a cross-site POST admitted"); return
        }
        guard
            case .reject(let right) = policy.evaluate(
                request(.post, "/a?token=\(token.value)", headers: [host, ("Origin", "http://127.0.0.1:8080")]))
        else {
            Issue.record("a POST got a cookie for the token in its URL")
            return
        }
        // Said as it is (before: "the token in the URL is not this run's", of the right one).
        #expect(right.status == .forbidden)
        #expect(right.reason.contains("admitted by the page's cookie, not by a token in its URL"), "\(right.reason)")
        #expect(!right.reason.contains("not this run's"))
        guard
            case .reject(let wrong) = policy.evaluate(
                request(.post, "/a?token=nope", headers: [host, ("Origin", "http://127.0.0.1:8080")]))
        else {
            Issue.record("a POST with a wrong token admitted")
            return
        }
        #expect(wrong.reason.contains("not this run's"))
    }

    @Test func loopbackServersAnswerToEveryLoopbackName() {
        #expect(policy.allowedHosts == ["127.0.0.1:8080", "localhost:8080", "[::1]:8080"])
        let lan = AccessPolicy(token: token, address: "192.168.1.5", port: 80, hostNames: ["pi.local"])
        #expect(lan.allowedHosts == ["192.168.1.5:80", "pi.local:80"])
        #expect(AccessPolicy(token: token, address: "::1", port: 1).allowedHosts.first == "[::1]:1")
    }

    @Test func everyResponseCarriesAStrictPolicyWithItsNonce() throws {
        let headers = policy.responseHeaders(nonce: "n0nce", host: "localhost:8080")
        let csp = try #require(headers["Content-Security-Policy"])
        #expect(csp.contains("default-src 'none'"))
        #expect(csp.contains("script-src 'nonce-n0nce' http://localhost:8080/static/;"))
        #expect(csp.contains("style-src 'nonce-n0nce' http://localhost:8080/static/;"))
        #expect(csp.contains("frame-ancestors 'none'"))
        #expect(!csp.contains("unsafe"), "no inline anything by default")
        #expect(!csp.contains("*"), "no wildcard")
        #expect(headers["X-Content-Type-Options"] == "nosniff")
        #expect(headers["Referrer-Policy"] == "no-referrer")
    }

    @Test func tokensAreRandomAndCompareOnlyWhenEqual() {
        let a = AccessToken.random()
        let b = AccessToken.random()
        #expect(a != b)
        #expect(a.value.utf8.count == 64)
        #expect(a.matches(a.value))
        #expect(!a.matches(b.value))
        #expect(!a.matches(String(a.value.dropLast())), "a prefix is not the token")
        #expect(!a.matches(""))
        #expect(!a.description.contains(a.value), "descriptions do not leak the secret")
        #expect(AccessToken("short") == nil)
        #expect(AccessToken(String(repeating: "a", count: 31) + "\"") == nil)
        #expect(AccessPolicy.makeNonce() != AccessPolicy.makeNonce())
    }
}
