/// A small command-line parser (no swift-argument-parser here): flags, options with a value
/// (`--name value` or `--name=value`), `-h/--help`, and the command after `--` (or from the
/// first word that is not an option).
struct ArgumentScanner {
    /// What was parsed.
    struct Parsed {
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var help = false
        /// Everything after `--` (or from the first positional word).
        var rest: [String] = []
    }

    /// Flags without a value, e.g. `--json`.
    var flags: Set<String>
    /// Options taking a value, e.g. `--samples`.
    var options: Set<String>

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
            if argument == "-h" || argument == "--help" {
                parsed.help = true
                continue
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.rest = Array(arguments[(index - 1)...])
                break
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if flags.contains(name) {
                if inlineValue != nil { throw UsageError("the flag '\(name)' takes no value") }
                parsed.flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else if index < arguments.count, arguments[index] != "--" {
                    parsed.values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError("the option '\(name)' needs a value")
                }
            } else {
                throw UsageError("unknown option '\(argument)'")
            }
        }
        return parsed
    }
}
