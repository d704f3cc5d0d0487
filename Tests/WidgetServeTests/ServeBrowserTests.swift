import Foundation
import Glibc
import Testing
import WidgetDashboard
import WidgetHTTP
import WidgetHost
import WidgetJSON
import WidgetRendering
import WidgetTestSupport

@testable import WidgetServe

/// The page in a real browser (Debian's chromium over DevTools), with the example widgets
/// running under a real dashboard, and with a scripted one for the server's restart. Few and
/// long: each starts a browser. Every wait is for a condition in the page, with a bound only a
/// hang reaches.
@Suite(.serialized, .timeLimit(.minutes(10)))  // browsers take turns (BrowserSlot): the limit covers the wait
struct ServeBrowserTests {
    static let enabled = HeadlessChromium.isAvailable

    /// Collects the page's CSP violations from before its first script runs (DevTools' own
    /// scripts are not subject to the page's CSP).
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

    /// Where `WIDGETS_RECORD=screenshots` writes the README's pictures.
    static let screenshots = RecordMode.isOn(.screenshots)

    @Test(.enabled(if: enabled, "chromium is not installed (apt-get install -y chromium); CI fails here instead"))
    func theExampleWidgetsLiveInThePage() async throws {
        let live = try await LiveDashboard("browser")
        do {
            try await HeadlessChromium.withBrowser(width: 1400, height: 1100) { browser in
                let page = try await browser.newPage()
                try await Self.watchCSP(page)
                try await page.navigate(to: live.server.url)
                try await page.waitFor("document.body.dataset.ready === 'true'")

                // The page shows the example widgets, as their widgets draw them.
                try await page.waitFor("document.querySelector('.slot[data-widget=\"checklist\"]')?.textContent.includes('Trip checklist')")
                try await page.waitFor("document.querySelector('.slot[data-widget=\"flight-status\"]')?.textContent.includes('LH 778')")
                #expect(try await page.evaluate("document.querySelectorAll('.slot:not([hidden]) article.card').length") == 2)
                _ = try await page.evaluate("window.loadMarker = 'first load'")

                // The checklist's "Done" buttons are named with their row: none is just "Done".
                let names = try await page.evaluate(
                    "[...document.querySelectorAll('.slot[data-widget=\"checklist\"] button.button')].map((b) => b.getAttribute('aria-label'))"
                )
                let doneNames = (names.arrayValue ?? []).compactMap(\.stringValue)
                #expect(doneNames.count == 3 && Set(doneNames).count == 3 && doneNames.allSatisfy { $0.hasPrefix("Done: ") }, "\(names)")

                // A checklist button pressed with the keyboard changes its card, without a page
                // load; its row goes, so the focus stays on the card (never on the next row's
                // Done, which a second Enter would press), and the change is announced.
                let summary = "document.querySelector('.slot[data-widget=\"checklist\"] .badge')?.textContent"
                let before = try await page.evaluate(summary).stringValue ?? ""
                #expect(before.hasSuffix("done"), "the checklist's summary badge: \(before)")
                _ = try await page.evaluate(
                    "document.querySelector('.slot[data-widget=\"checklist\"] button.button[data-action-index]').focus()")
                try await page.press(.enter)
                try await page.waitFor("\(summary) !== \(BrowserPage.quoted(before))")
                try await page.waitFor("document.activeElement.matches('.slot[data-widget=\"checklist\"] article.card')")
                try await page.waitFor("window.widgetsPage.announced.some((text) => text.startsWith('Checklist for'))")
                #expect(
                    try await page.evaluate("document.querySelectorAll('[role=\"status\"], [aria-live]').length") == 1, "one live region")

                // A tap on flight status opens its controller (a push) with its facts.
                try await page.click(".slot[data-widget=\"flight-status\"] article.card")
                try await page.waitFor("document.getElementById('dialog').open")
                #expect(try await page.evaluate("document.getElementById('dialog').classList.contains('push')") == true)
                try await page.waitFor("document.querySelector('#dialog dl.facts')?.textContent.includes('Gate')")
                #expect(try await page.text("#dialog .dialog-title").contains("LH 778"))
                try await page.press(.escape)
                try await page.waitFor("!document.getElementById('dialog').open")
                try await page.waitFor("document.activeElement?.closest('.slot')?.dataset.widget === 'flight-status'")

                // The keyboard alone: Tab to the checklist card, Enter opens its popup, Tab to a
                // toggle, Enter flips it (the card changes), Escape closes, the focus is back.
                _ = try await page.evaluate(
                    "document.querySelector('.slot[data-widget=\"flight-status\"] [data-tool=\"inspect\"]').focus()")
                try await page.press(.tab)
                #expect(try await page.evaluate("document.activeElement.closest('.slot')?.dataset.widget") == "checklist")
                #expect(try await page.evaluate("document.activeElement.matches('article.card')") == true)
                let afterClick = try await page.evaluate(summary).stringValue ?? ""
                try await page.press(.enter)
                try await page.waitFor(
                    "document.getElementById('dialog').open && document.getElementById('dialog').classList.contains('popup')")
                var tabs = 0
                while try await page.evaluate("document.activeElement.getAttribute('role')") != "switch", tabs < 12 {
                    try await page.press(.tab)
                    tabs += 1
                }
                #expect(try await page.evaluate("document.getElementById('dialog').contains(document.activeElement)") == true)
                let switchName = try await page.evaluate("document.activeElement.textContent")
                // The modal keeps Tab inside it, both ways, however often it goes round (before:
                // once a cycle the focus left the page and landed on body).
                let controls = try #require(
                    try await page.evaluate("document.querySelectorAll('#dialog button:not([disabled])').length").intValue)
                for _ in 0..<(Int(controls) + 2) {
                    try await page.press(.tab)
                    #expect(try await page.evaluate("document.getElementById('dialog').contains(document.activeElement)") == true)
                }
                for _ in 0..<(Int(controls) + 2) {
                    try await page.press(.tab, shift: true)
                    #expect(try await page.evaluate("document.getElementById('dialog').contains(document.activeElement)") == true)
                }
                _ = try await page.evaluate(
                    "[...document.querySelectorAll('#dialog [role=\"switch\"]')].find((e) => e.textContent === \(switchName.serializedString())).focus()"
                )
                try await page.press(.enter)
                try await page.waitFor("\(summary) !== \(BrowserPage.quoted(afterClick))")
                // The popup is drawn again: the focus is still on the switch that was pressed.
                try await page.waitFor(
                    "document.activeElement.getAttribute('role') === 'switch' && document.activeElement.textContent === \(switchName.serializedString())"
                )
                try await page.press(.escape)
                try await page.waitFor("!document.getElementById('dialog').open")
                try await page.waitFor("document.activeElement?.closest('.slot')?.dataset.widget === 'checklist'")

                // Hide moves the focus to the card's Show button and says so; Show brings the focus
                // back to the card (before: Hide left it on the hidden button, Show dropped it).
                _ = try await page.evaluate("document.querySelector('.slot[data-widget=\"checklist\"] [data-tool=\"hide\"]').focus()")
                try await page.press(.enter)
                try await page.waitFor("document.querySelector('.slot[data-widget=\"checklist\"]').hidden")
                try await page.waitFor("document.activeElement.dataset.show === 'checklist'")
                try await page.waitFor(
                    "window.widgetsPage.announced.includes('checklist is hidden; its Show button is under Hidden cards.')")
                try await page.press(.enter)
                try await page.waitFor("document.activeElement.matches('.slot[data-widget=\"checklist\"] article.card')")
                try await page.waitFor("window.widgetsPage.announced.includes('checklist is shown.')")

                // The inspector of flight status, then a SIGKILL of the process the host reports:
                // the card says restarting, then shows again; the page is never reloaded; the
                // inspector lists the restart with its cause, and the trace.
                try await page.click(".slot[data-widget=\"flight-status\"] [data-tool=\"inspect\"]")
                let widget = try #require(await live.model.supervisor.widget("flight-status"))
                let pid = try #require(await widget.pid, "the host reports the widget's process")
                try await page.waitFor("document.getElementById('inspector-facts').textContent.includes('\(pid)')")
                try await page.waitFor("document.getElementById('trace').textContent.includes('configureCell')")
                try await page.waitFor("document.getElementById('cost-text').textContent.includes('MB')")
                #expect(kill(pid, SIGKILL) == 0)
                try await page.waitFor(
                    """
                    (() => { const log = window.widgetsPage.stateLog.filter(([id]) => id === 'flight-status').map(([, s]) => s);
                      const at = log.lastIndexOf('restarting'); return at >= 0 && log.slice(at + 1).includes('ready'); })()
                    """)
                try await page.waitFor("document.querySelector('.slot[data-widget=\"flight-status\"]')?.textContent.includes('LH 778')")
                #expect(try await page.evaluate("window.loadMarker") == "first load", "the page was not reloaded")
                // One restart, one word on the card until it is back, its cell kept: never hidden
                // on the way (before: restarting, starting, hidden for ~200 ms, out of date, ready,
                // each announced), and announced once: restarting, then back.
                let states = try await page.evaluate(
                    """
                    (() => { const log = window.widgetsPage.stateLog.filter(([id]) => id === 'flight-status').map(([, s]) => s);
                      return log.slice(log.indexOf('restarting')); })()
                    """)
                #expect(states == ["restarting", "ready"], "\(states)")
                let said = try await page.evaluate("window.widgetsPage.announced.filter((text) => text.startsWith('flight-status'))")
                #expect(said == ["flight-status is restarting.", "flight-status is back."], "\(said)")
                try await page.waitFor("document.getElementById('restart-log').textContent.includes('restart')")
                let restartLog = try await page.text("#restart-log")
                #expect(restartLog.contains("signal 9") || restartLog.contains("SIGKILL"), "the restart's cause: \(restartLog)")
                try await page.waitFor("document.getElementById('inspector-facts').textContent.includes('Restarts1')")
                try await page.click("#trace tr:last-child .trace-open")
                try await page.waitFor("document.getElementById('trace-detail').textContent.includes('\"seq\"')")

                // Dark theme applies.
                if Self.screenshots {
                    _ = try await page.evaluate("window.scrollTo(0, 0); document.activeElement.blur()")
                    try await page.waitFor("document.getElementById('inspector-status').textContent.startsWith('ready')")
                    try await page.waitFor("document.getElementById('cost-cpu').getAttribute('points').split(' ').length >= 4")
                    try Data(try await page.screenshot()).write(to: RepositoryPaths.root.appendingPathComponent("docs/serve.png"))
                }
                try await page.click("input[name=\"appearance\"][value=\"dark\"]")
                try await page.waitFor("getComputedStyle(document.body).backgroundColor === 'rgb(0, 0, 0)'")
                #expect(
                    try await page.evaluate("getComputedStyle(document.querySelector('article.card')).backgroundColor") == "rgb(28, 28, 30)"
                )
                if Self.screenshots {
                    try Data(try await page.screenshot()).write(to: RepositoryPaths.root.appendingPathComponent("docs/serve-dark.png"))
                }
                #expect(try await page.evaluate("window.cspViolations") == [], "the strict CSP holds: no style or script was refused")

