import Foundation
import Synchronization
import WidgetConcurrency
import WidgetDashboard
import WidgetHost
import WidgetLogs
import WidgetProtocol
import WidgetRPC
import WidgetRendering
import WidgetSamples

/// `widgets dashboard [options]`: runs a trip or airport dashboard with the manifest's widgets,
/// live in the terminal, once to stdout, or as an HTML page.
enum DashboardCommand: Subcommand {
    static let name = "dashboard"
    static let abstract = "Run a trip or airport dashboard with its widgets, live in the terminal."
    static let usage = [
        """
        widgets dashboard [--trip <file>] [--flight <n>] [--manifest <file>] [--width <points>] [--once] [--json] [--settle \
        <seconds>] [--now <time>] [--html <file>] [--theme <light|dark|auto>] [--log <file>] [--log-unredacted]
        """,
        """
        widgets dashboard --airport <code|file> [--manifest <file>] [--width <points>] [--once] [--json] [--settle <seconds>] [--now \
        <time>] [--html <file>] [--theme <light|dark|auto>] [--log <file>] [--log-unredacted]
        """,
    ]
    /// How long `--once` waits for every widget to answer, unless `--settle` says otherwise.
    static let defaultSettle: Duration = .seconds(10)

    static var options: [OptionSpec] {
        [
            .value(
                "--trip", "file",
                "A trip JSON file (protocol/schema/models/trip.schema.json). Default: the sample trip '\(DashboardSetup.defaultTrip)'.",
                completion: .file),
            .value(
                "--flight", "n",
                """
                Which of the trip's flights is current, as an index from 0. Default: the first that has not landed, departed or been \
                cancelled.
                """
            ),
            .value(
                "--airport", "code|file",
                "Show an airport dashboard instead: a sample airport's IATA code (LHR, FRA, JFK, SIN, SNN) or an airport JSON file.",
                completion: .file),
            .value(
                "--manifest", "file", "The widget manifest (protocol/manifest.md). Default: examples/widgets.json of this checkout.",
                completion: .file),
            .value(
                "--width", "points", "The column width, 320 to 400 points. Default 375.",
                rule: .number(
                    "must be a number of points from 320 to 400", hint: "phones lay cards out 320–400 points wide, e.g. --width 375."
                ) {
                    DashboardOptions.widthRange.contains($0)
                }),
            .flag(
                "--once",
                """
                Print one frame to stdout once every widget has answered or failed (at most --settle seconds), stop the widgets and \
                exit: 1 when a widget failed to start, was quarantined, had its cell rejected or never answered for its card (the \
                reasons on stderr).
                """
            ),
            .flag(
                "--json",
                """
                Print the dashboard once as one JSON object instead of drawing it: each widget's id, status, reason, restarts, height \
                and cell tree (for scripts); implies --once.
                """
            ),
            .value(
                "--now", "time",
                """
                Pin the clock to this instant (ISO 8601 with an offset, e.g. 2026-12-10T11:40:00+01:00): the samples, the cards' \
                relative times and every widget (as WIDGET_NOW) use it, so two runs print the same frame. Default: the real time; the \
                sample trip is moved so its current flight is a few hours ahead.
                """,
                rule: .pinnedNow),
            .value(
                "--settle", "seconds", "How long --once and --html wait for cells. Default \(defaultSettle.components.seconds).",
                rule: .number("must be a number of seconds from 0 to 3600", hint: "e.g. --settle 3 waits at most 3 s for the cards.") {
                    $0.isFinite && $0 >= 0 && $0 <= 3600
                }),
            .value(
                "--html", "file",
                """
                Write a self-contained HTML page with the dashboard at 320, 375 and 400 points and every controller the widgets \
                offer; then exit (with or without --once).
                """,
                completion: .file),
            .value(
                "--theme", nil,
                "The HTML page's colours. Default auto: light, and dark where the viewer prefers dark (prefers-color-scheme).",
                choices: Appearance.allCases.map(\.rawValue), hint: "auto follows the viewer's light or dark preference."),
            RecorderArguments.logOption(kind: "dashboard"),
            RecorderArguments.unredactedOption,
            .help(),
        ]
    }

