import Foundation
import Testing
import WidgetTestSupport

@testable import WidgetConformance

/// `widgets check` runs every session in the host's sandbox: its `sandbox` check says what the
/// widget was granted, and fails naming the path a widget was refused.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct SandboxCheckTests {
    /// The Swift example keeps its state in its data folder and loads its runtime through
    /// RUNPATH: it passes in the sandbox, which the report describes.
    @Test func theChecklistPassesInTheSandboxAndTheReportSaysWhatItGot() async throws {
        let report = try await TestPaths.check([BuiltProducts.path(of: "checklist-widget")], trip: "one-way")
        #expect(report.failedChecks == [], "\(report.failureSummary)")
        let sandbox = try #require(report.result(.sandbox))
        #expect(sandbox.status == .pass)
        #expect(sandbox.actual.contains("reads \(BuiltProducts.directory.path)"), "its own folder: \(sandbox.actual)")
        #expect(sandbox.actual.contains("a private TMPDIR; network: none; sandbox on: "), "\(sandbox.actual)")
        // check starts no budget watchdog, and says so rather than leave it unsaid.
        #expect(sandbox.actual.hasSuffix("; " + ConformanceRun.noBudgets), "\(sandbox.actual)")
    }

    /// The SDK's fixture widgets run unchanged in the sandbox: every check passes.
    @Test(arguments: ["flight-status", "security-wait", "lounge", "connection-guide", "preparing", "declared-preparing"])
    func theSDKFixturesPassInTheSandbox(widget: String) async throws {
        let report = try await TestPaths.check([BuiltProducts.path(of: "sdk-test-widget"), widget])
        #expect(report.failedChecks == [], "\(report.failureSummary)")
        #expect(report.result(.sandbox)?.status == .pass)
    }

    /// The fixture that tries to leave its sandbox (`escape.py`).
    static let escape = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/HostileWidgets/escape.py").path

    /// A fresh folder to be the widget's HOME, holding `secret.txt`; the caller removes it.
    static func homeWithASecret() throws -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("check-home-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "a secret\n".write(toFile: home + "/secret.txt", atomically: true, encoding: .utf8)
        return home
    }

    /// A widget that reads a file of the user's fails the check, which names the file.
    @Test func aWidgetReadingOutsideItsGrantsFailsNamingThePath() async throws {
        let home = try Self.homeWithASecret()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let report = try await WidgetsBinary.check([Self.escape, "read", "~/secret.txt"], trip: "one-way", environment: ["HOME": home])
        #expect(report.failedChecks.contains(CheckID.sandbox.name), "\(report.failureSummary)")
        let actual = report.result(.sandbox)?.actual ?? ""
        #expect(actual.contains("\(home)/secret.txt was refused in the sandbox"), "\(actual)")
        #expect(report.result(.sandbox)?.hint?.contains("permissions") == true)
    }

    /// The same widget, checked with `--permit read=` for that file, as its manifest would grant
    /// it: the sandbox check passes and lists the grant.
    @Test func aPermitGrantsWhatAManifestWould() async throws {
        let home = try Self.homeWithASecret()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let report = try await WidgetsBinary.check(
            [Self.escape, "read", "~/secret.txt"], trip: "one-way", permits: ["read=\(home)/secret.txt"], environment: ["HOME": home])
        let sandbox = try #require(report.result(.sandbox))
        #expect(sandbox.status == .pass, "\(sandbox.actual)")
        #expect(sandbox.actual.contains("\(home)/secret.txt"), "the grant is listed: \(sandbox.actual)")
    }

    /// A widget that forks without the processes grant fails the check, whose hint names the
    /// grant; with `--permit processes=` (as its manifest would grant it) the fork is allowed.
    @Test func aForkWithoutTheProcessesGrantFailsNamingTheGrant() async throws {
        let refused = try await WidgetsBinary.check([Self.escape, "fork"], trip: "one-way")
        let sandbox = try #require(refused.result(.sandbox))
        #expect(sandbox.status == .fail && sandbox.actual.contains("a new process was refused"), "\(sandbox.actual)")
        #expect(sandbox.hint?.contains("\"processes\"") == true, "\(sandbox.hint ?? "no hint")")

        let granted = try await WidgetsBinary.check([Self.escape, "fork"], trip: "one-way", permits: ["processes=2"])
        #expect(granted.result(.sandbox)?.status == .pass, "\(granted.result(.sandbox)?.actual ?? "")")
    }

    /// The refusals of a new process that the hint names the processes grant for: the line
    /// itself, or the traceback above Python's refusal.
    @Test(arguments: [
        ("bash: fork: Operation not permitted", [String]()),
        ("sh: 1: Cannot fork", []),
        ("Error: spawn EPERM", []),
        ("PermissionError: [Errno 1] Operation not permitted", ["  File \"/w/main.py\", line 3, in <module>", "    pid = os.fork()"]),
        (
            "PermissionError: [Errno 1] Operation not permitted",
            ["  File \"/usr/lib/python3.11/subprocess.py\", line 1901, in _execute_child", "    self.pid = _fork_exec("]
        ),
    ])
    func aRefusedProcessIsToldApart(line: String, before: [String]) {
        #expect(SandboxDenial.isProcessRefusal(line, before: before))
        #expect(!SandboxDenial.isProcessRefusal("PermissionError: [Errno 13] Permission denied: '/root/x'", before: ["    open(path)"]))
    }

    /// What runtimes print when the sandbox refuses them, and the path or address named.
    @Test(arguments: [
        ("PermissionError: [Errno 13] Permission denied: '/root/secret.txt'", "/root/secret.txt"),
        ("Error: EACCES: permission denied, open '/etc/shadow'", "/etc/shadow"),
        ("cat: /home/u/notes: Permission denied", "/home/u/notes"),
        ("Error: connect EACCES 127.0.0.1:443", "127.0.0.1:443"),
        ("escape read /tmp/x/secret.txt: denied: EACCES", "/tmp/x/secret.txt"),
    ])
    func aRefusalNamesWhatWasRefused(line: String, subject: String) {
        #expect(SandboxDenial.isDenial(line))
        #expect(SandboxDenial.subject(of: line) == subject)
    }

    @Test func otherLinesAreNoRefusal() {
        #expect(!SandboxDenial.isDenial("init trip one-way"))
        #expect(SandboxDenial.subject(of: "socket: Operation not permitted") == nil)
    }
}
