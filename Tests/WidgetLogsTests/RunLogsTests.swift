import Foundation
import Glibc
import Testing
import WidgetLogs

@Suite struct RunLogsTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("runlogs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test func eachRunHasItsOwnFileInAPrivateFolderAndTheLatestIsALink() throws {
        let state = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let logs = RunLogs(environment: ["XDG_STATE_HOME": state])
        let now = Date(timeIntervalSince1970: 1_793_694_300)  // 2026-11-03T08:25:00Z
        let first = try logs.newRun("dashboard", now: now, pid: 4242)
        let second = try logs.newRun("dashboard", now: now, pid: 4243)
        #expect(first == "\(state)/widgets/logs/dashboard-20261103T082500Z-4242.jsonl")
        #expect(first != second)
        #expect(Self.mode("\(state)/widgets") == 0o700 && Self.mode("\(state)/widgets/logs") == 0o700)
        _ = FileManager.default.createFile(atPath: second, contents: Data())
        logs.pointLatest("dashboard", to: first)
        logs.pointLatest("dashboard", to: second)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: logs.latest("dashboard"))
                == "logs/dashboard-20261103T082500Z-4243.jsonl")
        #expect(LogFiles.resolvingLink(logs.latest("dashboard")) == second)
    }

    @Test func oldRunsArePrunedWithTheirFilesButNotARunThatIsStillGoing() throws {
        let state = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let logs = RunLogs(environment: ["XDG_STATE_HOME": state])
        let directory = logs.directory
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // 30 finished runs (pids that cannot be alive), the oldest one still running (our pid).
        let dead = Int32.max
        for minute in 10..<40 {
            let name = "dashboard-20261103T08\(minute)00Z-\(minute == 10 ? getpid() : dead).jsonl"
            for suffix in ["", ".1", ".lifecycle"] {
                _ = FileManager.default.createFile(atPath: directory + "/" + name + suffix, contents: Data())
            }
        }
        _ = FileManager.default.createFile(atPath: directory + "/preview-20200101T000000Z-\(dead).jsonl", contents: Data())
        let new = try logs.newRun("dashboard", now: Date(timeIntervalSince1970: 1_793_694_300 + 3600), pid: 7)
        _ = FileManager.default.createFile(atPath: new, contents: Data())
        let runs = logs.runs("dashboard")
        #expect(runs.count == RunLogs.runsKept + 1)
        #expect(runs.first == new)
        #expect(runs.contains { $0.hasSuffix("-\(getpid()).jsonl") })
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(!names.contains { $0.hasPrefix("dashboard-20261103T081100Z") })
        #expect(names.contains("dashboard-20261103T083900Z-\(dead).jsonl.lifecycle"))
        #expect(names.contains("preview-20200101T000000Z-\(dead).jsonl"))
    }
}

/// `widgets logs --runs`: the runs in the logs folder, newest first.
@Suite struct RunListingTests {
    @Test func runsAreListedNewestFirstWithTheirStateAndSize() throws {
        let state = try RunLogsTests.folder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let logs = RunLogs(environment: ["XDG_STATE_HOME": state])
        let old = try logs.newRun("dashboard", now: Date(timeIntervalSince1970: 1_793_694_300), pid: Int32.max)
        let live = try logs.newRun("preview", now: Date(timeIntervalSince1970: 1_793_694_360), pid: getpid())
        _ = FileManager.default.createFile(atPath: old, contents: Data(repeating: 0x41, count: 100))
        _ = FileManager.default.createFile(atPath: old + ".lifecycle", contents: Data(repeating: 0x41, count: 20))
        _ = FileManager.default.createFile(atPath: live, contents: Data())
        _ = FileManager.default.createFile(atPath: logs.directory + "/notes.txt", contents: Data())
        logs.pointLatest("dashboard", to: old)
        let runs = logs.allRuns()
        #expect(runs.map(\.path) == [live, old])
        #expect(runs.map(\.kind) == ["preview", "dashboard"])
        #expect(runs[0].isRunning && !runs[1].isRunning)
        #expect(!runs[0].isLatest && runs[1].isLatest)
        #expect(runs[1].bytes == 120)
        #expect(runs[1].startMicros == 1_793_694_300_000_000)
    }
}
