import Foundation
import Testing
import WidgetConformance

/// What happens after the first 100 ms (see ``BrokenWidgetTests``).
@Suite(.serialized, .timeLimit(.minutes(2)))
struct LaterFaultTests {
    @Test(arguments: BrokenWidgetTests.laterFaults)
    func brokenWidgetFailsExactlyItsCheck(_ fault: BrokenWidgetTests.Fault) async throws {
        try await BrokenWidgetTests.failsExactlyItsCheck(fault)
    }

    /// The check kills what a widget leaves behind: no daemon of leaves_daemon.py survives it.
    @Test func theCheckLeavesNoProcessBehind() async throws {
        let script = TestPaths.brokenWidgets.appendingPathComponent("leaves_daemon.py").path
        let report = try await TestPaths.check(["python3", script], trip: "one-way", permits: ["processes=4"])
        #expect(report.flaggedChecks.contains(CheckID.leftoverProcesses.name), "it did leave its daemon: \(report.failureSummary)")
        #expect(Self.processes(withCommandLine: "sleep\u{0}59.25\u{0}").isEmpty)
    }

    /// A widget that deletes its own file cannot be started again: `launch` fails, the later
    /// sessions are skipped, not failed. In the sandbox its own folder is read-only: the
    /// deletion is refused, and the `sandbox` check names the file.
    @Test func deletingItsOwnFileFailsLaunch() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deletes-itself-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["basewidget.py", "deletes_itself.py"] {
            try FileManager.default.copyItem(
                at: TestPaths.brokenWidgets.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        let command = ["python3", folder.appendingPathComponent("deletes_itself.py").path]
        let boxed = try await TestPaths.check(command, trip: "one-way")
        #expect(boxed.failedChecks.contains(CheckID.sandbox.name), "\(boxed.failureSummary)")
        #expect(boxed.result(.sandbox)?.actual.contains("deletes_itself.py was refused") == true, "\(boxed.failureSummary)")
        #expect(FileManager.default.fileExists(atPath: command[1]))

        let report = try await TestPaths.check(command, trip: "one-way", sandbox: "off")
        #expect(report.failedChecks == [CheckID.launch.name], "\(report.failureSummary)")
        #expect(report.result(.launch)?.actual.contains("is gone") == true)
    }

    static func processes(withCommandLine commandLine: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            let bytes = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
            return String(decoding: bytes, as: UTF8.self) == commandLine
        }
    }
}
