import Foundation
import WidgetLogs

/// `widgets logs [options] [FILE]`: reads the RPC flight recorder, filters, pairs and summarises.
enum LogsCommand: Subcommand {
    static let name = "logs"
    static let abstract = "Read the RPC flight recorder: messages, latencies, errors, restarts."
    static let usage = [
        """
        widgets logs [--json] [--summary] [--follow] [--no-rotated] [--widget <id> ...] [--method <name>] [--errors] [--slow <ms>] \
        [--since <time>] [<file>]
        """
    ]

    static let operands = OptionSpec.Completion.file

    static let options = OptionTable<Self>(
        .widget, .method, .errors, .slow, .since, .summary, .json, .follow, .noRotated, .help
    )
    .conflict(.follow, .summary, hint: "a summary needs the whole log; drop one of them.")

    static var help: HelpText {
        HelpText(
            overview: """
                Show the flight recorder log of a host run: one line per message or lifecycle event with its
                time, widget#instance, direction, kind, method, id, latency (requests and responses are
                paired by widget, instance and id) and a short message. Rotated files (<file>.2, <file>.1)
                and the lifecycle file (<file>.lifecycle, which keeps every lifecycle record of the run) are
                read with it, in the order the records were made.
                """,
            usage: usage,
            arguments: [
                ("<file>", "The log (JSONL). Default: the last 'widgets dashboard' run's log, \(displayDefault).")
            ],
            options: options.specs,
            notes: [
                """
                Malformed lines are reported on stderr with their line number and skipped. Exit status: 0 on success, 1 when the log \
                cannot be read, 64 for a usage error.
                """,
                """
                EXAMPLES:\n  widgets logs --errors\n  widgets logs --summary --widget flight-status\n  widgets logs --json --slow 50 \
                run.jsonl | jq .method
                """,
            ])
    }

    private static var displayDefault: String {
        "$XDG_STATE_HOME/widgets/\(DefaultPaths.lastDashboardLogName) (else ~/.local/state/widgets/)"
    }

    /// The parsed command line.
    struct Options {
        var file: String?
        var filter = LogFilter()
        var json = false
        var summary = false
        var follow = false
        var rotated = true
        var help = false
    }

    static func parse(_ arguments: [String], now: Int64) throws(UsageError) -> Options {
        let parsed = try scanner(.interleaved).parse(arguments)
        var options = Options()
        options.help = parsed.help
        guard !parsed.help else { return options }
        let files = parsed.operands + parsed.rest
        guard files.count <= 1 else {
            throw UsageError(
                "more than one log file given: \(files.joined(separator: " "))", hint: "name one file; its rotated files are read with it.")
        }
        options.file = files.first
        options.filter.widgets = Set(parsed[.widget])
        options.json = parsed[.json]
        options.summary = parsed[.summary]
        options.follow = parsed[.follow]
        options.rotated = !parsed[.noRotated]
        options.filter.errorsOnly = parsed[.errors]
        options.filter.method = parsed[.method]
        options.filter.slowerThanMs = parsed[.slow]
        // The table has checked the time.
        options.filter.sinceMicros = parsed[.since].flatMap { LogTime.parseSince($0, nowMicros: now) }
        return options
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        let now = Int64((Date().timeIntervalSince1970 * 1_000_000).rounded())
        let options: Options
        do {
            options = try parse(arguments, now: now)
        } catch {
            return usageError(error, console: console)
        }
        if options.help {
            console.output(help.rendered())
            return .success
        }
        let environment = ProcessInfo.processInfo.environment
        let path = options.file ?? DefaultPaths.lastDashboardLog(environment: environment)
        let exists = FileManager.default.fileExists(atPath: path)
        if !exists, options.follow {
            // Like `tail -F`: the host may not have started yet.
            console.error("Waiting for \(path) to appear…\n")
        }
        guard exists || options.follow else {
            let hint =
                options.file == nil
                ? "no dashboard has run yet: run 'widgets dashboard' first, or name a log file."
                : "check the path; 'widgets dashboard' writes its log to \(DefaultPaths.lastDashboardLog(environment: environment))."
            console.error("Error: no flight recorder log at \(path)\nUsage: \(usage.joined(separator: "\n       "))\nHint: \(hint)\n")
            return .failure
        }
        var contents = LogFiles.Contents()
        do {
            if exists {
                contents = try LogFiles.read(
                    LogFiles.paths(for: path, includeRotated: options.rotated), holdingPartialLastLine: options.follow)
            }
        } catch {
            console.error("Error: cannot read the log \(path): \(error.localizedDescription)\nHint: check its permissions.\n")
            return .failure
        }
        for problem in contents.malformed { console.error("warning: \(problem)\n") }

        var pairer = RequestPairer()
        let paired = contents.records.map { pairer.pair($0) }.filter(options.filter.matches)
        if options.summary {
            let summary = LogSummary(paired)
            console.output(options.json ? summary.json().serializedString() + "\n" : summary.table())
            return .success
        }
        let formatter = LogLineFormatter(colour: console.useColor, unicode: console.unicode, width: TerminalSize.columns(of: 1))
        func line(_ record: RequestPairer.Paired) -> String {
            options.json ? record.record.raw : formatter.format(record)
        }
        if !paired.isEmpty { console.output(paired.map(line).joined(separator: "\n") + "\n") }
        guard options.follow else { return .success }

        let follower = LogFollower(path: path)
        for await next in follower.lines(startingAt: contents.endOffset, linesBefore: contents.endLines) {
            var batch = LogFiles.Contents()
            batch.append(line: next.text, file: next.file, number: next.number)
            for problem in batch.malformed { console.error("warning: \(problem)\n") }
            for record in batch.records {
                let pairedRecord = pairer.pair(record)
                if options.filter.matches(pairedRecord) { console.output(line(pairedRecord) + "\n") }
            }
        }
        return .success
    }
}

