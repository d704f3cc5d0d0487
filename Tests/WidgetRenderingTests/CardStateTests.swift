import Foundation
import Testing
import WidgetProtocol
import WidgetRendering

/// Every card state with realistic causes, in both renderers: the cause is whole and wraps
/// inside its card, never cut in a pill or a border.
@Suite struct CardStateTests {
    static let quarantine =
        """
        The widget exceeded its CPU limit of 1 s and was killed by signal 9 after 5 restarts within 60 s; its last stderr line: \
        Traceback (most recent call last): File \"main.py\", line 12
        """
    static let failure =
        """
        python3 is not installed: the manifest's command for \"flight-status\" names python3, which is not on PATH; install Python 3 \
        or change the command
        """
    static let rejection = "rule children-max (at most 64 children): /content/children/3/children has 80"
    static let silence = "Widget \"mute\" did not answer 'cellHeight' within 1.0 seconds; a late reply will be dropped."

    static func frame(width: Double) throws -> DashboardFrame {
        DashboardFrame(
            title: "Every state", width: width,
            cards: [
                CardFrame(widgetID: "trip", status: .ready, cell: try Samples.trip, height: 150),
                CardFrame(widgetID: "lounge", status: .stale(asOf: "18:02"), cell: try Samples.lounge, height: 120),
                CardFrame(widgetID: "weather", status: .starting, cell: nil, height: 100),
                CardFrame(widgetID: "flight-status", status: .failed(reason: failure), cell: nil, height: 150),
                CardFrame(widgetID: "bad-tree", status: .rejected(reason: rejection), cell: nil),
                CardFrame(widgetID: "mute", status: .unanswered(reason: silence), cell: nil, height: 100),
                CardFrame(widgetID: "crasher", status: .restarting(secondsRemaining: 4), cell: try Samples.connection, height: 90),
                CardFrame(widgetID: "security", status: .quarantined(reason: quarantine), cell: try Samples.security, height: 100),
                CardFrame(widgetID: "pushy", status: .ready, cell: try Samples.connection, height: 90, pendingPresentation: "Gate change"),
                CardFrame(widgetID: "returning", status: .restarting(secondsRemaining: 0), cell: try Samples.connection, height: 90),
                CardFrame(widgetID: "closing", status: .stopping, cell: try Samples.connection, height: 90),
                CardFrame(
                    widgetID: "lounge-stopped", status: .stopped(reason: "stopped by the host"), cell: try Samples.lounge, height: 120),
            ])
    }

    @Test(arguments: [320.0, 400])
    func causesAreWholeInTheTerminal(width: Double) throws {
        let text = TerminalRenderer.render(try Self.frame(width: width), context: Samples.context())
        let flat = text.split(separator: "\n").map { line in
            line.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
        }.joined(separator: " ")
        for cause in [
            Self.quarantine, Self.failure, "Its cell was rejected: " + Self.rejection, "It has not answered for its card: " + Self.silence,
        ] {
            #expect(flat.contains(cause), "cut: \(cause)\n\(text)")
        }
        #expect(
            OutputChecks.widthProblems(text.split(separator: "\n").map(String.init), width: TerminalRenderer.columns(forPoints: width))
                == [])
    }

    @Test func causesAreWholeInHTML() throws {
        let page = HTMLRenderer.render(frames: [try Self.frame(width: 320)], context: Samples.context())
        for cause in [Self.quarantine, Self.failure, Self.rejection, Self.silence] {
            let escaped = cause.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "'", with: "&#39;")
            #expect(page.contains(escaped), "\(cause)")
        }
        #expect(page.contains("<p class=\"card-status quarantined\">⚠ quarantined</p>"), "the pill says only the state")
    }

    /// A card the host stopped says "stopped" and who stopped it, in both renderers, and
    /// nothing of a quarantine (nothing went wrong); a card coming back from a restart says
    /// "restarting" with no countdown of 0 s.
    @Test func stoppedAndComingBackSayWhatTheyAre() throws {
        let stopped = CardFrame(widgetID: "lounge", status: .stopped(reason: "stopped by the host"), cell: try Samples.lounge, height: 120)
        let back = CardFrame(widgetID: "crasher", status: .restarting(secondsRemaining: 0), cell: try Samples.connection, height: 90)
        let text = TerminalRenderer.render(DashboardFrame(title: "t", width: 375, cards: [stopped, back]), context: Samples.context())
        #expect(text.contains("■ stopped") && text.contains("stopped by the host"), "\(text)")
        #expect(text.contains("↻ restarting") && !text.contains("restarting in"), "\(text)")
        #expect(!text.contains("quarantined"))
        let html = HTMLRenderer.renderCard(stopped, context: Samples.context()).html
        #expect(html.contains("<p class=\"card-status stopped\">■ stopped</p>"), "\(html)")
        #expect(html.contains("<p class=\"card-reason\">stopped by the host</p>") && !html.contains("quarantined"))
        #expect(
            HTMLRenderer.renderCard(back, context: Samples.context()).html.contains("<p class=\"card-status restarting\">↻ restarting</p>"))
    }

    @Test func terminalGolden() throws {
        Golden.check(TerminalRenderer.render(try Self.frame(width: 375), context: Samples.context()), named: "terminal-375-states.txt")
    }

    @Test func htmlGolden() throws {
        let page = HTMLRenderer.render(
            frames: [try Self.frame(width: 320), try Self.frame(width: 375), try Self.frame(width: 400)], context: Samples.context())
        Golden.check(page, named: "states.html")
    }
}
