import Foundation
import Glibc
import Testing
import WidgetJSON
import WidgetTestSupport

/// Every way out of `widgets` stops the widgets: SIGTERM, SIGINT and SIGHUP in the middle of
/// `dashboard --once`, `--html`, live mode, `preview` and `check` run the stop sequence, record
/// it, and leave no widget process or descendant behind. The widget is the escape-tree fixture:
/// once initialized it starts a child in its group and a setsid'd, double-forked daemon, writes
/// their pids to a file, and then never answers, so the command is always caught mid-run.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct SignalStopTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Children/escape-tree.py").path

    struct Case: Sendable, CustomTestStringConvertible {
        var options: [String]
        var signal: Int32
        var testDescription: String { "\(options.first ?? "live") + signal \(signal)" }
    }

    @Test(arguments: [
        Case(options: ["--once"], signal: SIGTERM), Case(options: ["--once"], signal: SIGINT),
        Case(options: ["--once"], signal: SIGHUP), Case(options: ["--html"], signal: SIGTERM),
    ])
    func dashboardStopsItsWidgetsOnASignal(_ test: Case) async throws {
        let run = try Scratch()
        let marker = UUID().uuidString
        try run.manifest(widget: [Self.fixture, "--widget", "--ready-file", run.ready], environment: ["WIDGETHOST_TEST_TREE": marker])
        var arguments = ["dashboard", "--manifest", run.manifestPath, "--log", run.log, "--settle", "600"] + test.options
        if test.options == ["--html"] { arguments.append(run.path("page.html")) }
        let command = try CommandRunner.start(
            BuiltProducts.path(of: "widgets"), arguments, environment: ["XDG_STATE_HOME": run.path("state"), "NO_COLOR": "1"])
        let tree = try await run.waitForTree(command)
        #expect(livingProcesses(marked: marker).count == 4, "sentinel, widget, group child and daemon")

        command.signal(test.signal)
        let result = await command.finish()
        #expect(result.status == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("Interrupted by \(Self.name(test.signal)): the widgets were stopped."), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "no frame is printed after a signal")
        let left = await survivors(of: tree, marked: marker)
        #expect(left.isEmpty, "still running after the command exited: \(left)")
        kill(left)

        let records = try run.records()
        let signalRecord = records.firstIndex { $0["kind"]?.stringValue == "hostSignal" }
        #expect(records.first { $0["kind"]?.stringValue == "hostSignal" }?["signal"]?.stringValue == Self.name(test.signal))
        let steps = records.filter { $0["kind"]?.stringValue == "stopStep" && $0["widget"]?.stringValue == "escaper" }
        #expect(steps.first?["step"]?.stringValue == "politeRequest" && steps.last?["step"]?.stringValue == "exited", "\(steps)")
        #expect(
            signalRecord.map { index in records.indices.contains { $0 > index && records[$0]["kind"]?.stringValue == "stopStep" } } == true,
            "the signal is recorded before the stop")
        #expect(records.contains { $0["kind"]?.stringValue == "stopped" && $0["widget"]?.stringValue == "escaper" })
    }

    @Test func liveDashboardStopsItsWidgetsOnSIGHUP() async throws {
        let run = try Scratch()
        let marker = UUID().uuidString
        try run.manifest(widget: [Self.fixture, "--widget", "--ready-file", run.ready], environment: ["WIDGETHOST_TEST_TREE": marker])
        // On a pseudo-terminal, as a user runs it; the driver hangs up once the tree is ready.
        let driver = #"""
            import os, pty, sys, time
            binary, manifest, log, ready = sys.argv[1:5]
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(binary, ["widgets", "dashboard", "--manifest", manifest, "--log", log])
            end = time.time() + 20
            while not os.path.exists(ready) and time.time() < end:
                try: os.read(fd, 65536)
                except OSError: break
            os.kill(pid, 1)
            while True:
                try:
                    if not os.read(fd, 65536): break
                except OSError: break
            _, status = os.waitpid(pid, 0)
            print("ready", os.path.exists(ready), "exit", os.WEXITSTATUS(status) if os.WIFEXITED(status) else -1)
            """#
        let result = try await CommandRunner.run(
            "/usr/bin/env", ["python3", "-c", driver, BuiltProducts.path(of: "widgets"), run.manifestPath, run.log, run.ready],
            environment: ["XDG_STATE_HOME": run.path("state")])
        #expect(result.stdout == "ready True exit 0\n", "driver: \(result.stdout) \(result.stderr)")
        let left = await survivors(of: [], marked: marker)
        #expect(left.isEmpty, "still running after the dashboard quit: \(left)")
        kill(left)
        let records = try run.records()
        #expect(records.contains { $0["kind"]?.stringValue == "hostSignal" && $0["signal"]?.stringValue == "SIGHUP" })
        #expect(records.contains { $0["kind"]?.stringValue == "stopStep" && $0["step"]?.stringValue == "exited" })
    }

    @Test func previewStopsItsWidgetOnSIGINT() async throws {
        let run = try Scratch()
        let command = try CommandRunner.start(
            // The fixture writes its pids into the scratch folder, which preview cannot grant.
            BuiltProducts.path(of: "widgets"),
            ["preview", "--sandbox", "off", "--", "python3", Self.fixture, "--widget", "--ready-file", run.ready],
            environment: ["NO_COLOR": "1"])
        let tree = try await run.waitForTree(command)
        command.signal(SIGINT)
        let result = await command.finish()
        #expect(result.status == 1)
        #expect(result.stderr.contains("Interrupted by SIGINT: the widget was stopped."), "\(result.stderr)")
        let left = await survivors(of: tree, marked: nil)
        #expect(left.isEmpty, "still running after preview exited: \(left)")
        kill(left)
    }

    @Test func checkStopsItsWidgetOnSIGHUP() async throws {
        let run = try Scratch()
        let command = try CommandRunner.start(
            // The fixture writes its pids into the scratch folder, which check cannot grant.
            BuiltProducts.path(of: "widgets"),
            ["check", "--sandbox", "off", "--", "python3", Self.fixture, "--widget", "--ready-file", run.ready])
        let tree = try await run.waitForTree(command)
        command.signal(SIGHUP)
        let result = await command.finish()
        #expect(result.status == 1)
        #expect(result.stderr.contains("Interrupted by SIGHUP: the widget was stopped; no report."), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "no report")
        let left = await survivors(of: tree, marked: nil)
        #expect(left.isEmpty, "still running after check exited: \(left)")
        kill(left)
    }

    /// Each sample session of `widgets check` is a fresh widget process; one whose child leaves
    /// the process group used to leave that daemon behind, once per session.
    @Test func checkLeavesNoProcessBehindWhenTheWidgetDaemonizes() async throws {
        let run = try Scratch()
        let pidLog = run.path("pids")
        let result = try await CommandRunner.run(
            BuiltProducts.path(of: "widgets"),
            ["check", "--sandbox", "off", "--", "python3", Self.fixture, "--widget", "--answer", "--pid-log", pidLog])
        #expect(result.status == 1, "the fixture is no conforming widget; the check runs through")
        let sessions = try String(contentsOfFile: pidLog, encoding: .utf8).split(separator: "\n")
        #expect(sessions.count > 2, "one line per session: \(sessions)")
        let pids = sessions.flatMap { $0.split(separator: " ").compactMap { Int32($0) } }
        let left = await survivors(of: pids.map { TreeProcess(pid: $0, startTime: nil) }, marked: nil)
        #expect(left.isEmpty, "still running after check exited: \(left)")
        kill(left)
    }

    static func name(_ signal: Int32) -> String {
        [SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP"][signal] ?? "signal \(signal)"
    }
}

// MARK: - Helpers

/// A temporary directory for one test: the manifest, the ready file, the flight recorder.
private struct Scratch {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("signal-stop-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory + "/" + name }
    var ready: String { path("ready") }
    var log: String { path("log.jsonl") }
    var manifestPath: String { path("widgets.json") }

    /// A manifest with one widget, `escaper`, run by python3, with short stop steps.
    func manifest(widget arguments: [String], environment: [String: String]) throws {
        let entry: JSONValue = [
            "id": "escaper",
            "command": .array((["python3"] + arguments).map { .string($0) }),
            "environment": .object(JSONObject(environment.map { ($0.key, JSONValue.string($0.value)) })),
            "dashboards": ["trip", "airport"],
            "stop": ["shutdownMs": 500, "closeInputGraceMs": 500, "terminateGraceMs": 500],
            // The fixture never answers cellHeight: a long deadline keeps --once waiting for it
            // (an unanswered first cell counts as settled once its deadline passes).
            "deadlines": ["cellHeight": 600_000],
            // It writes its pids into the scratch folder, and starts a child and a daemon.
            "permissions": ["write": [.string(directory)], "processes": 8],
        ]
        let manifest: JSONValue = ["version": 1, "widgets": [entry]]
        try Data(manifest.serializedString().utf8).write(to: URL(fileURLWithPath: manifestPath))
    }

    /// Waits until the fixture wrote its ready line (or the command ended first), and returns
    /// the tree: the widget's sentinel, the widget, its group child and its daemon.
    func waitForTree(_ command: RunningCommand) async throws -> [TreeProcess] {
        let deadline = ContinuousClock.now + .seconds(30)
        while !FileManager.default.fileExists(atPath: ready) {
            if ContinuousClock.now >= deadline || kill(command.pid, 0) != 0 {
                command.signal(SIGKILL)
                let result = await command.finish()
                Issue.record("the widget never got ready: status \(result.status), stderr \(result.stderr)")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        let pids = try String(contentsOfFile: ready, encoding: .utf8).split(separator: " ").dropFirst().compactMap {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        try #require(pids.count == 3)
        let sentinel = try #require(TreeProcess.parent(of: pids[0]))
        return ([sentinel] + pids).map { TreeProcess(pid: $0, startTime: TreeProcess.startTime(of: $0)) }
    }

    /// The flight recorder's records.
    func records() throws -> [JSONValue] {
        try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    }
}

/// A process of a widget's tree, told apart from a later process with the same pid by its
/// start time.
private struct TreeProcess: CustomStringConvertible {
    var pid: Int32
    var startTime: String?
    var description: String { "\(pid)" }

    static func fields(of pid: Int32) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    static func parent(of pid: Int32) -> Int32? { fields(of: pid).flatMap { Int32($0[1]) } }
    static func startTime(of pid: Int32) -> String? { fields(of: pid).map { String($0[19]) } }

    /// Alive: present, not a zombie, and (if known) started when it was first seen.
    var isAlive: Bool {
        guard let fields = Self.fields(of: pid), fields[0] != "Z" else { return false }
        return startTime == nil || String(fields[19]) == startTime
    }
}

/// Living processes whose environment holds `WIDGETHOST_TEST_TREE=marker`.
private func livingProcesses(marked marker: String) -> [TreeProcess] {
    let needle = Array("WIDGETHOST_TEST_TREE=\(marker)".utf8)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
        guard let pid = Int32(entry), let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
            environment.split(separator: 0).contains(where: { Array($0) == needle })
        else { return nil }
        let process = TreeProcess(pid: pid, startTime: nil)
        return process.isAlive ? process : nil
    }
}

/// Polls /proc until none of `tree` (nor any process marked `marker`) lives; the survivors after
/// 10 s, else empty.
private func survivors(of tree: [TreeProcess], marked marker: String?) async -> [TreeProcess] {
    let deadline = ContinuousClock.now + .seconds(10)
    while true {
        let living = tree.filter(\.isAlive) + (marker.map(livingProcesses(marked:)) ?? [])
        if living.isEmpty || ContinuousClock.now >= deadline { return living }
        try? await Task.sleep(for: .milliseconds(20))
    }
}

/// Cleanup after a failed expectation, so one failure does not leak processes into the run.
private func kill(_ processes: [TreeProcess]) {
    for process in processes { _ = Glibc.kill(process.pid, SIGKILL) }
}
