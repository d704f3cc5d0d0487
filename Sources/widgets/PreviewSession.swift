import Foundation
import WidgetHost
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetSamples

/// One preview run: the widget under a ``WidgetSupervisor`` with a sample dashboard, asked for
/// its cell at each width and for its controller, then stopped.
///
/// The dashboard is the one the widget declares in `initialize`: trip first (airport first
/// with only `--airport`); a widget that turns the first one down (`-32004`, or a declaration
/// without it) is started again on the other.
struct PreviewSession {
    var command: [String]
    var samples: SampleSet
    var trip: String?
    /// The trip's current flight, as an index; nil for the one ``CurrentFlight`` picks.
    var flight: Int?
    var airport: String?
    var widths = Limits.cellWidths
    /// "Now" for the widget (`WIDGET_NOW` when pinned) and for moving the default trip.
    var now = Date()
    var pinned = false
    /// Where every attempt's messages are recorded; the caller closes it.
    var recorder: FlightRecorder
    /// `--sandbox`: the widget's sandbox, as the dashboard would run it.
    var sandbox = SandboxPolicy.Mode.on
    /// `--permit`: what the widget may use beyond what it needs to run.
    var permits = SandboxPermits()

    /// What the widget showed.
    struct Result {
        struct Width {
            var width: Double
            /// What `cellHeight` answered: points, or "fit".
            var height: CellHeight
            var cell: ConfigureCellResponse
        }

        var dashboard: DashboardKind
        var sample: String
        /// On a trip dashboard: which of the trip's flights was current, and why.
        var flightChoice: FlightChoice?
        var widgetType: String?
        /// Whether the widget said it can be displayed (a dashboard hides the card otherwise).
        var displayable: Bool
        var cells: [Width]
        var controller: WidgetController?
    }

    /// Why the preview failed, as a sentence naming the cause.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var widgetID: String {
        // `python3 examples/flight-status/main.py` is "flight-status": the script if there is one.
        let program =
            command.dropFirst().first { !$0.hasPrefix("-") && FileManager.default.fileExists(atPath: $0) } ?? command.first ?? "widget"
        let name = URL(fileURLWithPath: program).deletingPathExtension().lastPathComponent
        let parent = URL(fileURLWithPath: program).deletingLastPathComponent().lastPathComponent
        return ["main", "index", "widget"].contains(name) && !parent.isEmpty && parent != "." ? parent : name
    }

    func run() async throws(Failure) -> Result {
        let order: [DashboardKind] = airport != nil && trip == nil ? [.airport, .trip] : [.trip, .airport]
        var declined: [String] = []
        for dashboard in order {
            guard let initCase = initCase(for: dashboard) else {
                declined.append("no \(dashboard.rawValue) sample matches")
                continue
            }
            switch try await attempt(dashboard: dashboard, initCase: initCase) {
            case .shown(let result): return result
            case .unsupported(let declared): declined.append("it declares \(declared.map(\.rawValue).joined(separator: ", "))")
            }
        }
        throw Failure(description: "the widget runs on none of the sample dashboards (\(declined.joined(separator: "; "))).")
    }

    /// The sample for `dashboard`: the trip `widgets dashboard` would show for the same `--trip`
    /// and `--flight` (its default trip without one), moved to now; the `--airport` (or first)
    /// airport sample. Nil when there is none.
    func initCase(for dashboard: DashboardKind) -> SampleSet.InitCase? {
        Self.initCase(for: dashboard, samples: samples, trip: trip, flight: flight, airport: airport, now: now)
    }

    static func initCase(
        for dashboard: DashboardKind, samples: SampleSet, trip: String?, flight: Int?, airport: String?, now: Date
    ) -> SampleSet.InitCase? {
        switch dashboard {
        case .trip:
            guard let name = trip ?? samples.defaultTrip else { return nil }
            return try? samples.tripCase(named: name, flight: flight, now: now)
        case .airport:
            return samples.initCases(for: [.airport], airport: airport).first
        }
    }

    private enum Outcome {
        case shown(Result)
        case unsupported(declared: [DashboardKind])
    }

    private func attempt(dashboard: DashboardKind, initCase: SampleSet.InitCase) async throws(Failure) -> Outcome {
        let context: InitRequest
        do {
            context = try JSONValueDecoder().decode(InitRequest.self, from: initCase.params)
        } catch {
            throw Failure(description: "the sample \(initCase.label) does not decode as init params: \(error)")
        }
        let user = samples.user.flatMap { try? JSONValueDecoder().decode(UserInfo.self, from: $0) } ?? UserInfo(userID: "usr-preview")
        var options = SupervisorOptions(user: user, recorder: recorder)
        options.host = HostInfo(name: "widgets preview", version: WidgetHostVersion.current)
        options.launcher = ProcessLauncher(sandboxMode: sandbox)
        if pinned {
            let now = self.now
            options.wallClock = { now }
            options.pinnedNow = SampleTime.format(now, offset: 0)
        }
        var entry = ManifestEntry(
            id: widgetID, executable: command[0], arguments: Array(command.dropFirst()),
            restart: RestartPolicies(restart: .temporary))
        entry.sandbox = permits.applied(to: entry.sandbox)
        let supervisor = WidgetSupervisor(entry: entry, context: context, options: options)
        await supervisor.start()
        let status = await supervisor.waitForStatus(timeout: .seconds(30)) { status in
            switch status {
            case .ready, .failed, .quarantined, .stopped, .ended, .restarting: return true
            default: return false
            }
        }
        guard status == .ready else {
            let identity = await supervisor.identity
            let failure = await supervisor.failure
            await supervisor.stop()
            if let declared = identity?.dashboards, !declared.contains(dashboard) { return .unsupported(declared: declared) }
            throw Failure(description: Self.reason(status: status, failure: failure) + Self.stderrTail(supervisor.standardErrorTail))
        }

        // A widget may load its data first and say `canBeDisplayed: false` until then; the
        // dashboard would wait for it, so the preview does too (a little).
        let displayable =
            await supervisor.waitForSnapshot(timeout: .seconds(5)) { $0.canBeDisplayed == true || !$0.status.isReady }?.canBeDisplayed
            == true

        var cells: [Result.Width] = []
        var problem: String?
        for width in widths {
            let answer = await supervisor.refreshCell(width: width)
            guard answer.isFresh, let cell = answer.value else {
                problem = "at \(Int(width)) pt: \(answer.error.map { "\($0)" } ?? "no cell")"
                break
            }
            cells.append(Result.Width(width: width, height: cell.height, cell: cell.content))
        }
        var controller: WidgetController?
        if problem == nil {
            switch await supervisor.viewController(width: 375, sizeClass: .compact) {
            case .success(let value): controller = value
            case .failure(let error): problem = "viewController: \(error)"
            }
        }
        let widgetType = await supervisor.identity?.widgetType
        await supervisor.stop()
        if let problem { throw Failure(description: problem + Self.stderrTail(supervisor.standardErrorTail)) }
        return .shown(
            Result(
                dashboard: dashboard, sample: initCase.label, flightChoice: initCase.flightChoice, widgetType: widgetType,
                displayable: displayable,
                cells: cells, controller: controller))
    }

    /// Why the widget did not get ready, from what its supervisor knows.
    static func reason(status: WidgetStatus?, failure: WidgetFailure?) -> String {
        if let failure { return failure.description }
        return status.map { "the widget did not get ready (\($0))" } ?? "the widget did not get ready within 30 s"
    }

    static func stderrTail(_ tail: [String]) -> String {
        let lines = tail.suffix(5)
        return lines.isEmpty ? "" : "\nLast stderr lines:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
    }
}
