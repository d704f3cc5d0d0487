import Foundation

extension CompletionScript {
    /// The zsh script: an `_arguments` spec for the root, then one per subcommand. Works as an
    /// autoloaded `_widgets` in `$fpath` and when sourced (it then calls `compdef` itself).
    func zsh() -> String {
        let f = functionName
        let q = Self.quoted
        let menu =
            subcommands.map { "        \(q("\($0.name):\(Self.summary($0.abstract))"))" }
            + ["        \(q("help:Show a subcommand's help"))"]
        var branches: [String] = []
        for command in subcommands {
            var specs = command.options.flatMap(zshSpecs)
            switch command.operands {
            case .none: break
            case .file: specs.append(q("1:file:_files"))
            case .directory: specs.append(q("1:folder:_files -/"))
            case .words(let words): specs.append(q("1:\(command.name):(\(words.joined(separator: " ")))"))
            case .command: specs += [q("1:widget command:_command_names -e"), q("*:widget argument:_files")]
            }
            if command.commandAfterDashes, command.operands != .command {
                specs += [q("2:widget command:_command_names -e"), q("*:widget argument:_files")]
            }
            branches.append(
                "            \(command.name))\n                _arguments -S \\\n                    "
                    + specs.joined(separator: " \\\n                    ") + "\n                ;;")
        }
        let rootSpecs = options.flatMap(zshSpecs).map { $0 + " \\" }.joined(separator: "\n        ")
        return """
            #compdef \(program)
            # zsh completion for \(program), printed by '\(program) completion zsh' from its option tables.
            # Install: \(program) completion zsh > "${fpath[1]}/_\(program)"   (then start a new zsh)
            #      or, in ~/.zshrc after compinit: source <(\(program) completion zsh)

            \(f)() {
                local curcontext=$curcontext state state_descr line
                typeset -A opt_args
                local -a subcommands
                subcommands=(
            \(menu.joined(separator: "\n"))
                )
                _arguments -C \\
                    \(rootSpecs)
                    '1: :->subcommand' \\
                    '*:: :->argument' && return 0
                case $state in
                subcommand)
                    _describe -t subcommands '\(program) subcommand' subcommands
                    ;;
                argument)
                    case $words[1] in
                    help)
                        _arguments '1:subcommand:(\(subcommands.map(\.name).joined(separator: " ")))'
                        ;;
            \(branches.joined(separator: "\n"))
                    esac
                    ;;
                esac
            }

            if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
                \(f) "$@"
            else
                compdef \(f) \(program)
            fi

            """
    }

    /// `_arguments` specs for one option: `'--trip=[A trip JSON file]:file:_files'`, both
    /// spellings of `-h/--help` (which excludes everything else).
    private func zshSpecs(_ option: OptionSpec) -> [String] {
        let description = Self.summary(option.help).replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
        var value = ""
        if let placeholder = option.placeholder {
            let message = placeholder.replacingOccurrences(of: ":", with: "\\:")
            switch option.valueCompletion {
            case .none: value = ":\(message): "
            case .file: value = ":\(message):_files"
            case .directory: value = ":\(message):_files -/"
            case .command: value = ":\(message):_command_names -e"
            case .words(let words): value = ":\(message):(\(words.joined(separator: " ")))"
            }
        }
        let exclusion = ["--help", "--version"].contains(option.name) ? "(- *)" : ""
        return option.spellings.map { spelling in
            let equals = option.takesValue && spelling.hasPrefix("--") ? "=" : ""
            return Self.quoted("\(exclusion)\(option.repeats ? "*" : "")\(spelling)\(equals)[\(description)]\(value)")
        }
    }
}
