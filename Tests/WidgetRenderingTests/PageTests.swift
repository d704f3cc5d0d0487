import Foundation
import Testing
import WidgetProtocol
import WidgetRendering

/// The HTML page as a reader sees it: themes, the title once, no terminal-only hints, text that
/// breaks between words.
@Suite struct PageTests {
    static func page(_ appearance: Appearance = .auto) throws -> String {
        var context = Samples.context()
        context.appearance = appearance
        let frames = try [320.0, 375, 400].map { try Samples.tripFrame(width: $0) }
        return HTMLRenderer.render(frames: frames, context: context)
    }

    /// The stylesheet without its `:root` colour blocks: every other rule must use variables.
    /// A toggle's knob is white in both; text on a tint is `--c-on-tone`, from the table.
    static func rules(_ page: String) -> String {
        page.replacing(/:root\{[^}]*\}/, with: "").replacing("border-radius:50%;background:#FFFFFF", with: "")
    }

    @Test func autoFollowsTheViewersColourScheme() throws {
        let page = try Self.page(.auto)
        #expect(page.contains(":root{color-scheme:light dark;--c-accent:#0066CC;"))
        #expect(page.contains("@media (prefers-color-scheme: dark){:root{--c-accent:#409CFF;"))
        #expect(page.contains("--c-background:#1C1C1E;") && page.contains("--c-groupedBackground:#000000;"))
    }

    @Test func lightAndDarkCanBeForced() throws {
        let light = try Self.page(.light)
        #expect(light.contains(":root{color-scheme:light;--c-accent:#0066CC;"))
        #expect(!light.contains("prefers-color-scheme") && !light.contains("#409CFF"))
        let dark = try Self.page(.dark)
        #expect(dark.contains(":root{color-scheme:dark;--c-accent:#409CFF;"))
        #expect(!dark.contains("prefers-color-scheme") && !dark.contains("#0066CC"))
    }

    @Test(arguments: Theme.standard.colours.keys.sorted())
    func everyColourComesFromTheThemeTable(token: String) throws {
        let entry = Theme.standard.colour(ColorToken(rawValue: token))
        let rules = Self.rules(try Self.page(.auto))
        #expect(!rules.contains(entry.css), "\(token)'s light value is written outside the theme's variables")
        #expect(!rules.contains(entry.dark), "\(token)'s dark value is written outside the theme's variables")
    }

    @Test func theTitleIsShownOnce() throws {
        let page = try Self.page()
        let title = "Trip to New York · BA117"
        #expect(page.components(separatedBy: "<h1 class=\"page-title\">" + title).count - 1 == 1)
        #expect(!page.contains("class=\"dashboard-title\""), "each column repeated the title")
        let mixed = HTMLRenderer.render(
            frames: [DashboardFrame(title: "A", width: 375, cards: []), DashboardFrame(title: "B", width: 375, cards: [])],
            context: Samples.context())
        #expect(mixed.contains("<span class=\"dashboard-title\">B</span>") && !mixed.contains("<span class=\"dashboard-title\">A</span>"))
    }

    @Test func keyHintsAreOnlyInTheTerminal() throws {
        let card = CardFrame(
            widgetID: "security", status: .quarantined(reason: "exited with code 3 after 5 restarts within 60 s"),
            cell: try Samples.security, pendingPresentation: "Queues")
        let frame = DashboardFrame(title: "T", width: 375, cards: [card], selectedIndex: 0)
        let terminal = TerminalRenderer.render(frame, context: Samples.context())
        #expect(terminal.contains("r retries") && terminal.contains("Enter opens"))
        // What a reader sees: the stylesheet (its @keyframes) aside.
        let html = HTMLRenderer.render(frames: [frame], context: Samples.context()).replacing(/<style>[\s\S]*<\/style>/, with: "")
        for word in ["retries", "Enter", "press", "key"] {
            #expect(!html.contains(word), "\(word) in the HTML page")
        }
        #expect(html.contains("exited with code 3 after 5 restarts within 60 s") && html.contains("wants to show"))
    }

    @Test func wordsBreakOnlyBetweenWords() throws {
        let page = try Self.page()
        #expect(!page.contains("overflow-wrap:anywhere") && !page.contains("word-break:break-all"))
        #expect(page.contains("overflow-wrap:break-word"), "a single word wider than its card may still break")
    }

    @Test func factsAreOneGridOfColumns() throws {
        let page = try Self.page()
        #expect(page.contains(".fact{display:contents}"))
        #expect(page.contains(".facts.columns-2{grid-template-columns:auto 1fr auto 1fr}"))
    }

    @Test func firstBaselineAlignsOnTheBaseline() throws {
        #expect(try Self.page().contains(".hstack.align-firstBaseline{align-items:first baseline}"))
    }
}
