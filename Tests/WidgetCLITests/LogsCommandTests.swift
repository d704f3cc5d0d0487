import Foundation
import Glibc
import Testing
import WidgetJSON
import WidgetTestSupport

@Suite(.serialized, .timeLimit(.minutes(2)))
struct LogsCommandTests {
    static let fixture = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Logs/run.jsonl").path

    @Test func summaryPrintsTheExpectedRows() async throws {
        let run = try await CLIRunner.run(["logs", "--summary", Self.fixture])
        #expect(run.status == 0)
        #expect(run.stdout.contains("flight-status  initialize         2       1     8.0    20.0"))
        #expect(run.stdout.contains("airport-guide  cellHeight         3       0     6.0     9.0"))
        #expect(run.stdout.contains("flight-status       2      0      2         1            1            1             0"))
        #expect(run.stderr.contains("run.jsonl:5: skipped a malformed line"))
    }

    /// Issue 27: `--help` did not say what the summary counts. It lists every column.
    @Test func helpExplainsEverySummaryColumn() async throws {
        let run = try await CLIRunner.run(["logs", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("SUMMARY COLUMNS (--summary):\n  CALLS "), "\(run.stdout)")
        #expect(run.stdout.contains("  STOPS            processes the host stopped"), "\(run.stdout)")
        #expect(run.stdout.contains("  EXITS            processes that ended without being stopped"), "\(run.stdout)")
    }

    @Test func jsonWithWidgetPassesOnlyThatWidgetsRecords() async throws {
        let run = try await CLIRunner.run(["logs", "--json", "--widget", "airport-guide", Self.fixture])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 10)
        for line in lines {
            let record = try JSONValue(parsing: String(line))
            #expect(record["widget"]?.stringValue == "airport-guide")
        }
    }

    @Test func humanOutputHasOneLinePerRecord() async throws {
        let run = try await CLIRunner.run(["logs", "--errors", "--no-rotated", Self.fixture], environment: ["LANG": "C.UTF-8"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        let records = lines.filter { !$0.hasPrefix(" ") }
        #expect(records.count == 8)
        #expect(records.first?.contains("deadlineMissed") == true)
        #expect(records.last?.contains("quarantined") == true)
        // Under the quarantine, the crashed widget's last stderr lines (the record's stderrTail).
        #expect(lines.suffix(2) == ["    stderr: Traceback (most recent call last):", "    stderr: ValueError: sample cache corrupt"])
    }

    /// A folder named as the log says so, with what to name instead (it used to say the file
    /// did not exist, and to check its permissions).
    @Test func aFolderIsAnErrorThatSaysSo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("logs-folder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try await CLIRunner.run(["logs", folder])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: cannot read the log: \(folder) is a folder, not a log file\n"), "\(run.stderr)")
        #expect(run.stderr.contains("Hint: name one of its .jsonl files"), "\(run.stderr)")
    }

