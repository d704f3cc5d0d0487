/// A command's options, declared once: the rows in order (parsing, `--help`'s OPTIONS section,
/// the completion scripts and did-you-mean read them) and the pairs that cannot be given together.
struct OptionTable<Command>: Sendable {
    /// Two options that cannot be combined, and what to do instead.
    struct Conflict: Sendable {
        var first: String
        var second: String
        var hint: String

        /// `--json and --html cannot be combined`.
        var error: UsageError { UsageError("\(first) and \(second) cannot be combined", hint: hint) }
    }

    /// The rows, in help order.
    private(set) var specs: [OptionSpec] = []
    private(set) var conflicts: [Conflict] = []

    init<each Value>(_ options: repeat Option<Command, each Value>) {
        for option in repeat each options { specs.append(option.spec) }
    }

    /// This table, where `first` and `second` are refused together (a usage error, `hint` saying
    /// what to do); both must be rows of it.
    func conflict<A, B>(_ first: Option<Command, A>, _ second: Option<Command, B>, hint: String) -> Self {
        precondition(contains(first.spec) && contains(second.spec), "a conflict between options the table lacks")
        var table = self
        table.conflicts.append(Conflict(first: first.spec.name, second: second.spec.name, hint: hint))
        return table
    }

    func contains(_ spec: OptionSpec) -> Bool { specs.contains { $0.name == spec.name } }

    /// The row that `spelling` (`--json`, `-h`) selects.
    func spec(spelled spelling: String) -> OptionSpec? {
        specs.first { $0.spellings.contains(spelling) }
    }
}