    static var help: HelpText {
        HelpText(
            overview: """
                Start every widget of the manifest that serves the dashboard (each its own process), and show
                their cards in a column 320–400 points wide. Without options: the sample trip "Singapore via
                Frankfurt" (a connection, second leg boarding) with the example widgets of examples/widgets.json.
                """,
            usage: usage,
            options: options,
            notes: [
                """
                KEYS (live mode): ↑/↓ select a card · Enter open it · 1–9 press the selected card's buttons (or the open controller's \
                header buttons) · Esc/Backspace close or go back · h hide · s show hidden cards · r retry a quarantined widget · w \
                cycle widths 320/375/400 · q quit.
                """,
                """
                When stdout is not a terminal, the dashboard behaves like --once. Colour only on a terminal and never with NO_COLOR. \
                Exit status: 0 success, 1 failure (no manifest, nothing to run), 64 usage error.
                """,
                """
                SIGTERM, SIGINT or SIGHUP stop every widget with its stop sequence, recorded in the flight recorder: live, like q \
                (exit 0); with --once or --html, before anything is printed or written (exit 1). A second signal exits at once; each \
                widget's sentinel still ends it and everything it started.
                """,
                """
                EXAMPLES:\n  widgets dashboard\n  widgets dashboard --once --width 320\n  widgets dashboard --airport LHR\n  widgets \
                dashboard --trip my-trip.json --flight 1 --html /tmp/dashboard.html
                """,
            ])
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        func usageError(_ error: UsageError) -> ExitStatus { Self.usageError(error, console: console) }
        let parsed: ArgumentScanner.Parsed
        switch parseCommandLine(arguments, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        if let extra = parsed.rest.first {
            return usageError(
                UsageError("unexpected argument '\(extra)'", hint: "widgets dashboard takes only options; see 'widgets dashboard --help'."))
        }
        if parsed.flags.contains("--json"), parsed.values["--html"] != nil {
            return usageError(UsageError("--json and --html cannot be combined", hint: "pick one output."))
        }
        // The table has checked every value.
        let width = parsed.values["--width"].flatMap(Double.init) ?? 375
        let settle = parsed.values["--settle"].flatMap(Double.init).map { Duration.milliseconds(Int64($0 * 1000)) } ?? defaultSettle
        let appearance = parsed.values["--theme"].flatMap(Appearance.init(rawValue:)) ?? .auto
        let pinnedNow = parsed.values["--now"].flatMap(SampleTime.parseNow)
        let now = pinnedNow ?? Date()
        let environment = ProcessInfo.processInfo.environment
        let currentDirectory = FileManager.default.currentDirectoryPath
        let samples =
            (try? SampleLocator.locate(
                explicit: nil, environment: environment, currentDirectory: currentDirectory,
                executablePath: DashboardSetup.binaryDirectory + "/widgets")) ?? SampleSet.embedded()
        let context: InitRequest
        do {
            context = try DashboardSetup.context(
                trip: parsed.values["--trip"], flight: parsed.values["--flight"], airport: parsed.values["--airport"], samples: samples,
                now: now)
        } catch { return usageError(error) }

        guard let manifestPath = parsed.values["--manifest"] ?? DashboardSetup.bundledManifest(currentDirectory: currentDirectory) else {
            console.error(
                """
                Error: no manifest given and examples/widgets.json was not found from \(currentDirectory).\nHint: run inside the \
                WidgetHost checkout, or pass --manifest FILE.\n
                """
            )
            return .failure
        }
        let (manifest, notes) = DashboardSetup.loadManifest(manifestPath, environment: environment)
        for note in notes { console.error(note + "\n") }
        let serving = manifest.entries.filter { $0.dashboards.contains(context.dashboard) }
        if serving.isEmpty {
            console.error("Error: no runnable widget in \(manifestPath) serves the \(context.dashboard.rawValue) dashboard.\n")
            return .failure
        }

        // The flight recorder: this run's own file (last-dashboard.jsonl points to it, and
        // `widgets logs` reads that by default), private, personal fields redacted.
        let stateDirectory = DefaultPaths.stateDirectory(environment: environment)
        let runLogs = RunLogs(environment: environment)
        let logPath: String
        do {
            logPath = try parsed.values["--log"] ?? runLogs.newRun("dashboard")
        } catch {
            console.error(
                "Error: cannot keep the flight recorder in \(runLogs.directory): \(error)\nHint: pass --log FILE somewhere writable.\n")
            return .failure
        }
        console.error("Flight recorder: \(logPath)\n")
        var recorderOptions = FlightRecorder.Options(path: logPath)
        if !parsed.flags.contains("--log-unredacted") { recorderOptions.redactedFields = FlightRecorder.Options.personalFields }
        let recorder = FlightRecorder(options: recorderOptions)
        if parsed.values["--log"] == nil { runLogs.pointLatest("dashboard", to: logPath) }
        var supervisorOptions = SupervisorOptions(user: user(from: samples), recorder: recorder)
        supervisorOptions.dataRoot = stateDirectory + "/data"
        supervisorOptions.timeZone = TimeZone.current.identifier
        var options = DashboardOptions()
        options.width = width
        // Cards the user hid stay hidden on the next run of the same dashboard.
        let hiddenCards = HiddenCards(path: stateDirectory + "/hidden-cards.json")
        let dashboardKey = HiddenCards.key(for: context)
        options.hiddenByUser = hiddenCards.load(dashboardKey)
        options.hiddenChanged = { hiddenCards.save($0, for: dashboardKey) }
        if let pinnedNow {
            options.now = { pinnedNow }
            supervisorOptions.wallClock = { pinnedNow }
            supervisorOptions.pinnedNow = SampleTime.format(pinnedNow, offset: 0)
        }

        // From here on SIGTERM, SIGINT and SIGHUP stop the widgets instead of ending the process.
        let signals = TerminationSignals.shared
        signals.install()
        let dashboard = DashboardModel(context: context, entries: serving, supervisorOptions: supervisorOptions, options: options)
        let stopper = Stopper(dashboard: dashboard, recorder: recorder, console: console)
        await dashboard.start()
        let interactive =
            isatty(1) == 1 && isatty(0) == 1 && !parsed.flags.contains("--once") && !parsed.flags.contains("--json")
            && parsed.values["--html"] == nil
        var status = ExitStatus.success
        if interactive {
            // A signal quits like `q` (the view watches for it): the session ended normally.
            let pinned = pinnedNow
            await DashboardLiveView(dashboard: dashboard, console: console, now: { pinned ?? Date() }).run()
        } else {
            let html = parsed.values["--html"]
            let output: OnceOutput =
                parsed.flags.contains("--json") ? .json : parsed.flags.contains("--once") || html == nil ? .frame : .none
            let (settle, appearance) = (settle, appearance)
            let outcome = await signals.run {
                await runOnce(
                    dashboard, html: html, output: output, settle: settle, now: now, appearance: appearance, console: console)
            } onInterrupt: {
                await stopper.stop(signal: signals.received)
            }
            switch outcome {
            case .finished(let finished): status = finished
            case .interrupted(let number, _):
                console.error("Interrupted by \(TerminationSignals.name(number)): the widgets were stopped.\n")
                status = .failure
            }
        }
        await stopper.stop(signal: signals.received)
        await recorder.close()
        if let drops = recorder.statistics.dropSummary(path: logPath) { console.error(drops + "\n") }
        return status
    }

    /// Stops every widget with its stop sequence (recorded), after a `hostSignal` record if a
    /// signal is the reason. Safe to call twice: the signal is recorded once, and the second
    /// stop finds the widgets stopped.
    private final class Stopper: Sendable {
        let dashboard: DashboardModel
        let recorder: FlightRecorder
        let console: Console
        private let signalRecorded = Mutex(false)

        init(dashboard: DashboardModel, recorder: FlightRecorder, console: Console) {
            self.dashboard = dashboard
            self.recorder = recorder
            self.console = console
        }

        func stop(signal: Int32?) async {
            if let signal,
                signalRecorded.withLock({ recorded in
                    defer { recorded = true }; return !recorded
                })
            {
                recorder.record(TerminationSignals.record(signal))
                console.error("\(TerminationSignals.name(signal)): stopping the widgets…\n")
            }
            await dashboard.stop()
        }
    }

    /// What `--once` prints on stdout.
    enum OnceOutput {
        /// The frame, drawn (`--once`).
        case frame
        /// The dashboard as JSON (`--json`).
        case json
        /// Nothing: `--html` alone writes its page.
        case none
    }

    /// Waits for every widget (or the timeout), prints the frame and/or writes the HTML page.
    /// Exits 1 when a widget failed (the reasons on stderr), 0 otherwise. Cancelled (a signal
    /// came), it prints and writes nothing.
    static func runOnce(
        _ dashboard: DashboardModel, html: String?, output: OnceOutput, settle: Duration, now: Date, appearance: Appearance,
        console: Console
    ) async -> ExitStatus {
        let settled = await waitUntilSettled(dashboard, timeout: settle)
        if Task.isCancelled { return .failure }
        if !settled {
            let waiting = await dashboard.current.widgets.filter { !$0.isSettled }.map(\.widgetID)
            console.error(
                """
                Note: after \(ReadableText.duration(settle)) still waiting for \(waiting.joined(separator: ", ")); printing what \
                there is.\n
                """
            )
        }
        let state = await dashboard.current
        let failed = state.widgets.compactMap { card in card.failureReason.map { (card.widgetID, $0) } }
        for (id, reason) in failed {
            console.error("Error: widget \"\(id)\" \(reason)\n")
        }
        switch output {
        case .frame:
            let context = RenderContext(now: now, colour: console.useColor, unicode: true)
            console.output(TerminalRenderer.render(state.frame(now: now), context: context))
        case .json:
            console.output(DashboardJSON.object(state, now: now).serializedString() + "\n")
        case .none:
            break
        }
        if let html {
            let page = await htmlPage(dashboard, now: now, appearance: appearance)
            if Task.isCancelled { return .failure }
            do {
                try page.write(toFile: html, atomically: true, encoding: .utf8)
                console.error("Wrote \(html)\n")
            } catch {
                console.error("Error: cannot write \(html): \(error.localizedDescription)\n")
                return .failure
            }
        }
        return failed.isEmpty ? .success : .failure
    }

    /// The dashboard at 320, 375 and 400 points (each width asked of the widgets), and every
    /// controller the widgets offer on a tap.
    static func htmlPage(_ dashboard: DashboardModel, now: Date, appearance: Appearance) async -> String {
        let original = await dashboard.current.width
        var frames: [DashboardFrame] = []
        for width in DashboardOptions.standardWidths {
            await dashboard.setWidth(width)
            frames.append(await dashboard.current.frame(now: now))
        }
        let controllers = await dashboard.offeredControllers().map(\.controller)
        await dashboard.setWidth(original)
        return HTMLRenderer.render(frames: frames, controllers: controllers, context: RenderContext(now: now, appearance: appearance))
    }

    /// True once ``DashboardState/isSettled``; false after `timeout`.
    static func waitUntilSettled(_ dashboard: DashboardModel, timeout: Duration) async -> Bool {
        let states = await dashboard.states()
        return await becomesTrue(within: timeout) {
            for await state in states where state.isSettled { return true }
            return false
        }
    }

    private static func user(from samples: SampleSet) -> UserInfo {
        let id = samples.user?["userID"]?.stringValue ?? "usr-local"
        return UserInfo(userID: id, displayName: samples.user?["displayName"]?.stringValue)
    }
}
