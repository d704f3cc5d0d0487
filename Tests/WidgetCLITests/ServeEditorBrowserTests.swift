import Foundation
import Testing
import WidgetJSON
import WidgetTestSupport

/// The editor of `widgets serve` in Chromium, as a user drives it: by keyboard alone, the
/// editor opened, a widget moved down and another removed, each announced with the focus kept
/// on the widget edited; by mouse, one added from the gallery (with its logo and preview); and
/// all of it kept in the layout, so the next run shows the same dashboard.
@Suite(.serialized, .timeLimit(.minutes(10)))  // browsers take turns (BrowserSlot): the limit covers the wait
struct ServeEditorBrowserTests {
    static let enabled = HeadlessChromium.isAvailable

    /// The ids of the page's cards, in order, as shown.
    static let cardOrder = "[...document.querySelectorAll('#cards .slot:not([hidden])')].map((slot) => slot.dataset.widget).join(',')"

    /// Presses Tab until the focused element matches `selector` (at most `limit` times).
    func tab(to selector: String, on page: BrowserPage, shift: Bool = false, limit: Int = 40) async throws {
        for _ in 0..<limit {
            if try await page.evaluate("document.activeElement?.matches(\(JSONValue.string(selector).serializedString())) === true")
                == true
            {
                return
            }
            try await page.press(.tab, shift: shift)
        }
        Issue.record(
            "Tab never reached \(selector); the focus is on \(try await page.evaluate("document.activeElement?.outerHTML?.slice(0, 200)"))")
        throw CancellationError()
    }

    /// A real mouse click (pressed and released) at the middle of the element `selector` matches.
    func mouseClick(_ selector: String, on page: BrowserPage) async throws {
        try await page.waitFor("document.querySelector(\(JSONValue.string(selector).serializedString()))")
        let box = try await page.evaluate(
            """
            (() => { const e = document.querySelector(\(JSONValue.string(selector).serializedString())); e.scrollIntoView();
              const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()
            """)
        guard case .array(let point) = box, point.count == 2, let x = point[0].doubleValue, let y = point[1].doubleValue else {
            throw CancellationError()
        }
        for type in ["mousePressed", "mouseReleased"] {
            _ = try await page.call(
                "Input.dispatchMouseEvent", ["type": .string(type), "x": .double(x), "y": .double(y), "button": "left", "clickCount": 1])
        }
    }

