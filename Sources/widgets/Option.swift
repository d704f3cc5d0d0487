import Foundation
import WidgetSamples

/// One option of `Command`, typed: its row in the command's table (``OptionSpec``: parsing,
/// checks, help, completion) and how its value is read once the table has checked it. Declared
/// once, as a static member in an `extension Option where Command == …`, and read as
/// `parsed[.width]`: a misspelt option does not compile, and the value has its type
/// (`Double`, `Bool` for a flag, `String?` for an optional value, `[String]` for a repeated one).
struct Option<Command, Value>: Sendable {
    /// The table row.
    let spec: OptionSpec
    /// The value from what was given: every value in order (`[]` for a flag), nil when the
    /// option was not given. Only called on values the row's checks accepted.
    let read: @Sendable (_ given: [String]?) -> Value
}

extension Option where Value == Bool {
    /// A flag: `--json`; true when given.
    static func flag(_ name: String, short: String? = nil, _ help: String) -> Self {
        Option(spec: .flag(name, short: short, help)) { $0 != nil }
    }

    /// `-h, --help`, which every command has.
    static var help: Self { .flag("--help", short: "-h", "Show this help.") }
}

extension Option where Value == String? {
    /// An option with a free-form value: `--log <file>`; the last one given, or nil.
    static func value(
        _ name: String, _ placeholder: String, _ help: String, rule: ValueRule? = nil, completion: OptionSpec.Completion = .none
    ) -> Self {
        Option(spec: .value(name, placeholder, help, rule: rule, completion: completion)) { $0?.last }
    }
}

extension Option where Value == [String] {
    /// An option that may be given several times (`--widget a --widget b`): every value, in order.
    static func repeated(
        _ name: String, _ placeholder: String, _ help: String, rule: ValueRule? = nil, completion: OptionSpec.Completion = .none
    ) -> Self {
        Option(spec: .value(name, placeholder, help, repeats: true, rule: rule, completion: completion)) { $0 ?? [] }
    }
}

extension Option where Value == Double {
    /// A number (`3`, `0.5`, `1e3`) that `isValid` accepts, else `defaultValue`.
    static func number(
        _ name: String, _ placeholder: String, _ help: String, default defaultValue: Double, expectation: String, hint: String? = nil,
        where isValid: @escaping @Sendable (Double) -> Bool
    ) -> Self {
        let rule = ValueRule.number(expectation, hint: hint, where: isValid)
        return Option(spec: .value(name, placeholder, help, rule: rule)) { $0?.last.flatMap(Double.init) ?? defaultValue }
    }
}

extension Option where Value == Double? {
    /// A number that `isValid` accepts, or nil when not given.
    static func number(
        _ name: String, _ placeholder: String, _ help: String, expectation: String, hint: String? = nil,
        where isValid: @escaping @Sendable (Double) -> Bool
    ) -> Self {
        let rule = ValueRule.number(expectation, hint: hint, where: isValid)
        return Option(spec: .value(name, placeholder, help, rule: rule)) { $0?.last.flatMap(Double.init) }
    }
}

extension Option where Value == Int? {
    /// A whole number that `isValid` accepts, or nil when not given.
    static func integer(
        _ name: String, short: String? = nil, _ placeholder: String, _ help: String, expectation: String, hint: String? = nil,
        where isValid: @escaping @Sendable (Int) -> Bool
    ) -> Self {
        var spec = OptionSpec.value(name, placeholder, help, rule: .integer(expectation, hint: hint, where: isValid))
        spec.short = short
        return Option(spec: spec) { $0?.last.flatMap { Int($0) } }
    }
}

extension Option where Value == Date? {
    /// An instant: ISO 8601 with an offset (``SampleTime/parse(_:)``), or nil when not given.
    static func instant(_ name: String, _ placeholder: String, _ help: String) -> Self {
        Option(spec: .value(name, placeholder, help, rule: .instant)) { $0?.last.flatMap(SampleTime.parse) }
    }
}

extension Option where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of a fixed set (`--theme light|dark|auto`), else `defaultValue`; `hint` is for a value
    /// that is not one of them and close to none.
    static func choice(_ name: String, _ help: String, default defaultValue: Value, hint: String? = nil) -> Self {
        let choices = Value.allCases.map(\.rawValue)
        return Option(spec: .value(name, nil, help, choices: choices, hint: hint)) {
            $0?.last.flatMap(Value.init(rawValue:)) ?? defaultValue
        }
    }
}
