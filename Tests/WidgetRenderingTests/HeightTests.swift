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
        // The 100 pt card cannot hold its content and is marked; the 600 pt card holds all of it.
        #expect(page.components(separatedBy: "class=\"clip-marker\"").count - 1 == 1, "only a card shorter than its content is marked")
    }

    /// A card as tall as its content's measure shows all of it in the terminal too: its rows
    /// are the height's, or the content's where the terminal needs more.
    @Test(arguments: [320.0, 375, 400])
    func aCardAsTallAsItsMeasureIsWholeInTheTerminal(width: Double) throws {
        let context = Samples.context()
        let columns = TerminalRenderer.columns(forPoints: width)
        for (name, cell) in try ContentHeightBrowserTests.cells() {
            let points = ContentHeight.measure(cell, width: width, context: context)
            let natural = TerminalRenderer.renderCard(cell, width: columns, context: context, points: width)
            let sized = TerminalRenderer.renderCard(cell, width: columns, context: context, height: points, points: width)
            #expect(!sized.joined().contains("more line"), "\(name) at \(width) is cut: \(sized.joined(separator: "\n"))")
            #expect(sized.count == max(TerminalRenderer.rows(forPoints: points), natural.count), "\(name) at \(width)")
        }
    }

    /// Dividers are a point in the page and a row in the terminal: a card of them fits its
    /// measure only by growing, and is cut once the height is below the measure.
    @Test func theTerminalGrowsOnlyForContentThatFits() throws {
        let rows = Array(repeating: #"{"type": "text", "text": "Row"}, {"type": "divider"}"#, count: 6).joined(separator: ", ")
        let cell = try Samples.decodeCell(
            #"{"type": "cell", "version": "1.0", "content": {"type": "vstack", "spacing": "none", "children": ["# + rows + "]}}")
        let context = Samples.context()
        let points = ContentHeight.measure(cell, width: 375, context: context)
        #expect(points == 6 * 22 + 6)
        let natural = TerminalRenderer.renderCard(cell, width: 46, context: context, points: 375)
        #expect(natural.count - 2 > TerminalRenderer.rows(forPoints: points) - 2, "the terminal needs more rows than the points give")
        #expect(TerminalRenderer.renderCard(cell, width: 46, context: context, height: points, points: 375) == natural)
        let cut = TerminalRenderer.renderCard(cell, width: 46, context: context, height: points - 10, points: 375)
        #expect(cut.count == TerminalRenderer.rows(forPoints: points - 10) && cut.joined().contains("more lines"))
    }

    /// A card whose widget answered "fit" is its content's measure in both renderers: the
    /// page's content box at least that tall and never clipped, the terminal's rows those of
    /// the measure or of the content, whichever is more, and never cut.
    @Test(arguments: [320.0, 400])
    func aCardThatFitsItsContentIsItsMeasureInBothRenderers(width: Double) throws {
        let context = Samples.context()
        for (name, cell) in try ContentHeightBrowserTests.cells() {
            let measured = ContentHeight.measure(cell, width: width, context: context)
            let card = CardFrame(widgetID: name, cell: cell, height: 40, fitsContent: true)
            let page = HTMLRenderer.render(frames: [DashboardFrame(title: "Fit", width: width, cards: [card])], context: context)
            let rule = try #require(
                page.firstMatch(of: try Regex("\\.(st-[0-9a-f]{12})\\{min-height:\(CSSValue.points(measured))px!important\\}")),
                "\(name): no rule for its measure \(measured)")
            let name_ = try #require(rule.output[1].substring)
            #expect(page.contains("<div class=\"card-content fit \(name_)\">"), "\(name)")
            #expect(!page.contains("class=\"clip-marker\""), "\(name): a card that fits its content is never clipped")
            let columns = TerminalRenderer.columns(forPoints: width)
            let natural = TerminalRenderer.renderCard(cell, width: columns, context: context, points: width)
            let fitted = TerminalRenderer.renderCard(card, width: columns, context: context, points: width)
            #expect(fitted.count == max(TerminalRenderer.rows(forPoints: measured), natural.count), "\(name) at \(width)")
            #expect(!fitted.joined().contains("more line"), "\(name) at \(width)")
        }
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

/// CSS numbers as the renderer writes them (integral values without a fraction).
enum CSSValue {
    static func points(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        var text = String(format: "%.2f", hundredths / 100)
        if text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
