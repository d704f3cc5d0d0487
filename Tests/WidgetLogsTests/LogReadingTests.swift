import Foundation
import Testing
import WidgetLogs

@Suite struct LogReadingTests {
    @Test func readsRotatedFileFirstAndSkipsTheMalformedLine() throws {
        let contents = try LogFixture.read()
        #expect(contents.records.count == 32)
        #expect(contents.records.first?.file.hasSuffix("run.jsonl.1") == true)
        #expect(contents.records.first?.kindName == "spawned")
        #expect(contents.records.last?.file.hasSuffix("run.jsonl") == true)
        let malformed = try #require(contents.malformed.first)
        #expect(contents.malformed.count == 1)
        #expect(malformed.line == 5)
        #expect(malformed.file.hasSuffix("/run.jsonl"))
        #expect(malformed.description.contains("run.jsonl:5: skipped a malformed line"))
    }

    @Test func withoutRotatedReadsOnlyTheLiveFile() throws {
        let contents = try LogFixture.read(rotated: false)
        #expect(contents.records.count == 23)
        #expect(contents.records.allSatisfy { $0.file.hasSuffix("/run.jsonl") })
    }

    @Test func rotatedPathsAreOldestFirst() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("logs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = directory.appendingPathComponent("x.jsonl").path
        for suffix in ["", ".1", ".2"] { _ = FileManager.default.createFile(atPath: base + suffix, contents: Data()) }
        #expect(LogFiles.paths(for: base, includeRotated: true) == [base + ".2", base + ".1", base])
        #expect(LogFiles.paths(for: base, includeRotated: false) == [base])
    }

    /// Each cause of an unreadable log file is its own reason, named with the file.
    @Test func anUnreadableFileSaysWhy() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("logs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: LogReadError(path: directory, reason: .isFolder)) { try LogFiles.read([directory]) }
        let missing = directory + "/gone.jsonl"
        #expect(throws: LogReadError(path: missing, reason: .noSuchFile)) { try LogFiles.read([missing]) }
        let under = directory + "/file/below.jsonl"
        _ = FileManager.default.createFile(atPath: directory + "/file", contents: Data())
        #expect(throws: LogReadError(path: under, reason: .noSuchFile)) { try LogFiles.read([under]) }
        #expect(LogReadError(path: missing, reason: .permissionDenied).description == "permission denied reading \(missing)")
    }

    @Test func partialLastLineIsHeldForFollow() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("logs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("live.jsonl").path
        let whole = #"{"time":"2026-11-03T08:25:00.000000Z","widget":"w","instance":1,"direction":"host","kind":"spawned"}"#
        _ = FileManager.default.createFile(atPath: path, contents: Data((whole + "\n" + #"{"time":"#).utf8))
        let held = try LogFiles.read([path], holdingPartialLastLine: true)
        #expect(held.records.count == 1)
        #expect(held.malformed.isEmpty)
        #expect(held.endOffset == UInt64(whole.utf8.count + 1))
        #expect(held.endLines == 1)
        #expect(try LogFiles.read([path]).malformed.count == 1)
    }

    @Test(arguments: [
        ("2026-11-03T08:25:00.123456Z", Int64(1_793_694_300_123_456)),
        ("2026-11-03T08:25:00Z", Int64(1_793_694_300_000_000)),
        ("2026-11-03T09:25:00+01:00", Int64(1_793_694_300_000_000)),
        ("1970-01-01", Int64(0)),
    ])
    func parsesISO8601(text: String, micros: Int64) {
        #expect(LogTime.parse(text) == micros)
    }

    @Test func parsesRelativeSince() {
        let now: Int64 = 10_000_000_000
        #expect(LogTime.parseSince("10m", nowMicros: now) == now - 600_000_000)
        #expect(LogTime.parseSince("2h", nowMicros: now) == now - 7_200_000_000)
        #expect(LogTime.parseSince("yesterday", nowMicros: now) == nil)
        #expect(LogTime.parse("2026-13-03T08:25:00Z") == nil)
    }

    @Test func defaultPathFollowsXDGStateHome() {
        #expect(DefaultPaths.lastDashboardLog(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/h"]) == "/s/widgets/last-dashboard.jsonl")
        #expect(
            DefaultPaths.lastDashboardLog(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
                == "/h/.local/state/widgets/last-dashboard.jsonl")
        #expect(DefaultPaths.lastDashboardLog(environment: ["HOME": "/h"]) == "/h/.local/state/widgets/last-dashboard.jsonl")
    }
}
