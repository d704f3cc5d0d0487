import WidgetProtocol

/// The root command: `widgets <subcommand> [options]`, `widgets --help`, `widgets --version`.
enum WidgetsCommand {
    /// Every subcommand, in help order.
    static let subcommands: [SubcommandEntry] = [
        SubcommandEntry(DashboardCommand.self),
        SubcommandEntry(PreviewCommand.self),
        SubcommandEntry(CheckCommand.self),
        SubcommandEntry(LogsCommand.self),
        SubcommandEntry(ReplayCommand.self),
    ]

    static var help: HelpText {
        HelpText(
            overview: "Build, check and run WidgetHost widgets: child processes speaking JSON-RPC 2.0 on stdin/stdout.",
            usage: ["widgets <subcommand> [options]"],
            options: [
                ("-h, --help", "Show help (also after a subcommand: 'widgets check --help')."),
                ("--version", "Show the version."),
            ],
            subcommands: subcommands.map { ($0.name, $0.abstract) },
            notes: ["See 'widgets <subcommand> --help' for a subcommand's options."])
    }

    static func main(_ arguments: [String], console: Console) async -> ExitStatus {
        guard let first = arguments.first else {
            return UsageError("no subcommand given").report(usage: help.usage, helpCommand: "widgets", console: console)
        }
        switch first {
        case "-h", "--help", "help":
            if first == "help", arguments.count > 1, let command = subcommands.first(where: { $0.name == arguments[1] }) {
                console.output(command.help().rendered())
            } else {
                console.output(help.rendered())
            }
            return .success
        case "--version":
            console.output("widgets \(WidgetHostVersion.current)\n")
            return .success
        default:
            guard let command = subcommands.first(where: { $0.name == first }) else {
                let names = subcommands.map(\.name).joined(separator: ", ")
                let error = first.hasPrefix("-")
                    ? UsageError("unknown option '\(first)'")
                    : UsageError("unknown subcommand '\(first)'", hint: "the subcommands are: \(names); see 'widgets --help'.")
                return error.report(usage: help.usage, helpCommand: "widgets", console: console)
            }
            return await command.run(Array(arguments.dropFirst()), console)
        }
    }
}
