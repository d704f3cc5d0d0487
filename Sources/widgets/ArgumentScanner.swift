/// A small command-line parser (no swift-argument-parser here) driven by a command's option
/// table: flags, options with a value (`--name value` or `--name=value`), repeated options,
/// `-h/--help`, operands, and the command after `--`. Unknown options get a did-you-mean hint;
/// values are checked against the table's choices and rules, and the table's conflicts refused
/// (unless `--help` was given, which wins over everything but an unknown option).
struct ArgumentScanner<Command> {
    /// Where the words that are not options go.
    enum Operands {
        /// The first one, and everything after it, is a command line: `check [options] python3 main.py`.
        case command
        /// Operands may come between options (`logs run.jsonl --errors`); `--` ends the options.
        case interleaved
    }

    /// The command's option table.
    var table: OptionTable<Command>
    var operands = Operands.command

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedOptions<Command> {
        var given: [String: [String]] = [:]
        var operandsFound: [String] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest = Array(arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                if operands == .interleaved {
                    operandsFound.append(argument)
                    continue
                }
                rest = Array(arguments[(index - 1)...])
                break
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = table.spec(spelled: name) else {
                throw UsageError(
                    "unknown option '\(argument)'", hint: DidYouMean.hint(for: name, among: table.specs.flatMap(\.spellings)))
            }
            guard option.takesValue else {
                if inlineValue != nil { throw UsageError("the flag '\(option.name)' takes no value") }
                given[option.name] = []
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, arguments[index] != "--" {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("the option '\(name)' needs a value")
            }
            given[option.name] = option.repeats ? given[option.name, default: []] + [value] : [value]
        }
        let parsed = ParsedOptions(table: table, given: given, operands: operandsFound, rest: rest)
        guard !parsed.help else { return parsed }
        for option in table.specs {
            for value in given[option.name] ?? [] {
                if let problem = option.problem(with: value) { throw problem }
            }
        }
        for conflict in table.conflicts where given[conflict.first] != nil && given[conflict.second] != nil {
            throw conflict.error
        }
        return parsed
    }
}
