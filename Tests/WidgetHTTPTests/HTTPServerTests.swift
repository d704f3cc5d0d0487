import Foundation
import Testing
import WidgetHTTP
import WidgetRPC
import WidgetTestSupport

/// The server over real sockets: the security middleware, the limits, keep-alive, event
/// streams and a stop. Timeouts run on a manual clock.
@Suite(.serialized, .timeLimit(.minutes(3))) struct HTTPServerTests {
    @Test func withoutTheTokenTheAnswerIs403WithTheSecurityHeaders() async throws {
        let test = try TestServer()
        defer { Task { await test.server.stop() } }
        let response = try #require(try await test.exchange("GET / HTTP/1.1\r\nHost: \(test.host)\r\n\r\n"))
        #expect(response.status == 403)
        #expect(response.text.contains("token"))
        #expect(response.header("Content-Security-Policy")?.hasPrefix("default-src 'none'; script-src 'nonce-") == true)
        #expect(response.header("X-Content-Type-Options") == "nosniff")
        #expect(response.header("Referrer-Policy") == "no-referrer")
        #expect(response.header("Cache-Control") == "no-store")
        #expect(test.server.statistics.rejectedRequests == 1)
        #expect(test.server.statistics.routedRequests == 0)
    }

    @Test func theTokenInTheURLSetsTheCookieAndRedirectsToACleanURL() async throws {
        let test = try TestServer()
        defer { Task { await test.server.stop() } }
        #expect(test.server.url == "http://\(test.host)/?token=\(test.server.policy.token.value)")
        let target = "/?token=\(test.server.policy.token.value)&theme=dark"
        let redirect = try #require(try await test.exchange("GET \(target) HTTP/1.1\r\nHost: \(test.host)\r\n\r\n"))
        #expect(redirect.status == 303)
        #expect(redirect.header("Location") == "/?theme=dark")
        #expect(redirect.header("Set-Cookie") == "\(test.cookie); HttpOnly; SameSite=Strict; Path=/")

        let page = try #require(try await test.exchange(test.request("GET", "/?theme=dark")))
        #expect(page.status == 200)
        let csp = try #require(page.header("Content-Security-Policy"))
        let nonce = try #require(csp.split(separator: "'").first { $0.hasPrefix("nonce-") }?.dropFirst(6))
        #expect(page.text.contains("<script nonce=\"\(nonce)\">"), "the page got the nonce its CSP names")
        let again = try #require(try await test.exchange(test.request()))
        #expect(!again.text.contains(String(nonce)), "a fresh nonce per response")
    }

    @Test func aForeignHostIsRefusedAndTheConnectionClosed() async throws {
        let test = try TestServer()
        defer { Task { await test.server.stop() } }
        let client = try await HTTPTestClient.connect(port: test.port)
        try await client.send("GET / HTTP/1.1\r\nHost: attacker.example:\(test.port)\r\nCookie: \(test.cookie)\r\n\r\n")
        let response = try #require(try await client.readResponse())
        #expect(response.status == 421)
        #expect(response.header("Connection") == "close")
        #expect(await client.waitForClose())
    }

    @Test func aCrossOriginPostIs403AndTheOwnOriginsIsServed() async throws {
        let test = try TestServer()
        defer { Task { await test.server.stop() } }
        let foreign = test.request("POST", "/echo", body: "hi").replacingOccurrences(
            of: "Origin: http://\(test.host)", with: "Origin: http://evil.example")
        #expect(try await test.exchange(foreign)?.status == 403)
        let own = try #require(try await test.exchange(test.request("POST", "/echo", body: "hi")))
        #expect(own.status == 200)
        #expect(own.text == "hi")
    }

    @Test func oversizedRequestLinesAndHeadsGet414And431() async throws {
        let test = try TestServer()
        defer { Task { await test.server.stop() } }
        let longTarget = "/" + String(repeating: "a", count: 20_000)
        #expect(try await test.exchange("GET \(longTarget) HTTP/1.1\r\nHost: \(test.host)\r\n\r\n")?.status == 414)
        let bigHeader = "X-Big: " + String(repeating: "b", count: 40_000)
        #expect(try await test.exchange(test.request(headers: [bigHeader]))?.status == 431)
        let manyHeaders = (0..<100).map { "X-\($0): y" }
        #expect(try await test.exchange(test.request(headers: manyHeaders))?.status == 431)
        let tooLong = test.request("POST", "/echo").replacingOccurrences(of: "Content-Length: 0", with: "Content-Length: \(2 << 20)")
        #expect(try await test.exchange(tooLong)?.status == 413, "refused before the body is sent")
        #expect(try await test.exchange(test.request())?.status == 200, "and the server still serves")
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() async throws {
        let test = try TestServer()
        defer { Task { await test.server.stop() } }
        let client = try await HTTPTestClient.connect(port: test.port)
        try await client.send(test.request("POST", "/echo", body: "one") + test.request("POST", "/echo", body: "two"))
        #expect(try await client.readResponse()?.text == "one")
        #expect(try await client.readResponse()?.text == "two")
        try await client.send(test.request("HEAD", "/"))
        let head = try #require(try await client.readHead())
        #expect(head.status == 200)
        #expect(Int(head.header("Content-Length") ?? "") ?? 0 > 0, "HEAD tells the length")
        try await client.send(test.request("POST", "/echo", body: "three"))
        #expect(try await client.readResponse()?.text == "three", "and sends no body")
        #expect(test.server.statistics.acceptedConnections == 1)
    }

    @Test func idleConnectionsAndASlowClientNeitherStarveOthersNorGrowTheServer() async throws {
        var limits = HTTPLimits()
        limits.connections = 32
        let test = try TestServer(limits: limits)
        defer { Task { await test.server.stop() } }
        var idle: [HTTPTestClient] = []
        for _ in 0..<200 { idle.append(try await HTTPTestClient.connect(port: test.port)) }
        let slow = try await HTTPTestClient.connect(port: test.port)
        try await slow.send("GET / HTTP/1.1\r\nHost: \(test.host)\r\nX-Slow: ")

        let answer = try #require(try await test.exchange(test.request()))
        #expect(answer.status == 200, "a client arriving after 200 idle ones is served")
        let statistics = test.server.statistics
        #expect(statistics.openConnections <= 32)
        #expect(statistics.acceptedConnections >= 202)
        #expect(statistics.evictedConnections >= 202 - 32, "idle connections made room")
        #expect(statistics.refusedConnections == 0)

        // The slow client is not idle: it keeps its place until its request times out.
        test.clock.advance(by: HTTPTimeouts().request)
        let timedOut = try #require(try await slow.readResponse())
        #expect(timedOut.status == 408)
        #expect(await slow.waitForClose())
        var evicted = 0
        for client in idle.prefix(100) where await client.waitForClose() { evicted += 1 }
        #expect(evicted == 100, "the oldest idle connections were closed, not left hanging")
    }

    @Test func connectionsLingeringAfterTheirLastResponseMakeRoomAtTheLimit() async throws {
        var limits = HTTPLimits()
        limits.connections = 2
        let test = try TestServer(limits: limits)
        defer { Task { await test.server.stop() } }
        // Two clients send garbage, read their 400 and keep their sockets open: the server
        // lingers on both for the linger time, reading what else they send.
        var garbage: [HTTPTestClient] = []
        for _ in 0..<2 {
            let client = try await HTTPTestClient.connect(port: test.port)
            try await client.send("HELLO\r\n\r\n")
            #expect(try await client.readResponse()?.status == 400)
            garbage.append(client)
        }
        let answer = try #require(try await test.exchange(test.request()))
        #expect(answer.status == 200, "a lingering connection made room")
        #expect(test.server.statistics.refusedConnections == 0)
        #expect(test.server.statistics.evictedConnections == 1)
        withExtendedLifetime(garbage) {}  // their sockets stay open to the end
    }

    @Test func anIdleConnectionIsClosedAtTheIdleTimeout() async throws {
        let test = try TestServer()
        defer { Task { await test.server.stop() } }
        let client = try await HTTPTestClient.connect(port: test.port)
        try await client.send(test.request())
        #expect(try await client.readResponse()?.status == 200)
        test.clock.advance(by: HTTPTimeouts().idle)
        #expect(await client.waitForClose())
        try await waitUntil("the server to count the connection closed") { test.server.statistics.openConnections == 0 }
    }

    @Test func anEventStreamDeliversPushesAndHeartbeatsAndEndsWhenTheServerStops() async throws {
        let test = try TestServer()
        let client = try await HTTPTestClient.connect(port: test.port)
        try await client.send(test.request("GET", "/events"))
        let head = try #require(try await client.readHead())
        #expect(head.status == 200)
        #expect(head.header("Content-Type") == "text/event-stream; charset=utf-8")
        #expect(head.header("Content-Length") == nil)
        #expect(try await client.readEvent() == ["retry": "1000"])
        try await waitUntil("the stream to subscribe") { test.channel.subscriberCount == 1 }

        let id = try #require(test.channel.publish(event: "card", data: "<article>one\ntwo</article>"))
        #expect(try await client.readEvent() == ["id": id, "event": "card", "data": "<article>one\ntwo</article>"])
        test.clock.advance(by: HTTPTimeouts().heartbeat)
        #expect(try await client.readEvent() == ["": "heartbeat"])

        await test.server.stop()
        #expect(try await client.readEvent() == nil, "the stream ends with the server")
        try await waitUntil("the subscription to end") { test.channel.subscriberCount == 0 }
        #expect(test.server.statistics.openConnections == 0)
    }

    @Test func aReconnectingStreamIsCaughtUp() async throws {
        let test = try TestServer()
        defer { Task { await test.server.stop() } }
        let seen = try #require(test.channel.publish(data: "1"))
        test.channel.publish(data: "2")
        let client = try await HTTPTestClient.connect(port: test.port)
        try await client.send(test.request("GET", "/events", headers: ["Last-Event-ID: \(seen)"]))
        #expect(try await client.readHead()?.status == 200)
        #expect(try await client.readEvent()?["retry"] != nil)
        #expect(try await client.readEvent()?["data"] == "2")
    }

    @Test func malformedRequestsOverRealSocketsGetAnErrorOrACleanClose() async throws {
        let test = try TestServer()
        defer { Task { await test.server.stop() } }
        var inputs = MalformedRequests(seed: 7, host: test.host)
        for iteration in 0..<150 {
            let bytes = inputs.next()
            let client = try await HTTPTestClient.connect(port: test.port)
            try await client.send(bytes)
            client.shutdownSending()
            // Status lines only: a HEAD's response announces a body it does not carry.
            if let head = try await client.readHead() {
                #expect(head.status >= 200 && head.status != 500 && head.status < 600, "iteration \(iteration): \(head.status)")
            }
            #expect(await client.waitForClose(), "iteration \(iteration): the server closes once the client has")
        }
        #expect(try await test.exchange(test.request())?.status == 200, "the server still serves")
        try await waitUntil("every fuzz connection to close") { test.server.statistics.openConnections == 0 }
    }
}
