/// A help page with the sections every `widgets` command has: OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, SUBCOMMANDS (empty sections are left out), then free-form notes. The OPTIONS rows
/// come from the command's option table, so help lists exactly what the parser accepts.
struct HelpText {
    var overview: String
    var usage: [String]
    var arguments: [(String, String)] = []
    var options: [OptionSpec] = []
    var subcommands: [(String, String)] = []
    var notes: [String] = []

    func rendered() -> String {
        var lines = ["OVERVIEW: \(overview)", "", "USAGE: \(usage.joined(separator: "\n       "))"]
        let optionRows = options.map { ($0.helpName, $0.help) }
        for (title, rows) in [("ARGUMENTS", arguments), ("OPTIONS", optionRows), ("SUBCOMMANDS", subcommands)] where !rows.isEmpty {
            lines += ["", "\(title):"]
            let width = min(max(rows.map(\.0.count).max() ?? 0, 12), 28)
            for (name, text) in rows {
                let padded = name.count < width ? name + String(repeating: " ", count: width - name.count) : name
                lines.append("  \(padded)  \(text)")
            }
        }
        for note in notes { lines += ["", note] }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension HelpText {
    /// The ARGUMENTS rows of a command that runs a widget given after `--`.
    static let widgetCommandArguments = [
        ("<command>", "The widget executable: a path, or a name found in PATH (e.g. python3, node)."),
        ("<arg>", "Arguments for the widget (e.g. examples/flight-status/main.py)."),
    ]
}
