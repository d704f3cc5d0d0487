import Foundation
import WidgetJSON

/// Deque's axe-core, the accessibility engine most audits run, injected into a page of a
/// ``HeadlessChromium`` and run there: the suite holds the pages to a validator nobody here
/// wrote. Its script comes from the PyPI wheel `axe-playwright-python`, which ships
/// `axe.min.js` (0.1.8 carries axe-core 4.12.1; `.ci/run` installs it pinned, without the
/// Playwright it would otherwise pull in).
public enum AxeCore {
    /// Where the script is: the wheel's copy, or `WIDGETS_AXE_JS`.
    public static let script = PythonPackageFile(
        package: "axe_playwright_python", file: "axe.min.js", requirement: "axe-playwright-python==0.1.8", override: "WIDGETS_AXE_JS")

    /// One rule broken on a page: the rule, how bad, what it asks, and the first nodes it found.
    public struct Violation: Sendable, Hashable, CustomStringConvertible {
        public var rule: String
        public var impact: String
        public var help: String
        /// Each node's selector and axe's summary of what is wrong with it.
        public var nodes: [String]

        public var description: String {
            "\(rule) (\(impact)): \(help); \(nodes.count) node(s): " + nodes.prefix(4).joined(separator: " | ")
        }
    }

    /// Injects the script into `page` unless it is there already. DevTools' evaluation is not
    /// subject to the page's Content-Security-Policy, so a page that allows no script at all
    /// is audited as it is.
    public static func inject(into page: BrowserPage, source: String) async throws {
        guard try await page.evaluate("typeof window.axe === 'object'") != true else { return }
        _ = try await page.evaluate(source + "\n;true")
    }

    /// Runs every axe rule but the experimental ones (best practices included: `region`,
    /// `heading-order`) over the whole document, and returns what it found broken.
    public static func violations(in page: BrowserPage, source: String) async throws -> [Violation] {
        try await inject(into: page, source: source)
        let result = try await page.evaluate(
            """
            axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({
              rule: v.id, impact: v.impact || '', help: v.help,
              nodes: v.nodes.slice(0, 6).map((n) => n.target.join(' ') + ' — ' + (n.failureSummary || '').replace(/\\s+/g, ' '))
            })))
            """, timeout: .seconds(120))
        return (result.arrayValue ?? []).map { item in
            Violation(
                rule: item["rule"]?.stringValue ?? "?", impact: item["impact"]?.stringValue ?? "", help: item["help"]?.stringValue ?? "",
                nodes: (item["nodes"]?.arrayValue ?? []).compactMap(\.stringValue))
        }
    }
}
