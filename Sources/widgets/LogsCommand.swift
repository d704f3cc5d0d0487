import Foundation
import WidgetLogs

/// `widgets logs [options] [FILE]`: reads the RPC flight recorder, filters, pairs and summarises.
enum LogsCommand: Subcommand {
    static let name = "logs"
    static let abstract = "Read the RPC flight recorder: messages, latencies, errors, restarts."
    static let usage = [
        "widgets logs [--json] [--summary] [--follow] [--no-rotated] [--widget <id> ...] [--method <name>] [--errors] [--slow <ms>] [--since <time>] [<file>]",
    ]

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
                ("<file>", "The log (JSONL). Default: the last 'widgets dashboard' run's log, \(displayDefault)."),
            ],
            options: [
                ("--widget <id>", "Only this widget (repeat for several)."),
                ("--method <name>", "Only this JSON-RPC method (replies count as their request's method)."),
                ("--errors", "Only errors: error responses, protocol errors, stray lines, missed deadlines, calls lost to a death or a kill, failed handshakes, kills, non-zero exits, quarantines, records the recorder dropped. The normal end of a stopped widget is not an error."),
                ("--slow <ms>", "Only replies slower than <ms> milliseconds."),
                ("--since <time>", "Only records from <time> on: ISO 8601 (2026-11-03T08:25:00Z) or a duration ago (90s, 10m, 2h, 1d)."),
                ("--summary", "Per widget and method: calls, errors (lost calls included), p50/p99 latency; per widget: restarts (restart records only), exits, quarantines, and records dropped."),
                ("--json", "Matching records as JSONL, unchanged (for jq); with --summary, the summary as one JSON object."),
                ("--follow", "Keep reading as the log grows, following rotation and a new run (like tail -F); waits for a log that does not exist yet. Stop with Ctrl-C."),
                ("--no-rotated", "Read only <file>, not <file>.1, <file>.2 or <file>.lifecycle."),
                ("-h, --help", "Show this help."),
            ],
            notes: [
                "Malformed lines are reported on stderr with their line number and skipped. Exit status: 0 on success, 1 when the log cannot be read, 64 for a usage error.",
                "EXAMPLES:\n  widgets logs --errors\n  widgets logs --summary --widget flight-status\n  widgets logs --json --slow 50 run.jsonl | jq .method",
            ])
    }

    private static var displayDefault: String { "$XDG_STATE_HOME/widgets/\(DefaultPaths.lastDashboardLogName) (else ~/.local/state/widgets/)" }

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
        var options = Options()
        // `--widget` repeats and <file> may come before options, which ArgumentScanner does not
        // do: take both out first, hand the rest to the scanner.
        var remaining: [String] = []
        var positionals: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            } else if argument == "--widget" {
                guard index < arguments.count else { throw UsageError("the option '--widget' needs a value") }
                options.filter.widgets.insert(arguments[index])
                index += 1
            } else if argument.hasPrefix("--widget=") {
                options.filter.widgets.insert(String(argument.dropFirst("--widget=".count)))
            } else if !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
            } else {
                remaining.append(argument)
                if ["--method", "--slow", "--since"].contains(argument), index < arguments.count {
                    remaining.append(arguments[index])
                    index += 1
                }
            }
        }
        let scanner = ArgumentScanner(
            flags: ["--json", "--summary", "--follow", "--no-rotated", "--errors"], options: ["--method", "--slow", "--since"])
        let parsed = try scanner.parse(remaining)
        options.help = parsed.help
        guard positionals.count <= 1 else {
            throw UsageError("more than one log file given: \(positionals.joined(separator: " "))", hint: "name one file; its rotated files are read with it.")
        }
        options.file = positionals.first
        options.json = parsed.flags.contains("--json")
        options.summary = parsed.flags.contains("--summary")
        options.follow = parsed.flags.contains("--follow")
        options.rotated = !parsed.flags.contains("--no-rotated")
        options.filter.errorsOnly = parsed.flags.contains("--errors")
        options.filter.method = parsed.values["--method"]
        if let text = parsed.values["--slow"] {
            guard let ms = Double(text), ms.isFinite, ms >= 0 else { throw UsageError("--slow needs a number of milliseconds, got '\(text)'") }
            options.filter.slowerThanMs = ms
        }
        if let text = parsed.values["--since"] {
            guard let since = LogTime.parseSince(text, nowMicros: now) else {
                throw UsageError("--since needs an ISO 8601 time or a duration, got '\(text)'", hint: "e.g. --since 2026-11-03T08:25:00Z or --since 10m.")
            }
            options.filter.sinceMicros = since
        }
        if options.follow && options.summary {
            throw UsageError("--follow and --summary cannot be combined", hint: "a summary needs the whole log; drop one of them.")
        }
        return options
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        let now = Int64((Date().timeIntervalSince1970 * 1_000_000).rounded())
        let options: Options
        do {
            options = try parse(arguments, now: now)
        } catch {
            return error.report(usage: usage, helpCommand: "widgets logs", console: console)
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
            let hint = options.file == nil
                ? "no dashboard has run yet: run 'widgets dashboard' first, or name a log file."
                : "check the path; 'widgets dashboard' writes its log to \(DefaultPaths.lastDashboardLog(environment: environment))."
            console.error("Error: no flight recorder log at \(path)\nUsage: \(usage.joined(separator: "\n       "))\nHint: \(hint)\n")
            return .failure
        }
        var contents = LogFiles.Contents()
        do {
            if exists {
                contents = try LogFiles.read(LogFiles.paths(for: path, includeRotated: options.rotated), holdingPartialLastLine: options.follow)
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
