import Foundation
import WidgetHost
import WidgetJSON
import WidgetLogs
import WidgetProtocol
import WidgetRendering
import WidgetSamples

/// `widgets preview [options] -- <command> [args…]`: one widget with sample data at 320, 375
/// and 400 points, in the terminal, as HTML or as JSON.
enum PreviewCommand: Subcommand {
    static let name = "preview"
    static let abstract = "Show one widget's card at 320/375/400 pt and its controller, with sample data."
    static let usage = [
        """
        widgets preview [--json] [--html <file>] [--watch] [--watch-path <path> ...] [--samples <dir>] [--trip <name>] [--flight <n>] [--airport \
        <code>] [--now <time>] [--log <file>] [--log-unredacted] [--sandbox \
        <on|required|off>] [--permit <grant> ...] -- <command> [<arg> ...]
        """
    ]

    static let operands = OptionSpec.Completion.command
    static let commandAfterDashes = true

    static let options = OptionTable<Self>(
        .html, .json, .watch, .watchPath, .samples, .trip, .flight, .now, .airport, .log, .logUnredacted, .sandbox, .permit, .help
    )
    .conflict(.json, .html, hint: "pick one output.")
    .conflict(.watch, .json, hint: "--watch redraws the terminal, or rewrites the page of --html.")
    .conflict(.watchPath, .json, hint: "--watch-path redraws the terminal, or rewrites the page of --html.")

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
            options: options.specs,
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
        let parsed: ParsedOptions<Self>
        switch parseCommandLine(arguments, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        let environment = ProcessInfo.processInfo.environment
        let samples: SampleSet
        do throws(UsageError) {
            samples = try SampleArguments.load(explicit: parsed[.samples], environment: environment)
            try SampleArguments.validate(trip: parsed[.trip], flight: parsed[.flight], airport: parsed[.airport], in: samples)
        } catch {
            return usageError(error, console: console)
        }
        SandboxArguments.announce(parsed[.sandbox], environment: environment, console: console)
        guard parsed[.watch] || parsed.has(.watchPath) else {
            return await preview(parsed, samples: samples, environment: environment, console: console, handlingSignals: true)
        }
        let files = WatchedFiles(paths: WatchedFiles.paths(of: parsed.rest, environment: environment) + parsed[.watchPath])
        return await PreviewWatch(files: files, console: console).run { console in
            await preview(parsed, samples: samples, environment: environment, console: console, handlingSignals: false)
        }
    }

    /// One preview: the widget launched, asked at every width, stopped, and the result printed
    /// or written. `handlingSignals`: a signal stops the widget and exits 1 (as a command on its
    /// own); without it, cancelling the task does the same, for ``PreviewWatch``.
    static func preview(
        _ parsed: ParsedOptions<Self>, samples: SampleSet, environment: [String: String], console: Console, handlingSignals: Bool
    ) async -> ExitStatus {
        // The flight recorder: kept (like the dashboard's), private, personal fields redacted.
        guard
            let recording = RunRecorder.open(
                kind: name, log: parsed[.log], unredacted: parsed[.logUnredacted], environment: environment, console: console)
        else { return .failure }
        var session = PreviewSession(
            command: parsed.rest, samples: samples, trip: parsed[.trip], flight: parsed[.flight], airport: parsed[.airport],
            recorder: recording.recorder)
        session.sandbox = parsed[.sandbox]
        session.permits = parsed[.permit]
        if let pinnedNow = parsed[.now] {
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
            if let signal = signals.received { recording.recorder.record(TerminationSignals.record(signal)) }
        } else {
            outcome = .finished(await work())
        }
        await recording.close(console: console)
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
                wrong; the session is in \(recording.path) ('widgets logs \(recording.path)').\n
                """
            )
            return .failure
        case .finished(.success(let shown)):
            result = shown
        }
        // Which flight the trip sample showed, and why: the rule skips cancelled flights, so
        // `--trip cancelled` shows its replacement (issue 27).
        if let choice = result.flightChoice { console.error("Flight: \(choice.sentence).\n") }
        let output = PreviewOutput(result: result, command: parsed.rest, widgetID: session.widgetID)
        if parsed[.json] {
            console.output(output.json(context: RenderContext(now: session.now)).serializedString() + "\n")
        } else if let path = parsed[.html] {
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

extension Option where Command == PreviewCommand {
    static var html: Option<PreviewCommand, String?> {
        .value(
            "--html", "file", "Write a self-contained page (no script) with the three cards and the controller as a dialog.",
            completion: .file)
    }
    static var json: Option<PreviewCommand, Bool> {
        .flag("--json", "Print the three cell trees with their heights, and the controller, as one JSON object.")
    }
    static var watch: Option<PreviewCommand, Bool> {
        .flag(
            "--watch",
            """
            Preview again, with a fresh widget process, whenever one of the widget's files changes (its executable, the arguments \
            that name files, and every --watch-path); stop with Ctrl-C. Builds nothing itself.
            """
        )
    }
    static var watchPath: Option<PreviewCommand, [String]> {
        .repeated(
            "--watch-path", "path", "Also watch this file, or every file under this folder (repeat for several); implies --watch.",
            completion: .file)
    }
    static var trip: Option<PreviewCommand, String?> {
        .value(
            "--trip", "name",
            """
            Use this trip sample (file name without .json, or trip id), as the dashboard shows it: its current flight moved a few \
            hours ahead of now. Default: the sample trip the dashboard shows.
            """
        )
    }
    static var flight: Option<PreviewCommand, Int?> {
        .integer(
            "--flight", "n",
            """
            Which of the trip's flights is current, as an index from 0. Default: as the dashboard, the first that has not landed, \
            departed or been cancelled.
            """,
            expectation: "needs an index from 0", where: { $0 >= 0 })
    }
    static var now: Option<PreviewCommand, Date?> {
        .instant(
            "--now", "time", "Pin the clock (ISO 8601 with an offset): the trip sample is moved to it and the widget gets it as WIDGET_NOW."
        )
    }
    static var airport: Option<PreviewCommand, String?> {
        .value("--airport", "code", "Use this airport sample (IATA code or file name); alone, it tries the airport dashboard first.")
    }
    static var log: Option<PreviewCommand, String?> { .recorderLog(kind: PreviewCommand.name) }
}