    @Test(.enabled(if: enabled, "chromium is not installed (apt-get install -y chromium); CI fails here instead"))
    func reorderAndRemoveByKeyboardAddByMouseAndItLastsAcrossARestart() async throws {
        let user = try InstallFixtures()
        defer { user.remove() }
        for (id, name) in [("alpha", "Alpha"), ("bravo", "Bravo"), ("charlie", "Charlie")] {
            let bundle = try user.bundle(id, name: name)
            try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>"#.utf8)
                .write(to: URL(fileURLWithPath: bundle + "/feed_widget_hello.svg"))
            #expect(try await user.run(["install", "--yes", "--force", bundle]).status == 0)
        }
        // Charlie is installed but not on the dashboard: the gallery offers it.
        try #"{"version": 1, "dashboards": {"trip": ["alpha", "bravo"]}}"#.write(toFile: user.layout, atomically: true, encoding: .utf8)

        var (command, url) = try await ServeEditorBrowserTests.serve(user)
        do {
            try await HeadlessChromium.withBrowser(width: 1300, height: 1100) { browser in
                let page = try await browser.newPage()
                try await ServeBrowserPage.watchCSP(page)
                try await page.navigate(to: url.string ?? "")
                try await page.waitFor("document.body.dataset.ready === 'true'")
                try await page.waitFor("\(Self.cardOrder) === 'alpha,bravo'")
                try await page.waitFor("document.querySelector('.slot[data-widget=\"alpha\"] > img.card-logo')")

                // Keyboard only: to the toolbar's button, open the editor.
                try await tab(to: "#edit-dashboard", on: page)
                try await page.press(.enter)
                try await page.waitFor("!document.getElementById('editor').hidden && window.widgetsEditor.state")
                #expect(try await page.evaluate("document.getElementById('edit-dashboard').getAttribute('aria-expanded')") == "true")
                try await page.waitFor("window.widgetsPage.announced.some((text) => text.startsWith('Editing the dashboard'))")

                // Move Alpha down: announced, the cards follow, the focus stays on Alpha's row.
                try await tab(to: "button[aria-label='Move down Alpha']", on: page)
                try await page.press(.enter)
                try await page.waitFor("window.widgetsPage.announced.includes('Alpha moved down, now 2 of 2.')")
                try await page.waitFor("\(Self.cardOrder) === 'bravo,alpha'")
                #expect(try await page.evaluate("document.activeElement.closest('li')?.dataset.widget") == "alpha")

                // Remove Bravo.
                try await tab(to: "button[aria-label='Remove Bravo from the dashboard']", on: page, shift: true)
                try await page.press(.enter)
                try await page.waitFor("window.widgetsPage.announced.includes('Bravo removed from the dashboard.')")
                try await page.waitFor("\(Self.cardOrder) === 'alpha'")
                // The focus stays in the editor (it moves once the list is redrawn).
                try await page.waitFor("document.getElementById('editor').contains(document.activeElement)")

                // The gallery: Bravo and Charlie with their logos and, soon, their previews; add Charlie by mouse.
                try await page.waitFor(
                    "document.querySelector('#editor-gallery li[data-widget=\"charlie\"] img.editor-logo')?.src.includes('/api/logos/charlie')"
                )
                try await page.waitFor(
                    "document.querySelector('#editor-gallery li[data-widget=\"charlie\"] .editor-preview article.card')",
                    timeout: .seconds(90))
                #expect(
                    try await page.evaluate(
                        "document.querySelector('#editor-gallery li[data-widget=\"charlie\"] .editor-preview').textContent.includes('Hello!')"
                    ) == true)
                // The editor open, with its list, its gallery, logos and a preview: held to axe-core
                // as the rest of the page is (PageAccessibilityTests), at a phone's and a desktop's
                // width, and without sideways scrolling.
                // Every preview made: the editor redraws its lists each second until then.
                try await page.waitFor(
                    "window.widgetsEditor.state.gallery.every((item) => item.preview || item.previewProblem)", timeout: .seconds(90))
                let axe = try String(contentsOfFile: try await AxeCore.script.require(), encoding: .utf8)
                var problems: [String] = []
                for width in [320, 1300] {
                    try await page.setViewport(width: width, height: 1100)
                    problems += try await AxeCore.violations(in: page, source: axe).map { "the editor at \(width) px: \($0)" }
                    // What reaches past the window, innermost first, when the page scrolls sideways.
                    let sideways = try await page.evaluate(
                        """
                        (() => {
                          const root = document.scrollingElement;
                          if (root.scrollWidth <= root.clientWidth) return [];
                          return [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > root.clientWidth + 0.5)
                            .reverse().slice(0, 4).map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
                              (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\\s+/).join('.') : '') +
                              ' to ' + Math.round(e.getBoundingClientRect().right) + ' px');
                        })()
                        """)
                    let past = (sideways.arrayValue ?? []).compactMap(\.stringValue)
                    if !past.isEmpty { problems.append("the editor at \(width) px scrolls sideways: \(past.joined(separator: ", "))") }
                }
                try await page.setViewport(width: 1300, height: 1100)
                #expect(problems == [], "\(problems.joined(separator: "\n"))")

                try await mouseClick("button[aria-label='Add Charlie to the dashboard']", on: page)
                try await page.waitFor("window.widgetsPage.announced.includes('Charlie added to the dashboard, 2 of 2.')")
                try await page.waitFor("\(Self.cardOrder) === 'alpha,charlie'")
                try await page.waitFor("document.querySelector('.slot[data-widget=\"charlie\"]')?.textContent.includes('Hello!')")
                #expect(try await page.evaluate("window.cspViolations") == [], "the strict CSP holds")
                if RecordMode.isOn(.screenshots) {
                    try Data(try await page.screenshot()).write(to: RepositoryPaths.root.appendingPathComponent("docs/editor.png"))
                }
            }
        } catch {
            command.signal(SIGKILL)
            _ = await command.finish()
            throw error
        }
        command.signal(SIGTERM)
        let first = await command.finish()
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try String(contentsOfFile: user.layout, encoding: .utf8).contains(#""trip":["alpha","charlie"]"#))

        // The next run shows the edited dashboard.
        (command, url) = try await ServeEditorBrowserTests.serve(user)
        let next = url
        try await waitUntil("the restarted dashboard's cards") {
            let state = try? await ServeCommandTests.state(next)
            guard case .array(let cards)? = state?["cards"] else { return false }
            return cards.compactMap { $0["id"]?.stringValue } == ["alpha", "charlie"]
        }
        command.signal(SIGTERM)
        _ = await command.finish()
    }

    /// `widgets serve` as `user`, until it prints its URL.
    static func serve(_ user: InstallFixtures) async throws -> (RunningCommand, URLComponents) {
        let command = try CommandRunner.start(
            BuiltProducts.path(of: "widgets"), ["serve", "--port", "0"], environment: user.environment.merging(["NO_COLOR": "1"]) { $1 })
        try await waitUntil("widgets serve to print its URL") { command.standardOutputSoFar.hasSuffix("\n") || kill(command.pid, 0) != 0 }
        guard let url = URLComponents(string: command.standardOutputSoFar.trimmingCharacters(in: .whitespacesAndNewlines)), url.port != nil
        else {
            command.signal(SIGKILL)
            let result = await command.finish()
            Issue.record("no URL on stdout; stderr: \(result.stderr)")
            throw CancellationError()
        }
        return (command, url)
    }
}

/// The page's CSP violations, collected from before its first script runs.
enum ServeBrowserPage {
    static func watchCSP(_ page: BrowserPage) async throws {
        _ = try await page.call(
            "Page.addScriptToEvaluateOnNewDocument",
            [
                "source": """
                window.cspViolations = [];
                document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
                """
            ])
    }
}
