import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetRendering
import WidgetTestSupport

/// Every line of a frame or card is exactly its width in display columns: over the goldens
/// and over random trees with awkward strings.
///
/// CPU-heavy: `.serialized`, and the random trees are rendered on ``CPUHeavy`` (off the cooperative
/// pool, one heavy test at a time across the bundle).
@Suite(.serialized) struct WidthTests {
    @Test(arguments: Golden.files(withExtension: "txt") + Golden.files(withExtension: "ansi"))
    func everyGoldenLineHasTheFrameWidth(file: String) throws {
        let text = try #require(Golden.read(file))
        let lines = text.split(separator: "\n").map(String.init)
        let width = DisplayWidth.of(OutputChecks.stripSGR(try #require(lines.first)))
        #expect([40, 46, 50].contains(width))
        #expect(OutputChecks.widthProblems(lines, width: width) == [])
    }

    @Test func pointsToColumns() {
        #expect(TerminalRenderer.columns(forPoints: 320) == 40)
        #expect(TerminalRenderer.columns(forPoints: 375) == 46)
        #expect(TerminalRenderer.columns(forPoints: 400) == 50)
    }

    @Test func randomTreesKeepEveryLineAtTheCardWidth() async {
        await CPUHeavy.run {
            var generator = TreeGenerator(seed: 0x5EED)
            for round in 0..<300 {
                let cell = Cell(content: generator.node(depth: 0))
                let points = Double(generator.int(320...400))
                let columns = TerminalRenderer.columns(forPoints: points)
                let context = RenderContext(
                    now: Samples.now, timeZone: TimeZone(identifier: "UTC")!, colour: round % 2 == 0, unicode: round % 3 != 0)
                let lines = TerminalRenderer.renderCard(cell, width: columns, context: context, selected: round % 4 == 0)
                let problems = OutputChecks.widthProblems(lines, width: columns)
                #expect(problems == [], "round \(round) at \(points) pt")
                #expect(lines.count >= 3, "round \(round): a card always has its border and a content line")
                if !problems.isEmpty { break }
            }
        }
    }
}

/// A reproducible random tree source.
struct TreeGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    static let strings = [
        "Gate B32", "", " ", "BA 117 to New York", "中文字符测试中文字符测试", "emoji ✈️🛫👨‍👩‍👧 🇬🇧", "a\u{301}e\u{301}",
        "\u{1B}[2Jcleared", "tab\there\nnewline", "\u{202E}reversed", String(repeating: "long words ", count: 30),
        "Supercalifragilisticexpialidociousandevenlongerwithoutspaces", "ｆｕｌｌｗｉｄｔｈ", "한국어 텍스트", "**bold** *it* [l](https://a.b)",
    ]

    mutating func text() -> String { pick(Self.strings) }

    mutating func modifiers() -> Modifiers {
        var m = Modifiers()
        if int(0...3) == 0 { m.padding = .all(pick(Spacing.allCases)) }
        if int(0...9) == 0 { m.frame = Frame(width: .points(Double(int(8...500)))) }
        if int(0...9) == 0 { m.frame = Frame(maxWidth: .infinity) }
        if int(0...14) == 0 { m.hidden = true }
        if int(0...14) == 0 { m.redacted = .placeholder }
        return m
    }

    mutating func node(depth: Int) -> CellNode {
        let leaf = depth >= 3 || int(0...2) == 0
        let kind = leaf ? int(3...16) : int(0...2)
        let m = modifiers()
        switch kind {
        case 0:
            return .vstack(
                VStackNode(spacing: pick(Spacing.allCases), children: (0..<int(0...4)).map { _ in node(depth: depth + 1) }, modifiers: m))
        case 1:
            return .hstack(
                HStackNode(
                    spacing: pick(Spacing.allCases), alignment: pick(VerticalAlignment.allCases),
                    children: (0..<int(0...5)).map { _ in node(depth: depth + 1) }, modifiers: m))
        case 2:
            return .zstack(
                ZStackNode(
                    alignment: pick(StackAlignment.allCases), children: (0..<int(0...3)).map { _ in node(depth: depth + 1) }, modifiers: m))
        case 3: return .spacer(SpacerNode(minLength: int(0...1) == 0 ? nil : Double(int(0...100)), modifiers: m))
        case 4: return .divider(DividerNode(inset: pick(Spacing.allCases), modifiers: m))
        case 5:
            return .text(
                TextNode(
                    text(), style: pick(TextStyle.allCases), maxLines: int(0...1) == 0 ? nil : int(1...3),
                    minimumScaleFactor: int(0...1) == 0 ? nil : 0.5, truncation: pick(Truncation.allCases), markdown: int(0...1) == 0,
                    modifiers: m))
        case 6:
            return .dateText(
                DateTextNode(
                    date: Timestamp("2026-11-03T08:25:00+00:00")!, style: pick(DateTextNode.Style.allCases),
                    to: Timestamp("2026-11-04T01:00:00-05:00"), modifiers: m))
        case 7:
            return .image(
                ImageNode(
                    source: pick([.symbol("airplane"), .symbol("nope"), .asset("a"), .url("https://x.y/z.png")]), label: text(),
                    decorative: int(0...3) == 0, modifiers: m))
        case 8: return .label(LabelNode(title: text(), icon: .symbol("airplane"), style: pick(LabelNode.Style.allCases), modifiers: m))
        case 9: return .badge(BadgeNode(text: text(), tone: pick(BadgeNode.Tone.allCases), modifiers: m))
        case 10:
            return .progress(
                ProgressNode(
                    value: Double(int(0...100)) / 100, indeterminate: int(0...4) == 0, style: pick(ProgressNode.Style.allCases),
                    label: text(), modifiers: m))
        case 11:
            return .facts(
                FactsNode(rows: (0..<int(1...5)).map { _ in .init(title: text(), value: text()) }, columns: int(1...2), modifiers: m))
        case 12:
            return .button(
                ButtonNode(
                    title: text(), icon: .symbol("checkmark"), role: pick(ButtonNode.Role.allCases), action: .invoke(id: "x"), modifiers: m)
            )
        case 13: return .toggle(ToggleNode(isOn: int(0...1) == 0, label: text(), action: .invoke(id: "t"), modifiers: m))
        case 14:
            return .list(
                ListNode(
                    items: (0..<int(0...4)).map { _ in node(depth: depth + 1) }, separator: int(0...1) == 0,
                    maxVisible: int(0...1) == 0 ? nil : 2, modifiers: m))
        case 15:
            return .placeholder(
                PlaceholderNode(kind: pick(PlaceholderNode.Kind.allCases), width: Double(int(10...600)), lines: int(1...3), modifiers: m))
        default: return .unknown(type: "future", raw: .null, fallback: int(0...1) == 0 ? nil : .text(TextNode(text())))
        }
    }
}
