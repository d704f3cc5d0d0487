import Foundation
import Testing
import WidgetLogs

/// The lines of the human listing.
@Suite struct LogPrinterTests {
    @Test func repeatedLinesAreShownOnceThenCounted() throws {
        let records =
            try [LogRecords.stderr(1, "retrying")] + (2...5).map { try LogRecords.stderr($0, "retrying") } + [
                LogRecords.stderr(6, "done")
            ]
        var printer = LogPrinter(formatter: LogLineFormatter(timeZone: .gmt))
        let lines = LogListing.items(of: records, filter: LogFilter()).flatMap { printer.lines(for: $0) } + printer.finish()
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("retrying"))
        #expect(lines[1] == "  … repeated 4 more times, the last at 2026-11-03T08:25:05.000Z")
        #expect(lines[2].hasSuffix("done"))
        var whole = LogPrinter(formatter: LogLineFormatter(), collapse: false)
        #expect(LogListing.items(of: records, filter: LogFilter()).flatMap { whole.lines(for: $0) }.count == 6)
    }

    @Test func aRepeatAtTheEndIsCountedByFinish() throws {
        var printer = LogPrinter(formatter: LogLineFormatter())
        let items = LogListing.items(of: [try LogRecords.stderr(1, "x"), try LogRecords.stderr(2, "x")], filter: LogFilter())
        #expect(items.flatMap { printer.lines(for: $0) }.count == 1)
        #expect(printer.finish() == ["  … repeated once more, the last at 2026-11-03T08:25:02.000Z"])
    }

    @Test func expandPrintsTheWholeMessagePretty() throws {
        let paired = try LogFixture.paired()
        let response = try #require(paired.first { $0.record.kindName == "response" && $0.record.idText == "h-4" })
        var printer = LogPrinter(formatter: LogLineFormatter(), expand: true)
        let lines = printer.lines(for: .record(response, stderrTail: []))
        #expect(lines.count > 3)
        #expect(lines[1] == "    {")
        #expect(lines.contains("      \"id\": \"h-4\","))
        #expect(lines.contains { $0.contains("\"text\": \"BA 117 LHR → JFK\"") })
        #expect(lines.last == "    }")
    }

    /// A widget's text with C1 controls (CSI U+009B, OSC U+009D) and DEL: `--expand` escapes them
    /// as JSON does, so the terminal never sees them, and the message still reads as it was.
    @Test func expandEscapesTheControlsTheSerializerLeaves() throws {
        let record = try LogRecords.record(
            1, kind: "response", direction: "fromWidget",
            extra: #""message":{"jsonrpc":"2.0","id":"h-1","result":{"text":"a\u009b2Jb\u009d0;t\u007fc"}}"#)
        var printer = LogPrinter(formatter: LogLineFormatter(), expand: true)
        let lines = LogListing.items(of: [record], filter: LogFilter()).flatMap { printer.lines(for: $0) }
        #expect(lines.contains { $0.contains(#""text": "a\u009b2Jb\u009d0;t\u007fc""#) }, "\(lines)")
        #expect(!lines.joined().unicodeScalars.contains { $0.value == 0x7F || (0x80..<0xA0).contains($0.value) })
    }

    @Test func theRunMarkerSaysInstancesStartAgain() {
        var printer = LogPrinter(formatter: LogLineFormatter())
        #expect(printer.lines(for: .nextRun(file: "/logs/b.jsonl")) == ["── next run (/logs/b.jsonl): instances count from #1 again ──"])
    }
}
