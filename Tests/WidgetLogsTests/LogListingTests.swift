import Foundation
import Testing
import WidgetLogs

/// What `widgets logs` lists beside the records a filter matches: run boundaries, a crashed
/// widget's stderr, the last N records, and repeated lines counted.
@Suite struct LogListingTests {
    @Test func aNewRunIsMarkedWhereItsSequenceStartsAgain() throws {
        let records = [
            try LogRecords.record(1, kind: "spawned"), try LogRecords.record(2, kind: "exited", extra: #""exitCode":0"#),
            try LogRecords.record(1, kind: "spawned"),
        ]
        let items = LogListing.items(of: records, filter: LogFilter())
        #expect(items.count == 4)
        #expect(items[2] == .nextRun(file: "run.jsonl"))
    }

    @Test func pairingStartsAgainInTheNextRun() throws {
        let request = #""method":"cellHeight","id":"h-1""#
        let records = [
            try LogRecords.record(1, kind: "request", direction: "toWidget", extra: request),
            try LogRecords.record(1, kind: "spawned"),
            try LogRecords.record(2, kind: "response", direction: "fromWidget", extra: #""id":"h-1""#),
        ]
        guard case .record(let reply, _)? = LogListing.items(of: records, filter: LogFilter()).last else {
            Issue.record("no reply listed")
            return
        }
        // The reply of the second run is not paired with the first run's request.
        #expect(reply.request == nil)
    }

    @Test func withErrorsAnExitInErrorShowsTheWidgetsLastStderrLines() throws {
        var records = try (1...7).map { try LogRecords.stderr($0, "line \($0)") }
        records.append(try LogRecords.stderr(8, "other instance", instance: 2))
        records.append(try LogRecords.record(9, kind: "exited", extra: #""exitCode":3"#))
        let items = LogListing.items(of: records, filter: LogFilter(errorsOnly: true))
        #expect(items.count == 1)
        guard case .record(let exited, let tail)? = items.first else { return }
        #expect(exited.record.kind == "exited")
        #expect(tail == ["line 3", "line 4", "line 5", "line 6", "line 7"])
        // Without --errors the stderr records are listed themselves: no tail.
        let all = LogListing.items(of: records, filter: LogFilter())
        #expect(all.allSatisfy { if case .record(_, let tail) = $0 { tail.isEmpty } else { true } })
    }

    @Test func anExitsOwnStderrTailWinsOverTheRecordsSeen() throws {
        let records = [
            try LogRecords.stderr(1, "seen"),
            try LogRecords.record(2, kind: "exited", extra: #""signal":9,"stderrTail":["from the record"]"#),
        ]
        guard case .record(_, let tail)? = LogListing.items(of: records, filter: LogFilter(errorsOnly: true)).first else {
            Issue.record("the exit was not listed")
            return
        }
        #expect(tail == ["from the record"])
    }

    @Test func lastKeepsTheLastRecordsAndTheMarkersAmongThem() throws {
        let records = try [1, 2, 3, 1, 2].map { try LogRecords.record($0, kind: "spawned") }
        let items = LogListing.items(of: records, filter: LogFilter())
        let last = LogListing.last(2, of: items)
        #expect(last.count == 2)
        let three = LogListing.last(3, of: items)
        #expect(three.count == 4)
        #expect(three[1] == .nextRun(file: "run.jsonl"))
        #expect(LogListing.last(0, of: items).isEmpty)
    }

    @Test func newFiltersSelectByKindInstanceIdAndUntil() throws {
        let paired = try LogFixture.paired()
        #expect(Set(paired.filter(LogFilter(kinds: ["exited"]).matches).map(\.record.kind)) == ["exited"])
        #expect(paired.filter(LogFilter(kinds: ["exited"]).matches).count == 2)
        #expect(paired.filter(LogFilter(widgets: ["flight-status"], instance: 2).matches).allSatisfy { $0.record.instance == 2 })
        let h4 = paired.filter(LogFilter(widgets: ["flight-status"], id: "h-4").matches)
        #expect(h4.map(\.record.kind) == ["request", "response"])
        let until = try #require(LogTime.parse("2026-11-03T08:25:00.051Z"))
        #expect(paired.filter(LogFilter(untilMicros: until).matches).allSatisfy { $0.record.timeMicros <= until })
        #expect(paired.filter(LogFilter(untilMicros: until).matches).count < paired.count)
    }
}

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
        let response = try #require(paired.first { $0.record.kind == "response" && $0.record.idText == "h-4" })
        var printer = LogPrinter(formatter: LogLineFormatter(), expand: true)
        let lines = printer.lines(for: .record(response, stderrTail: []))
        #expect(lines.count > 3)
        #expect(lines[1] == "    {")
        #expect(lines.contains("      \"id\": \"h-4\","))
        #expect(lines.contains { $0.contains("\"text\": \"BA 117 LHR → JFK\"") })
        #expect(lines.last == "    }")
    }

    @Test func theRunMarkerSaysInstancesStartAgain() {
        var printer = LogPrinter(formatter: LogLineFormatter())
        #expect(printer.lines(for: .nextRun(file: "/logs/b.jsonl")) == ["── next run (/logs/b.jsonl): instances count from #1 again ──"])
    }
}

/// Times with their date and zone.
@Suite struct LogTimeFormatTests {
    @Test(arguments: [
        ("2026-11-03T08:25:00.123456Z", 0, "2026-11-03T08:25:00.123Z"),
        ("2026-11-03T08:25:00.123456Z", 3600, "2026-11-03T09:25:00.123+01:00"),
        ("2026-11-03T23:59:59.999Z", 19_800, "2026-11-04T05:29:59.999+05:30"),
        ("2026-03-01T00:10:00Z", -5 * 3600, "2026-02-28T19:10:00.000-05:00"),
        ("1969-12-31T23:59:59.500Z", 0, "1969-12-31T23:59:59.500Z"),
    ])
    func formatsDateTimeAndOffset(time: String, offset: Int, expected: String) throws {
        let micros = try #require(LogTime.parse(time))
        #expect(LogTime.format(micros: micros, offsetSeconds: offset) == expected)
        // And --since reads it back (to the millisecond).
        #expect(LogTime.parse(expected) == micros / 1000 * 1000)
    }

    @Test func theFormatterShowsTheZonesOffsetAtEachRecordsTime() throws {
        let paired = try LogFixture.paired()
        let first = try #require(paired.first)
        let kolkata = LogLineFormatter(timeZone: try #require(TimeZone(identifier: "Asia/Kolkata"))).format(first)
        #expect(kolkata.hasPrefix("2026-11-03T13:55:00.000+05:30 "), "\(kolkata)")
        let london = try #require(TimeZone(identifier: "Europe/London"))
        // Summer time in London: +01:00 in July, +00:00 (Z) in November.
        #expect(
            LogLineFormatter(timeZone: london).time(try #require(LogTime.parse("2026-07-01T12:00:00Z"))) == "2026-07-01T13:00:00.000+01:00")
        #expect(LogLineFormatter(timeZone: london).time(try #require(LogTime.parse("2026-11-01T12:00:00Z"))) == "2026-11-01T12:00:00.000Z")
    }
}
