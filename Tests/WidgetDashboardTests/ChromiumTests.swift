import Foundation
import Testing
import WidgetTestSupport

extension DashboardTests {
    /// The sample dashboard's HTML page in a real browser: the DOM has the cards and no script,
    /// and a screenshot is a real picture.
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct ChromiumTests {
        @Test(
            .enabled(
                if: HeadlessChromium.isAvailable,
                "chromium is not installed (apt-get install -y chromium); CI fails here instead of skipping"))
        func dashboardPageRendersInHeadlessChromium() async throws {
            let browser = try #require(HeadlessChromium.executable, "chromium is not on PATH; .ci/run installs it")
            let directory = temporaryDirectory("chromium")
            let page = directory + "/dashboard.html"
            let made = try await widgets(["dashboard", "--html", page])
            try #require(made.status == 0, "widgets dashboard --html failed: \(made.stderr)")
            // The one launcher's flags, at the lowest CPU priority (see HeadlessChromium).
            let flags = HeadlessChromium.flags(profile: "\(directory)/profile")
            let dumpDOM = HeadlessChromium.lowPriority(browser, flags + ["--dump-dom", "file://\(page)"])
            let dom = try await run(dumpDOM.program, dumpDOM.arguments)
            #expect(dom.status == 0, "chromium: \(dom.stderr.suffix(500))")
            #expect(dom.stdout.contains("<main>\n<div class=\"dashboards\">"), "the page was parsed")
            #expect(dom.stdout.components(separatedBy: "<article class=\"card").count - 1 == 6, "two cards at three widths")
            #expect(dom.stdout.contains("Trip checklist"))
            #expect(dom.stdout.contains("LH 778"))
            #expect(!dom.stdout.lowercased().contains("<script"))

            let png = directory + "/dashboard.png"
            let screenshot = HeadlessChromium.lowPriority(
                browser, flags + ["--screenshot=\(png)", "--window-size=1400,1000", "--hide-scrollbars", "file://\(page)"])
            let shot = try await run(screenshot.program, screenshot.arguments)
            #expect(shot.status == 0, "chromium: \(shot.stderr.suffix(500))")
            let size = (try? FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0
            #expect(size > 20_000, "a 1400×1000 screenshot of the dashboard is more than a blank page (\(size) bytes)")
            // Inflate the image data and count distinct byte values: a blank or one-colour page has a handful.
            let distinct = try await run(
                which("python3") ?? "/usr/bin/python3",
                [
                    "-c",
                    """
                    import struct, sys, zlib
                    data = open(sys.argv[1], 'rb').read()
                    assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
                    pos, idat = 8, b''
                    while pos < len(data):
                        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
                        if kind == b'IDAT': idat += data[pos + 8:pos + 8 + length]
                        pos += 12 + length
                    print(len(set(zlib.decompress(idat))))
                    """, png,
                ])
            let values = Int(distinct.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            #expect(values > 64, "the screenshot has \(values) distinct byte values: \(distinct.stderr)")
        }
    }
}
