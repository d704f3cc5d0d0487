/// A small command-line parser (no swift-argument-parser here) driven by a command's option
/// table: flags, options with a value (`--name value` or `--name=value`), repeated options,
/// `-h/--help`, operands, and the command after `--`. Unknown options get a did-you-mean hint;
/// values are checked against the table's choices and rules (unless `--help` was given, which
/// wins over everything but an unknown option).
struct ArgumentScanner {
    /// What was parsed.
    struct Parsed {
        /// The flags given, by long name.
        var flags: Set<String> = []
        /// Every value given to each option, by long name, in order.
        var allValues: [String: [String]] = [:]
        /// Operands (words that are not options) before `--`; only with ``Operands/interleaved``.
        var operands: [String] = []
        /// Everything after `--` (with ``Operands/command``, also from the first operand on).
        var rest: [String] = []

        var help: Bool { flags.contains("--help") }

        /// The last value given to each option, by long name (`--log a --log b` is `b`).
        var values: [String: String] { allValues.compactMapValues(\.last) }
    }

    /// Where the words that are not options go.
    enum Operands {
        /// The first one, and everything after it, is a command line: `check [options] python3 main.py`.
        case command
        /// Operands may come between options (`logs run.jsonl --errors`); `--` ends the options.
        case interleaved
    }

    /// The command's option table.
    var options: [OptionSpec]
    var operands = Operands.command

    func option(named name: String) -> OptionSpec? {
        options.first { $0.spellings.contains(name) }
    }

    func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var parsed = Parsed()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.rest = Array(arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                if operands == .interleaved {
                    parsed.operands.append(argument)
                    continue
                }
                parsed.rest = Array(arguments[(index - 1)...])
                break
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = option(named: name) else {
                throw UsageError("unknown option '\(argument)'", hint: DidYouMean.hint(for: name, among: options.flatMap(\.spellings)))
            }
            guard option.takesValue else {
                if inlineValue != nil { throw UsageError("the flag '\(option.name)' takes no value") }
                parsed.flags.insert(option.name)
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
            if option.repeats {
                parsed.allValues[option.name, default: []].append(value)
            } else {
                parsed.allValues[option.name] = [value]
            }
        }
        guard !parsed.help else { return parsed }
        for option in options {
            for value in parsed.allValues[option.name] ?? [] {
                if let problem = option.problem(with: value) { throw problem }
            }
        }
        return parsed
    }
}
