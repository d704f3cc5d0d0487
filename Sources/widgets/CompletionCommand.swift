/// `widgets completion bash|zsh|fish`: prints a completion script made from the commands'
/// option tables, so it offers exactly what the parser accepts.
enum CompletionCommand: Subcommand {
    static let name = "completion"
    static let abstract = "Print a shell completion script (bash, zsh or fish) for widgets."
    static let usage = ["widgets completion <shell>"]
    static let operands = OptionSpec.Completion.words(CompletionScript.Shell.allCases.map(\.rawValue))

    static let options = OptionTable<Self>(.help)

    static var help: HelpText {
        HelpText(
            overview: """
                Print a script that teaches <shell> to complete widgets' subcommands, each subcommand's options,
                the values of options with a fixed set (--theme light|dark|auto) and paths where an option takes
                a file or a folder. It is made from the same tables the commands parse with.
                """,
            usage: usage,
            arguments: [("<shell>", "bash, zsh or fish.")],
            options: options.specs,
            notes: [
                """
                INSTALL:\n  bash: widgets completion bash > ~/.local/share/bash-completion/completions/widgets   (or in ~/.bashrc: \
                source <(widgets completion bash))\n  zsh:  widgets completion zsh > \"${fpath[1]}/_widgets\"   (or in ~/.zshrc, \
                after compinit: source <(widgets completion zsh))\n  fish: widgets completion fish > \
                ~/.config/fish/completions/widgets.fish
                """,
                "Exit status: 0 when the script was printed, 64 for a usage error.",
            ])
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        func usageError(_ error: UsageError) -> ExitStatus { Self.usageError(error, console: console) }
        let parsed: ParsedOptions<Self>
        switch parseCommandLine(arguments, operands: .interleaved, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        let words = parsed.operands + parsed.rest
        let shells = CompletionScript.Shell.allCases.map(\.rawValue)
        guard let name = words.first else {
            return usageError(
                UsageError(
                    "no shell given", hint: "name one: \(DidYouMean.list(shells, conjunction: "or")), e.g. 'widgets completion bash'."))
        }
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            let hint = DidYouMean.hint(for: name, among: shells) ?? "the shells are \(DidYouMean.list(shells, conjunction: "and"))."
            return usageError(UsageError("unknown shell '\(name)'", hint: hint))
        }
        if let extra = words.dropFirst().first {
            return usageError(UsageError("unexpected argument '\(extra)'", hint: "name one shell."))
        }
        let script = CompletionScript(program: "widgets", options: WidgetsCommand.options.specs, subcommands: WidgetsCommand.subcommands)
        console.output(script.text(for: shell))
        return .success
    }
}