                // The host's stop (what its SIGTERM does): every card says the host stopped it, not
                // quarantined, and the inspector offers nothing to start while the host stops.
                await live.model.stop()
                try await page.waitFor("[...document.querySelectorAll('.slot')].every((slot) => slot.dataset.state === 'stopped')")
                for id in ["flight-status", "checklist"] {
                    let card = ".slot[data-widget=\"\(id)\"]"
                    #expect(try await page.text("\(card) .card-status").contains("stopped"))
                    #expect(try await page.text("\(card) .card-reason") == "stopped by the host")
                    #expect(!(try await page.text(card)).contains("quarantined"))
                }
                try await page.waitFor("document.getElementById('inspector-status').textContent.startsWith('stopped')")
                #expect(
                    try await page.evaluate("[...document.querySelectorAll('#inspector [data-verb]')].every((button) => button.disabled)")
                        == true,
                    "no Start while the host stops")
                #expect(try await page.text("#connection").contains("The host is stopping"))
                try await page.waitFor("window.widgetsPage.announced.includes('flight-status is stopped by the host.')")
            }
        } catch {
            await live.stop()
            throw error
        }
        await live.stop()
    }
}

extension ServeBrowserTests {
    /// A scripted dashboard that does what it is asked: widths, hiding, showing, a retry.
    static func obedientDashboard() -> ScriptedDashboard {
        var broken = ScriptedDashboard.card("b", text: "Broken")
        broken.frame.status = .quarantined(reason: "exited with code 3 after 5 restarts within 60 s")
        broken.run = .givenUp
        broken.statusWord = "quarantined"
        return ScriptedDashboard(servedState([ScriptedDashboard.card("a", text: "First"), broken])) { command, dashboard in
            dashboard.update { state in
                switch command {
                case .setWidth(let width): state.width = width
                case .hide(let id), .show(let id):
                    guard let index = state.cards.firstIndex(where: { $0.id == id }) else { return }
                    let hide = command == .hide(widget: id)
                    state.cards[index].hiddenByUser = hide
                    state.cards[index].frame.status = hide ? .hidden : .ready
                case .retry(let id):
                    guard let index = state.cards.firstIndex(where: { $0.id == id }) else { return }
                    state.cards[index].frame.status = .ready
                    state.cards[index].run = .running
                    state.cards[index].statusWord = "ready"
                default: break
                }
            }
            return .done
        }
    }

