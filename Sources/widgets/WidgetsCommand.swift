import WidgetProtocol

/// The root command: `widgets <subcommand> [options]`, `widgets --help`, `widgets --version`;
/// bare `widgets` prints the overview.
enum WidgetsCommand {
    /// Every subcommand, in help order.
    static let subcommands: [SubcommandEntry] = [
        SubcommandEntry(DashboardCommand.self),
        SubcommandEntry(ServeCommand.self),
        SubcommandEntry(PreviewCommand.self),
        SubcommandEntry(CheckCommand.self),
        SubcommandEntry(PackCommand.self),
        SubcommandEntry(InstallCommand.self),
        SubcommandEntry(ListCommand.self),
        SubcommandEntry(RemoveCommand.self),
        SubcommandEntry(StatsCommand.self),
        SubcommandEntry(LogsCommand.self),
        SubcommandEntry(ReplayCommand.self),
        SubcommandEntry(CompletionCommand.self),
    ]

    /// The root's options, before any subcommand.
    static let options = OptionTable<Self>(.rootHelp, .version)

    static var help: HelpText {
        HelpText(
            overview: "Build, check and run WidgetHost widgets: child processes speaking JSON-RPC 2.0 on stdin/stdout.",
            usage: ["widgets <subcommand> [options]"],
            options: options.specs,
            subcommands: subcommands.map { ($0.name, $0.abstract) },
            notes: ["See 'widgets <subcommand> --help' for a subcommand's options."])
    }

    static func main(_ arguments: [String], console: Console) async -> ExitStatus {
        func usageError(_ error: UsageError) -> ExitStatus {
            error.report(usage: help.usage, helpCommand: "widgets", console: console)
        }
        if arguments.first == "help" {
            if arguments.count > 1, let command = subcommands.first(where: { $0.name == arguments[1] }) {
                console.output(command.help().rendered())
            } else {
                console.output(help.rendered())
            }
            return .success
        }
        // The root's own options come before the subcommand; the rest belongs to it.
        let parsed: ParsedOptions<Self>
        do { parsed = try ArgumentScanner(table: options).parse(arguments) } catch { return usageError(error) }
        if parsed[.version] && !parsed.help {
            console.output("widgets \(WidgetHostVersion.current)\n")
            return .success
        }
        guard let first = parsed.rest.first, !parsed.help else {
            console.output(help.rendered())
            return .success
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            let names = subcommands.map(\.name)
            let hint =
                DidYouMean.hint(for: first, among: names) ?? "the subcommands are: \(names.joined(separator: ", ")); see 'widgets --help'."
            return usageError(UsageError("unknown subcommand '\(first)'", hint: hint))
        }
        return await command.run(Array(parsed.rest.dropFirst()), console)
    }
}

extension Option where Command == WidgetsCommand {
    /// The root's `-h, --help`, which also points at the subcommands' help.
    static var rootHelp: Option<WidgetsCommand, Bool> {
        .flag("--help", short: "-h", "Show help (also after a subcommand: 'widgets check --help').")
    }
    static var version: Option<WidgetsCommand, Bool> { .flag("--version", "Show the version.") }
}
