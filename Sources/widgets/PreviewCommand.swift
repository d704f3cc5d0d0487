import Foundation
import WidgetHost
import WidgetLogs
import WidgetRendering
import WidgetSamples

/// `widgets preview [options] -- <command> [args…]`: one widget with sample data at 320, 375
/// and 400 points, in the terminal, as HTML or as JSON.
enum PreviewCommand: Subcommand {
    static let name = "preview"
    static let abstract = "Show one widget's card at 320/375/400 pt and its controller, with sample data."
    static let usage = [
        """
        widgets preview [--json] [--html <file>] [--watch] [--watch-path <path> ...] [--samples <dir>] [--trip <name>] [--airport \
        <code>] [--now <time>] [--log <file>] [--log-unredacted] [--sandbox <on|required|off>] -- <command> [<arg> ...]
        """
    ]

    static let operands = OptionSpec.Completion.command
    static let commandAfterDashes = true

    static var options: [OptionSpec] {
        [
            .value(
                "--html", "file", "Write a self-contained page (no script) with the three cards and the controller as a dialog.",
                completion: .file),
            .flag("--json", "Print the three cell trees with their heights, and the controller, as one JSON object."),
            .flag(
                "--watch",
                """
                Preview again, with a fresh widget process, whenever one of the widget's files changes (its executable, the arguments \
                that name files, and every --watch-path); stop with Ctrl-C. Builds nothing itself.
                """
            ),
            .value(
                "--watch-path", "path", "Also watch this file, or every file under this folder (repeat for several); implies --watch.",
                repeats: true, completion: .file),
            SampleArguments.option,
            .value(
                "--trip", "name",
                """
                Use this trip sample (file name without .json, or trip id); default: the sample trip the dashboard shows, its current \
                flight moved a few hours ahead of now.
                """
            ),
            .value(
                "--now", "time",
                "Pin the clock (ISO 8601 with an offset): the default trip is moved to it and the widget gets it as WIDGET_NOW.",
                rule: .pinnedNow),
            .value("--airport", "code", "Use this airport sample (IATA code or file name); alone, it tries the airport dashboard first."),
            RecorderArguments.logOption(kind: "preview"),
            RecorderArguments.unredactedOption,
            SandboxArguments.option,
            .help(),
        ]
    }

