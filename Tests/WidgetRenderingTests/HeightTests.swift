import Foundation
import Testing
import WidgetProtocol
import WidgetRendering

/// Cards are as tall as their widget's `cellHeight`: exactly in HTML (px = pt), by 16 points a
/// row (border rows counted) in the terminal; cut with a marker or padded.
@Suite struct HeightTests {
    /// The same cell answered with 100 and with 600 points.
    static func frame(width: Double = 375) throws -> DashboardFrame {
        DashboardFrame(
            title: "Heights", width: width,
            cards: [
                CardFrame(widgetID: "short", cell: try Samples.security, height: 100),
                CardFrame(widgetID: "tall", cell: try Samples.security, height: 600),
                CardFrame(widgetID: "natural", cell: try Samples.connection),
            ])
    }

    @Test(
        arguments: [
            (100.0, 6), (176, 11), (150, 9), (600, 38), (16, 3), (0, 3), (-5, 3), (.nan, 3), (.infinity, 3), (1e9, 250),
        ] as [(Double, Int)])
    func pointsToRows(points: Double, rows: Int) {
        #expect(TerminalRenderer.rows(forPoints: points) == rows)
    }

    @Test(arguments: [100.0, 176, 600])
    func aTerminalCardHasTheRowsItsWidgetAskedFor(points: Double) throws {
        let lines = TerminalRenderer.renderCard(try Samples.security, width: 46, context: Samples.context(), height: points)
        #expect(lines.count == TerminalRenderer.rows(forPoints: points))
        #expect(OutputChecks.widthProblems(lines, width: 46) == [])
    }

    @Test func contentTallerThanTheCardIsCutWithAMarker() throws {
        let natural = TerminalRenderer.renderCard(try Samples.security, width: 46, context: Samples.context())
        let cut = TerminalRenderer.renderCard(try Samples.security, width: 46, context: Samples.context(), height: 100)
        // 6 rows: 2 borders, 3 rows of content, the marker naming the rest.
        let hidden = natural.count - 2 - 3
        #expect(cut[4].contains("⋯ \(hidden) more lines"), "\(cut.joined(separator: "\n"))")
        #expect(Array(cut[1...3]) == Array(natural[1...3]))
        let ascii = TerminalRenderer.renderCard(try Samples.security, width: 46, context: Samples.context(unicode: false), height: 100)
        #expect(ascii[4].contains("... \(hidden) more lines"))
    }

    @Test func contentShorterThanTheCardIsPadded() throws {
        let natural = TerminalRenderer.renderCard(try Samples.connection, width: 46, context: Samples.context())
        let padded = TerminalRenderer.renderCard(try Samples.connection, width: 46, context: Samples.context(), height: 300)
        #expect(padded.count == 19)
        #expect(Array(padded.prefix(natural.count - 1)) == Array(natural.prefix(natural.count - 1)))
        #expect(padded[natural.count - 1] == "│" + String(repeating: " ", count: 44) + "│")
        #expect(padded.last == natural.last)
    }

    @Test func whyACardFailedIsNeverCut() throws {
        let reason = "exited with code 3 after 5 restarts within 60 s"
        let lines = TerminalRenderer.renderCard(
            try Samples.security, width: 46, context: Samples.context(), status: .quarantined(reason: reason), height: 100)
        #expect(lines.joined().contains("exited with code 3 after 5 restarts within") && lines.joined().contains("60 s"))
        #expect(lines.count > TerminalRenderer.rows(forPoints: 100))
    }

    @Test func aTallerAnswerDrawsATallerCardInBothRenderers() throws {
        let frame = try Self.frame()
        let text = TerminalRenderer.render(frame, context: Samples.context())
        let boxes = text.split(separator: "\n").filter { $0.hasPrefix("╭") || $0.hasPrefix("╰") }
        #expect(boxes.count == 6)
        let lines = text.split(separator: "\n").map(String.init)
        let tops = lines.indices.filter { lines[$0].hasPrefix("╭") }
        let bottoms = lines.indices.filter { lines[$0].hasPrefix("╰") }
        #expect(bottoms[0] - tops[0] + 1 == 6)
        #expect(bottoms[1] - tops[1] + 1 == 38)
        let page = HTMLRenderer.render(frames: [frame], context: Samples.context())
        for height in [100, 600] {
            // The height is a class whose rule is in the page's stylesheet (no style attribute).
            let rule = try #require(page.firstMatch(of: try Regex("\\.(st-[0-9a-f]{12})\\{height:\(height)px!important\\}")))
            let name = try #require(rule.output[1].substring)
            #expect(page.contains("<div class=\"card-content sized \(name)\">"))
        }
        #expect(page.components(separatedBy: "class=\"clip-marker\"").count - 1 == 2, "only sized cards can be clipped")
    }

    @Test func aFramesCardsMeasureAsTheyAreDrawn() throws {
        let frame = try CardStateTests.frame(width: 375)
        let drawn = TerminalRenderer.render(frame, context: Samples.context()).split(separator: "\n").count
        let measured = frame.cards.map { TerminalRenderer.renderCard($0, width: 46, context: Samples.context()).count + 1 }.reduce(0, +)
        #expect(drawn == 1 + measured, "title, then a blank line and the card, for each card")
    }

    @Test func terminalGolden() throws {
        Golden.check(TerminalRenderer.render(try Self.frame(), context: Samples.context()), named: "terminal-375-heights.txt")
    }

    @Test func htmlGolden() throws {
        let page = HTMLRenderer.render(frames: [try Self.frame(width: 320), try Self.frame(width: 400)], context: Samples.context())
        Golden.check(page, named: "heights.html")
    }
}
