import Foundation
import Glibc
import Testing
import WidgetTestSupport

/// `preview --watch`: the widget is previewed again, by a fresh process, when its script
/// changes; a signal ends the watch (exit 0) and leaves no widget running.
@Suite(.timeLimit(.minutes(2)))
struct PreviewWatchTests {
    @Test func aChangedScriptIsPreviewedAgainAndCtrlCEndsTheWatch() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("widget.py").path
        let fixture = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/HostileWidgets/widget.py").path
        try FileManager.default.copyItem(atPath: fixture, toPath: script)

        let command = try CommandRunner.start(
            BuiltProducts.path(of: "widgets"), ["preview", "--watch", "--", "python3", script, "healthy"],
            environment: ["NO_COLOR": "1", "XDG_STATE_HOME": CLIRunner.state, "COLUMNS": "200"])
        try await waitUntil("the first preview and the watch") {
            command.standardOutputSoFar.contains("hello from healthy") && command.standardErrorSoFar.contains("for changes")
        }

        let text = try String(contentsOfFile: script, encoding: .utf8)
        try text.replacingOccurrences(of: "\"hello from \"", with: "\"howdy from \"").write(
            toFile: script, atomically: true, encoding: .utf8)
        try await waitUntil("the preview of the changed script") { command.standardOutputSoFar.contains("howdy from healthy") }
        #expect(command.standardErrorSoFar.contains("Changed: widget.py"), "\(command.standardErrorSoFar)")

        command.signal(SIGINT)
        let result = await command.finish()
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("Stopped watching (SIGINT)"), "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "320 pt").count - 1 == 2, "two previews: \(result.stdout)")
    }

    @Test func watchCannotBeCombinedWithJSON() async throws {
        let run = try await CLIRunner.run(["preview", "--watch", "--json", "--", "python3", "main.py"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --watch and --json cannot be combined"), "\(run.stderr)")
    }
}
