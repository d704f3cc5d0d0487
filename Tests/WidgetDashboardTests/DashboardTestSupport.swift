import Foundation
import Testing
import WidgetDashboard
import WidgetHost
import WidgetJSON
import WidgetProtocol
import WidgetRendering
import WidgetTestSupport

/// An executable found in PATH, or nil.
func which(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
}

/// A fresh temporary directory.
func temporaryDirectory(_ label: String) -> String {
    let path = NSTemporaryDirectory() + "widgets-dashboard-\(label)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The example widgets as manifest entries, with fast restarts and handshake deadlines generous
/// enough for a loaded 2-core machine.
enum Examples {
    static let examples = RepositoryPaths.root.appendingPathComponent("examples")

    static func entry(_ id: String, _ executable: String, _ arguments: [String] = [], dashboards: Set<DashboardKind>) -> ManifestEntry {
        var entry = ManifestEntry(id: id, executable: executable, arguments: arguments, dashboards: dashboards)
        entry.deadlines = [
            "initialize": .seconds(10), "init": .seconds(8), "prepareData": .seconds(10), "cellHeight": .seconds(3),
            "configureCell": .seconds(3), "viewController": .seconds(3), "action": .seconds(3),
        ]
        entry.restart = RestartPolicies(
            restart: .permanent,
            backoff: Backoff(initial: .milliseconds(800), multiplier: 1, maximum: .milliseconds(800), jitter: 0, resetAfter: .seconds(60)),
            intensity: RestartIntensity(maximumRestarts: 5, window: .seconds(60)))
        return entry
    }

    static var flightStatus: ManifestEntry {
        entry(
            "flight-status", which("python3") ?? "/usr/bin/python3", [examples.appendingPathComponent("flight-status/main.py").path],
            dashboards: [.trip])
    }
    static var checklist: ManifestEntry {
        entry("checklist", BuiltProducts.path(of: "checklist-widget"), dashboards: [.trip])
    }
    static var airportGuide: ManifestEntry {
        entry(
            "airport-guide", which("node") ?? "/usr/bin/node", [examples.appendingPathComponent("airport-guide/main.js").path],
            dashboards: [.airport])
    }
    static var all: [ManifestEntry] { [flightStatus, checklist, airportGuide] }
}

/// Sample contexts.
enum Samples {
    static func json(_ path: String) throws -> JSONValue {
        try JSONValue(parsing: Array(try Data(contentsOf: RepositoryPaths.samples.appendingPathComponent(path))))
    }
    /// "Singapore via Frankfurt", LH 778 (boarding) current.
    static func connection() throws -> InitRequest {
        let trip = try JSONValueDecoder().decode(Trip.self, from: try json("trips/connection.json"))
        return .trip(trip, flight: trip.flights[1])
    }
    static func heathrow() throws -> InitRequest {
        .airport(try JSONValueDecoder().decode(Airport.self, from: try json("airports/lhr.json")))
    }
}

/// One test's dashboard: a flight recorder in a temp folder, a fresh data folder, the examples.
struct DashboardHarness {
    let directory: String
    let recorder: FlightRecorder
    let dashboard: DashboardModel

    init(
        _ label: String, context: InitRequest, entries: [ManifestEntry] = Examples.all,
        supervision: (inout SupervisorOptions) -> Void = { _ in }, configure: (inout DashboardOptions) -> Void = { _ in }
    ) {
        directory = temporaryDirectory(label)
        recorder = FlightRecorder(options: FlightRecorder.Options(path: directory + "/rpc.jsonl"))
        var supervisorOptions = SupervisorOptions(user: UserInfo(userID: "usr-test"), recorder: recorder)
        supervisorOptions.dataRoot = directory + "/data"
        supervisorOptions.hostEnvironment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LC_ALL": "C.UTF-8"]
        supervision(&supervisorOptions)
        var options = DashboardOptions()
        options.hiddenSettleDelay = .seconds(5)
        configure(&options)
        dashboard = DashboardModel(context: context, entries: entries, supervisorOptions: supervisorOptions, options: options)
    }

    /// Waits for a state matching `predicate`; records an issue with the last state seen if
    /// none comes within `timeout`.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation,
        _ predicate: @escaping @Sendable (DashboardState) -> Bool
    ) async -> DashboardState? {
        let states = await dashboard.states(bufferingNewest: 10_000)
        let found = await withTaskGroup(of: DashboardState?.self) { group in
            group.addTask {
                for await state in states where predicate(state) { return state }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        if found == nil {
            let last = await dashboard.current
            Issue.record(
                """
                never saw: \(what); last state: \
                \(last.widgets.map { "\($0.widgetID) \($0.status) display=\(String(describing: $0.canBeDisplayed)) cell=\($0.cell != nil)" })
                """,
                sourceLocation: sourceLocation)
        }
        return found
    }

    func stop() async {
        await dashboard.stop()
        await recorder.close()
        let disorder = FlightLogCheck.repliesBeforeRequests(inLogAt: directory + "/rpc.jsonl")
        #expect(disorder.isEmpty, "\(disorder.prefix(5))")
    }
}

/// A cell drawn as plain terminal text (what a user reads).
func text(of cell: Cell?, width: Double = 375) -> String {
    guard let cell else { return "" }
    return TerminalRenderer.renderCard(
        cell, width: TerminalRenderer.columns(forPoints: width), context: RenderContext(now: Date(), colour: false)
    ).joined(separator: "\n")
}

/// A node tree drawn as plain terminal text.
func text(of node: CellNode) -> String {
    text(of: Cell(content: node))
}

extension DashboardState {
    func text(_ id: String) -> String { WidgetDashboardTests.text(of: self[id]?.cell, width: width) }
}

/// Every suite of this target, one test at a time: they spawn widgets, a browser and the CLI,
/// and running them side by side would only load a small machine that runs other suites too.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct DashboardTests {}
