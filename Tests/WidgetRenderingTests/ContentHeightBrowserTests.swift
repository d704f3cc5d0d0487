import Foundation
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetRendering
import WidgetTestSupport

/// The measure against a real browser: Chromium lays out the sample cards and every card's
/// content is as tall as ``ContentHeight`` says, within a point; a card sized to exactly that
/// height shows its content whole, with no clipping marker, and one 10 points shorter shows it.
@Suite(.serialized, .timeLimit(.minutes(10)))  // browsers take turns (BrowserSlot): the limit covers the wait
struct ContentHeightBrowserTests {
    static let widths: [Double] = [320, 360, 375, 400]

    /// The sample cells: the transcripts', the every-kind card, and cards that wrap, shrink
    /// and align in the ways the measure must follow.
    static func cells() throws -> [(String, Cell)] {
        try [
            ("trip", Samples.trip), ("trip-b32", Samples.tripGateB32), ("lounge", Samples.lounge),
            ("connection", Samples.connection), ("security", Samples.security), ("every-kind", Samples.everyKind),
        ] + ContentHeightTests.shapes.map { ($0.0, try Samples.decodeCell($0.1)) }
    }

    @Test(
        .enabled(
            if: HeadlessChromium.isAvailable, "chromium is not installed (apt-get install -y chromium); CI fails here instead of skipping"))
    func chromiumLaysOutTheMeasuredHeight() async throws {
        let context = Samples.context()
        let cells = try Self.cells()
        // Each cell three times per width: as tall as its content, sized to its measure, and 10 pt shorter.
        let frames = Self.widths.map { width in
            DashboardFrame(
                title: "Measure", width: width,
                cards: cells.flatMap { name, cell in
                    [
                        CardFrame(widgetID: name, cell: cell),
                        CardFrame(
                            widgetID: name + "@sized", cell: cell, height: ContentHeight.measure(cell, width: width, context: context)),
                        CardFrame(
                            widgetID: name + "@short", cell: cell, height: ContentHeight.measure(cell, width: width, context: context) - 10),
                    ]
                })
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("measure.html")
        try HTMLRenderer.render(frames: frames, context: context).write(to: file, atomically: true, encoding: .utf8)

        let measured = try await HeadlessChromium.withBrowser(width: 1800, height: 1000) { browser in
            let page = try await browser.newPage()
            try await page.navigate(to: file.absoluteString)
            // Two frames first, so what is read is what was painted.
            return try await page.evaluate(
                """
                new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))).then(() =>
                Array.from(document.querySelectorAll('section.dashboard')).flatMap(section =>
                  Array.from(section.querySelectorAll('article.card')).map(card => {
                    const content = card.querySelector('.card-content');
                    const flow = content.querySelector('.cell-flow');
                    const marker = content.querySelector('.clip-marker');
                    return {width: section.getBoundingClientRect().width, widget: card.dataset.widget,
                            height: content.getBoundingClientRect().height,
                            overflow: flow ? content.scrollHeight - content.clientHeight : 0,
                            marker: marker ? getComputedStyle(marker).opacity : 'none'};
                  })))
                """)
        }
        let rows = try #require(measured.arrayValue, "the page answered \(measured)")
        #expect(rows.count == frames.count * cells.count * 3)
        for row in rows {
            let width = try #require(row["width"]?.doubleValue)
            let widget = try #require(row["widget"]?.stringValue)
            let name = widget.replacingOccurrences(of: "@sized", with: "").replacingOccurrences(of: "@short", with: "")
            let cell = try #require(cells.first { $0.0 == name }?.1)
            let expected = ContentHeight.measure(cell, width: width, context: context)
            let height = try #require(row["height"]?.doubleValue)
            if widget.hasSuffix("@short") {
                #expect(row["marker"]?.stringValue == "1", "\(widget) at \(width): 10 pt too short, and no clipping marker")
            } else if widget.hasSuffix("@sized") {
                #expect(abs(height - expected) < 0.01, "\(widget) at \(width): the card is its asked height")
                #expect((row["overflow"]?.doubleValue ?? 1) <= 1, "\(widget) at \(width): the content overflows its measure")
                #expect(row["marker"]?.stringValue == "none", "\(widget) at \(width): the clipping marker shows on content that fits")
            } else {
                #expect(
                    abs(height - expected) <= 1, "\(name) at \(width): Chromium lays it out \(height) pt tall, the measure says \(expected)"
                )
            }
        }
    }
}
