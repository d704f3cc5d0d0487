import Foundation
import Testing
import WidgetProtocol
import WidgetRendering

/// Terminal details a reader notices: labels that share a start keep their distinguishing
/// end, facts in columns only when the values fit, popups on a cleared area.
@Suite struct TerminalPolishTests {
    /// The airport guide's facts: three titles that differ only at the end.
    static let airportFacts = """
        {"type": "cell", "version": "1.0", "content": {"type": "facts", "columns": 2, "padding": "m", "rows": [
          {"title": "Security", "value": "10–20 min"}, {"title": "Walk to T3", "value": "10 min"},
          {"title": "Walk to T4", "value": "25 min"}, {"title": "Walk to T5", "value": "30 min"}]}}
        """

    static func card(_ json: String, points: Double) throws -> [String] {
        TerminalRenderer.renderCard(
            try Samples.decodeCell(json), width: TerminalRenderer.columns(forPoints: points), context: Samples.context())
    }

    @Test(arguments: [320.0, 375, 400])
    func sharedStartsKeepTheirDistinguishingEnd(points: Double) throws {
        let text = try Self.card(Self.airportFacts, points: points).joined(separator: "\n")
        for terminal in ["T3", "T4", "T5"] {
            #expect(text.contains(terminal), "at \(points) pt the \(terminal) label lost its end:\n\(text)")
        }
        #expect(!text.contains("Walk to …") && !text.contains("Walk to…"))
        for value in ["10–20 min", "10 min", "25 min", "30 min"] {
            #expect(text.contains(value), "values are never cut here: \(value)")
        }
    }

    @Test func twoColumnsOnlyWhenTheValuesFit() throws {
        let narrow = try Self.card(Self.airportFacts, points: 320)
        #expect(narrow.count == 2 + 4, "one fact a line at 320 pt:\n\(narrow.joined(separator: "\n"))")
        let wide = try Self.card(Self.airportFacts, points: 400)
        #expect(wide.count == 2 + 2, "two facts a line at 400 pt:\n\(wide.joined(separator: "\n"))")
        #expect(wide[1].contains("Walk to T3 10 min") && wide[2].contains("Walk to T4 25 min"))
    }

    /// Cut only where the plain cut would collide with a sibling's ("Lufthansa B…" and
    /// "Lufthansa F…" do not).
    @Test(
        arguments: [
            ("Walk to T3", ["Walk to T3", "Walk to T4"], 9, "Walk…T3"),
            ("Walk to T3", ["Walk to T3", "Walk to T4"], 8, "Walk…T3"),
            ("Walk to T3", ["Walk to T3", "Walk to T4"], 5, "Wa…T3"),
            ("Walk to T3", ["Walk to T3", "Security"], 9, "Walk to …"),
            ("Lufthansa Business", ["Lufthansa Business", "Lufthansa First"], 12, "Lufthansa B…"),
            ("Gate", ["Gate", "Gate B"], 3, "…te"),
            ("Terminal 5 departures", ["Terminal 5 departures", "Terminal 5 arrivals"], 14, "Terminal 5 de…"),
        ] as [(String, [String], Int, String)])
    func distinguishingTruncation(label: String, siblings: [String], width: Int, expected: String) throws {
        #expect(TerminalRenderer.truncatedLabel(label, to: width, siblings: siblings) == expected)
    }

    /// One entry per display column (a wide character fills two).
    static func columns(_ line: String) -> [Character] {
        line.flatMap { character in Array(repeating: character, count: DisplayWidth.of(character)) }
    }

    @Test func aPopupStandsOnAClearedArea() throws {
        let popup = try #require(try Samples.controllers("trip-widget-lifecycle").first)
        var small = popup
        small.preferredWidth = PreferredWidth(compact: .small)
        for controller in [popup, small] {
            // Nothing selected: the popup's heavy border is then the only one.
            let frame = try Samples.tripFrame(
                width: 375, selected: nil, presented: [PresentedController(widgetID: "trip", controller: controller)])
            let lines = TerminalRenderer.render(frame, context: Samples.context()).split(separator: "\n").map { Self.columns(String($0)) }
            let top = try #require(lines.firstIndex { $0.contains("┏") })
            let bottom = try #require(lines.firstIndex { $0.contains("┗") })
            let left = try #require(lines[top].firstIndex(of: "┏"))
            let right = try #require(lines[top].firstIndex(of: "┓"))
            #expect(left >= 1 && right + 1 < lines[top].count)
            for row in [top - 1, bottom + 1] {
                #expect(
                    lines[row][(left - 1)...(right + 1)].allSatisfy { $0 == " " }, "row \(row) touches the popup: \(String(lines[row]))")
            }
            for row in top...bottom {
                #expect(lines[row][left - 1] == " " && lines[row][right + 1] == " ", "row \(row) touches the popup: \(String(lines[row]))")
            }
        }
    }
}
