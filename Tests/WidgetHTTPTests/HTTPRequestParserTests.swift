import Testing

@testable import WidgetHTTP

@Suite struct HTTPRequestParserTests {
    static let host = "Host: 127.0.0.1:8080\r\n"

    /// The outcome of feeding `text` whole.
    func parse(_ text: String, limits: HTTPLimits = HTTPLimits()) -> HTTPRequestParser.Outcome {
        var parser = HTTPRequestParser(limits: limits)
        parser.append(Array(text.utf8))
        return parser.next()
    }

    func status(_ text: String, limits: HTTPLimits = HTTPLimits()) -> Int? {
        switch parse(text, limits: limits) {
        case .rejected(let rejection): rejection.status.code
        case .request: 200
        case .incomplete: nil
        }
    }

    @Test func parsesAGetWithHeadersAndQuery() throws {
        let outcome = parse("GET /events?since=a.1&x=%41+b HTTP/1.1\r\n\(Self.host)Cookie: a=1; b=2\r\nAccept:  text/html \r\n\r\n")
        guard case .request(let request) = outcome else { Issue.record("not a request: \(outcome)"); return }
        #expect(request.method == .get)
        #expect(request.path == "/events")
        #expect(request.queryValue("since") == "a.1")
        #expect(request.queryValue("x") == "A b")
        #expect(request.headers["accept"] == "text/html", "optional whitespace is trimmed, names match in any case")
        #expect(request.cookies == ["a": "1", "b": "2"])
        #expect(request.keepAlive)
        #expect(request.body.isEmpty)
    }

