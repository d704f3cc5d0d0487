import Foundation
import WidgetConformance
import WidgetProcess
import WidgetSamples

/// `widgets check [options] -- <command> [args…]`: runs the conformance battery against a widget.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let abstract = "Run the conformance checks against a widget executable."
    static let usage = [
        """
        widgets check [--json] [--strict] [--verbose] [--samples <dir>] [--trip <name>] [--airport <code>] [--deadline-scale <factor>] [--soak \
        <seconds>] [--sandbox <on|required|off>] [--permit <grant> ...] -- <command> [<arg> ...]
        """
    ]

    static let operands = OptionSpec.Completion.command
    static let commandAfterDashes = true

    static let options = OptionTable<Self>(
        .json, .strict, .verbose, .samples, .trip, .airport, .deadlineScale, .soak, .sandbox, .permit, .help)

    static var help: HelpText {
        HelpText(
            overview: """
                Launch a widget as the host would (own process group, scrubbed environment, temporary
                WIDGET_DATA_DIR) and check it against protocol 1.1: handshake, identity, state errors, init with
                every sample, cell heights and trees at widths 320/375/400, controllers, actions, a soak of
                every session, the card on a dashboard run by the host itself (with the timeline a user sees),
                the conformance transcript (receiver rules, states, which error wins), stdout
                hygiene, reply deadlines, exiting on stdin EOF, processes left behind, and the sandbox (what
                the widget was granted, and any path or port it was refused).
                """,
            usage: usage,
            arguments: HelpText.widgetCommandArguments,
            options: options.specs,
            notes: [
                """
                Each sample runs in a fresh widget process, as the host runs one process per card. A check is required (the host \
                relies on it) or recommended (robustness the spec asks for that this host never exercises); a recommended check \
                that fails is a warning. Exit status: 0 when no required check fails (skipped checks and warnings do not fail; with \
                --strict, warnings do), 1 when one does, 64 for a usage error.
                """,
                """
                SIGTERM, SIGINT or SIGHUP stop the widget under test (its stop sequence, then its sentinel ends anything it started) \
                and exit 1 without a report; a second one exits at once.
                """,
                """
                EXAMPLES:\n  widgets check -- python3 examples/flight-status/main.py\n  widgets check --json --airport LHR -- node \
                examples/airport-guide/main.js
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
        do {
            samples = try SampleArguments.load(explicit: parsed[.samples], environment: environment)
            try SampleArguments.validate(trip: parsed[.trip], airport: parsed[.airport], in: samples)
        } catch {
            return usageError(error, console: console)
        }

        var transcript: (@Sendable (String) -> Void)?
        if parsed[.verbose] {
            transcript = { line in console.error(line + "\n") }
        }
        var options = ConformanceOptions(
            command: parsed.rest, samples: samples, trip: parsed[.trip], airport: parsed[.airport], hostEnvironment: environment,
            transcript: transcript, deadlineScale: parsed[.deadlineScale], soak: .milliseconds(Int64((parsed[.soak] * 1000).rounded())))
        // This process's only children are the widgets under test, so it may adopt their orphans.
        options.adoptsOrphans = true
        options.sandboxPolicy = parsed[.permit].applied(to: SandboxPolicy(mode: parsed[.sandbox]))
        SandboxArguments.announce(options.sandbox, environment: environment, console: console)
        // SIGTERM, SIGINT and SIGHUP cancel the run: every call returns at once, each session
        // still runs its widget's stop sequence, and no report is printed (it would be wrong).
        let signals = TerminationSignals.shared
        signals.install()
        var report: ConformanceReport
        let runOptions = options
        switch await signals.run({ await ConformanceRunner(options: runOptions).run() }) {
        case .interrupted(let number, _):
            console.error("Interrupted by \(TerminationSignals.name(number)): the widget was stopped; no report.\n")
            return .failure
        case .finished(let finished):
            report = finished
        }
        report.strict = parsed[.strict]
        if parsed[.json] {
            console.output(report.jsonString() + "\n")
        } else {
            console.output(HumanReport(report: report, console: console).rendered())
        }
        return report.passed ? .success : .failure
    }
}

extension Option where Command == CheckCommand {
    static var json: Option<CheckCommand, Bool> {
        .flag("--json", "Print the report as one JSON object on stdout (name, status, expected, actual, hint, latencyMs per check).")
    }
    static var strict: Option<CheckCommand, Bool> {
        .flag("--strict", "Fail on warnings too: recommended checks that failed, and symbol names the host only approximates.")
    }
    static var verbose: Option<CheckCommand, Bool> {
        .flag("--verbose", "Print the transcript to stderr: every message with its direction, stderr lines, exits.")
    }
    static var trip: Option<CheckCommand, String?> {
        .value(
            "--trip", "name",
            "Only this trip sample (file name without .json, or trip id), e.g. one-way; its current flight (as the dashboard's) first.")
    }
    static var airport: Option<CheckCommand, String?> {
        .value("--airport", "code", "Only this airport sample (IATA code or file name), e.g. LHR.")
    }
    static var deadlineScale: Option<CheckCommand, Double> {
        .number(
            "--deadline-scale", "factor",
            "Multiply every time limit (reply deadlines, exit grace, soak) on a slow or loaded machine, e.g. 3. Default 1.",
            default: 1, expectation: "needs a positive number up to 1000", where: { $0.isFinite && $0 > 0 && $0 <= 1000 })
    }
    static var soak: Option<CheckCommand, Double> {
        .number(
            "--soak", "seconds",
            "Keep each session open this long (scaled) before shutdown: half idle, half repeated requests. 0 turns it off. Default 1.",
            default: 1, expectation: "needs a number of seconds from 0 to 3600", where: { $0.isFinite && $0 >= 0 && $0 <= 3600 })
    }
}
