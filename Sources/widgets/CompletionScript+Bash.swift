extension CompletionScript {
    /// The bash script: a `complete -F` function reading `COMP_WORDS`/`COMP_CWORD`, with one
    /// `case` branch per subcommand. `--name=value` works whether bash splits it at `=` or not.
    func bash() -> String {
        let f = functionName
        let q = Self.quoted
        var takesValue: [String] = []
        var valueCases: [(patterns: [String], action: String)] = []
        var commandCases: [String] = []
        for command in subcommands {
            for option in command.options where option.takesValue {
                let patterns = option.spellings.map { q("\(command.name) \($0)") }
                takesValue += patterns
                if let action = bashAction(option.valueCompletion) { valueCases.append((patterns, action)) }
            }
            var operands = "", words = ""
            switch command.operands {
            case .none: break
            case .file: operands = "file"
            case .directory: operands = "directory"
            case .command: operands = "command"
            case .words(let list): (operands, words) = ("words", list.joined(separator: " "))
            }
            commandCases.append(
                """
                        \(command.name))
                            options=\(q(command.options.flatMap(\.spellings).joined(separator: " ")))
                            operands=\(operands) words=\(q(words)) dashes=\(command.commandAfterDashes ? "command" : "files")
                            ;;
                """)
        }
        let valueBranches = valueCases.map { "        \($0.patterns.joined(separator: "|"))) \($0.action) ;;" }.joined(separator: "\n")
        return """
            # bash completion for \(program), printed by '\(program) completion bash' from its option tables.
            # Install: \(program) completion bash > ~/.local/share/bash-completion/completions/\(program)
            #      or, in ~/.bashrc: source <(\(program) completion bash)

            # \(f)_takes_value SUBCOMMAND OPTION: whether OPTION is followed by a value.
            \(f)_takes_value() {
                case "$1 $2" in
                    \(takesValue.isEmpty ? "''" : takesValue.joined(separator: "|"))) return 0 ;;
                esac
                return 1
            }

            # \(f)_paths -f|-d WORD: files or folders starting with WORD.
            \(f)_paths() {
                compopt -o filenames 2>/dev/null
                local IFS=$'\\n'
                COMPREPLY=($(compgen "$1" -- "$2"))
            }

            # \(f)_value SUBCOMMAND OPTION WORD: the values of OPTION starting with WORD.
            \(f)_value() {
                local cur=$3
                case "$1 $2" in
            \(valueBranches)
                esac
            }

            \(f)() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev='' prefix='' command='' start=0 line=0 i word
                COMPREPLY=()
                (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
                # --name=value, split by bash at '=' (COMP_WORDBREAKS) or whole.
                if [[ $cur == = ]]; then
                    cur=''
                elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then
                    prev=${COMP_WORDS[COMP_CWORD-2]}
                elif [[ $cur == --*=* ]]; then
                    prev=${cur%%=*} prefix=${cur%%=*}= cur=${cur#*=}
                fi

                for (( i = 1; i < COMP_CWORD; i++ )); do
                    case ${COMP_WORDS[i]} in
                        -*) ;;
                        *) command=${COMP_WORDS[i]} start=$i; break ;;
                    esac
                done
                if [[ -z $command ]]; then
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W \(q(options.flatMap(\.spellings).joined(separator: " "))) -- "$cur"))
                    else
                        COMPREPLY=($(compgen -W \(q(commandNames.joined(separator: " "))) -- "$cur"))
                    fi
                    return 0
                fi
                if [[ $command == help ]]; then
                    (( COMP_CWORD == start + 1 )) && COMPREPLY=($(compgen -W \(q(subcommands.map(\.name).joined(separator: " "))) -- "$cur"))
                    return 0
                fi

                local options='' operands='' words='' dashes=''
                case $command in
            \(commandCases.joined(separator: "\n"))
                    *) return 0 ;;
                esac

                # Where a widget's command line starts: after '--', or at the first operand of a
                # subcommand whose operands are one. After '--' of other subcommands: files.
                for (( i = start + 1; i < COMP_CWORD; i++ )); do
                    word=${COMP_WORDS[i]}
                    if [[ $word == -- ]]; then
                        if [[ $dashes == command ]]; then line=$(( i + 1 )); else line=-1; fi
                        break
                    fi
                    case $word in
                        -) ;;
                        -*=*) ;;
                        -*)
                            if \(f)_takes_value "$command" "$word"; then
                                (( i++ ))
                                [[ ${COMP_WORDS[i]} == = ]] && (( i++ ))
                            fi
                            ;;
                        *)
                            if [[ $operands == command ]]; then line=$i; break; fi
                            ;;
                    esac
                done
                if (( line < 0 )); then
                    \(f)_paths -f "$cur"
                    return 0
                elif (( line > 0 )); then
                    if (( COMP_CWORD == line )); then COMPREPLY=($(compgen -c -- "$cur")); else \(f)_paths -f "$cur"; fi
                    return 0
                fi

                if \(f)_takes_value "$command" "$prev"; then
                    \(f)_value "$command" "$prev" "$cur"
                    [[ -n $prefix ]] && COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
                    return 0
                fi
                if [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                    return 0
                fi
                case $operands in
                    command) COMPREPLY=($(compgen -c -- "$cur")) ;;
                    file) \(f)_paths -f "$cur" ;;
                    directory) \(f)_paths -d "$cur" ;;
                    words) COMPREPLY=($(compgen -W "$words" -- "$cur")) ;;
                esac
                return 0
            }

            complete -F \(f) \(program)

            """
    }

    /// The `case` action completing a value, or nil when the user types it.
    private func bashAction(_ completion: OptionSpec.Completion) -> String? {
        switch completion {
        case .none: nil
        case .file: "\(functionName)_paths -f \"$cur\""
        case .directory: "\(functionName)_paths -d \"$cur\""
        case .command: "COMPREPLY=($(compgen -c -- \"$cur\"))"
        case .words(let words): "COMPREPLY=($(compgen -W \(Self.quoted(words.joined(separator: " "))) -- \"$cur\"))"
        }
    }
}