    @Test func readsABodyByContentLengthAndKeepsTheNextRequestBuffered() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("POST /a HTTP/1.1\r\n\(Self.host)Content-Length: 5\r\n\r\nhel".utf8))
        #expect(parser.next() == .incomplete)
        parser.append(Array("loGET /b HTTP/1.1\r\n\(Self.host)Connection: close\r\n\r\n".utf8))
        guard case .request(let first) = parser.next() else { Issue.record("no first request"); return }
        #expect(first.body == Array("hello".utf8))
        guard case .request(let second) = parser.next() else { Issue.record("no pipelined request"); return }
        #expect(second.path == "/b")
        #expect(!second.keepAlive)
        #expect(parser.next() == .incomplete)
        #expect(parser.bufferedByteCount == 0)
    }

    @Test func acceptsARequestSplitAtEveryByte() throws {
        let text = Array("POST /x?y=1 HTTP/1.1\r\n\(Self.host)Content-Length: 3\r\n\r\nabc".utf8)
        var parser = HTTPRequestParser()
        for (index, byte) in text.enumerated() {
            parser.append([byte])
            let outcome = parser.next()
            if index < text.count - 1 {
                #expect(outcome == .incomplete, "after byte \(index)")
            } else {
                guard case .request(let request) = outcome else { Issue.record("\(outcome)"); return }
                #expect(request.body == Array("abc".utf8))
            }
        }
    }

    @Test func oneEmptyLineBeforeTheRequestLineIsIgnoredTwoAreNot() {
        #expect(status("\r\nGET / HTTP/1.1\r\n\(Self.host)\r\n") == 200)
        #expect(status("\r\n\r\nGET / HTTP/1.1\r\n\(Self.host)\r\n") == 400)
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\n\(host)\r\n", 400, "bare LF ending the request line"),
        ("GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n", 400, "bare CR inside a field"),
        ("GET / HTTP/1.1\r\n\(host) folded\r\n\r\n", 400, "obsolete line folding"),
        ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400, "whitespace before the colon"),
        ("GET / HTTP/1.1\r\n\(host)X-A: a\u{1}b\r\n\r\n", 400, "a control byte in a value"),
        ("GET / HTTP/1.1\r\n\r\n", 400, "no Host in HTTP/1.1"),
        ("GET / HTTP/1.1\r\n\(host)\(host)\r\n", 400, "two Hosts"),
        ("GET  / HTTP/1.1\r\n\(host)\r\n", 400, "two spaces"),
        ("GET http://evil/ HTTP/1.1\r\n\(host)\r\n", 400, "absolute form"),
        ("GET /a#b HTTP/1.1\r\n\(host)\r\n", 400, "a fragment"),
        ("GET /a%2 HTTP/1.1\r\n\(host)\r\n", 400, "a short escape"),
        ("GET /a%zz HTTP/1.1\r\n\(host)\r\n", 400, "a non-hex escape"),
        ("GET /\u{e9} HTTP/1.1\r\n\(host)\r\n", 400, "non-ASCII in the target"),
        ("GET / HTTP/1.1 \r\n\(host)\r\n", 400, "a trailing space"),
        ("GET / HTTX/1.1\r\n\(host)\r\n", 400, "not a version"),
        ("GET / HTTP/2.0\r\n\(host)\r\n", 505, "another version"),
        ("PUT / HTTP/1.1\r\n\(host)\r\n", 501, "an unimplemented method"),
        ("POST / HTTP/1.1\r\n\(host)\r\n", 411, "a POST without length"),
        ("POST / HTTP/1.1\r\n\(host)Content-Length: 1\r\nContent-Length: 1\r\n\r\nx", 400, "two Content-Lengths"),
        ("POST / HTTP/1.1\r\n\(host)Content-Length: 1, 1\r\n\r\nx", 400, "a Content-Length list"),
        ("POST / HTTP/1.1\r\n\(host)Content-Length: +1\r\n\r\nx", 400, "a signed Content-Length"),
        ("POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 501, "chunked"),
        ("POST / HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n", 400, "TE and CL"),
        ("GET / HTTP/1.1\r\n\(host)Expect: teapot\r\n\r\n", 417, "an unknown expectation"),
        ("\u{16}\u{3}\u{1}\u{2}\u{0}", 400, "a TLS handshake"),
    ])
    func rejectsMalformedFraming(text: String, expected: Int, what: String) {
        #expect(status(text) == expected, "\(what)")
    }

    @Test func rejectsGarbageAtItsFirstImpossibleByte() {
        #expect(status("G\u{0}") == 400, "without waiting for a line end")
        #expect(status("<html>") == 400)
        #expect(status("ABCDEFGHIJKLMNOPQRSTUVWXYZ") == 501, "a method longer than any known one")
        #expect(status("GET /a") == nil, "a plausible prefix waits")
    }

    @Test func limitsAnswerWithTheirOwnStatus() {
        var limits = HTTPLimits()
        limits.requestLineBytes = 100
        limits.headerBytes = 300
        limits.headerCount = 5
        limits.bodyBytes = 10
        let longTarget = "GET /" + String(repeating: "a", count: 200)
        #expect(status(longTarget, limits: limits) == 414, "refused before the line ends")
        #expect(status(longTarget + " HTTP/1.1\r\n\r\n", limits: limits) == 414)
        let manyFields = (0..<6).map { "X-\($0): y\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\n\(Self.host)\(manyFields)\r\n", limits: limits) == 431)
        let bigField = "X-Big: " + String(repeating: "b", count: 400)
        #expect(status("GET / HTTP/1.1\r\n\(Self.host)\(bigField)", limits: limits) == 431, "refused before the head ends")
        #expect(status("POST / HTTP/1.1\r\n\(Self.host)Content-Length: 11\r\n\r\n", limits: limits) == 413, "refused before the body comes")
        #expect(status("POST / HTTP/1.1\r\n\(Self.host)Content-Length: 10\r\n\r\n0123456789", limits: limits) == 200)
    }

    @Test func aRejectionIsFinal() {
        var parser = HTTPRequestParser()
        parser.append(Array("BAD\u{1}".utf8))
        guard case .rejected(let first) = parser.next() else { Issue.record("not rejected"); return }
        parser.append(Array("GET / HTTP/1.1\r\n\(Self.host)\r\n".utf8))
        #expect(parser.next() == .rejected(first))
        #expect(parser.bufferedByteCount == 0, "nothing more is kept")
    }

    @Test func http10ClosesAfterOneResponse() throws {
        guard case .request(let request) = parse("GET / HTTP/1.0\r\n\r\n") else { Issue.record("not parsed"); return }
        #expect(request.version == .http1_0)
        #expect(!request.keepAlive)
    }
}
