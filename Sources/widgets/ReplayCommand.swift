import Foundation
import WidgetHost
import WidgetJSON
import WidgetLogs
import WidgetProcess

/// `widgets replay LOG [--widget ID] [--instance N] [--ignore POINTER …] [--data-from DIR] --
/// <command…>`: sends a recorded session to a widget again and compares its replies with the
/// recorded ones.
enum ReplayCommand: Subcommand {
    static let name = "replay"
    static let abstract = "Send a recorded session to a widget again and compare its replies with the log."
    static let usage = [
        """
        widgets replay <log> [--widget <id>] [--instance <n>] [--ignore <pointer> ...] [--data-from <dir>] [--timeout <seconds>] \
        [--sandbox <on|required|off>] [--permit <grant> ...] -- <command> [<arg> ...]
        """
    ]
    static let defaultTimeout = 10.0

    static let operands = OptionSpec.Completion.file
    static let commandAfterDashes = true

    static let options = OptionTable<Self>(.widget, .instance, .ignore, .dataFrom, .timeout, .sandbox, .permit, .help)

    static var help: HelpText {
        HelpText(
            overview: """
                The regression test for a widget you changed: start <command> as the host would (scrubbed
                environment, own process group, a fresh empty data folder, or a copy of --data-from), send it the host → widget messages
                one instance of a widget got in a flight recorder log, in order, waiting for each reply (the
                replay's ids stand in for the recorded ones), and compare every reply with the recorded one,
                ignoring ids and timestamps. Before each message it waits for the notifications the widget had
                sent by then (a reloadWidget caused the next fetch). Differences are printed by JSON pointer.
                """,
            usage: usage,
            arguments: [
                (
                    "<log>",
                    """
                    A flight recorder log (its rotated and lifecycle files are read with it), e.g. \
                    ~/.local/state/widgets/last-dashboard.jsonl.
                    """
                ),
                ("<command>", "The widget to replay against: a path, or a name found in PATH (e.g. python3, node)."),
                ("<arg>", "Arguments for the widget (e.g. examples/flight-status/main.py)."),
            ],
            options: options.specs,
            notes: [
                """
                A log written with redaction (the default) sends \"<redacted>\" where the user's id, booking references and seats \
                were; a widget that only shows them replays the same way.
                """,
                """
                A widget that keeps state in its data folder (WIDGET_DATA_DIR) answers from that state: replayed from an empty \
                folder it may answer differently from the recorded run. When a reply differs and the widget wrote to its data \
                folder, the replay says so; --data-from starts it from a copy of a folder (e.g. the one the dashboard gives it, \
                \(displayDataRoot)/<id>), never from the folder itself.
                """,
                """
                Exit status: 0 when every reply matches, 1 when one differs (or the widget cannot be started, or a needed message was \
                cut in the log), 64 for a usage error.
                """,
                """
                EXAMPLES:\n  widgets replay ~/.local/state/widgets/last-dashboard.jsonl --widget checklist -- \
                .build/debug/checklist-widget\n  widgets replay run.jsonl --widget flight-status --ignore /result/timeline -- python3 \
                examples/flight-status/main.py
                """,
            ])
    }