    @Test func missingFileIsAnErrorWithAHint() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("no-state-\(UUID().uuidString)").path
        let run = try await CLIRunner.run(["logs"], environment: ["XDG_STATE_HOME": state])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: no flight recorder log at \(state)/widgets/last-dashboard.jsonl"))
        #expect(run.stderr.contains("widgets dashboard"))
    }

    @Test func badOptionIsAUsageError() async throws {
        let run = try await CLIRunner.run(["logs", "--slow", "fast", Self.fixture])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --slow needs a number"))
    }

    @Test func helpHasTheSections() async throws {
        let run = try await CLIRunner.run(["logs", "--help"])
        #expect(run.status == 0)
        for section in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:"] {
            #expect(run.stdout.contains(section), "missing \(section)")
        }
    }
    /// A filter that matches nothing says so on stderr (stdout stays empty for scripts) and
    /// exits 0, as journalctl does.
    @Test(arguments: [["--widget", "nosuch"], ["--errors", "--widget", "airport-guide"], ["--summary", "--kind", "nosuch"]])
    func noMatchingRecordsIsSaidOnStderr(filter: [String]) async throws {
        let run = try await CLIRunner.run(["logs"] + filter + [Self.fixture])
        #expect(run.status == 0)
        #expect(run.stderr.contains("No matching records"), "\(run.stderr)")
        if !filter.contains("--summary") { #expect(run.stdout.isEmpty) }
    }

    @Test func timesHaveTheirDateAndTheZoneOfTZ() async throws {
        let local = try await CLIRunner.run(["logs", "--widget", "airport-guide", Self.fixture], environment: ["TZ": "Asia/Kolkata"])
        #expect(local.stdout.hasPrefix("2026-11-03T13:55:00.050+05:30 airport-guide#1"), "\(local.stdout)")
        let utc = try await CLIRunner.run(
            ["logs", "--utc", "--widget", "airport-guide", Self.fixture], environment: ["TZ": "Asia/Kolkata"])
        #expect(utc.stdout.hasPrefix("2026-11-03T08:25:00.050Z airport-guide#1"), "\(utc.stdout)")
    }

    @Test func kindInstanceIdUntilAndLinesFilter() async throws {
        let exits = try await CLIRunner.run(["logs", "--kind", "exited", "--kind", "quarantined", Self.fixture])
        // Three records; the quarantine brings its stderr tail, which the filter hides.
        #expect(exits.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.count == 3, "\(exits.stdout)")
        #expect(exits.stdout.hasSuffix("    stderr: ValueError: sample cache corrupt\n"), "\(exits.stdout)")
        let second = try await CLIRunner.run(["logs", "--widget", "flight-status", "--instance", "2", "-n", "1", Self.fixture])
        let lines = second.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(lines.count == 1 && lines[0].contains("flight-status#2") && lines[0].contains("quarantined"), "\(second.stdout)")
        let early = try await CLIRunner.run(["logs", "--utc", "--until", "2026-11-03T08:25:00.030Z", Self.fixture])
        #expect(early.stdout.split(separator: "\n").count == 3, "\(early.stdout)")
        let call = try await CLIRunner.run(["logs", "--widget", "flight-status", "--id", "h-4", "--expand", Self.fixture])
        #expect(call.stdout.contains("\n      \"id\": \"h-4\",\n"), "\(call.stdout)")
        #expect(call.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.count == 2, "\(call.stdout)")
    }

    @Test func runsListsTheKeptRuns() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("runs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let logs = state + "/widgets/logs"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: logs + "/dashboard-20261103T082500Z-2147483647.jsonl", contents: Data(count: 2048))
        let run = try await CLIRunner.run(["logs", "--runs", "--utc"], environment: ["XDG_STATE_HOME": state])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("KIND") == true)
        #expect(lines.count == 2 && lines[1].hasPrefix("dashboard  2026-11-03T08:25:00.000Z  2147483647  ended  2 KiB"), "\(run.stdout)")
        let json = try await CLIRunner.run(["logs", "--runs", "--json"], environment: ["XDG_STATE_HOME": state])
        #expect(try JSONValue(parsing: json.stdout.trimmingCharacters(in: .newlines))["bytes"]?.intValue == 2048)
        let empty = try await CLIRunner.run(["logs", "--runs"], environment: ["XDG_STATE_HOME": state + "/none"])
        #expect(empty.status == 0 && empty.stdout.isEmpty && empty.stderr.hasPrefix("No runs in "))
    }

    @Test(arguments: [
        (["--runs", "run.jsonl"], "--runs takes no file"), (["--summary", "-n", "3"], "--lines and --summary cannot be combined"),
        (["--expand", "--json"], "--expand and --json cannot be combined"), (["--instance", "first"], "--instance needs a whole number"),
    ])
    func badCombinationsAreUsageErrors(arguments: [String], error: String) async throws {
        let run = try await CLIRunner.run(["logs"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: \(error)"), "\(run.stderr)")
    }
}

/// `widgets logs --follow` like `tail -F`: a log that does not exist yet, then rotation.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct LogsFollowTests {
    /// The lines a process writes to its stdout, read on a thread of their own.
    static func lines(of process: TestProcess) -> AsyncStream<String> {
        AsyncStream { continuation in
            let thread = Thread {
                var pending: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let n = read(process.stdoutFD, &buffer, buffer.count)
                    if n <= 0 { break }
                    for byte in buffer[0..<n] {
                        if byte == 0x0A {
                            continuation.yield(String(decoding: pending, as: UTF8.self))
                            pending = []
                        } else {
                            pending.append(byte)
                        }
                    }
                }
                continuation.finish()
            }
            thread.start()
        }
    }

    static func record(_ n: Int) -> String {
        #"{"time":"2026-11-03T08:25:0\#(n).000000Z","seq":\#(n),"widget":"w","instance":1,"direction":"host","kind":"stderr","text":"line \#(n)"}"#
    }

    @Test func followWaitsForTheLogToAppearAndFollowsItsRotation() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("follow-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/later.jsonl"
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let process = try TestProcess(
            executable: BuiltProducts.path(of: "widgets"), arguments: ["logs", "--follow", "--json", path], environment: environment)
        do {
            try await follow(path, process)
        } catch {
            Issue.record(error)
        }
        // Reaped, so the suites that count the test process's zombies see none.
        process.kill()
        _ = await process.waitForExit()
        close(process.stdinFD)
        close(process.stdoutFD)
    }

    /// A new run at the same path (its `seq` starts again) gets a line of its own.
    @Test func followMarksWhereTheNextRunBegins() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("follow-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/run.jsonl"
        _ = FileManager.default.createFile(atPath: path, contents: Data((Self.record(1) + "\n" + Self.record(2) + "\n").utf8))
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let process = try TestProcess(
            executable: BuiltProducts.path(of: "widgets"), arguments: ["logs", "--follow", "--utc", path], environment: environment)
        do {
            var lines = Self.lines(of: process).makeAsyncIterator()
            #expect(await lines.next()?.hasSuffix("line 1") == true)
            #expect(await lines.next()?.hasSuffix("line 2") == true)
            let next = directory + "/next.jsonl"
            _ = FileManager.default.createFile(atPath: next, contents: Data((Self.record(1) + "\n").utf8))
            #expect(rename(next, path) == 0)
            let marker = await lines.next()
            #expect(marker?.contains("next run (\(path)): instances count from #1 again") == true, "\(marker ?? "")")
            #expect(await lines.next()?.hasSuffix("line 1") == true)
        }
        process.kill()
        _ = await process.waitForExit()
        close(process.stdinFD)
        close(process.stdoutFD)
    }

    private func follow(_ path: String, _ process: TestProcess) async throws {
        var lines = Self.lines(of: process).makeAsyncIterator()
        // The file appears after the command started (it did not fail: it waits).
        _ = FileManager.default.createFile(atPath: path, contents: Data((Self.record(1) + "\n").utf8))
        #expect(await lines.next() == Self.record(1))
        // Appended, then rotated away with a last line written just before the rename.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((Self.record(2) + "\n").utf8))
        #expect(await lines.next() == Self.record(2))
        try handle.write(contentsOf: Data((Self.record(3) + "\n").utf8))
        try handle.close()
        #expect(rename(path, path + ".1") == 0)
        _ = FileManager.default.createFile(atPath: path, contents: Data((Self.record(4) + "\n").utf8))
        #expect(await lines.next() == Self.record(3))
        #expect(await lines.next() == Self.record(4))
    }
}

