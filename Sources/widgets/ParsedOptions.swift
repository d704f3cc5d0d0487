/// What was given on a command line, read through the command's typed options
/// (`parsed[.width]`): there is no way to look an option up by its spelling, so a misspelt
/// option does not compile.
struct ParsedOptions<Command>: Sendable {
    /// Every value given to each option by long name, in order (`[]` for a flag).
    private let given: [String: [String]]
    /// The options of the table this was parsed with, by long name.
    private let declared: Set<String>
    /// Operands (words that are not options) before `--`; only with ``ArgumentScanner/Operands/interleaved``.
    let operands: [String]
    /// Everything after `--` (with ``ArgumentScanner/Operands/command``, also from the first operand on).
    let rest: [String]

    /// What ``ArgumentScanner`` found with `table`: `given` holds every value of each option by
    /// long name, in order (`[]` for a flag).
    init(table: OptionTable<Command>, given: [String: [String]], operands: [String], rest: [String]) {
        self.declared = Set(table.specs.map(\.name))
        self.given = given
        self.operands = operands
        self.rest = rest
    }

    /// The value of `option`, which must be a row of the table.
    subscript<Value>(_ option: Option<Command, Value>) -> Value {
        option.read(values(of: option))
    }

    /// Whether `option` was given at all (a default value does not count).
    func has<Value>(_ option: Option<Command, Value>) -> Bool {
        values(of: option) != nil
    }

    /// Whether `-h/--help` was given.
    var help: Bool { given[Option<Command, Bool>.help.spec.name] != nil }

    private func values<Value>(of option: Option<Command, Value>) -> [String]? {
        precondition(declared.contains(option.spec.name), "\(option.spec.name) is not in the command's option table")
        return given[option.spec.name]
    }
}
