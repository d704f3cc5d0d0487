import Foundation
import Testing
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetConformance

/// `widgets check` warns about a symbol the host draws only approximately (README §5.3
/// "Symbol names"): a warning, not a failure.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct SymbolNamesTests {
    @Test func aListedNameIsExactAndAnotherIsItsPrefixOrTheNeutralMark() {
        #expect(SymbolNames.approximation(of: "airplane.departure") == nil)
        #expect(SymbolNames.approximation(of: "person.badge.shield.checkmark") == "drawn as person (☺)")
        #expect(SymbolNames.approximation(of: "airplane.circle.fill") == "drawn as airplane (✈)")
        #expect(SymbolNames.approximation(of: "teleporter.beam")?.contains("neutral mark •") == true)
    }

    @Test func namesAreFoundInImagesLabelsButtonsTimelinesAndHeaderButtons() throws {
        let cell = Cell(
            content: .vstack(
                VStackNode(children: [
                    .image(ImageNode(source: .symbol("a"), label: "A")), .label(LabelNode(title: "B", icon: .symbol("b"))),
                    .button(ButtonNode(title: "C", icon: .symbol("c"), action: .present)),
                    .image(ImageNode(source: .url("https://example.com/x.png"), label: "not a symbol")),
                ])))
        let later = Cell(content: .label(LabelNode(title: "D", icon: .symbol("d"))))
        let timeline = Timeline(entries: [Timeline.Entry(date: Timestamp("2026-11-03T08:25:00Z")!, cell: later)], reload: .never)
        #expect(SymbolNames.used(in: ConfigureCellResponse(cell: cell, timeline: timeline)) == ["a", "b", "c", "d"])
        let controller = WidgetController(
            presentation: .popup, title: "T", content: .text(TextNode("x")),
            rightButtons: [HeaderButton(id: "share", title: "Share", systemImage: "e")])
        #expect(SymbolNames.used(in: controller) == ["e"])
    }

    @Test func aWidgetShowingApproximatedSymbolsPassesWithAWarning() async throws {
        let script = TestPaths.brokenWidgets.appendingPathComponent("approximate_symbol.py").path
        let report = try await TestPaths.check(["python3", script], trip: "one-way")

        #expect(report.passed, "\(report.failureSummary)")
        let symbols = try #require(report.result(.symbolNames))
        #expect(symbols.status == .warn)
        #expect(symbols.actual.contains("person.badge.shield.checkmark: drawn as person (☺)"), "\(symbols.actual)")
        #expect(symbols.details.count == 2, "airplane is listed: no warning for it")
        #expect(symbols.hint?.contains("Symbol names") == true)
        #expect(report.jsonString().contains(#""warned":1"#))

        // The terminal report marks it, says what it found and how to fix it, and counts it.
        let human = try await WidgetsBinary.run(
            ["check", "--deadline-scale", "5", "--soak", "0.1", "--trip", "one-way", "--", "python3", script])
        #expect(human.status == 0, "a warning is not a failure: \(human.stderr)")
        #expect(human.stdout.contains(/(!|WARN) symbolNames +person\.badge\.shield\.checkmark: drawn as person/), "\(human.stdout)")
        #expect(human.stdout.contains("also:     teleporter.beam: not a mapped name"))
        #expect(human.stdout.contains("fix:      Use a name from the list in protocol/README.md"))
        #expect(human.stdout.contains(", 1 warned in "))
    }
}
