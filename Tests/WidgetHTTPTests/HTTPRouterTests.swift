import Testing
import WidgetJSON

@testable import WidgetHTTP

@Suite struct HTTPRouterTests {
    struct Toggle: Codable, Sendable {
        var item: String
        var on: Bool
    }

    var router: HTTPRouter {
        var router = HTTPRouter()
        router.get("/") { _ in .text("home") }
        router.get("/widgets/{id}/trace") { request in .text("trace of \(request.pathParameters["id"] ?? "?")") }
        router.post("/widgets/{id}/toggle", json: Toggle.self) { request, toggle in
            .json(["widget": request.pathParameters["id"] ?? "", "item": toggle.item, "on": toggle.on ? "yes" : "no"])
        }
        router.asset("/static/app.js", contentType: "text/javascript", bytes: Array("1".utf8))
        return router
    }

    func respond(_ method: HTTPMethod, _ target: String, body: String = "", contentType: String? = nil) async -> HTTPResponse {
        var request = HTTPRequest(method: method, target: target, body: Array(body.utf8))
        if let contentType { request.headers.add("Content-Type", contentType) }
        return await router.respond(to: request)
    }

    func body(_ response: HTTPResponse) -> String {
        if case .bytes(let bytes) = response.body { String(decoding: bytes, as: UTF8.self) } else { "<stream>" }
    }

    @Test func routesExactPathsAndPatterns() async {
        #expect(body(await respond(.get, "/?x=1")) == "home", "the query is not part of the path")
        #expect(body(await respond(.head, "/")) == "home", "HEAD runs GET's handler")
        #expect(body(await respond(.get, "/widgets/flight%20status/trace")) == "trace of flight status")
        #expect(await respond(.get, "/widgets//trace").status == .notFound, "an empty segment is no value")
        #expect(await respond(.get, "/nothing").status == .notFound)
        #expect(await respond(.get, "/static/app.js").headers["Content-Type"] == "text/javascript")
    }

    @Test func aWrongMethodIs405WithAllow() async {
        let home = await respond(.post, "/", body: "x")
        #expect(home.status == .methodNotAllowed)
        #expect(home.headers["Allow"] == "GET, HEAD")
        let toggle = await respond(.get, "/widgets/a/toggle")
        #expect(toggle.status == .methodNotAllowed)
        #expect(toggle.headers["Allow"] == "POST")
    }

    @Test func typedPostsDecodeTheirJSONBody() async throws {
        let ok = await respond(
            .post, "/widgets/checklist/toggle", body: #"{"item":"passport","on":true}"#, contentType: "application/json; charset=utf-8")
        #expect(ok.status == .ok)
        let answer = try JSONValue(parsing: body(ok))
        #expect(answer == ["item": "passport", "on": "yes", "widget": "checklist"])
        #expect(await respond(.post, "/widgets/c/toggle", body: #"{"item":1}"#, contentType: "application/json").status == .badRequest)
        #expect(
            await respond(.post, "/widgets/c/toggle", body: "item=a", contentType: "application/x-www-form-urlencoded").status
                == .unsupportedMediaType)
    }
}

@Suite struct HTTPResponseEncoderTests {
    func head(_ headers: HTTPHeaders, status: HTTPStatus = .ok, length: Int? = 3, keepAlive: Bool = true) -> String {
        String(
            decoding: HTTPResponseEncoder.head(
                status: status, headers: headers, extraHeaders: ["X-Content-Type-Options": "nosniff"], contentLength: length,
                keepAlive: keepAlive, date: "Thu, 01 Jan 1970 00:00:00 GMT"),
            as: UTF8.self)
    }

    @Test func theServerOwnsFramingAndNoHandlerCanSplitTheResponse() {
        let text = head([
            "Content-Type": "text/plain", "Content-Length": "999", "Connection": "keep-alive", "X-Evil": "a\r\nSet-Cookie: b=c",
            "Bad Name": "x", "X-Content-Type-Options": "sniff-please",
        ])
        #expect(
            text
                == "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n"
                + "Date: Thu, 01 Jan 1970 00:00:00 GMT\r\nContent-Length: 3\r\n\r\n")
    }

    @Test func closingAndStreamingResponsesSaySo() {
        let stream = head(["Cache-Control": "no-cache"], length: nil, keepAlive: false)
        #expect(stream.contains("Cache-Control: no-cache\r\n"))
        #expect(!stream.contains("no-store"))
        #expect(!stream.contains("Content-Length"), "a stream is delimited by the close")
        #expect(stream.hasSuffix("Connection: close\r\n\r\n"))
        #expect(!head([:], status: .noContent, length: 0).contains("Content-Length"))
    }

    @Test(arguments: [
        (0, "Thu, 01 Jan 1970 00:00:00 GMT"),
        (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT"),
        (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"),
        (4_102_444_799, "Thu, 31 Dec 2099 23:59:59 GMT"),
    ])
    func datesAreIMFFixdates(seconds: Int, expected: String) {
        #expect(HTTPDate.format(secondsSince1970: seconds) == expected)
    }
}
