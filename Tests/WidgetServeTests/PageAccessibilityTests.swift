import Foundation
import Testing
import WidgetJSON
import WidgetRendering
import WidgetTestSupport

@testable import WidgetServe

/// Both pages held to validators nobody here wrote: axe-core (WCAG 2.2 AA and its best
/// practices) in Chromium, light and dark, at a phone's 320 px and a desktop's 1280 px, with
/// no sideways scrolling at either; and the Nu HTML Checker on their markup. One browser for
/// every state: the static `--html` page of the trip and of `--airport LHR`, and the served
/// page at rest, with the flight's push, the checklist's popup and the inspector open.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct PageAccessibilityTests {
    static let widths = [320, 1280]
    static let themes = ["light", "dark"]

    static func available() async -> Bool {
        guard HeadlessChromium.isAvailable else { return false }
        return await AxeCore.script.isAvailable()
    }

    /// What is wrong with the page as it is now: axe's violations, and sideways scrolling
    /// (of the page, or of an open dialog).
    static func audit(_ page: BrowserPage, axe: String, _ label: String) async throws -> [String] {
        var problems = try await AxeCore.violations(in: page, source: axe).map { "\(label): \($0)" }
        let overflow = try await page.evaluate(
            """
            (() => {
              const root = document.scrollingElement;
              const out = [];
              if (root.scrollWidth > root.clientWidth) out.push('the page is ' + root.scrollWidth + ' px wide in ' + root.clientWidth);
              const dialog = document.querySelector('dialog[open]');
              if (dialog && dialog.scrollWidth > dialog.clientWidth) out.push('the dialog is ' + dialog.scrollWidth + ' px wide in ' + dialog.clientWidth);
              return out;
            })()
            """)
        problems += (overflow.arrayValue ?? []).compactMap(\.stringValue).map { "\(label): \($0)" }
        return problems
    }

    /// `audit` in both themes at both widths; `theme` switches the page to one.
    static func auditEverywhere(
        _ page: BrowserPage, axe: String, _ label: String, theme: (String) async throws -> Void
    ) async throws -> [String] {
        var problems: [String] = []
        for width in widths {
            try await page.setViewport(width: width, height: 900)
            for name in themes {
                try await theme(name)
                problems += try await audit(page, axe: axe, "\(label), \(name), \(width) px")
            }
        }
        try await page.setViewport(width: 1280, height: 900)
        return problems
    }

    /// The page's DOM as the browser holds it now, as an HTML document.
    static func document(_ page: BrowserPage) async throws -> String {
        "<!DOCTYPE html>\n" + (try await page.evaluate("document.documentElement.outerHTML").stringValue ?? "")
    }

    @Test(.enabled("chromium and axe-core (pip: axe-playwright-python) are installed; CI fails here instead") { await available() })
    func bothPagesPassAxeInBothThemesAtPhoneAndDesktopWidths() async throws {
        let axe = try String(contentsOfFile: try await AxeCore.script.require(), encoding: .utf8)
        let directory = temporaryDirectory("a11y")
        var staticPages: [(String, String)] = []
        for (name, arguments) in [("trip", [String]()), ("LHR", ["--airport", "LHR"])] {
            let file = "\(directory)/\(name).html"
            let made = try await CommandRunner.run(
                BuiltProducts.path(of: "widgets"), ["dashboard", "--html", file] + arguments,
                environment: ["XDG_STATE_HOME": directory + "/state-\(name)", "NO_COLOR": "1"])
            try #require(made.status == 0, "widgets dashboard --html \(arguments) failed: \(made.stderr)")
            staticPages.append((name, file))
        }
        let live = try await LiveDashboard("a11y")
        var problems: [String] = []
        var snapshots: [(String, String)] = []
        do {
            try await HeadlessChromium.withBrowser(width: 1280, height: 900) { browser in
                let page = try await browser.newPage()
                for (name, file) in staticPages {
                    try await page.navigate(to: "file://" + file)
                    problems += try await Self.auditEverywhere(page, axe: axe, "static \(name)") { try await page.emulateColorScheme($0) }
                }
                try await page.emulateColorScheme("light")

                // Every console error of the served page (before: favicon.ico 404 on every load).
                _ = try await page.call("Log.enable")
                let mark = browser.eventCount
                try await page.navigate(to: live.server.url)
                try await page.waitFor("document.body.dataset.ready === 'true'")
                try await page.waitFor("document.querySelector('.slot[data-widget=\"checklist\"]')?.textContent.includes('Trip checklist')")
                try await page.waitFor("document.querySelector('.slot[data-widget=\"flight-status\"]')?.textContent.includes('LH 778')")
                let theme: (String) async throws -> Void = { name in
                    try await page.click("input[name=\"appearance\"][value=\"\(name)\"]")
                    try await page.waitFor("document.documentElement.dataset.appearance === '\(name)'")
                }
                problems += try await Self.auditEverywhere(page, axe: axe, "served, at rest", theme: theme)
                snapshots.append(("served-rest.html", try await Self.document(page)))

                try await page.click(".slot[data-widget=\"flight-status\"] article.card")
                try await page.waitFor("document.querySelector('#dialog[open] dl.facts')?.textContent.includes('Gate')")
                problems += try await Self.auditEverywhere(page, axe: axe, "served, the flight's push", theme: theme)
                snapshots.append(("served-push.html", try await Self.document(page)))
                try await page.press(.escape)
                try await page.waitFor("!document.getElementById('dialog').open")

                try await page.click(".slot[data-widget=\"checklist\"] article.card")
                try await page.waitFor("document.querySelector('#dialog[open].popup [role=\"switch\"]')")
                problems += try await Self.auditEverywhere(page, axe: axe, "served, the checklist's popup", theme: theme)
                snapshots.append(("served-popup.html", try await Self.document(page)))
                try await page.press(.escape)
                try await page.waitFor("!document.getElementById('dialog').open")

                try await page.click(".slot[data-widget=\"flight-status\"] [data-tool=\"inspect\"]")
                try await page.waitFor("document.getElementById('trace').textContent.includes('configureCell')")
                try await page.waitFor("document.getElementById('cost-text').textContent.includes('MB')")
                problems += try await Self.auditEverywhere(page, axe: axe, "served, the inspector", theme: theme)
                snapshots.append(("served-inspector.html", try await Self.document(page)))

                // At a phone's width the column takes the window and the width switch says so, the
                // inspector is under the cards, and its trace fits without splitting a word.
                try await page.setViewport(width: 320, height: 900)
                try await page.waitFor("document.getElementById('width-note').textContent.startsWith('shown at')")
                let narrow = try await page.evaluate(
                    """
                    (() => {
                      const cards = document.getElementById('cards').getBoundingClientRect();
                      const inspector = document.getElementById('inspector').getBoundingClientRect();
                      const trace = document.querySelector('.trace-wrapper');
                      const cell = document.querySelector('#trace td:nth-child(3)');
                      return [inspector.top >= cards.bottom, trace.scrollWidth <= trace.clientWidth,
                        cell ? getComputedStyle(cell).overflowWrap : 'none', document.querySelectorAll('#trace td:nth-child(3) wbr').length > 0];
                    })()
                    """)
                #expect(narrow == [true, true, "break-word", true], "stacked, fits, wraps on whole words: \(narrow)")
                try await page.setViewport(width: 1280, height: 900)
                let errors = browser.events(after: mark).filter {
                    $0["method"]?.stringValue == "Log.entryAdded" && $0["params"]?["entry"]?["level"]?.stringValue == "error"
                }.map { $0["params"]?["entry"]?["text"]?.stringValue ?? "?" }
                #expect(errors.isEmpty, "console errors: \(errors)")
            }
        } catch {
            await live.stop()
            throw error
        }
        await live.stop()
        #expect(problems.isEmpty, "\(problems.count) problem(s):\n\(problems.joined(separator: "\n"))")

        // The markup of both pages, as written and as the served page's script leaves it.
        guard await NuHTMLChecker.isAvailable() else { return }
        var files = staticPages.map(\.1)
        for (name, html) in snapshots + [("served-shell.html", PageShell.html(appearance: .auto, logLink: true))] {
            let file = "\(directory)/\(name)"
            try html.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let errors = try await NuHTMLChecker.errors(in: files)
        #expect(errors.isEmpty, "\(errors.count) error(s):\n\(errors.map(\.description).joined(separator: "\n"))")
    }
}
