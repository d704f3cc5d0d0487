import Foundation
import WidgetJSON
import WidgetLogs

/// `widgets logs [options] [FILE]`: reads the RPC flight recorder, filters, pairs and summarises.
enum LogsCommand: Subcommand {
    static let name = "logs"
    static let abstract = "Read the RPC flight recorder: messages, latencies, errors, restarts."
    static let usage = [
        """
        widgets logs [--json] [--summary] [--follow] [--no-rotated] [--widget <id> ...] [--instance <n>] [--method <name>] [--kind \
        <kind> ...] [--id <id>] [--errors] [--slow <ms>] [--since <time>] [--until <time>] [--lines <count>] [--expand] [--utc] [<file>]
        """,
        "widgets logs --runs [--json] [--utc]",
    ]

    static let operands = OptionSpec.Completion.file

    static let options = OptionTable<Self>(
        .widget, .instance, .method, .kind, .id, .errors, .slow, .since, .until, .lines, .summary, .json, .follow, .expand, .utc,
        .noRotated, .runs, .help
    )
    .conflict(.follow, .summary, hint: "a summary needs the whole log; drop one of them.")
    .conflict(.lines, .summary, hint: "a summary counts every record; -n keeps the last lines of a listing.")
    .conflict(.expand, .summary, hint: "--expand shows messages of a listing; drop one of them.")
    .conflict(.expand, .json, hint: "--json prints every record whole already.")
    .conflict(.runs, .summary, hint: "--runs lists the runs; name one of them to summarise it.")
    .conflict(.runs, .follow, hint: "--runs lists the runs; name one of them to follow it.")

    static var help: HelpText {
        HelpText(
            overview: """
                Show the flight recorder log of a host run: one line per message or lifecycle event with its
                time (date, time and zone: TZ, or UTC with --utc), widget#instance, direction, kind, method, id,
                latency (requests and responses are paired by widget, instance and id) and a short message.
                Rotated files (<file>.2, <file>.1) and the lifecycle file (<file>.lifecycle, which keeps every
                lifecycle record of the run) are read with it, in the order the records were made. Lines
                that repeat but for their time are shown once, then counted.
                """,
            usage: usage,
            arguments: [
                ("<file>", "The log (JSONL). Default: the last 'widgets dashboard' run's log, \(displayDefault).")
            ],
            options: options.specs,
            notes: [
                """
                Filters: --widget, --instance, --since and --until choose what part of the run is read; --method, --kind, --id, \
                --errors and --slow choose records within it. --summary counts over the first part only, and shows the rows the \
                second part matches.
                """,
                summaryColumnsNote,
                """
                Malformed lines are reported on stderr with their line number and skipped. When no record matches, 'No matching \
                records' is said on stderr. Exit status (as journalctl, unlike grep: finding nothing is an answer, not a \
                failure): 0 on success, also when nothing matched; 1 when the log cannot be read; 64 for a usage error.
                """,
                """
                EXAMPLES:\n  widgets logs --errors\n  widgets logs --summary --widget flight-status\n  widgets logs --json --slow 50 \
                run.jsonl | jq .method\n  widgets logs --runs\n  widgets logs --id h-7 --expand
                """,
            ])
    }