    @Test(.enabled(if: enabled, "chromium is not installed (apt-get install -y chromium); CI fails here instead"))
    func thePageFollowsChangesAndSurvivesTheServerRestarting() async throws {
        let dashboard = Self.obedientDashboard()
        var configuration = HTTPServerConfiguration()
        let first = try DashboardServer(dashboard: dashboard, configuration: configuration)
        configuration.port = first.server.port
        configuration.token = first.server.policy.token
        var second: DashboardServer?
        do {
            try await HeadlessChromium.withBrowser(width: 1200, height: 900) { browser in
                let page = try await browser.newPage()
                try await Self.watchCSP(page)
                try await page.navigate(to: first.url)
                try await page.waitFor("document.body.dataset.ready === 'true'")
                _ = try await page.evaluate("window.loadMarker = 'first load'")

                // A quarantined card says so and why, and offers a retry.
                let broken = ".slot[data-widget=\"b\"]"
                #expect(try await page.text("\(broken) .card-status").contains("quarantined"))
                #expect(try await page.text("\(broken) .card-reason").contains("after 5 restarts"))
                try await page.click("\(broken) [data-tool=\"retry\"]")
                try await page.waitFor("document.querySelector('\(broken)').dataset.state === 'ready'")
                #expect(try await page.evaluate("document.querySelector('\(broken) [data-tool=\"retry\"]').hidden") == true)

                // Widths and hiding, as the dashboard answers them.
                try await page.click("input[name=\"width\"][value=\"320\"]")
                try await page.waitFor("document.getElementById('cards').classList.contains('w-320')")
                #expect(try await page.evaluate("document.getElementById('cards').getBoundingClientRect().width") == 320)
                try await page.click(".slot[data-widget=\"a\"] [data-tool=\"hide\"]")
                try await page.waitFor("document.querySelector('.slot[data-widget=\"a\"]').hidden")
                try await page.click("#hidden-list [data-show=\"a\"]")
                try await page.waitFor("!document.querySelector('.slot[data-widget=\"a\"]').hidden")
                #expect(dashboard.commands.contains(.setWidth(320)))

                // A change is pushed into the page.
                dashboard.update { $0.cards[0] = ScriptedDashboard.card("a", text: "Second") }
                try await page.waitFor("document.querySelector('.slot[data-widget=\"a\"]').textContent.includes('Second')")

                // The server goes away: the page says so and keeps trying; the next run (same port
                // and token) brings it up to date, without a reload.
                await first.stop()
                try await page.waitFor("document.body.dataset.connection === 'lost'")
                #expect(try await page.text("#connection").contains("Reconnecting"))
                dashboard.update { $0.cards[0] = ScriptedDashboard.card("a", text: "Third") }
                second = try DashboardServer(dashboard: dashboard, configuration: configuration)
                try await page.waitFor("document.querySelector('.slot[data-widget=\"a\"]').textContent.includes('Third')")
                try await page.waitFor("document.getElementById('connection').textContent.includes('Connected to the host again')")
                #expect(try await page.evaluate("window.loadMarker") == "first load", "the page was not reloaded")
                #expect(try await page.evaluate("window.cspViolations") == [])
            }
        } catch {
            await first.stop()
            await second?.stop()
            throw error
        }
        await second?.stop()
    }
}
