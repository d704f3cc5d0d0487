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
        #expect(exited.record.kindName == "exited")
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

    @Test func anExitShowsItsTailWhereverTheListingHidesItsStderrRecords() throws {
        let exit = try LogRecords.record(3, kind: "exited", extra: #""exitCode":1,"stderrTail":["Traceback","KeyError: 'gate'"]"#)
        let records = [try LogRecords.stderr(1, "Traceback"), try LogRecords.stderr(2, "KeyError: 'gate'"), exit]
        func tails(_ records: [LogRecord], _ filter: LogFilter) -> [[String]] {
            LogListing.items(of: records, filter: filter).compactMap { if case .record(_, let tail) = $0 { tail } else { nil } }
        }
        // `--kind exited` hides the stderr records: the exit brings its own.
        #expect(tails(records, LogFilter(kinds: ["exited"])) == [["Traceback", "KeyError: 'gate'"]])
        // Listed with its stderr records, the exit does not repeat them.
        #expect(tails(records, LogFilter()).allSatisfy { $0.isEmpty })
        // The stderr records are gone (rotated, over the budget): the exit still says what they were.
        #expect(tails([exit], LogFilter()) == [["Traceback", "KeyError: 'gate'"]])
        // A clean exit is not an error: nothing under it.
        let clean = try LogRecords.record(4, kind: "exited", extra: #""exitCode":0,"stderrTail":["bye"]"#)
        #expect(tails([clean], LogFilter()) == [[]])
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
        #expect(Set(paired.filter(LogFilter(kinds: ["exited"]).matches).map(\.record.kindName)) == ["exited"])
        #expect(paired.filter(LogFilter(kinds: ["exited"]).matches).count == 2)
        #expect(paired.filter(LogFilter(widgets: ["flight-status"], instance: 2).matches).allSatisfy { $0.record.instance == 2 })
        let h4 = paired.filter(LogFilter(widgets: ["flight-status"], id: "h-4").matches)
        #expect(h4.map(\.record.kindName) == ["request", "response"])
        let until = try #require(LogTime.parse("2026-11-03T08:25:00.051Z"))
        #expect(paired.filter(LogFilter(untilMicros: until).matches).allSatisfy { $0.record.timeMicros <= until })
        #expect(paired.filter(LogFilter(untilMicros: until).matches).count < paired.count)
    }
}
