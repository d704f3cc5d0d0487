import Foundation
import Testing
import WidgetHTTP
import WidgetJSON
import WidgetRPC
import WidgetTestSupport

/// The server and a real browser: the token flow, the cookie's flags, the CSP as Chromium
/// enforces it, a same-origin POST, keys, and an event pushed into the page's DOM. Proves the
/// DevTools driver (``HeadlessChromium``) the page's tests will use.
@Suite(.serialized, .timeLimit(.minutes(10)))  // browsers take turns (BrowserSlot): the limit covers the wait
struct BrowserTests {
    static let page = """
        <!doctype html>
        <html><head><title>stream</title></head>
        <body>
        <ul id="log"></ul>
        <button id="go">go</button>
        <div id="styled" style="color: rgb(255, 0, 0)">styled</div>
        <script>window.injected = true;</script>
        <script src="/elsewhere.js"></script>
        <script src="/static/app.js"></script>
        <script nonce="NONCE">
          document.getElementById('go').addEventListener('click', () => { document.body.dataset.clicked = 'yes'; });
          const source = new EventSource('/events?since=SINCE');
          source.onopen = () => { document.body.dataset.stream = 'open'; };
          source.addEventListener('card', (event) => {
            const item = document.createElement('li');
            item.textContent = event.data;
            document.getElementById('log').append(item);
          });
        </script>
        </body></html>
        """

    @Test(.enabled(if: HeadlessChromium.isAvailable, "chromium is not installed (apt-get install -y chromium); CI fails here instead"))
    func aPageServedThroughTheTokenFlowReceivesAPushInItsDOM() async throws {
        let channel = EventChannel()
        var router = HTTPRouter()
        router.get("/") { request in
            .html(
                Self.page.replacingOccurrences(of: "NONCE", with: request.contentSecurityNonce)
                    .replacingOccurrences(of: "SINCE", with: channel.lastEventID ?? ""))
        }
        router.asset("/static/app.js", contentType: "text/javascript", bytes: Array("window.fromStatic = true;".utf8))
        router.asset("/elsewhere.js", contentType: "text/javascript", bytes: Array("window.fromElsewhere = true;".utf8))
        router.post("/echo") { request in .bytes(request.body, contentType: "text/plain") }
        router.events("/events", from: channel)
        let server = try HTTPServer(router: router)
        defer { Task { await server.stop() } }
        try await HeadlessChromium.withBrowser(width: 800, height: 600) { browser in
            let page = try await browser.newPage()
            try await page.navigate(to: server.url)
            let origin = "http://127.0.0.1:\(server.port)"
            #expect(try await page.evaluate("location.href") == .string(origin + "/"), "redirected to the URL without the token")
            #expect(try await page.evaluate("document.cookie") == "", "the cookie is HttpOnly: script cannot read it")
            let cookie = try #require(
                try await page.cookies(for: origin + "/").first { $0["name"]?.stringValue == server.policy.cookieName })
            #expect(cookie["httpOnly"] == true)
            #expect(cookie["sameSite"] == "Strict")
            #expect(cookie["path"] == "/")

            #expect(try await page.evaluate("window.injected === undefined") == true, "an inline script without the nonce is blocked")
            #expect(try await page.evaluate("window.fromElsewhere === undefined") == true, "a script outside the static path is blocked")
            #expect(try await page.evaluate("window.fromStatic === true") == true, "the static path's script runs")
            #expect(
                try await page.evaluate("getComputedStyle(document.getElementById('styled')).color") != "rgb(255, 0, 0)",
                "a style attribute is blocked")
            #expect(try await page.evaluate("fetch('/echo', {method: 'POST', body: 'same origin'}).then(r => r.text())") == "same origin")

            try await page.press(.tab)
            #expect(try await page.evaluate("document.activeElement.id") == "go")
            try await page.press(.enter)
            try await page.waitFor("document.body.dataset.clicked === 'yes'")

            try await page.waitFor("document.body.dataset.stream === 'open'")
            try await waitUntil("the page to subscribe") { channel.subscriberCount == 1 }
            channel.publish(event: "card", data: "<b>pushed</b>")
            try await page.waitFor("document.querySelector('#log li')?.textContent === '<b>pushed</b>'")
            #expect(try await page.evaluate("document.querySelectorAll('#log b').length") == 0, "pushed text stays text")

            let png = try await page.screenshot()
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        }
        await server.stop()
        try await waitUntil("the page's stream to end with the server") { channel.subscriberCount == 0 }
    }
}
