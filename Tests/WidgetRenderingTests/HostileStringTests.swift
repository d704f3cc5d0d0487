import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetRendering
import WidgetTestSupport

/// Every text-bearing field of a cell, a controller and a frame carries a hostile string; the
/// terminal output keeps only the renderer's own SGR and no control characters, every card
/// line keeps its width, and the HTML stays inert and well formed.
///
/// CPU-heavy (100 KB strings in every field): `.serialized`, and the renders run on
/// ``CPUHeavy`` (off the cooperative pool, one heavy test at a time across the bundle).
@Suite(.serialized, .timeLimit(.minutes(2))) struct HostileStringTests {
    static let hostile: [String] = [
        "\u{1B}[2J\u{1B}[H cleared",
        "\u{1B}]0;pwned title\u{7} osc",
        "\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\",
        "</div><script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "javascript:alert(1)",
        "data:text/html,<script>alert(1)</script>",
        "\u{202E}gnp.exe\u{202C} \u{2066}isolate\u{2069}",
        "NUL\u{0}BEL\u{7}C1\u{85}\u{9B}31mCSI\u{7F}DEL",
        "zero\u{200B}width\u{200D}joiner\u{FEFF}",
        "\u{301}leading combining mark",
        String(repeating: "A", count: 100_000),
        String(repeating: "長い文字列", count: 20_000),
        "emoji 👨‍👩‍👧 🇬🇧 ✈️ and 中文 한국어",
    ]

    static func cell(_ s: String) -> Cell {
        let m = Modifiers(id: s, background: ColorToken(rawValue: s), accessibilityLabel: s, tap: .openURL(s))
        let children: [CellNode] = [
            .text(TextNode(s, style: .headline, color: ColorToken(rawValue: s), maxLines: 2, modifiers: m)),
            .text(TextNode("md [" + s + "](" + s + ") **" + s + "**", markdown: true)),
            .dateText(DateTextNode(date: Timestamp("2026-11-03T08:25:00+00:00")!, style: .range, timeZone: s, fallbackText: s)),
            .image(ImageNode(source: .url(s), tint: ColorToken(rawValue: s), label: s)),
            .image(ImageNode(source: .data(s), label: s)),
            .image(ImageNode(source: .symbol(s), label: s)),
            .hstack(
                HStackNode(children: [
                    .label(LabelNode(title: s, icon: .asset(s), color: ColorToken(rawValue: s))),
                    .spacer(SpacerNode()),
                    .badge(BadgeNode(text: s, tone: .critical)),
                ])),
            .progress(ProgressNode(value: 0.5, tint: ColorToken(rawValue: s), label: s)),
            .facts(FactsNode(rows: [.init(title: s, value: s), .init(title: "ok", value: s)], columns: 2)),
            .button(ButtonNode(title: s, icon: .symbol(s), action: .openURL(s), confirm: .init(title: s, message: s))),
            .button(ButtonNode(title: s, action: .invoke(id: s))),
            .toggle(ToggleNode(isOn: true, label: s, action: .invoke(id: s))),
            .list(ListNode(items: [.text(TextNode(s)), .text(TextNode(s))], separator: true)),
            .divider(DividerNode(color: ColorToken(rawValue: s))),
            .unknown(type: s, raw: .null, fallback: .text(TextNode(s))),
        ]
        return Cell(
            content: .vstack(VStackNode(children: children, modifiers: m)), background: ColorToken(rawValue: s), accessibilityLabel: s,
            fallbackText: s)
    }

    static func controller(_ s: String, _ presentation: Presentation) -> WidgetController {
        WidgetController(
            presentation: presentation, title: s, content: cell(s).content,
            leftButtons: [HeaderButton(id: s, title: s, role: .cancel, systemImage: s)],
            rightButtons: [HeaderButton(id: s, title: s, role: .primary)],
            preferredWidth: PreferredWidth(compact: .points(.infinity)))
    }

    static func frame(_ s: String, width: Double, presentation: Presentation? = nil) -> DashboardFrame {
        DashboardFrame(
            title: s, width: width,
            cards: [
                CardFrame(widgetID: s, status: .ready, cell: cell(s)),
                CardFrame(widgetID: s, status: .quarantined(reason: s), cell: cell(s)),
                CardFrame(widgetID: s, status: .starting, cell: nil),
            ],
            selectedIndex: 0,
            presented: presentation.map { [PresentedController(widgetID: s, controller: controller(s, $0))] } ?? [],
            statusLine: s)
    }

    static let cases: [(Int, Bool, Bool)] = [(0, false, true), (1, true, true), (2, false, false), (3, true, false)]

    @Test(arguments: 0..<hostile.count)
    func terminalOutputIsClean(index: Int) async {
        await CPUHeavy.run {
            let s = Self.hostile[index]
            for (k, colour, unicode) in Self.cases {
                let context = RenderContext(now: Samples.now, timeZone: TimeZone(identifier: "UTC")!, colour: colour, unicode: unicode)
                let presentation: Presentation? = [nil, .popup, .push, .modal][k]
                let width = [320.0, 375, 400, 333][k]
                let text = TerminalRenderer.render(Self.frame(s, width: width, presentation: presentation), context: context)
                #expect(OutputChecks.terminalProblems(text, colour: colour) == [], "colour \(colour), unicode \(unicode)")
                let lines = text.split(separator: "\n").map(String.init)
                #expect(OutputChecks.widthProblems(lines, width: TerminalRenderer.columns(forPoints: width)) == [])
                #expect(!text.contains("pwned title"), "OSC payload must not survive")
                #expect(!OutputChecks.stripSGR(text).contains("[2J"), "CSI parameters must go with their ESC")
            }
        }
    }

    @Test(arguments: 0..<hostile.count)
    func cardLinesKeepTheirWidth(index: Int) async {
        await CPUHeavy.run {
            let context = RenderContext(now: Samples.now, timeZone: TimeZone(identifier: "UTC")!, colour: true)
            for width in [40, 46, 50] {
                let lines = TerminalRenderer.renderCard(Self.cell(Self.hostile[index]), width: width, context: context, selected: true)
                #expect(OutputChecks.widthProblems(lines, width: width) == [])
            }
        }
    }

    @Test(arguments: 0..<hostile.count)
    func htmlIsInertAndWellFormed(index: Int) async {
        await CPUHeavy.run {
            let s = Self.hostile[index]
            let page = HTMLRenderer.render(
                frames: [Self.frame(s, width: 320), Self.frame(s, width: 400, presentation: .popup)],
                controllers: [Self.controller(s, .push), Self.controller(s, .modal)].map {
                    PresentedController(widgetID: s, controller: $0)
                },
                context: Samples.context())
            #expect(OutputChecks.htmlProblems(page) == [])
            #expect(!page.contains("<img src=x"), "tag injection must be escaped")
        }
    }

    @Test func theChecksCatchWhatTheyLookFor() {
        // The checks themselves must be able to fail.
        #expect(OutputChecks.terminalProblems("a\u{1B}[2Jb", colour: true) != [])
        #expect(OutputChecks.terminalProblems("a\u{1B}[0;1mb\u{1B}[0m", colour: true) == [])
        #expect(OutputChecks.terminalProblems("a\u{1B}[0;1mb", colour: false) != [])
        #expect(OutputChecks.terminalProblems("a\u{9B}b", colour: true) != [])
        #expect(OutputChecks.htmlProblems("<div><p>x</div></p>") != [])
        #expect(OutputChecks.htmlProblems("<div>a<script>b</script></div>") != [])
        #expect(OutputChecks.htmlProblems("<a href=\"javascript:x\">y</a>") != [])
        #expect(OutputChecks.htmlProblems("<div>1 &lt; 2</div>") == [])
        #expect(OutputChecks.htmlProblems("<div>1 < 2</div>") != [])
    }

    /// 200 KB of markdown openers is cut to the display limit before it is parsed, so the cost
    /// of a render does not grow with what a widget sends. Checked by what comes out, not by a
    /// clock; a render that took in all of it, quadratically, would run into the time limit.
    @Test(.timeLimit(.minutes(1)))
    func hundredKilobyteStringsAreCutBeforeRendering() async {
        let huge = String(repeating: "*[x](", count: 40_000)
        #expect(UntrustedText.clean(huge).unicodeScalars.count == UntrustedText.displayLimit + 1)
        let (terminal, html) = await CPUHeavy.run {
            (
                TerminalRenderer.renderCard(Cell(content: .text(TextNode(huge, markdown: true))), width: 46, context: Samples.context()),
                HTMLRenderer.renderCard(
                    CardFrame(widgetID: "w", cell: Cell(content: .text(TextNode(huge, markdown: true)))), context: Samples.context()
                ).html
            )
        }
        #expect(terminal.joined().utf8.count < huge.utf8.count / 10, "\(terminal.count) lines")
        #expect(html.utf8.count < huge.utf8.count / 10)
    }
}
