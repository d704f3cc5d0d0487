import Foundation
import WidgetConformance
import WidgetHost
import WidgetJSON
import WidgetLogs
import WidgetProtocol

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
    var airport: String?
    var widths: [Double] = [320, 375, 400]

    /// What the widget showed.
    struct Result {
        struct Width {
            var width: Double
            var height: Double
            var cell: ConfigureCellResponse
        }

        var dashboard: Dashboard
        var sample: String
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
        let program = command.dropFirst().first { !$0.hasPrefix("-") && FileManager.default.fileExists(atPath: $0) } ?? command.first ?? "widget"
        let name = URL(fileURLWithPath: program).deletingPathExtension().lastPathComponent
        let parent = URL(fileURLWithPath: program).deletingLastPathComponent().lastPathComponent
        return ["main", "index", "widget"].contains(name) && !parent.isEmpty && parent != "." ? parent : name
    }

    func run() async throws(Failure) -> Result {
        let order: [Dashboard] = airport != nil && trip == nil ? [.airport, .trip] : [.trip, .airport]
        var declined: [String] = []
        for dashboard in order {
            guard let initCase = samples.initCases(for: [dashboard], trip: trip, airport: airport).first else {
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

    private enum Outcome {
        case shown(Result)
        case unsupported(declared: [Dashboard])
    }

    private func attempt(dashboard: Dashboard, initCase: SampleSet.InitCase) async throws(Failure) -> Outcome {
        let context: InitRequest
        do {
            context = try JSONValueDecoder().decode(InitRequest.self, from: initCase.params)
        } catch {
            throw Failure(description: "the sample \(initCase.label) does not decode as init params: \(error)")
        }
        let logPath = FileManager.default.temporaryDirectory.appendingPathComponent("widgets-preview-\(UUID().uuidString).jsonl").path
        let recorder = FlightRecorder(options: FlightRecorder.Options(path: logPath))
        defer { try? FileManager.default.removeItem(atPath: logPath) }
        let user = samples.user.flatMap { try? JSONValueDecoder().decode(UserInfo.self, from: $0) } ?? UserInfo(userID: "usr-preview")
        var options = SupervisorOptions(user: user, recorder: recorder)
        options.host = HostInfo(name: "widgets preview", version: WidgetConformanceVersion.current)
        let entry = ManifestEntry(
            id: widgetID, executable: command[0], arguments: Array(command.dropFirst()),
            restart: RestartPolicies(restart: .temporary))
        let supervisor = WidgetSupervisor(entry: entry, context: context, options: options)
        await supervisor.start()
        let status = await supervisor.waitForStatus(timeout: .seconds(30)) { status in
            switch status {
            case .ready, .failed, .quarantined, .stopped, .restarting: return true
            default: return false
            }
        }
        guard status == .ready else {
            await supervisor.stop()
            await recorder.close()
            let log = (try? LogFiles.read([logPath]).records) ?? []
            let declared = Self.declaredDashboards(in: log)
            if let declared, !declared.contains(dashboard) { return .unsupported(declared: declared) }
            throw Failure(description: Self.reason(status: status, log: log))
        }

        // A widget may load its data first and say `canBeDisplayed: false` until then; the
        // dashboard would wait for it, so the preview does too (a little).
        let displayable = await Self.waitUntilDisplayable(supervisor.events, timeout: .seconds(5))

        var cells: [Result.Width] = []
        var problem: String?
        for width in widths {
            let height = await supervisor.cellHeight(width: width)
            let cell = await supervisor.configureCell(width: width)
            if let error = height.error ?? cell.error {
                problem = "at \(Int(width)) pt: \(error)"
                break
            }
            if let value = height.value, let content = cell.value {
                cells.append(Result.Width(width: width, height: value, cell: content))
            }
        }
        var controller: WidgetController?
        if problem == nil {
            switch await supervisor.viewController(width: 375, sizeClass: .compact) {
            case .success(let value): controller = value
            case .failure(let error): problem = "viewController: \(error)"
            }
        }
        await supervisor.stop()
        await recorder.close()
        let log = (try? LogFiles.read([logPath]).records) ?? []
        if let problem { throw Failure(description: problem + Self.stderrTail(log)) }
        let widgetType = log.first { $0.kind == "initialized" }?.json["widgetType"]?.stringValue
        return .shown(Result(
            dashboard: dashboard, sample: initCase.label, widgetType: widgetType, displayable: displayable,
            cells: cells, controller: controller))
    }

    /// Reads events until the widget says it can be displayed (true), or `timeout` passes or it
    /// stops being ready (false: the card would be hidden).
    static func waitUntilDisplayable(_ events: AsyncStream<WidgetEvent>, timeout: Duration) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await event in events {
                    switch event {
                    case .canBeDisplayedChanged(true): return true
                    case .statusChanged(.ready), .statusChanged(.starting), .statusChanged(.initializing): continue
                    case .statusChanged: return false
                    default: continue
                    }
                }
                return false
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    /// The dashboards in the widget's `initialize` result, if it answered.
    static func declaredDashboards(in log: [LogRecord]) -> [Dashboard]? {
        guard let reply = log.first(where: { $0.kind == "response" && $0.method == InitializeRequest.method }),
            let names = reply.json["message"]?["result"]?["dashboards"]?.arrayValue
        else { return nil }
        return names.compactMap { $0.stringValue.flatMap(Dashboard.init(rawValue:)) }
    }

    /// The failure from the supervisor's status and the recorder: the first fatal event and
    /// the widget's last stderr lines.
    static func reason(status: WidgetStatus?, log: [LogRecord]) -> String {
        let fatal = log.first { ["spawnFailed", "handshakeFailed", "hung", "wedged", "channelClosed"].contains($0.kind) }
        let exit = log.first { $0.kind == "exited" }
        var parts: [String] = []
        if let text = fatal?.text { parts.append(text) }
        if let text = exit?.text { parts.append(text) }
        if parts.isEmpty { parts.append(status.map { "the widget did not get ready (\($0))" } ?? "the widget did not get ready within 30 s") }
        return parts.joined(separator: "; ") + stderrTail(log)
    }

    static func stderrTail(_ log: [LogRecord]) -> String {
        let lines = log.filter { $0.kind == "stderr" }.compactMap(\.text).suffix(5)
        return lines.isEmpty ? "" : "\nLast stderr lines:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
    }
}
