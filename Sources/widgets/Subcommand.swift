/// One `widgets` subcommand. Adding one: a type conforming to this in its own file, its options
/// as static members of `extension Option where Command == <the type>`, and a line in
/// ``WidgetsCommand/subcommands``.
protocol Subcommand: SendableMetatype {
    /// The word after `widgets` (`check`).
    static var name: String { get }
    /// One line for the root help's SUBCOMMANDS section.
    static var abstract: String { get }
    /// The option table, declared once: parsing, checking values, help's OPTIONS section and
    /// the completion scripts all read it, and the command reads its values through it.
    static var options: OptionTable<Self> { get }
    /// What a shell completes for a word that is not an option (before any `--`).
    static var operands: OptionSpec.Completion { get }
    /// Whether a widget's command line follows `--` (a shell then completes a command there).
    static var commandAfterDashes: Bool { get }
    /// The USAGE lines, also printed under a usage error.
    static var usage: [String] { get }
    /// The full `--help` text.
    static var help: HelpText { get }
    /// Runs with the arguments after the subcommand's name. `-h/--help` is handled by the
    /// subcommand itself (so it can also appear after other options).
    static func run(_ arguments: [String], console: Console) async -> ExitStatus
}

extension Subcommand {
    static var operands: OptionSpec.Completion { .none }
    static var commandAfterDashes: Bool { false }

    /// A parser for this command's options.
    static func scanner(_ style: ArgumentScanner<Self>.Operands = .command) -> ArgumentScanner<Self> {
        ArgumentScanner(table: options, operands: style)
    }

    /// Reports `error` on stderr with this command's usage and where its help is; exit 64.
    static func usageError(_ error: UsageError, console: Console) -> ExitStatus {
        error.report(usage: usage, helpCommand: "widgets \(name)", console: console)
    }

    /// Parses `arguments` with this command's table: `.success` with the command line to run, or
    /// `.failure` with the exit status once help was printed or a usage error reported. A command
    /// with ``commandAfterDashes`` needs the widget's command after `--`.
    static func parseCommandLine(
        _ arguments: [String], operands: ArgumentScanner<Self>.Operands = .command, console: Console
    ) -> Result<ParsedOptions<Self>, ExitStatus> {
        let parsed: ParsedOptions<Self>
        do {
            parsed = try scanner(operands).parse(arguments)
        } catch {
            return .failure(usageError(error, console: console))
        }
        if parsed.help {
            console.output(help.rendered())
            return .failure(.success)
        }
        if commandAfterDashes, parsed.rest.isEmpty {
            let error = UsageError(
                "no widget command given", hint: "put the widget's command after '--', e.g. 'widgets \(name) -- python3 main.py'.")
            return .failure(usageError(error, console: console))
        }
        return .success(parsed)
    }
}

/// An exit status is what ends a command early (``Subcommand/parseCommandLine(_:operands:console:)``).
extension ExitStatus: Error {}

/// The process exit status, per STYLE.md: 0 success, 1 failure, 64 usage error.
enum ExitStatus: Int32 {
    case success = 0
    case failure = 1
    case usage = 64
}

/// A subcommand in the root command's table (a plain value: no existential metatypes).
struct SubcommandEntry: Sendable {
    var name: String
    var abstract: String
    var options: [OptionSpec]
    var operands: OptionSpec.Completion
    var commandAfterDashes: Bool
    var help: @Sendable () -> HelpText
    var run: @Sendable ([String], Console) async -> ExitStatus

    init<Command: Subcommand>(_ command: Command.Type) {
        name = Command.name
        abstract = Command.abstract
        options = Command.options.specs
        operands = Command.operands
        commandAfterDashes = Command.commandAfterDashes
        help = { Command.help }
        run = { arguments, console in await Command.run(arguments, console: console) }
    }
}
