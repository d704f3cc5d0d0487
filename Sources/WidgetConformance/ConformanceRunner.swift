import Foundation
import Synchronization
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetSamples

/// What to check and how.
public struct ConformanceOptions: Sendable {
    /// The widget command line: executable (a path or a name searched in `PATH`) and arguments.
    public var command: [String]
    public var samples: SampleSet
    /// Only this trip sample (file name or id); `nil` runs all trips and lone flights.
    public var trip: String?
    /// Only this airport sample (file name or IATA code).
    public var airport: String?
    /// The environment the widget's scrubbed one is built from (like the host's own).
    public var hostEnvironment: [String: String]
    /// Receives the transcript (`--verbose`): each message with its direction, stderr lines, exits.
    public var transcript: (@Sendable (String) -> Void)?
    /// Multiplies every time limit (reply deadlines, the 2 s exit grace, the 5 s wait for
    /// `canBeDisplayed`, the soak), for slow or loaded machines. 1 checks the protocol's defaults.
    public var deadlineScale: Double
    /// How long each bound session is soaked before it is shut down, before scaling: half idle,
    /// half repeated requests (`--soak`). Zero turns the soak off.
    public var soak: Duration

    /// How long a widget may take to exit once its stdin is closed: 2 s, scaled.
    public var exitGrace: Duration { .seconds(2) * deadlineScale }

    /// Whether the checker may adopt a widget's orphans (become a child subreaper) to find the
    /// processes a widget leaves behind. Process-wide: only a process whose every child is a
    /// widget under test may turn it on (`widgets check` does; a test runner must not).
    public var adoptsOrphans: Bool = false

    /// The sandbox every session runs in, as the host would run the widget: its mode
    /// (`--sandbox`) and what it grants beyond what the widget needs to run, as a manifest's
    /// `permissions` would (`--permit`: ``SandboxPolicy/read``, ``SandboxPolicy/write``,
    /// ``SandboxPolicy/connectPorts``).
    public var sandboxPolicy = SandboxPolicy()

    /// The sandbox's mode (`--sandbox`).
    public var sandbox: SandboxPolicy.Mode {
        get { sandboxPolicy.mode }
        set { sandboxPolicy.mode = newValue }
    }

    /// The soak of each session, scaled.
    public var soakDuration: Duration { soak * deadlineScale }

    /// How long a widget's descendants may outlive it before they count as left behind: 250 ms, scaled.
    public var leftoverGrace: Duration { .milliseconds(250) * deadlineScale }

    public init(
        command: [String], samples: SampleSet, trip: String? = nil, airport: String? = nil,
        hostEnvironment: [String: String] = ProcessInfo.processInfo.environment,
        transcript: (@Sendable (String) -> Void)? = nil, deadlineScale: Double = 1, soak: Duration = .seconds(1)
    ) {
        precondition(!command.isEmpty, "the widget command must not be empty")
        self.command = command
        self.samples = samples
        self.trip = trip
        self.airport = airport
        self.hostEnvironment = hostEnvironment
        self.transcript = transcript
        self.deadlineScale = max(deadlineScale, 0.01)
        self.soak = max(soak, .zero)
    }
}

/// Runs the conformance battery against one widget command and returns the report.
///
/// Decisions: each sample gets a **fresh process** (as the host binds one process to one
/// dashboard instance; re-sending `init` is not part of the protocol). The first sample runs in
/// the "main" session, which also carries the protocol-level checks (state errors, unknown
/// method, malformed line, shutdown then EOF); one more process checks EOF without `shutdown`.
/// All sessions share one temporary `WIDGET_DATA_DIR`, as restarts of one widget would. Then
/// every sample runs once more on a real dashboard (`DashboardModel` over the host's
/// supervisor), one at a time, for the `dashboard` check.
public struct ConformanceRunner: Sendable {
    public let options: ConformanceOptions

    public init(options: ConformanceOptions) {
        self.options = options
    }

    public func run() async -> ConformanceReport {
        let started = ContinuousClock.now
        let dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgets-check-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(
            at: dataDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: dataDirectory) }

        let run = ConformanceRun(options: options, dataDirectory: dataDirectory.path)
        let cases = await run.all()
        return ConformanceReport(
            command: options.command, samples: options.samples.source, sampleCases: cases,
            checks: run.recorder.results(), latencies: run.recorder.methodLatencies(),
            durationMs: milliseconds(.now - started))
    }
}