extension LogsCommandTests {
    /// A real widget writes bytes that are not UTF-8 to stdout and twelve lines to stderr, then
    /// exits 1: the log keeps the bytes, and the exit says what the widget last wrote.
    @Test func aCrashedWidgetsExitShowsItsStderrTailAndItsStrayBytesAreKept() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("logs-crash-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let widget = directory + "/crash.sh"
        try """
        #!/bin/sh
        printf 'Loading \\377\\376 data\\n'
        i=1
        while [ $i -le 12 ]; do echo "stderr line $i" >&2; i=$((i+1)); done
        exit 1
        """.write(toFile: widget, atomically: true, encoding: .utf8)
        chmod(widget, 0o755)
        let log = directory + "/preview.jsonl"
        let preview = try await CLIRunner.run(["preview", "--log", log, "--", widget])
        #expect(preview.status == 1, "stderr: \(preview.stderr)")
        let newest = (3...12).map { "stderr line \($0)" }

        let json = try await CLIRunner.run(["logs", "--json", "--kind", "exited", log])
        let exit = try JSONValue(parsing: json.stdout)
        #expect(exit["exitCode"] == 1)
        #expect(exit["stderrTail"] == .array(newest.map(JSONValue.string)))

        // Listed without its stderr records (--kind, --errors), the exit brings its own.
        for filter in [["--kind", "exited"], ["--errors"]] {
            let run = try await CLIRunner.run(["logs", "--no-rotated"] + filter + [log], environment: ["LANG": "C.UTF-8"])
            let lines = run.stdout.split(separator: "\n").map(String.init)
            // The exit is the last record listed (the widget did not restart).
            let at = try #require(lines.lastIndex { !$0.hasPrefix(" ") }, "\(filter): \(run.stdout)")
            #expect(lines[at].contains("exited"), "\(filter): \(run.stdout)")
            #expect(Array(lines[(at + 1)...]) == newest.map { "    stderr: " + $0 }, "\(filter)")
        }

        let stray = try await CLIRunner.run(["logs", "--kind", "strayLine", log])
        #expect(stray.stdout.contains(#"Loading \xFF\xFE data"#), "\(stray.stdout)")
    }
}