    static var help: HelpText {
        HelpText(
            overview: """
                Launch a widget under the host's supervisor with a sample dashboard (trip, or airport when the
                widget only declares airport), ask for its cell height and cell at 320, 375 and 400 points and
                for its controller at 375, then stop it. The cards are drawn side by side (stacked in a narrow
                terminal), the controller in a box below: the WidgetKit preview idea for a widget in any language.
                """,
            usage: usage,
            arguments: HelpText.widgetCommandArguments,
            options: options,
            notes: [
                """
                Exit status: 0 when the widget answered at every width, 1 when it failed (the reason on stderr), 64 for a usage \
                error. SIGTERM, SIGINT or SIGHUP stop the widget with its stop sequence and exit 1; with --watch they end the watch \
                and exit 0.
                """,
                """
                EXAMPLES:\n  widgets preview -- python3 examples/flight-status/main.py\n  widgets preview --html guide.html --airport \
                LHR -- node examples/airport-guide/main.js\n  widgets preview --watch -- python3 examples/flight-status/main.py
                """,
            ])
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        let parsed: ArgumentScanner.Parsed
        switch parseCommandLine(arguments, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        if parsed.flags.contains("--json"), parsed.values["--html"] != nil {
            return usageError(UsageError("--json and --html cannot be combined", hint: "pick one output."), console: console)
        }
        if parsed.flags.contains("--watch") || parsed.allValues["--watch-path"] != nil, parsed.flags.contains("--json") {
            return usageError(
                UsageError("--watch and --json cannot be combined", hint: "--watch redraws the terminal, or rewrites the page of --html."),
                console: console)
        }
        let environment = ProcessInfo.processInfo.environment
        let samples: SampleSet
        do {
            samples = try SampleArguments.load(explicit: parsed.values["--samples"], environment: environment)
            try SampleArguments.validate(trip: parsed.values["--trip"], airport: parsed.values["--airport"], in: samples)
        } catch {
            return usageError(error, console: console)
        }
        SandboxArguments.announce(SandboxArguments.mode(parsed), environment: environment, console: console)
        guard parsed.flags.contains("--watch") || parsed.allValues["--watch-path"] != nil else {
            return await preview(parsed, samples: samples, environment: environment, console: console, handlingSignals: true)
        }
        let files = WatchedFiles(
            paths: WatchedFiles.paths(of: parsed.rest, environment: environment) + (parsed.allValues["--watch-path"] ?? []))
        return await PreviewWatch(files: files, console: console).run { console in
            await preview(parsed, samples: samples, environment: environment, console: console, handlingSignals: false)
        }
    }

    /// One preview: the widget launched, asked at every width, stopped, and the result printed
    /// or written. `handlingSignals`: a signal stops the widget and exits 1 (as a command on its
    /// own); without it, cancelling the task does the same, for ``PreviewWatch``.
    static func preview(
        _ parsed: ArgumentScanner.Parsed, samples: SampleSet, environment: [String: String], console: Console, handlingSignals: Bool
    ) async -> ExitStatus {
        // The table has checked it.
        let pinnedNow = parsed.values["--now"].flatMap(SampleTime.parseNow)
        // The flight recorder: kept (like the dashboard's), private, personal fields redacted.
        let runLogs = RunLogs(environment: environment)
        let logPath: String
        do {
            logPath = try parsed.values["--log"] ?? runLogs.newRun("preview")
        } catch {
            console.error(
                "Error: cannot keep the flight recorder in \(runLogs.directory): \(error)\nHint: pass --log FILE somewhere writable.\n")
            return .failure
        }
        var recorderOptions = FlightRecorder.Options(path: logPath)
        if !parsed.flags.contains("--log-unredacted") { recorderOptions.redactedFields = FlightRecorder.Options.personalFields }
        let recorder = FlightRecorder(options: recorderOptions)
        if parsed.values["--log"] == nil { runLogs.pointLatest("preview", to: logPath) }
        var session = PreviewSession(
            command: parsed.rest, samples: samples, trip: parsed.values["--trip"], airport: parsed.values["--airport"], recorder: recorder)
        session.sandbox = SandboxArguments.mode(parsed)
        if let pinnedNow {
            session.now = pinnedNow
            session.pinned = true
        }
        // SIGTERM, SIGINT and SIGHUP cancel the session, which then stops its widget (stop
        // sequence, recorded) before the command exits.
        let running = session
        let work = { @Sendable () async -> Result<PreviewSession.Result, PreviewSession.Failure> in
            do throws(PreviewSession.Failure) {
                return .success(try await running.run())
            } catch {
                return .failure(error)
            }
        }
        let outcome: TerminationSignals.Outcome<Result<PreviewSession.Result, PreviewSession.Failure>>
        if handlingSignals {
            let signals = TerminationSignals.shared
            signals.install()
            outcome = await signals.run(work)
            if let signal = signals.received { recorder.record(TerminationSignals.record(signal)) }
        } else {
            outcome = .finished(await work())
        }
        await recorder.close()
        if let drops = recorder.statistics.dropSummary(path: logPath) { console.error(drops + "\n") }
        // Cancelled by the watch it runs under: the widget is stopped; nothing to print.
        if !handlingSignals, Task.isCancelled { return .failure }
        let result: PreviewSession.Result
        switch outcome {
        case .interrupted(let number, _):
            console.error("Interrupted by \(TerminationSignals.name(number)): the widget was stopped.\n")
            return .failure
        case .finished(.failure(let error)):
            console.error(
                """
                Error: the widget failed: \(error)\nHint: 'widgets check -- \(parsed.rest.joined(separator: " "))' tells what it gets \
                wrong; the session is in \(logPath) ('widgets logs \(logPath)').\n
                """
            )
            return .failure
        case .finished(.success(let shown)):
            result = shown
        }
        let output = PreviewOutput(result: result, command: parsed.rest, widgetID: session.widgetID)
        if parsed.flags.contains("--json") {
            console.output(output.json().serializedString() + "\n")
        } else if let path = parsed.values["--html"] {
            let page = output.html(context: RenderContext(now: session.now, colour: false, unicode: true))
            do {
                try Data(page.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                console.error(
                    "Error: cannot write \(path): \(error.localizedDescription)\nHint: check that its folder exists and is writable.\n")
                return .failure
            }
            console.output(
                """
                Wrote \(path): \(result.cells.count) cards (\(result.dashboard.rawValue) sample \
                \(result.sample))\(result.controller == nil ? "" : " and the controller").\n
                """
            )
        } else {
            let columns = TerminalSize.columns(of: 1) ?? Int(environment["COLUMNS"] ?? "") ?? 160
            let context = RenderContext(now: session.now, colour: console.useColor, unicode: console.unicode)
            console.output(output.terminal(context: context, columns: columns))
        }
        return .success
    }
}
