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
        #expect(run.stdout.contains("flight-status         1      2            1"))
        #expect(run.stderr.contains("run.jsonl:5: skipped a malformed line"))
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
        #expect(lines.count == 8)
        #expect(lines.first?.contains("deadlineMissed") == true)
        #expect(lines.last?.contains("quarantined") == true)
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