    /// What each column of `--summary` counts, one row each (from ``LogSummary/columns``).
    static var summaryColumnsNote: String {
        let width = LogSummary.columns.map(\.header.count).max() ?? 0
        let rows = LogSummary.columns.map { "  " + $0.header.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.counts }
        return (["SUMMARY COLUMNS (--summary):"] + rows).joined(separator: "\n")
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
        var expand = false
        var utc = false
        var lines: Int?
        var runs = false
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
        options.runs = parsed[.runs]
        if options.runs, let file = files.first {
            throw UsageError("--runs takes no file, got '\(file)'", hint: "--runs lists the runs in the logs folder; drop the file.")
        }
        options.file = files.first
        options.filter.widgets = Set(parsed[.widget])
        options.filter.instance = parsed[.instance].map(Int64.init)
        options.filter.method = parsed[.method]
        options.filter.kinds = Set(parsed[.kind])
        options.filter.id = parsed[.id]
        options.filter.errorsOnly = parsed[.errors]
        options.filter.slowerThanMs = parsed[.slow]
        // The table has checked both times.
        options.filter.sinceMicros = parsed[.since].flatMap { LogTime.parseSince($0, nowMicros: now) }
        options.filter.untilMicros = parsed[.until].flatMap { LogTime.parseSince($0, nowMicros: now) }
        options.lines = parsed[.lines]
        options.json = parsed[.json]
        options.summary = parsed[.summary]
        options.follow = parsed[.follow]
        options.rotated = !parsed[.noRotated]
        options.expand = parsed[.expand]
        options.utc = parsed[.utc]
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
        let formatter = LogLineFormatter(
            colour: console.useColor, unicode: console.unicode, width: TerminalSize.columns(of: 1),
            timeZone: options.utc ? .gmt : .current)
        if options.runs {
            return listRuns(RunLogs(environment: environment), json: options.json, formatter: formatter, console: console)
        }
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
        } catch let error as LogReadError {
            console.error("Error: cannot read the log: \(error)\nHint: \(error.hint)\n")
            return .failure
        } catch {
            console.error("Error: cannot read the log \(path): \(error)\n")
            return .failure
        }
        for problem in contents.malformed { console.error("warning: \(problem)\n") }
        return await show(contents, of: path, options: options, formatter: formatter, console: console)
    }

    /// Prints the summary, or the listing (then, with `--follow`, what the log gains).
    static func show(
        _ contents: LogFiles.Contents, of path: String, options: Options, formatter: LogLineFormatter, console: Console
    ) async -> ExitStatus {
        let nothing = "No matching records (\(contents.records.count) records read from \(LogFiles.resolvingLink(path))).\n"

        if options.summary {
            let summary = LogSummary(RequestPairer.pairAll(contents.records), filter: options.filter)
            if summary.widgets.isEmpty { console.error(nothing) }
            console.output(options.json ? summary.json().serializedString() + "\n" : summary.table())
            return .success
        }

        var listing = LogListing(filter: options.filter)
        var items = contents.records.flatMap { listing.feed($0) }
        if let lines = options.lines { items = LogListing.last(lines, of: items) }
        var printer = LogPrinter(formatter: formatter, expand: options.expand)
        func text(_ item: LogListing.Item) -> String {
            guard options.json else { return printer.lines(for: item).map { $0 + "\n" }.joined() }
            switch item {
            case .record(let paired, _): return paired.record.raw + "\n"
            case .nextRun(let file):
                console.error("next run (\(file)): instances count from #1 again\n")
                return ""
            }
        }
        let listed = items.map(text).joined() + printer.finish().map { $0 + "\n" }.joined()
        if !listed.isEmpty { console.output(listed) }
        if !options.follow, !items.contains(where: { if case .record = $0 { true } else { false } }) { console.error(nothing) }
        guard options.follow else { return .success }

        // Live, a line is printed as it comes: nothing is held back to be counted.
        printer.collapse = false
        let follower = LogFollower(path: path)
        for await next in follower.lines(startingAt: contents.endOffset, linesBefore: contents.endLines) {
            var batch = LogFiles.Contents()
            batch.append(line: next.text, file: LogFiles.resolvingLink(next.file), number: next.number)
            for problem in batch.malformed { console.error("warning: \(problem)\n") }
            let lines = batch.records.flatMap { listing.feed($0) }.map(text).joined()
            if !lines.isEmpty { console.output(lines) }
        }
        return .success
    }

    /// `--runs`: every run in the logs folder, newest first.
    static func listRuns(_ runLogs: RunLogs, json: Bool, formatter: LogLineFormatter, console: Console) -> ExitStatus {
        let runs = runLogs.allRuns()
        if runs.isEmpty { console.error("No runs in \(runLogs.directory).\n") }
        if json {
            let lines = runs.map { run -> String in
                let object: JSONValue = [
                    "kind": .string(run.kind), "path": .string(run.path), "started": .string(formatter.time(run.startMicros)),
                    "pid": .int(Int64(run.pid)), "running": .bool(run.isRunning), "latest": .bool(run.isLatest),
                    "bytes": .int(run.bytes),
                ]
                return object.serializedString() + "\n"
            }
            console.output(lines.joined())
            return .success
        }
        guard !runs.isEmpty else { return .success }
        var rows = [["KIND", "STARTED", "PID", "STATE", "SIZE", "LOG"]]
        for run in runs {
            let state = run.isRunning ? "running" : "ended"
            let size = run.bytes >= 1024 ? "\((run.bytes + 1023) / 1024) KiB" : "\(run.bytes) B"
            rows.append([
                run.kind, formatter.time(run.startMicros), String(run.pid), state, size, run.path + (run.isLatest ? " (last)" : ""),
            ])
        }
        console.output(TextColumns.align(rows, rightAligned: [2, 4]))
        return .success
    }
}