    struct Options {
        var log: String?
        var widget: String?
        var instance: Int64?
        var ignoring: [String] = []
        var dataFrom: String?
        var timeout = defaultTimeout
        var sandbox = SandboxPolicy.Mode.on
        var permits = SandboxPermits()
        var command: [String] = []
        var help = false
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        let parsed = try scanner(.interleaved).parse(arguments)
        var options = Options()
        options.help = parsed.help
        if parsed.operands.count > 1 {
            throw UsageError(
                "unexpected argument '\(parsed.operands[1])'",
                hint: "put the widget's command after '--', e.g. 'widgets replay run.jsonl -- python3 main.py'.")
        }
        options.log = parsed.operands.first
        options.command = parsed.rest
        options.widget = parsed[.widget]
        options.instance = parsed[.instance].map(Int64.init)
        options.ignoring = parsed[.ignore]
        options.dataFrom = parsed[.dataFrom]
        // `--help` wins over the folder's check, as over every value's.
        if !options.help, let folder = options.dataFrom, let problem = DataFolderCopy.problem(with: folder) {
            throw UsageError(
                "--data-from: \(problem)", hint: "name the data folder to start the widget from, e.g. \(displayDataRoot)/<id>.")
        }
        options.timeout = parsed[.timeout]
        options.sandbox = parsed[.sandbox]
        options.permits = parsed[.permit]
        return options
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        let options: Options
        do { options = try parse(arguments) } catch { return usageError(error, console: console) }
        if options.help {
            console.output(help.rendered())
            return .success
        }
        guard let log = options.log else {
            return usageError(
                UsageError("no log given", hint: "name a flight recorder log, e.g. ~/.local/state/widgets/last-dashboard.jsonl."),
                console: console)
        }
        guard !options.command.isEmpty else {
            let hint = "put the widget's command after '--', e.g. 'widgets replay \(log) -- python3 main.py'."
            return usageError(UsageError("no widget command given", hint: hint), console: console)
        }
        guard FileManager.default.fileExists(atPath: log) else {
            console.error(
                "Error: no flight recorder log at \(log)\nHint: 'widgets dashboard' and 'widgets preview' print where they write theirs.\n")
            return .failure
        }
        let contents: LogFiles.Contents
        do {
            contents = try LogFiles.read(LogFiles.paths(for: log, includeRotated: true))
        } catch let error as LogReadError {
            console.error("Error: cannot read the log: \(error)\nHint: \(error.hint)\n")
            return .failure
        } catch {
            console.error("Error: cannot read the log \(log): \(error)\n")
            return .failure
        }
        for problem in contents.malformed { console.error("warning: \(problem)\n") }
        let script: ReplayScript
        do {
            script = try ReplayScript.build(records: contents.records, widget: options.widget, instance: options.instance)
        } catch {
            if error.kind == .usage {
                return usageError(UsageError(error.description), console: console)
            }
            console.error("Error: \(error.description)\n")
            return .failure
        }
        if script.droppedRecords > 0 {
            console.error(
                """
                warning: the recorder dropped \(script.droppedRecords) records of \(script.widget) in this run (recordsDropped); \
                messages may be missing from the replay.\n
                """
            )
        }
        let requests = script.steps.filter(\.isRequest).count
        console.output(
            """
            Replaying \(script.widget)#\(script.instance) from \(log): \(script.steps.count) messages (\(requests) requests) to \
            `\(options.command.joined(separator: " "))`.\n
            """
        )

        SandboxArguments.announce(options.sandbox, environment: ProcessInfo.processInfo.environment, console: console)
        let session = ReplaySession(
            script: script, command: options.command, ignoring: options.ignoring, timeout: .milliseconds(Int(options.timeout * 1000)),
            sandbox: options.sandbox, permits: options.permits, dataFrom: options.dataFrom)
        if let folder = options.dataFrom { console.output("Its data folder starts as a copy of \(folder).\n") }
        let outcome: ReplaySession.Outcome
        do {
            outcome = try await session.run()
        } catch {
            console.error("Error: \(error)\n")
            return .failure
        }
        for path in outcome.notCopied { console.error("warning: not copied from --data-from (not a file, folder or link): \(path)\n") }
        for mismatch in outcome.mismatches { console.output(describe(mismatch, colour: console.useColor)) }
        if outcome.mismatches.isEmpty {
            console.output("Replayed \(outcome.sent) messages: all \(outcome.requests) replies match.\n")
            return .success
        }
        let differing = Set(outcome.mismatches.map { $0.step.record.seq ?? Int64($0.step.record.line) }).count
        console.output("Replayed \(outcome.sent) messages: \(differing) of \(outcome.requests) differ from the recording.\n")
        if !outcome.stderrTail.isEmpty {
            console.output("The widget's last stderr lines:\n" + outcome.stderrTail.map { "  " + $0 + "\n" }.joined())
        }
        console.error(
            stateHint(
                widget: script.widget, wrote: outcome.wroteToDataFolder, dataFrom: options.dataFrom,
                environment: ProcessInfo.processInfo.environment))
        return .failure
    }

