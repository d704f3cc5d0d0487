import WidgetHTTP
import WidgetRPC
import WidgetTestSupport

/// A server for the socket tests, with a page, an echo and an event stream, and the headers a
/// browser holding the cookie would send.
struct TestServer {
    let server: HTTPServer
    let channel: EventChannel
    let clock: ManualClock

    init(limits: HTTPLimits = HTTPLimits(), timeouts: HTTPTimeouts = HTTPTimeouts()) throws {
        let channel = EventChannel()
        var router = HTTPRouter()
        router.get("/") { request in
            .html("<!doctype html><title>t</title><script nonce=\"\(request.contentSecurityNonce)\">ok = 1</script>")
        }
        router.post("/echo") { request in .bytes(request.body, contentType: "application/octet-stream") }
        router.events("/events", from: channel)
        var configuration = HTTPServerConfiguration()
        configuration.limits = limits
        configuration.timeouts = timeouts
        let clock = ManualClock()
        self.server = try HTTPServer(configuration: configuration, router: router, clock: MonotonicClock(clock))
        self.channel = channel
        self.clock = clock
    }

    var port: UInt16 { server.port }
    var host: String { "127.0.0.1:\(server.port)" }
    var cookie: String { "\(server.policy.cookieName)=\(server.policy.token.value)" }

    /// A request with this server's Host and cookie (and Origin, for a POST).
    func request(_ method: String = "GET", _ target: String = "/", headers: [String] = [], body: String = "") -> String {
        var lines = ["\(method) \(target) HTTP/1.1", "Host: \(host)", "Cookie: \(cookie)"]
        if method == "POST" { lines += ["Origin: http://\(host)", "Content-Length: \(body.utf8.count)"] }
        return (lines + headers).joined(separator: "\r\n") + "\r\n\r\n" + body
    }

    /// Sends `request` on a fresh connection and reads the response (nil: closed without one).
    func exchange(_ request: String) async throws -> HTTPTestResponse? {
        try await HTTPTestClient.exchange(port: port, request)
    }
}