extension Option where Command == LogsCommand {
    static var widget: Option<LogsCommand, [String]> { .repeated("--widget", "id", "Only this widget (repeat for several).") }
    static var instance: Option<LogsCommand, Int?> {
        .integer(
            "--instance", "n", "Only this run of each widget: 1 for its first start, +1 per restart.",
            expectation: "needs a whole number from 0", where: { $0 >= 0 })
    }
    static var method: Option<LogsCommand, String?> {
        .value("--method", "name", "Only this JSON-RPC method (replies count as their request's method).")
    }
    static var kind: Option<LogsCommand, [String]> {
        .repeated("--kind", "kind", "Only records of this kind, e.g. stderr, exited, request (protocol/rpc-log.md; repeat for several).")
    }
    static var id: Option<LogsCommand, String?> {
        .value("--id", "id", "Only the records of this JSON-RPC id (e.g. h-7): a request, its reply, a missed deadline.")
    }
    static var errors: Option<LogsCommand, Bool> {
        .flag(
            "--errors",
            """
            Only errors: error responses, protocol errors, stray lines, missed deadlines, calls lost to a death or a kill, failed \
            handshakes, kills, non-zero exits (each with the widget's last stderr lines), quarantines, records the recorder dropped. \
            The normal end of a stopped widget is not an error.
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
            rule: .logTime(example: "--since 2026-11-03T08:25:00Z or --since 10m"))
    }
    static var until: Option<LogsCommand, String?> {
        .value(
            "--until", "time", "Only records up to <time>: as --since.",
            rule: .logTime(example: "--until 2026-11-03T09:00:00+01:00 or --until 5m"))
    }
    static var lines: Option<LogsCommand, Int?> {
        .integer(
            "--lines", short: "-n", "count", "Only the last <count> matching records (with --follow: then the new ones).",
            expectation: "needs a whole number from 0", where: { $0 >= 0 })
    }
    static var summary: Option<LogsCommand, Bool> {
        .flag(
            "--summary",
            """
            Two tables: per widget and method, then per widget (their columns are below). Counted over the whole run (or the \
            --instance, --since and --until asked for); the other filters choose the rows.
            """
        )
    }
    static var json: Option<LogsCommand, Bool> {
        .flag(
            "--json",
            "Matching records as JSONL, unchanged (for jq); with --summary, the summary as one JSON object; with --runs, one run per line.")
    }
    static var follow: Option<LogsCommand, Bool> {
        .flag(
            "--follow",
            """
            Keep reading as the log grows, following rotation and a new run (like tail -F, with a line where the next run \
            begins); waits for a log that does not exist yet. Stop with Ctrl-C.
            """
        )
    }
    static var expand: Option<LogsCommand, Bool> {
        .flag("--expand", "Under each record, its whole message pretty-printed.")
    }
    static var utc: Option<LogsCommand, Bool> {
        .flag("--utc", "Show times in UTC (default: the local zone, TZ).")
    }
    static var noRotated: Option<LogsCommand, Bool> {
        .flag("--no-rotated", "Read only <file>, not <file>.1, <file>.2 or <file>.lifecycle.")
    }
    static var runs: Option<LogsCommand, Bool> {
        .flag("--runs", "List the runs whose logs are kept (newest first): kind, start, pid, whether it is still running, size, file.")
    }
}

extension ValueRule {
    /// `--since`, `--until`: an ISO 8601 time or a duration ago.
    static func logTime(example: String) -> ValueRule {
        ValueRule(
            accepts: { LogTime.parseSince($0, nowMicros: 0) != nil }, expectation: "needs an ISO 8601 time or a duration",
            hint: "e.g. \(example).")
    }
}
