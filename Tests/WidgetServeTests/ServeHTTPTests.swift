import Foundation
import Glibc
import Testing
import WidgetHTTP
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetServe

/// The page's routes over real sockets, on a scripted dashboard: the shell and its CSP,
/// commands and stale clicks, the inspector's stream, and what idle or malformed clients do
/// (nothing to the page's updates).
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ServeHTTPTests {
    /// A served scripted dashboard and the headers its page's browser would send.
    struct Served {
        let dashboard: ScriptedDashboard
        let server: DashboardServer

        init(_ dashboard: ScriptedDashboard, logPath: String? = nil) throws {
            self.dashboard = dashboard
            var options = DashboardServer.Options()
            options.logPath = logPath
            options.sampleInterval = .milliseconds(200)
            server = try DashboardServer(dashboard: dashboard, options: options)
        }

        var port: UInt16 { server.server.port }
        var host: String { "127.0.0.1:\(port)" }

        func request(_ method: String = "GET", _ target: String, json: String? = nil, origin: String? = nil) -> String {
            var lines = [
                "\(method) \(target) HTTP/1.1", "Host: \(host)",
                "Cookie: \(server.server.policy.cookieName)=\(server.server.policy.token.value)",
            ]
            if method == "POST" {
                lines += ["Origin: \(origin ?? "http://\(host)")", "Content-Length: \(json?.utf8.count ?? 0)"]
                if json != nil { lines.append("Content-Type: application/json") }
            }
            return lines.joined(separator: "\r\n") + "\r\n\r\n" + (json ?? "")
        }

        func exchange(_ request: String) async throws -> HTTPTestResponse {
            try #require(try await HTTPTestClient.exchange(port: port, request))
        }

        func json(_ request: String) async throws -> (status: Int, body: JSONValue) {
            let response = try await exchange(request)
            return (response.status, try JSONValue(parsing: response.body))
        }

        /// An event stream client of the page's events, past its first (retry) block.
        func subscribe(since: String?) async throws -> HTTPTestClient {
            let client = try await HTTPTestClient.connect(port: port)
            try await client.send(request("GET", "/events" + (since.map { "?since=\($0)" } ?? "")))
            #expect(try await client.readHead()?.status == 200)
            return client
        }

        /// The next event of `type` on `client`.
        func next(_ type: String, on client: HTTPTestClient) async throws -> JSONValue {
            while let event = try await client.readEvent() {
                if event["event"] == type, let data = event["data"] { return try JSONValue(parsing: Array(data.utf8)) }
            }
            throw StreamEnded(expected: type)
        }

        func stop() async {
            await server.stop()
            dashboard.finish()
        }
    }

    struct StreamEnded: Error, CustomStringConvertible {
        var expected: String
        var description: String { "the stream ended before a \(expected) event" }
    }

    static func twoCards() -> ScriptedDashboard {
        ScriptedDashboard(servedState([ScriptedDashboard.card("a", text: "A"), ScriptedDashboard.card("b", text: "B")])) { command, _ in
            if case .hide = command { return .refused("The widget \"a\" does not let its card be hidden.") }
            return .done
        }
    }

    @Test func aServerDroppedWithoutStopLetsGoOfTheDashboard() async throws {
        let dashboard = ScriptedDashboard(servedState([ScriptedDashboard.card("a", text: "A")]))
        do {
            let served = try Served(dashboard)
            try await waitUntil("the page to follow the dashboard's states and records") { dashboard.openStreams == 2 }
            withExtendedLifetime(served) {}
        }
        try await waitUntil("the dropped server to end its streams") { dashboard.openStreams == 0 }
    }

    @Test func theShellAndItsAssetsNeedNoExceptionToTheStrictCSP() async throws {
        let served = try Served(Self.twoCards())
        defer { Task { await served.stop() } }
        let shell = try await served.exchange(served.request("GET", "/"))
        #expect(shell.status == 200)
        let csp = try #require(shell.header("Content-Security-Policy"))
        #expect(csp.hasPrefix("default-src 'none'"))
        #expect(!csp.contains("unsafe"), "no inline anything")
        #expect(shell.text.contains("<script src=\"/static/page.js\" defer></script>"))
        #expect(shell.text.firstMatch(of: /<script(?![^>]*\bsrc=)/) == nil, "no inline script")
        #expect(!shell.text.contains("style="), "no style attribute")
        #expect(!shell.text.contains("<style"), "no style element")
        let script = try await served.exchange(served.request("GET", "/static/page.js"))
        #expect(script.status == 200)
        #expect(script.header("Content-Type")?.hasPrefix("text/javascript") == true)
        #expect(script.text.contains("new EventSource('/events'"))
        let theme = try await served.exchange(served.request("GET", "/static/theme.css"))
        #expect(theme.text.contains(":root[data-appearance=\"dark\"]{color-scheme:dark;--c-accent:#409CFF"))
        #expect(try await served.exchange(served.request("GET", "/static/cells.css")).status == 200)
        // The tab's icon, so a browser never asks for /favicon.ico (and logs its 404).
        #expect(shell.text.contains("<link rel=\"icon\" href=\"/static/favicon.svg\" type=\"image/svg+xml\">"))
        let icon = try await served.exchange(served.request("GET", "/static/favicon.svg"))
        #expect(icon.status == 200 && icon.header("Content-Type") == "image/svg+xml" && icon.text.hasPrefix("<svg"))
        let state = try await served.json(served.request("GET", "/api/state"))
        #expect(state.body["cards"]?.arrayValue?.map { $0["id"]?.stringValue ?? "" } == ["a", "b"])
        #expect(state.body["meta"]?["title"] == "Test dashboard")
    }

    @Test func commandsReachTheDashboardAndStaleOrForeignClicksDoNot() async throws {
        let served = try Served(Self.twoCards())
        defer { Task { await served.stop() } }
        let dashboard = served.dashboard
        try await waitUntil("the page to have its cards") {
            (try? await served.json(served.request("GET", "/api/state")).body["cards"]?.arrayValue?.count) == 2
        }

        #expect(try await served.json(served.request("POST", "/api/widgets/a/tap")).body == ["outcome": "done"])
        #expect(try await served.exchange(served.request("POST", "/api/widgets/zz/tap")).status == 404)
        #expect(try await served.exchange(served.request("POST", "/api/widgets/a/explode")).status == 404)
        let refused = try await served.json(served.request("POST", "/api/widgets/a/hide"))
        #expect(refused.status == 409)
        #expect(refused.body["message"]?.stringValue?.contains("does not let its card be hidden") == true)

        let version = try #require(
            try await served.json(served.request("GET", "/api/state")).body["cards"]?.arrayValue?.first?["v"]?.intValue)
        let click = "{\"surface\": \"card\", \"widget\": \"a\", \"v\": \(version), \"index\": 0}"
        #expect(try await served.json(served.request("POST", "/api/action", json: click)).status == 200)
        #expect(try await served.exchange(served.request("POST", "/api/action", json: "{\"surface\": \"card\"}")).status == 400)
        #expect(try await served.exchange(served.request("POST", "/api/width", json: "{\"width\": 500}")).status == 400)
        #expect(try await served.json(served.request("POST", "/api/width", json: "{\"width\": 320}")).status == 200)
        #expect(try await served.json(served.request("POST", "/api/dialog/header", json: "{\"id\": \"done\"}")).status == 200)
        #expect(try await served.json(served.request("POST", "/api/dialog/back")).status == 200)
        let foreign = served.request("POST", "/api/widgets/b/tap", origin: "http://evil.example")
        #expect(try await served.exchange(foreign).status == 403)
        #expect(
            dashboard.commands == [
                .tap(widget: "a"), .hide(widget: "a"), .perform(.invoke(id: "press"), widget: "a", source: .cell), .setWidth(320),
                .pressHeaderButton(id: "done"), .back,
            ])

        dashboard.update { $0.cards[0] = ScriptedDashboard.card("a", text: "A, redrawn") }
        try await waitUntil("the redrawn card") {
            (try? await served.json(served.request("GET", "/api/state")).body["cards"]?.arrayValue?.first?["v"]?.intValue) != version
        }
        let stale = try await served.json(served.request("POST", "/api/action", json: click))
        #expect(stale.status == 409, "a click on the old drawing is not run")
        #expect(stale.body["outcome"] == "changed")
        #expect(dashboard.commands.count == 6)
    }

    @Test func theInspectorStreamsStateTraceAndCostOnlyWhileOpen() async throws {
        let served = try Served(Self.twoCards())
        defer { Task { await served.stop() } }
        let sleeper = try TestProcess(executable: "/bin/sleep", arguments: ["60"])
        defer {
            sleeper.kill()
            Task { _ = await sleeper.waitForExit() }
        }
        served.dashboard.setInspection(
            WidgetInspection(
                widgetID: "a", status: "ready", pid: sleeper.pid, instance: 1, command: ["/bin/sleep", "60"], standardErrorTail: ["hello"]))
        let request: JSONValue = [
            "time": "2026-12-01T10:00:00.000000Z", "seq": 1, "widget": "a", "direction": "toWidget", "kind": "request",
            "method": "configureCell",
        ]
        served.dashboard.record(request)
        try await waitUntil("the record to reach the book") { served.server.book.recent("a", limit: 10).count == 1 }

        // The panel is open while this block runs; its connection closes with the block.
        do {
            let client = try await HTTPTestClient.connect(port: served.port)
            try await client.send(served.request("GET", "/api/widgets/a/inspector"))
            #expect(try await client.readHead()?.status == 200)
            let backlog = try await served.next("trace", on: client)
            #expect(backlog.arrayValue?.first?["method"] == "configureCell")
            let inspection = try await served.next("inspection", on: client)
            #expect(inspection["pid"]?.intValue == Int64(sleeper.pid))
            #expect(inspection["stderr"] == ["hello"])
            let cost = try await served.next("cost", on: client)
            #expect((cost["rssBytes"]?.intValue ?? 0) > 0, "the sleeper's memory: \(cost)")
            #expect(cost["processes"] == 1)

            served.dashboard.record([
                "seq": 2, "widget": "a", "direction": "host", "kind": "exited", "text": "the widget exited with code 3",
            ])
            var row: JSONValue?
            while row?["seq"] != 2 { row = try await served.next("trace", on: client).arrayValue?.first }
            #expect(row?["error"] == "the widget exited with code 3")
            let whole = try await served.json(served.request("GET", "/api/widgets/a/records/1"))
            #expect(whole.body == request, "a row's whole record")
            #expect(try await served.exchange(served.request("GET", "/api/widgets/a/records/99")).status == 404)
            #expect(try await served.exchange(served.request("GET", "/api/widgets/zz/inspector")).status == 404)

            #expect(served.server.book.subscriberCount("a") == 1)
        }
        try await waitUntil("the closed inspector to stop following and sampling") { served.server.book.subscriberCount("a") == 0 }
    }

    @Test func twoHundredIdleConnectionsDoNotStopThePageUpdating() async throws {
        let served = try Served(Self.twoCards())
        defer { Task { await served.stop() } }
        let since = try await served.json(served.request("GET", "/api/state")).body["lastEventID"]?.stringValue
        let page = try await served.subscribe(since: since)
        var idle: [HTTPTestClient] = []
        for _ in 0..<200 { idle.append(try await HTTPTestClient.connect(port: served.port)) }
        #expect(try await served.exchange(served.request("GET", "/api/state")).status == 200, "a request after 200 idle connections")

        served.dashboard.update { $0.cards[1] = ScriptedDashboard.card("b", text: "B, updated") }
        let card = try await served.next("card", on: page)
        #expect(card["id"] == "b")
        #expect(card["html"]?.stringValue?.contains("B, updated") == true)
        let statistics = served.server.server.statistics
        #expect(statistics.openConnections <= HTTPLimits().connections, "connections, and so memory, stay bounded")
        #expect(statistics.evictedConnections >= 200 - HTTPLimits().connections)
        #expect(statistics.refusedConnections == 0)
        idle.removeAll()
    }

    @Test func malformedRequestsNeverDisturbTheDashboard() async throws {
        let served = try Served(Self.twoCards())
        defer { Task { await served.stop() } }
        let since = try await served.json(served.request("GET", "/api/state")).body["lastEventID"]?.stringValue
        let page = try await served.subscribe(since: since)
        var random = SplitMix64(seed: 20)
        let valid = [
            served.request("POST", "/api/action", json: "{\"surface\": \"card\", \"widget\": \"a\", \"v\": 1, \"index\": 0}"),
            served.request("POST", "/api/width", json: "{\"width\": 375}"), served.request("GET", "/api/widgets/a/inspector"),
            served.request("GET", "/api/widgets/a/records/1"), served.request("POST", "/api/widgets/a/tap"),
        ].map { Array($0.utf8) }
        var answered = 0
        for round in 0..<200 {
            var bytes = valid[round % valid.count]
            if round % 4 == 0 {
                bytes = (0..<Int.random(in: 1..<200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            } else {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
                    case 1: bytes.removeSubrange(at...)
                    default:
                        bytes.insert(
                            contentsOf: Array(
                                repeating: UInt8.random(in: 0...255, using: &random), count: Int.random(in: 1...2000, using: &random)),
                            at: at)
                    }
                    if bytes.isEmpty { bytes = [0x0D] }
                }
            }
            let client = try await HTTPTestClient.connect(port: served.port)
            try? await client.send(bytes)
            client.shutdownSending()
            if let response = try? await client.readHead() {
                // 4xx; or 501 and 505 for a method or version the server does not speak.
                #expect(response.status < 500 || [501, 505].contains(response.status), "round \(round): \(response.status)")
                answered += 1
            }
        }
        #expect(answered > 100, "most got an answer")
        served.dashboard.update { $0.cards[0] = ScriptedDashboard.card("a", text: "A, after the storm") }
        var card = try await served.next("card", on: page)
        while card["id"] != "a" { card = try await served.next("card", on: page) }
        #expect(card["html"]?.stringValue?.contains("after the storm") == true, "the page still updates")
    }

    @Test func theLogDownloadsAsAnAttachment() async throws {
        let directory = temporaryDirectory("log")
        let path = directory + "/serve-run.jsonl"
        try Data("{\"seq\":1}\n".utf8).write(to: URL(fileURLWithPath: path))
        let served = try Served(Self.twoCards(), logPath: path)
        defer { Task { await served.stop() } }
        let log = try await served.exchange(served.request("GET", "/log"))
        #expect(log.status == 200)
        #expect(log.text == "{\"seq\":1}\n")
        #expect(log.header("Content-Disposition") == "attachment; filename=\"serve-run.jsonl\"")
        let shell = try await served.exchange(served.request("GET", "/"))
        #expect(shell.text.contains("href=\"/log\" download"))
    }
}
