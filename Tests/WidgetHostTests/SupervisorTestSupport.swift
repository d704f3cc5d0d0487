import Foundation
import Testing
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetHost

/// The path of a script under Tests/Fixtures/HostileWidgets.
func hostileFixture(_ name: String, file: String = #filePath) -> String {
    URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/HostileWidgets/\(name)").path
}

/// A fresh temporary directory.
func temporaryDirectory(_ label: String) -> String {
    let path = NSTemporaryDirectory() + "widgethost-\(label)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Small, fast policies for tests: 10 ms backoff, no jitter, `maxRestarts` in 60 s.
func testPolicies(_ policy: RestartPolicy = .permanent, maxRestarts: Int = 3, initialDelay: Duration = .milliseconds(10)) -> RestartPolicies
{
    RestartPolicies(
        restart: policy,
        backoff: Backoff(initial: initialDelay, multiplier: 1, maximum: initialDelay, jitter: 0, resetAfter: .seconds(60)),
        intensity: RestartIntensity(maximumRestarts: maxRestarts, window: .seconds(60)))
}

/// An entry running `widget.py MODE [ARG]`.
func hostileEntry(
    _ id: String, mode: String, argument: String? = nil, policies: RestartPolicies = testPolicies(),
    deadlines: [String: Duration] = [:], limits: ResourceLimits = ResourceLimits(), budget: ResourceBudget = ResourceBudget(),
    stop: StopTimings = .init(
        shutdownDeadline: .milliseconds(300), afterCloseInputGrace: .milliseconds(500), afterTerminateGrace: .milliseconds(500))
) -> ManifestEntry {
    var entry = ManifestEntry(id: id, executable: hostileFixture("widget.py"), arguments: [mode] + (argument.map { [$0] } ?? []))
    entry.restart = policies
    // Handshake deadlines generous enough for a loaded 2-core machine starting Python.
    entry.deadlines = ["initialize": .seconds(8), "init": .seconds(5)].merging(deadlines) { $1 }
    entry.limits = limits
    entry.budget = budget
    entry.stop = stop
    // The modes that start processes hold the processes grant, as an honest widget would.
    if let processes = ["grandchild": 4, "fork-bomb": 512, "spin-children": 4][mode] { entry.sandbox.processes = processes }
    return entry
}

/// The trip dashboard of the samples.
func sampleContext() throws -> InitRequest {
    let tripData = try Data(contentsOf: RepositoryPaths.samples.appendingPathComponent("trips/one-way.json"))
    let trip = try JSONValueDecoder().decode(Trip.self, from: try JSONValue(parsing: Array(tripData)))
    return .trip(trip, flight: trip.flights[0])
}

/// One test's world: a recorder writing to a temp file, options, and a DashboardSupervisor.
struct Harness {
    let directory: String
    let logPath: String
    let recorder: FlightRecorder
    var options: SupervisorOptions
    let context: InitRequest

    init(
        _ label: String, configure: (inout SupervisorOptions) -> Void = { _ in },
        recorder configureRecorder: (inout FlightRecorder.Options) -> Void = { _ in }
    ) throws {
        directory = temporaryDirectory(label)
        logPath = directory + "/rpc.jsonl"
        var recorderOptions = FlightRecorder.Options(path: logPath)
        configureRecorder(&recorderOptions)
        recorder = FlightRecorder(options: recorderOptions)
        var options = SupervisorOptions(user: UserInfo(userID: "usr-test"), recorder: recorder)
        options.dataRoot = directory + "/data"
        options.hostEnvironment = ["PATH": "/usr/local/bin:/usr/bin:/bin", "LC_ALL": "C.UTF-8", "SECRET_TOKEN": "nope"]
        configure(&options)
        self.options = options
        context = try sampleContext()
    }

    func supervisor(_ entry: ManifestEntry) -> WidgetSupervisor {
        WidgetSupervisor(entry: entry, context: context, options: options)
    }

    /// Starts `entry` and waits until it is ready.
    func startReady(_ entry: ManifestEntry) async throws -> WidgetSupervisor {
        let widget = supervisor(entry)
        await widget.start()
        let status = await widget.waitForStatus(timeout: .seconds(20)) { $0.isReady }
        let now = await widget.status
        try #require(status == .ready, "widget \(entry.id) never became ready: \(now)")
        return widget
    }

    /// Every record written so far, as JSON objects. Checks on the way that no reply is
    /// timestamped before its request (every log the supervisor tests read is checked).
    func records() async -> [JSONValue] {
        await recorder.flush()
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        let records = text.split(separator: "\n").compactMap { try? JSONValue(parsing: String($0)) }
        let disorder = FlightLogCheck.repliesBeforeRequests(records, label: logPath)
        #expect(disorder.isEmpty, "\(disorder.prefix(5))")
        return records
    }

    func records(widget: String, kind: String) async -> [JSONValue] {
        await records().filter { $0["widget"]?.stringValue == widget && $0["kind"]?.stringValue == kind }
    }

    /// Waits until at least `count` records match (polling the log, at most `timeout`), and
    /// returns them; records an issue naming `what` if they never come.
    @discardableResult
    func waitForRecords(
        atLeast count: Int = 1, _ what: String, timeout: Duration = .seconds(30),
        sourceLocation: SourceLocation = #_sourceLocation, _ matching: @escaping @Sendable (JSONValue) -> Bool
    ) async -> [JSONValue] {
        do {
            try await waitUntil(what, timeout: timeout, pollingEvery: .milliseconds(50)) { await records().filter(matching).count >= count }
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
        return await records().filter(matching)
    }
}

/// Waits for `status` predicate or fails the test with the status seen.
func expectStatus(
    _ widget: WidgetSupervisor, within timeout: Duration = .seconds(20),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: @escaping @Sendable (WidgetStatus) -> Bool
) async -> WidgetStatus? {
    let status = await widget.waitForStatus(timeout: timeout, predicate)
    if status == nil {
        Issue.record("status never matched; it is \(await widget.status)", sourceLocation: sourceLocation)
    }
    return status
}

/// Keeps asking a healthy widget for its height while `body` runs; returns the worst latency
/// and how many answers were not fresh.
func whileHealthyAnswers(
    _ healthy: WidgetSupervisor, _ body: () async throws -> Void
) async rethrows -> (worst: Duration, failures: [String]) {
    let probe = Task {
        var worst = Duration.zero
        var failures: [String] = []
        while !Task.isCancelled {
            let started = ContinuousClock.now
            let answer = await healthy.refreshCell(width: 390)
            worst = max(worst, .now - started)
            // The last call may be cancelled by the probe's own end: not the widget's fault.
            if !answer.isFresh, answer.error?.reason != .cancelled { failures.append(answer.error?.description ?? "stale") }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return (worst, failures)
    }
    try await body()
    probe.cancel()
    return await probe.value
}

/// Pids in process group `pgid` that are alive (not zombies).
func liveMembers(ofGroup pgid: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> Int32? in
        guard let pid = Int32(entry),
            let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 3, fields[0] != "Z", Int32(fields[3]) == pgid else { return nil }
        return pid
    }
}
