import Foundation
import WidgetBundles
import WidgetDashboard
import WidgetHost
import WidgetLogs
import WidgetProcess
import WidgetProtocol
import WidgetRendering
import WidgetSamples

/// `widgets dashboard [options]`: runs a trip or airport dashboard with the manifest's widgets,
/// live in the terminal, once to stdout, or as an HTML page.
enum DashboardCommand: Subcommand {
    static let name = "dashboard"
    static let abstract = "Run a trip or airport dashboard with its widgets, live in the terminal."
    static let usage = [
        """
        widgets dashboard [--trip <name|file>] [--flight <n>] [--samples <dir>] [--manifest <file>] [--width <points>] [--once] \
        [--json] [--settle <seconds>] [--now <time>] [--html <file>] [--theme <light|dark|auto>] [--log <file>] [--log-unredacted] \
        [--sandbox <on|required|off>]
        """,
        """
        widgets dashboard --airport <code|file> [--samples <dir>] [--manifest <file>] [--width <points>] [--once] [--json] [--settle \
        <seconds>] [--now <time>] [--html <file>] [--theme <light|dark|auto>] [--log <file>] [--log-unredacted] [--sandbox \
        <on|required|off>]
        """,
    ]
    /// How long `--once` waits for every widget to answer, unless `--settle` says otherwise.
    static let defaultSettle = 10.0

    static let options = OptionTable<Self>(
        .trip, .flight, .airport, .samples, .manifest, .width, .once, .json, .now, .settle, .html, .theme, .log, .logUnredacted, .sandbox,
        .help
    )
    .conflict(.json, .html, hint: "pick one output.")
    .conflict(.airport, .trip, hint: "a dashboard is either a trip's or an airport's.")
    .conflict(.airport, .flight, hint: "a dashboard is either a trip's or an airport's; --flight picks a trip's flight.")