extension Option where Command == LogsCommand {
    static var widget: Option<LogsCommand, [String]> { .repeated("--widget", "id", "Only this widget (repeat for several).") }
    static var method: Option<LogsCommand, String?> {
        .value("--method", "name", "Only this JSON-RPC method (replies count as their request's method).")
    }
    static var errors: Option<LogsCommand, Bool> {
        .flag(
            "--errors",
            """
            Only errors: error responses, protocol errors, stray lines, missed deadlines, calls lost to a death or a kill, failed \
            handshakes, kills, non-zero exits, quarantines, records the recorder dropped. The normal end of a stopped widget is \
            not an error.
            """
        )
    }
    static var slow: Option<LogsCommand, Double?> {
        .number(
            "--slow", "ms", "Only replies slower than <ms> milliseconds.",
            expectation: "needs a number of milliseconds from 0 to 86400000 (a day)", where: { $0.isFinite && $0 >= 0 && $0 <= 86_400_000 })
    }
    static var since: Option<LogsCommand, String?> {
        .value(
            "--since", "time", "Only records from <time> on: ISO 8601 (2026-11-03T08:25:00Z) or a duration ago (90s, 10m, 2h, 1d).",
            rule: ValueRule(
                accepts: { LogTime.parseSince($0, nowMicros: 0) != nil }, expectation: "needs an ISO 8601 time or a duration",
                hint: "e.g. --since 2026-11-03T08:25:00Z or --since 10m."))
    }
    static var summary: Option<LogsCommand, Bool> {
        .flag(
            "--summary",
            """
            Per widget and method: calls, errors (lost calls included), p50/p99 latency; per widget: restarts (restart records \
            only), exits, quarantines, and records dropped.
            """
        )
    }
    static var json: Option<LogsCommand, Bool> {
        .flag("--json", "Matching records as JSONL, unchanged (for jq); with --summary, the summary as one JSON object.")
    }
    static var follow: Option<LogsCommand, Bool> {
        .flag(
            "--follow",
            """
            Keep reading as the log grows, following rotation and a new run (like tail -F); waits for a log that does not exist \
            yet. Stop with Ctrl-C.
            """
        )
    }
    static var noRotated: Option<LogsCommand, Bool> {
        .flag("--no-rotated", "Read only <file>, not <file>.1, <file>.2 or <file>.lifecycle.")
    }
}
