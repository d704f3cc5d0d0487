import Foundation
import Testing
import WidgetJSON
import WidgetLogs

@Suite struct LogSummaryTests {
    @Test func methodRowsHaveExactCountsAndPercentiles() throws {
        let summary = LogSummary(try LogFixture.paired())
        func row(_ widget: String, _ method: String) throws -> LogSummary.MethodRow {
            try #require(summary.methods.first { $0.widget == widget && $0.method == method })
        }
        let initialize = try row("flight-status", "initialize")
        #expect(initialize.count == 2)
        #expect(initialize.errors == 1)
        #expect(initialize.p50Ms == 8)
        #expect(initialize.p99Ms == 20)
        let cellHeight = try row("flight-status", "cellHeight")
        #expect((cellHeight.count, cellHeight.errors, cellHeight.latenciesUs) == (2, 1, [4_000]))
        let airport = try row("airport-guide", "cellHeight")
        #expect((airport.count, airport.errors) == (3, 0))
        #expect(airport.p50Ms == 6)
        #expect(airport.p99Ms == 9)
        let reload = try row("airport-guide", "reloadWidget")
        #expect(reload.count == 1)
        #expect(reload.p50Ms == nil)
        #expect(
            summary.methods.map(\.method) == [
                "cellHeight", "initialize", "reloadWidget", "cellHeight", "configureCell", "init", "initialize",
            ])
    }

    @Test func widgetRowsCountRestartsExitsAndQuarantines() throws {
        let summary = LogSummary(try LogFixture.paired())
        let status = try #require(summary.widgets.first { $0.widget == "flight-status" })
        #expect((status.starts, status.stops, status.exits) == (2, 0, 2))
        #expect((status.restarts, status.exits, status.quarantines) == (1, 2, 1))
        let guide = try #require(summary.widgets.first { $0.widget == "airport-guide" })
        #expect((guide.starts, guide.stops, guide.restarts, guide.exits, guide.quarantines) == (1, 0, 0, 0, 0))
    }

    /// Issue 27: EXITS said 0 for a widget that exited with code 0 when the host stopped it. A
    /// process the host stopped is a STOP, whatever its code; one that ended unasked an EXIT,
    /// code 0 included; a `stopped` record that ends no process is neither.
    @Test func everyProcessEndsAsAStopOrAnExit() throws {
        let records = [
            try LogRecords.record(1, kind: "spawned"),
            try LogRecords.record(2, kind: "stopped", extra: #""text":"stopped by the host (exited with code 0)","exitCode":0"#),
            try LogRecords.record(3, kind: "spawned", instance: 2),
            try LogRecords.record(4, kind: "exited", instance: 2, extra: #""text":"the widget exited with code 0","exitCode":0"#),
            try LogRecords.record(
                5, kind: "stopped", instance: 2, extra: #""text":"the temporary policy does not restart after this exit""#),
            try LogRecords.record(6, kind: "spawned", instance: 3),
            try LogRecords.record(
                7, kind: "stopped", instance: 3, extra: #""text":"stopped by the host (killed by signal 15)","signal":15"#),
            try LogRecords.record(8, kind: "stopped", instance: 3, extra: #""text":"stopped by the host while waiting to restart""#),
        ]
        let row = try #require(LogSummary(RequestPairer.pairAll(records)).widgets.first)
        #expect((row.starts, row.stops, row.exits, row.restarts) == (3, 2, 1, 0))
        let json = try #require(LogSummary(RequestPairer.pairAll(records)).json()["widgets"]?.arrayValue?.first)
        #expect((json["starts"]?.intValue, json["stops"]?.intValue, json["exits"]?.intValue) == (3, 2, 1))
    }

    /// `widgets logs --help` explains every column the table has, from the same list.
    @Test func everyColumnOfTheTableIsExplained() throws {
        let records = [try LogRecords.record(1, kind: "recordsDropped", extra: #""dropped":2"#)]
        let table = LogSummary(RequestPairer.pairAll(records)).table() + LogSummary(try LogFixture.paired()).table()
        let headers = table.split(separator: "\n").filter { $0.hasPrefix("WIDGET") }.flatMap {
            $0.dropFirst("WIDGET".count).split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let explained = LogSummary.columns.flatMap { $0.header.split(separator: ", ").map(String.init) }
        #expect(Set(headers).subtracting(["METHOD"]) == Set(explained))
    }

    @Test(arguments: [
        (50.0, [Int64](1...100), Int64(50)),
        (99.0, [Int64](1...100), Int64(99)),
        (99.0, [Int64](1...10), Int64(10)),
        (50.0, [Int64(7)], Int64(7)),
    ])
    func nearestRankPercentile(p: Double, values: [Int64], expected: Int64) {
        #expect(LogSummary.percentile(p, of: values.reversed()) == expected)
    }

    @Test func tableIsAligned() throws {
        let table = LogSummary(try LogFixture.paired()).table()
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.first == "WIDGET         METHOD         CALLS  ERRORS  P50 MS  P99 MS")
        #expect(lines.contains("flight-status  initialize         2       1     8.0    20.0"))
        #expect(lines.contains("airport-guide  reloadWidget       1       0       -       -"))
        #expect(lines.contains("WIDGET         STARTS  STOPS  EXITS  RESTARTS  QUARANTINES  STRAY LINES  STDERR LINES"))
        #expect(lines.contains("flight-status       2      0      2         1            1            1             0"))
        // The whole run, unfiltered: no note.
        #expect(!table.contains("Counted"))
    }

    @Test func jsonHasOneEntryPerWidget() throws {
        let json = LogSummary(try LogFixture.paired()).json()
        let widgets = try #require(json["widgets"]?.arrayValue)
        #expect(widgets.map { $0["widget"]?.stringValue } == ["airport-guide", "flight-status"])
        #expect(widgets[1]["quarantines"]?.intValue == 1)
        #expect(widgets[1]["methods"]?.arrayValue?.count == 4)
    }
}

/// A filter chooses the summary's rows, never its counts (issue 21: `--summary --widget flaky
/// --method cellHeight` showed RESTARTS 0 where there were restarts).
@Suite struct LogSummaryFilterTests {
    @Test func aMethodFilterKeepsTheWidgetsRestartsAndExits() throws {
        let paired = try LogFixture.paired()
        let whole = LogSummary(paired)
        let filtered = LogSummary(paired, filter: LogFilter(widgets: ["flight-status"], method: "cellHeight"))
        #expect(filtered.methods.map(\.method) == ["cellHeight"])
        #expect(filtered.widgets == whole.widgets.filter { $0.widget == "flight-status" })
        #expect(filtered.widgets.first?.restarts == 1)
    }

    @Test func errorsChooseTheMethodsWithErrorsAndCountAllTheirCalls() throws {
        let paired = try LogFixture.paired()
        let errors = LogSummary(paired, filter: LogFilter(errorsOnly: true))
        #expect(errors.methods.map { "\($0.widget) \($0.method)" } == ["flight-status cellHeight", "flight-status initialize"])
        let initialize = try #require(errors.methods.last)
        #expect((initialize.count, initialize.errors) == (2, 1))
        #expect(errors.widgets.map(\.widget) == ["flight-status"])
        #expect(errors.note?.contains("their counts include every record") == true)
    }

    @Test func aTimeWindowNarrowsTheCountsAndSaysSo() throws {
        let paired = try LogFixture.paired()
        let since = try #require(LogTime.parse("2026-11-03T08:25:06Z"))
        let later = LogSummary(paired, filter: LogFilter(sinceMicros: since))
        #expect(later.widgets.first { $0.widget == "flight-status" }?.exits == 1)
        #expect(later.note == "Counted only over records from 2026-11-03T08:25:06.000Z.")
        #expect(later.table().hasSuffix(later.note! + "\n"))
    }

    @Test func strayAndStderrLinesAreCounted() throws {
        let records = [
            try LogRecords.stderr(1, "a"), try LogRecords.stderr(2, "b"),
            try LogRecords.record(3, kind: "strayLine", direction: "fromWidget", extra: #""text":"hi""#),
            try LogRecords.record(4, kind: "oversizeLineStarted", direction: "fromWidget"),
            try LogRecords.record(5, kind: "oversizeLine", direction: "fromWidget"),
        ]
        let row = try #require(LogSummary(RequestPairer.pairAll(records)).widgets.first)
        #expect((row.strayLines, row.stderrLines) == (2, 2))
        let json = LogSummary(RequestPairer.pairAll(records)).json()
        #expect(json["widgets"]?.arrayValue?.first?["strayLines"]?.intValue == 2)
        #expect(json["widgets"]?.arrayValue?.first?["stderrLines"]?.intValue == 2)
    }
}
