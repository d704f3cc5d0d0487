/// One row of a `widgets` command's option table, made by the command's typed ``Option``: it
/// drives parsing (``ArgumentScanner``), the checks of its value, the OPTIONS rows of `--help`
/// (``HelpText``), the shell completion scripts (``CompletionScript``) and did-you-mean.
struct OptionSpec: Sendable {
    /// The long name with its dashes, e.g. `--theme`.
    var name: String
    /// A one-letter alias with its dash, e.g. `-h`.
    var short: String?
    /// What the value is called in help (`file` for `--log <file>`); nil for a flag.
    var placeholder: String?
    /// The help row's text.
    var help: String
    /// Whether the option may be given more than once (every value is kept).
    var repeats = false
    /// The only values the option accepts (`light`, `dark`, `auto`); checked and completed.
    var choices: [String] = []
    /// The hint for a value not among the choices, when no choice is close to it.
    var choicesHint: String?
    /// How the value is checked when it is not one of a fixed set of choices.
    var rule: ValueRule?
    /// What a shell offers for the value.
    var completion: Completion = .none

    /// What a shell completes for a value or an operand.
    enum Completion: Sendable, Equatable {
        /// Nothing: the user types it.
        case none
        /// Paths of files (and the folders leading to them).
        case file
        /// Paths of folders.
        case directory
        /// A command line: a command name, then its arguments (after `--`).
        case command
        /// One of these words.
        case words([String])
    }

    /// Whether the option takes a value (`--log <file>`) or is a flag (`--json`).
    var takesValue: Bool { placeholder != nil }

    /// What the shell offers for the value: the choices when there are any.
    var valueCompletion: Completion { choices.isEmpty ? completion : .words(choices) }

    /// Every spelling that selects this option.
    var spellings: [String] { [name] + (short.map { [$0] } ?? []) }

    /// The help row's left column: `-h, --help`, `--theme <light|dark|auto>`.
    var helpName: String {
        var text = short.map { "\($0), \(name)" } ?? name
        if let placeholder { text += " <\(placeholder)>" }
        return text
    }

    /// A flag: `--json`.
    static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, placeholder: nil, help: help)
    }

    /// An option with a value: `--log <file>`. A fixed set of `choices` names the placeholder
    /// (`light|dark|auto`) unless one is given; `hint` is for a value that is not one of them.
    static func value(
        _ name: String, _ placeholder: String? = nil, _ help: String, repeats: Bool = false, choices: [String] = [],
        hint: String? = nil, rule: ValueRule? = nil, completion: Completion = .none
    ) -> OptionSpec {
        OptionSpec(
            name: name, placeholder: placeholder ?? choices.joined(separator: "|"), help: help, repeats: repeats,
            choices: choices, choicesHint: hint, rule: rule, completion: completion)
    }

    /// The usage error for a value this option does not accept, or nil when it does.
    func problem(with value: String) -> UsageError? {
        if !choices.isEmpty {
            guard !choices.contains(value) else { return nil }
            let hint = DidYouMean.hint(for: value, among: choices) ?? choicesHint
            return UsageError("\(name) must be \(DidYouMean.list(choices, conjunction: "or")), got '\(value)'", hint: hint)
        }
        guard let rule, !rule.accepts(value) else { return nil }
        return UsageError("\(name) \(rule.expectation), got '\(value)'", hint: rule.hint)
    }
}
