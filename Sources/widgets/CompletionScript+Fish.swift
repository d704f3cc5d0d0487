import Foundation

extension CompletionScript {
    /// The fish script: one `complete` line per subcommand and per option, each guarded by the
    /// subcommand it belongs to.
    func fish() -> String {
        let q = Self.fishQuoted
        let names = subcommands.map(\.name).joined(separator: " ")
        var lines = [
            "# fish completion for \(program), printed by '\(program) completion fish' from its option tables.",
            "# Install: \(program) completion fish > ~/.config/fish/completions/\(program).fish",
            "",
            "complete -c \(program) -f",
            "",
            "# \(program) [options] <subcommand>",
        ]
        for option in options {
            lines.append("complete -c \(program) -n __fish_use_subcommand\(fishOption(option))")
        }
        for command in subcommands {
            lines.append("complete -c \(program) -n __fish_use_subcommand -a \(command.name) -d \(q(Self.summary(command.abstract)))")
        }
        lines.append("complete -c \(program) -n __fish_use_subcommand -a help -d \(q("Show a subcommand's help"))")
        lines.append("complete -c \(program) -n \(q("__fish_seen_subcommand_from help")) -a \(q(names))")
        for command in subcommands {
            lines += ["", "# \(program) \(command.name)"]
            let condition = "-n \(q("__fish_seen_subcommand_from \(command.name)"))"
            for option in command.options {
                lines.append("complete -c \(program) \(condition)\(fishOption(option))")
            }
            switch command.operands {
            case .none: break
            case .file, .command: lines.append("complete -c \(program) \(condition) -F")
            case .directory: lines.append("complete -c \(program) \(condition) -a \(q("(__fish_complete_directories)"))")
            case .words(let words): lines.append("complete -c \(program) \(condition) -a \(q(words.joined(separator: " ")))")
            }
            if command.commandAfterDashes, command.operands != .command, command.operands != .file {
                lines.append("complete -c \(program) \(condition) -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` -l trip -r -F -d 'A trip JSON file'`: the option's names, its value and description.
    private func fishOption(_ option: OptionSpec) -> String {
        var text = " -l \(option.name.drop { $0 == "-" })"
        if let short = option.short { text += " -s \(short.drop { $0 == "-" })" }
        if option.takesValue {
            switch option.valueCompletion {
            case .none: text += " -x"
            case .file, .command: text += " -r -F"
            case .directory: text += " -x -a \(Self.fishQuoted("(__fish_complete_directories)"))"
            case .words(let words): text += " -x -a \(Self.fishQuoted(words.joined(separator: " ")))"
            }
        }
        return text + " -d \(Self.fishQuoted(Self.summary(option.help)))"
    }

    /// `text` in fish's single quotes, where `\` and `'` are escaped with `\`.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