    /// `$XDG_STATE_HOME/widgets/data` as help shows it.
    static var displayDataRoot: String { "$XDG_STATE_HOME/widgets/data (else ~/.local/state/widgets/data)" }

    /// The hint under differing replies: a widget's state is the usual cause that is not a
    /// change of the widget. Names what it wrote in its data folder during the replay (then it
    /// surely keeps state) and the folder to replay from: the dashboard's for it, when it exists.
    static func stateHint(widget: String, wrote: [String], dataFrom: String?, environment: [String: String]) -> String {
        var hint = "Hint: "
        if !wrote.isEmpty {
            let shown = wrote.prefix(3).joined(separator: ", ") + (wrote.count > 3 ? " and \(wrote.count - 3) more" : "")
            hint += "the widget wrote to its data folder during the replay (\(shown)): it keeps state. "
        }
        if let dataFrom {
            return hint + "The replay started from a copy of \(dataFrom) as it is now; the recorded run started from what it held then.\n"
        }
        hint +=
            wrote.isEmpty
            ? "a widget that keeps state in its data folder (WIDGET_DATA_DIR) may answer differently from an empty one, which a replay starts with. "
            : "The replay started with an empty data folder. "
        let folder = DataDirectory.defaultRoot(environment: environment) + "/" + widget
        if FileManager.default.fileExists(atPath: folder) {
            return hint + "To start from a copy of the dashboard's folder for \(widget): --data-from \(folder)\n"
        }
        return hint + "To start from a copy of the folder it had: --data-from <folder>\n"
    }

    /// `✗ h-4 configureCell (run.jsonl:23): the reply differs`, then each difference.
    static func describe(_ mismatch: ReplaySession.Mismatch, colour: Bool) -> String {
        let record = mismatch.step.record
        let file = (record.file as NSString).lastPathComponent
        let mark = colour ? "\u{1B}[31m✗\u{1B}[0m" : "✗"
        var text = "\(mark) \(record.idText.map { $0 + " " } ?? "")\(mismatch.step.method) (\(file):\(record.line)): \(mismatch.summary)\n"
        for difference in mismatch.differences {
            text += "    \(difference.pointer.isEmpty ? "(the whole reply)" : difference.pointer)\n"
            text += "      recorded: \(ReplaySession.show(difference.recorded))\n"
            text += "      replayed: \(ReplaySession.show(difference.replayed))\n"
        }
        return text
    }
}

extension Option where Command == ReplayCommand {
    static var widget: Option<ReplayCommand, String?> {
        .value("--widget", "id", "The widget whose session to replay. Needed when the log has several.")
    }
    static var instance: Option<ReplayCommand, Int?> {
        .integer(
            "--instance", "n", "Which run of it (1 for the first start, +1 per restart). Default: the first with messages.",
            expectation: "needs a run number from 1", where: { $0 >= 1 })
    }
    static var ignore: Option<ReplayCommand, [String]> {
        .repeated(
            "--ignore", "pointer",
            """
            Leave this part of every reply out of the comparison: a JSON pointer into the reply, e.g. /result/timeline or \
            /result/cell/content/children/0/text; * matches any member or index. Repeat for several.
            """,
            rule: ValueRule(accepts: JSONDiff.isPointer, expectation: "needs a JSON pointer such as /result/timeline"))
    }
    static var dataFrom: Option<ReplayCommand, String?> {
        .value(
            "--data-from", "dir",
            """
            Start the widget's data folder as a copy of this folder (files, folders and links; the folder itself is never \
            used), e.g. the one the dashboard gives the widget. Default: an empty folder.
            """,
            completion: .directory)
    }
    static var timeout: Option<ReplayCommand, Double> {
        .number(
            "--timeout", "seconds", "How long to wait for each reply. Default \(Int(ReplayCommand.defaultTimeout)).",
            default: ReplayCommand.defaultTimeout, expectation: "needs a number of seconds up to 3600",
            where: { $0.isFinite && $0 > 0 && $0 <= 3600 })
    }
}