    static var help: HelpText {
        HelpText(
            overview: """
                Start every widget that serves the dashboard (each its own process), and show their cards in a
                column 320–400 points wide: your dashboard's installed widgets ($XDG_CONFIG_HOME/widgets/dashboards.json,
                see 'widgets install'), else the bundled examples, or those of --manifest. Without options: the sample
                trip "Singapore via Frankfurt" (a connection, second leg boarding).
                """,
            usage: usage,
            options: options.specs,
            notes: [
                """
                KEYS (live mode): ↑/↓ select a card · Enter open it · 1–9 press the selected card's buttons (or the open controller's \
                header buttons) · Esc/Backspace close or go back · d details of the selected card (reason, restarts with causes, \
                stderr, process, counters, sandbox) · e edit the dashboard (↑/↓, [ and ] move, x remove, ⏎ add from the gallery; \
                kept in your layout) · h hide · s show hidden cards · r retry a quarantined widget · w cycle widths \
                320/375/400 · q quit.
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
        let parsed: ParsedOptions<Self>
        switch parseCommandLine(arguments, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        if let extra = parsed.rest.first {
            let error = UsageError(
                "unexpected argument '\(extra)'", hint: "widgets dashboard takes only options; see 'widgets dashboard --help'.")
            return usageError(error, console: console)
        }
        let environment = ProcessInfo.processInfo.environment
        let setup: DashboardSetup
        switch DashboardSetup.prepare(parsed, live: isLive(parsed), environment: environment, console: console) {
        case .success(let prepared): setup = prepared
        case .failure(let exit): return exit
        }
        guard
            let recording = RunRecorder.open(
                kind: name, log: parsed[.log], unredacted: parsed[.logUnredacted], environment: environment, console: console)
        else { return .failure }
        console.error("Flight recorder: \(recording.path)\n")
        SandboxArguments.announce(parsed[.sandbox], environment: environment, console: console)
        SandboxArguments.announceBudgets(console: console)
        let supervision = supervisorOptions(
            setup, recorder: recording.recorder, sandbox: parsed[.sandbox], pinnedNow: parsed[.now], environment: environment)
        let usage = UsageRecorder.forUser(environment: environment, console: console)
        let dashboard = DashboardModel(
            context: setup.context, entries: setup.entries, supervisorOptions: supervision,
            options: dashboardOptions(setup, width: parsed[.width], pinnedNow: parsed[.now], usage: usage, environment: environment))
        let editor = DashboardEditor(
            model: dashboard, setup: setup, supervision: supervision, now: dashboard.options.now, environment: environment)
        return await show(dashboard, parsed, editor: editor, usage: usage, recording: recording, console: console)
    }

    /// Whether the dashboard is shown live: both ends are a terminal and no other output was asked for.
    static func isLive(_ parsed: ParsedOptions<Self>) -> Bool {
        isatty(1) == 1 && isatty(0) == 1 && !parsed[.once] && !parsed[.json] && parsed[.html] == nil
    }

    /// How every widget is supervised: the user from the samples, the data folder and flight
    /// recorder of this run, the sandbox, the host's zone, and the pinned clock of `--now`.
    static func supervisorOptions(
        _ setup: DashboardSetup, recorder: FlightRecorder, sandbox: SandboxPolicy.Mode, pinnedNow: Date?, environment: [String: String]
    ) -> SupervisorOptions {
        var options = SupervisorOptions(user: setup.user, recorder: recorder)
        options.launcher = ProcessLauncher(sandboxMode: sandbox)
        // Installed widgets (from the layout, or added by the editor) start only as approved:
        // their files are checked before each start; the others pass through.
        options.launcher = IntegrityCheckingLauncher(
            store: InstallStore(root: InstallStore.defaultRoot(environment: environment)), base: options.launcher,
            hostEnvironment: environment)
        options.dataRoot = DefaultPaths.stateDirectory(environment: environment) + "/data"
        options.timeZone = TimeZone.current.identifier
        if let pinnedNow {
            options.wallClock = { pinnedNow }
            options.pinnedNow = SampleTime.format(pinnedNow, offset: 0)
        }
        return options
    }

    /// How the dashboard lays out: the column width, the pinned clock, and the cards the user
    /// hid, which stay hidden on the next run of the same dashboard.
    static func dashboardOptions(
        _ setup: DashboardSetup, width: Double, pinnedNow: Date?, usage: UsageRecorder? = nil, environment: [String: String]
    ) -> DashboardOptions {
        var options = DashboardOptions()
        if let usage { options.interacted = usage.interacted }
        options.width = width
        let hiddenCards = HiddenCards(path: DefaultPaths.stateDirectory(environment: environment) + "/hidden-cards.json")
        let dashboardKey = HiddenCards.key(for: setup.context)
        options.hiddenByUser = hiddenCards.load(dashboardKey)
        options.hiddenChanged = { hiddenCards.save($0, for: dashboardKey) }
        if let pinnedNow { options.now = { pinnedNow } }
        return options
    }

    /// Starts the widgets and shows them: live until the user quits, when both ends are a
    /// terminal and no other output was asked for; else once (``runOnce``). Then stops every
    /// widget and closes the recorder. From the start on, SIGTERM, SIGINT and SIGHUP stop the
    /// widgets instead of ending the process.
    static func show(
        _ dashboard: DashboardModel, _ parsed: ParsedOptions<Self>, editor: DashboardEditor? = nil, usage: UsageRecorder? = nil,
        recording: RunRecorder, console: Console
    ) async -> ExitStatus {
        let signals = TerminationSignals.shared
        signals.install()
        let stopper = DashboardStopper(dashboard: dashboard, recorder: recording.recorder, console: console)
        await dashboard.start()
        var status = ExitStatus.success
        let pinnedNow = parsed[.now]
        if isLive(parsed) {
            // Usage is counted in sessions a person watches (live, and serve's page), not in
            // scripts' --once, --json and --html runs; its follower ends with the dashboard.
            await withTaskGroup(of: Void.self) { group in
                if let usage { group.addTask { await usage.follow(dashboard) } }
                // A signal quits like `q` (the view watches for it): the session ended normally.
                await DashboardLiveView(dashboard: dashboard, editor: editor, console: console, now: { pinnedNow ?? Date() }).run()
                await stopper.stop(signal: signals.received)
            }
        } else {
            let html = parsed[.html]
            let output: OnceOutput = parsed[.json] ? .json : parsed[.once] || html == nil ? .frame : .none
            let settle = Duration.milliseconds(Int64(parsed[.settle] * 1000))
            let appearance = parsed[.theme]
            let outcome = await signals.run {
                await runOnce(
                    dashboard, html: html, output: output, settle: settle, now: pinnedNow ?? Date(), appearance: appearance,
                    console: console)
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
        await recording.close(console: console)
        return status
    }
}

extension Option where Command == DashboardCommand {
    static var trip: Option<DashboardCommand, String?> {
        .value(
            "--trip", "name|file",
            """
            A sample trip's name (e.g. one-way, cancelled; moved so its current flight is a few hours ahead of now) or a trip JSON \
            file (protocol/schema/models/trip.schema.json, used as it is). Default: the sample trip '\(SampleSet.defaultTripName)'.
            """,
            completion: .file)
    }
    static var flight: Option<DashboardCommand, Int?> {
        .integer(
            "--flight", "n",
            """
            Which of the trip's flights is current, as an index from 0. Default: the first that has not landed, departed or been \
            cancelled.
            """,
            expectation: "needs an index from 0", where: { $0 >= 0 })
    }
    static var airport: Option<DashboardCommand, String?> {
        .value(
            "--airport", "code|file",
            "Show an airport dashboard instead: a sample airport's IATA code (LHR, FRA, JFK, SIN, SNN) or an airport JSON file.",
            completion: .file)
    }
    static var manifest: Option<DashboardCommand, String?> {
        .value(
            "--manifest", "file",
            """
            A widget manifest (protocol/manifest.md) to run instead of your dashboard, for embedders and development. Default: \
            your installed widgets in your layout's order, else the bundled examples (examples/*/widget.json).
            """,
            completion: .file)
    }
    static var width: Option<DashboardCommand, Double> {
        .number(
            "--width", "points", "The column width, 320 to 400 points. Default 375.", default: 375,
            expectation: "must be a number of points from 320 to 400", hint: "phones lay cards out 320–400 points wide, e.g. --width 375.",
            where: { DashboardOptions.widthRange.contains($0) })
    }
    static var once: Option<DashboardCommand, Bool> {
        .flag(
            "--once",
            """
            Print one frame to stdout once every widget has answered or failed (at most --settle seconds), stop the widgets and \
            exit: 1 when a widget failed to start, was quarantined, had its cell rejected or never answered for its card (the \
            reasons on stderr).
            """
        )
    }
    static var json: Option<DashboardCommand, Bool> {
        .flag(
            "--json",
            """
            Print the dashboard once as one JSON object instead of drawing it: each widget's id, status, reason, restarts, height \
            and cell tree (for scripts); implies --once.
            """
        )
    }
    static var now: Option<DashboardCommand, Date?> {
        .instant(
            "--now", "time",
            """
            Pin the clock to this instant (ISO 8601 with an offset, e.g. 2026-12-10T11:40:00+01:00): the samples, the cards' \
            relative times and every widget (as WIDGET_NOW) use it, so two runs print the same frame. Default: the real time; the \
            sample trip is moved so its current flight is a few hours ahead.
            """
        )
    }
    static var settle: Option<DashboardCommand, Double> {
        .number(
            "--settle", "seconds", "How long --once and --html wait for cells. Default \(Int(DashboardCommand.defaultSettle)).",
            default: DashboardCommand.defaultSettle, expectation: "must be a number of seconds from 0 to 3600",
            hint: "e.g. --settle 3 waits at most 3 s for the cards.", where: { $0.isFinite && $0 >= 0 && $0 <= 3600 })
    }
    static var html: Option<DashboardCommand, String?> {
        .value(
            "--html", "file",
            """
            Write a self-contained HTML page with the dashboard at 320, 375 and 400 points and every controller the widgets \
            offer; then exit (with or without --once).
            """,
            completion: .file)
    }
    static var theme: Option<DashboardCommand, Appearance> {
        .choice(
            "--theme", "The HTML page's colours. Default auto: light, and dark where the viewer prefers dark (prefers-color-scheme).",
            default: .auto, hint: "auto follows the viewer's light or dark preference.")
    }
    static var log: Option<DashboardCommand, String?> { .recorderLog(kind: DashboardCommand.name) }
}
