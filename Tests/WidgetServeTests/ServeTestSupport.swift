import Foundation
import Testing
import WidgetDashboard
import WidgetHTTP
import WidgetHost
import WidgetJSON
import WidgetProtocol
import WidgetRendering
import WidgetSamples
import WidgetTestSupport

@testable import WidgetServe

/// An executable found in PATH, or nil.
func which(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
}

/// A fresh temporary directory.
func temporaryDirectory(_ label: String) -> String {
    let path = NSTemporaryDirectory() + "widgets-serve-\(label)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A state of `cards` at 375 points.
func servedState(_ cards: [ServedCard], title: String = "Test dashboard") -> ServedState {
    ServedState(
        title: title, width: 375, cards: cards, statusLine: cards.map { "\($0.id) \($0.statusWord)" }.joined(separator: " · "), now: Date())
}

/// The example widgets of a trip dashboard, with fast restarts and handshake deadlines generous
/// enough for a loaded 2-core machine.
enum Examples {
    static let examples = RepositoryPaths.root.appendingPathComponent("examples")

    static func entry(_ id: String, _ executable: String, _ arguments: [String] = []) -> ManifestEntry {
        var entry = ManifestEntry(id: id, executable: executable, arguments: arguments, dashboards: [.trip])
        entry.deadlines = [
            "initialize": .seconds(10), "init": .seconds(8), "prepareData": .seconds(10), "cellHeight": .seconds(3),
            "configureCell": .seconds(3), "viewController": .seconds(3), "action": .seconds(3),
        ]
        entry.restart = RestartPolicies(
            restart: .permanent,
            backoff: Backoff(
                initial: .milliseconds(1500), multiplier: 1, maximum: .milliseconds(1500), jitter: 0, resetAfter: .seconds(60)),
            intensity: RestartIntensity(maximumRestarts: 5, window: .seconds(60)))
        return entry
    }

    static var trip: [ManifestEntry] {
        [
            entry("flight-status", which("python3") ?? "/usr/bin/python3", [examples.appendingPathComponent("flight-status/main.py").path]),
            entry("checklist", BuiltProducts.path(of: "checklist-widget")),
        ]
    }

    /// "Singapore via Frankfurt", LH 778 (boarding) current, moved to now as `widgets serve` shows a sample (``SampleTime``): LH 778 boards in 25
    /// minutes, so its card reads as it would today, in the tests and in the README's pictures.
    static func connection() throws -> InitRequest {
        let data = try Data(contentsOf: RepositoryPaths.samples.appendingPathComponent("trips/connection.json"))
        let shifted = SampleTime.shifted(trip: try JSONValue(parsing: Array(data)), current: 1, now: Date())
        let trip = try JSONValueDecoder().decode(Trip.self, from: shifted)
        return .trip(trip, flight: trip.flights[1])
    }
}

/// The example widgets running under a real dashboard model, served: a flight recorder and a
/// data folder of the test's own.
struct LiveDashboard {
    let directory: String
    let recorder: FlightRecorder
    let model: DashboardModel
    let server: DashboardServer

    init(_ label: String, appearance: Appearance = .light) async throws {
        directory = temporaryDirectory(label)
        var recording = FlightRecorder.Options(path: directory + "/rpc.jsonl")
        recording.redactedFields = FlightRecorder.Options.personalFields
        recorder = FlightRecorder(options: recording)
        var supervision = SupervisorOptions(user: UserInfo(userID: "usr-test", displayName: "Ada Lovelace"), recorder: recorder)
        supervision.dataRoot = directory + "/data"
        supervision.hostEnvironment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LC_ALL": "C.UTF-8"]
        var options = DashboardOptions()
        options.hiddenSettleDelay = .seconds(5)
        model = DashboardModel(context: try Examples.connection(), entries: Examples.trip, supervisorOptions: supervision, options: options)
        var serving = DashboardServer.Options()
        serving.appearance = appearance
        serving.logPath = directory + "/rpc.jsonl"
        serving.sampleInterval = .milliseconds(500)
        // Served before the widgets start, so the inspector sees their first records.
        server = try DashboardServer(dashboard: DashboardModelAdapter(model: model, recorder: recorder), options: serving)
        await model.start()
    }

    func stop() async {
        await server.stop()
        await model.stop()
        await recorder.close()
    }
}

extension BrowserPage {
    /// The text of the first element `selector` matches, or "".
    func text(_ selector: String) async throws -> String {
        try await evaluate("document.querySelector(\(Self.quoted(selector)))?.textContent ?? ''").stringValue ?? ""
    }

    /// Clicks the first element `selector` matches (as a user would: a real click event).
    func click(_ selector: String) async throws {
        try await waitFor("document.querySelector(\(Self.quoted(selector)))")
        _ = try await evaluate("document.querySelector(\(Self.quoted(selector))).click()")
    }

    static func quoted(_ text: String) -> String {
        JSONValue.string(text).serializedString()
    }
}
