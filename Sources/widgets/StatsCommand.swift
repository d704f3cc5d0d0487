import Foundation
import WidgetBundles
import WidgetJSON
import WidgetLogs
import WidgetUsage

/// `widgets stats [--json] [--on|--off] [--reset]`: the usage counts kept on this machine, by
/// widgetType, and the switch that turns counting off.
enum StatsCommand: Subcommand {
    static let name = "stats"
    static let abstract = "Show how each kind of widget was used on this machine (nothing is sent anywhere); --off stops counting."
    static let usage = ["widgets stats [--json]", "widgets stats --off | --on | --reset"]

    static let options = OptionTable<Self>(.json, .off, .on, .reset, .help)
        .conflict(.off, .on, hint: "pick one.")

    static var help: HelpText {
        HelpText(
            overview: """
                Show, by widgetType, how the widgets were used in the dashboards you watched (the live terminal view and serve's \
                page; --once, --json and --html runs are not counted): how often each card came into view and for how long, its \
                taps, the controllers it opened, the buttons and toggles used, its errors and its restarts. The counts are kept \
                in $XDG_STATE_HOME/widgets/usage.json on this machine and never sent anywhere.
                """,
            usage: usage,
            options: options.specs,
            notes: ["Exit status: 0, 1 when the counts or the switch cannot be written, 64 for a usage error."])
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        let parsed: ParsedOptions<Self>
        switch parseCommandLine(arguments, operands: .interleaved, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        if let extra = (parsed.operands + parsed.rest).first {
            return usageError(UsageError("unexpected argument '\(extra)'", hint: "widgets stats takes only options."), console: console)
        }
        let environment = ProcessInfo.processInfo.environment
        let settings = UsageSettings(path: UsageSettings.path(configDirectory: DashboardLayout.configDirectory(environment: environment)))
        let book = UsageBook(path: UsageBook.path(stateDirectory: DefaultPaths.stateDirectory(environment: environment)))
        do {
            if parsed[.off] || parsed[.on] {
                try settings.set(parsed[.on])
                console.output(
                    parsed[.on]
                        ? "Usage counting is on: the dashboards you watch count how each widget is used, on this machine only.\n"
                        : "Usage counting is off: no dashboard counts anything until 'widgets stats --on'. The counts so far are kept.\n")
            }
            if parsed[.reset] {
                try book.reset()
                console.output("The usage counts are forgotten.\n")
            }
        } catch {
            console.error("Error: \(error.localizedDescription)\n")
            return .failure
        }
        if parsed[.off] || parsed[.on] || parsed[.reset] { return .success }
        let contents = book.read()
        if parsed[.json] {
            var types = JSONObject()
            for (type, counts) in contents.counts.sorted(by: { $0.key < $1.key }) { types[type] = counts.json }
            let json: JSONValue = [
                "counting": .bool(settings.isOn), "path": .string(book.path),
                "since": contents.since.map { .string(ISO8601DateFormatter().string(from: $0)) } ?? .null, "widgetTypes": .object(types),
            ]
            console.output(json.serializedString() + "\n")
            return .success
        }
        console.output(text(contents, counting: settings.isOn, path: book.path))
        return .success
    }

    static func text(_ contents: UsageBook.Contents, counting: Bool, path: String) -> String {
        var lines: [String] = []
        if !counting { lines.append("Usage counting is off ('widgets stats --on' turns it on).") }
        guard !contents.counts.isEmpty else {
            lines.append(
                "Nothing counted yet. Dashboards you watch (widgets dashboard, widgets serve) count here; nothing is sent anywhere.")
            return lines.joined(separator: "\n") + "\n"
        }
        let since = contents.since.map { " since " + ISO8601DateFormatter().string(from: $0) } ?? ""
        lines.append("Usage on this machine\(since), kept in \(path) (nothing is sent anywhere):")
        let header = ["widget type", "shown", "time shown", "taps", "controllers", "actions", "errors", "restarts"]
        var rows = [header]
        for (type, counts) in contents.counts.sorted(by: { $0.key < $1.key }) {
            rows.append([
                type, "\(counts.impressions)", duration(counts.shownSeconds), "\(counts.taps)", "\(counts.controllerOpens)",
                "\(counts.actions)", "\(counts.errors)", "\(counts.restarts)",
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            lines.append(
                row.enumerated().map { column, cell in
                    column == 0
                        ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[column] - cell.count) + cell
                }.joined(separator: "  "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "48 s", "12 min", "3 h 5 min".
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }
}

extension Option where Command == StatsCommand {
    static var json: Option<StatsCommand, Bool> {
        .flag("--json", "Print {\"counting\", \"path\", \"since\", \"widgetTypes\": {type: counts}} as one JSON object.")
    }
    static var off: Option<StatsCommand, Bool> { .flag("--off", "Stop counting (kept in $XDG_CONFIG_HOME/widgets/settings.json).") }
    static var on: Option<StatsCommand, Bool> { .flag("--on", "Count again (the default).") }
    static var reset: Option<StatsCommand, Bool> { .flag("--reset", "Forget every count kept so far.") }
}
