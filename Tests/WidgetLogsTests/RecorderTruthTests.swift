import Foundation
import Testing
import WidgetJSON
import WidgetLogs

/// What `widgets logs` makes of the records that keep the log honest: lost calls, normal ends,
/// drops, the lifecycle file, and the details of stray lines and stop steps.
@Suite struct RecorderTruthTests {
    static func record(_ json: String, line: Int = 1) throws -> LogRecord {
        try LogRecord(line: json, file: "run.jsonl", number: line)
    }

    static let base = #""time":"2026-11-03T08:25:00.000000Z","widget":"w","instance":1,"pid":7"#

    @Test func aCallLostToADeathIsAnErrorOfItsMethodButNotWhenTheHostWasStopping() throws {
        let records = try [
            Self.record(#"{\#(Self.base),"direction":"toWidget","kind":"request","method":"configureCell","id":"h-4"}"#),
            Self.record(
                #"{\#(Self.base),"direction":"host","kind":"callFailed","method":"configureCell","id":"h-4","text":"no reply: the widget exited with signal 9","cause":"closedByHost"}"#
            ),
            Self.record(
                #"{\#(Self.base),"direction":"host","kind":"channelClosed","text":"the widget exited with signal 9","cause":"closedByHost","expected":true}"#
            ),
            Self.record(#"{\#(Self.base),"direction":"host","kind":"exited","text":"the widget was killed by signal 9","signal":9}"#),
            Self.record(#"{\#(Self.base),"direction":"toWidget","kind":"request","method":"shutdown","id":"h-5"}"#),
            Self.record(
                #"{\#(Self.base),"direction":"host","kind":"callFailed","method":"shutdown","id":"h-5","text":"no reply: end of file","cause":"endOfFile","expected":true}"#
            ),
        ]
        #expect(records.map(\.isError) == [false, true, false, true, false, false])
        let summary = LogSummary(RequestPairer.pairAll(records))
        let configure = try #require(summary.methods.first { $0.method == "configureCell" })
        #expect((configure.count, configure.errors) == (1, 1))
        let shutdown = try #require(summary.methods.first { $0.method == "shutdown" })
        #expect((shutdown.count, shutdown.errors) == (1, 0))
        let line = LogLineFormatter(unicode: false).format(RequestPairer.pairAll(records)[1])
        #expect(line.contains("callFailed") && line.contains("configureCell") && line.contains("no reply: the widget exited with signal 9"))
    }

    @Test func aChannelTheWidgetClosedUnaskedIsStillAnError() throws {
        let unasked = try Self.record(
            #"{\#(Self.base),"direction":"host","kind":"channelClosed","text":"the peer closed its output (end of file)","cause":"endOfFile"}"#
        )
        #expect(unasked.isError)
        let killed = try Self.record(
            #"{\#(Self.base),"direction":"host","kind":"channelClosed","text":"closed its stdout","action":"SIGKILL to the process group"}"#
        )
        #expect(killed.isError)
    }

    @Test func restartsAreCountedFromRestartRecordsOnlyAndDropsAreSummarised() throws {
        let records = try [
            Self.record(#"{\#(Self.base),"direction":"host","kind":"stopStep","step":"politeRequest","phase":"started"}"#),
            Self.record(#"{\#(Self.base),"direction":"host","kind":"exited","text":"the widget exited with code 0","exitCode":0}"#),
            Self.record(#"{\#(Self.base),"direction":"host","kind":"stopped","text":"stopped by the host (exited with code 0)"}"#),
            Self.record(
                #"{\#(Self.base),"direction":"host","kind":"recordsDropped","text":"12 records of this widget not written","dropped":12,"droppedTotal":12}"#
            ),
            Self.record(
                #"{\#(Self.base),"direction":"host","kind":"recordsDropped","text":"3 records of this widget not written","dropped":3,"droppedTotal":15}"#
            ),
        ]
        let summary = LogSummary(RequestPairer.pairAll(records))
        let row = try #require(summary.widgets.first)
        #expect((row.restarts, row.exits, row.recordsDropped) == (0, 1, 15))
        #expect(summary.table().contains("WIDGET  RECORDS DROPPED\nw                    15\n"))
        #expect(summary.json()["widgets"]?.arrayValue?.first?["recordsDropped"] == 15)
        #expect(records.filter(\.isError).map(\.kindName) == ["recordsDropped", "recordsDropped"])
    }

    @Test func theHumanViewKeepsAStrayLinesReasonAndAStopStepsStepAndPhase() throws {
        let stray = try Self.record(
            #"{\#(Self.base),"direction":"fromWidget","kind":"strayLine","bytes":17,"text":"print debugging","reason":"not JSON: unexpected character 'p'"}"#
        )
        #expect(LogLineFormatter.message(of: stray) == "print debugging [not JSON: unexpected character 'p']")
        let step = try Self.record(#"{\#(Self.base),"direction":"host","kind":"stopStep","step":"terminate","phase":"gracePeriodExpired"}"#)
        #expect(LogLineFormatter.message(of: step) == "[step terminate gracePeriodExpired]")
        let exited = try Self.record(
            #"{\#(Self.base),"direction":"host","kind":"stopStep","text":"the widget exited with code 0","step":"exited","elapsedMs":12.5}"#
        )
        #expect(LogLineFormatter.message(of: exited) == "the widget exited with code 0 [step exited] [after 12.5 ms]")
    }

    @Test func theLifecycleFileFillsInWhatRotationRemovedInRunOrder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/run.jsonl"
        func line(_ seq: Int, _ widget: String, _ kind: String) -> String {
            #"{"time":"2026-11-03T08:25:00.\#(String(format: "%06d", seq))Z","seq":\#(seq),"widget":"\#(widget)","instance":1,"direction":"host","kind":"\#(kind)"}"#
        }
        // seq 1 (quiet spawned) was rotated out of the main files; 5 is in both.
        let lifecycle = [line(1, "quiet", "spawned"), line(5, "quiet", "stopped")]
        let rotated = [line(2, "noisy", "notification"), line(3, "noisy", "notification")]
        let live = [line(4, "noisy", "notification"), line(5, "quiet", "stopped")]
        for (file, lines) in [(path + ".lifecycle", lifecycle), (path + ".1", rotated), (path, live)] {
            _ = FileManager.default.createFile(atPath: file, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        let files = LogFiles.paths(for: path, includeRotated: true)
        #expect(files == [path + ".lifecycle", path + ".1", path])
        let contents = try LogFiles.read(files)
        #expect(contents.records.map(\.seq) == [1, 2, 3, 4, 5])
        #expect(contents.records.map(\.kindName) == ["spawned", "notification", "notification", "notification", "stopped"])
        // Follow carries on at the end of the live file.
        #expect(contents.endLines == 2)
    }

    @Test func aSymbolicLinkIsReadWithTheFilesNextToItsTarget() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("link-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/logs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["logs/run-1.jsonl", "logs/run-1.jsonl.1"] {
            _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data())
        }
        try FileManager.default.createSymbolicLink(atPath: directory + "/last.jsonl", withDestinationPath: "logs/run-1.jsonl")
        #expect(
            LogFiles.paths(for: directory + "/last.jsonl", includeRotated: true)
                == [directory + "/logs/run-1.jsonl.1", directory + "/logs/run-1.jsonl"])
    }
}
