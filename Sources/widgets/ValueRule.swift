import WidgetSamples

/// How an option's value is checked: the test, and the words of the error when it fails
/// (`--width must be a number of points from 320 to 400, got 'wide'`).
struct ValueRule: Sendable {
    /// Whether the text is a value the option accepts.
    var accepts: @Sendable (String) -> Bool
    /// The middle of the error message, after the option's name: `needs a positive number`.
    var expectation: String
    /// The error's hint (an example, or why); nil for the command's `--help` hint.
    var hint: String?

    /// A number (`Double`, so `3`, `0.5` and `1e3`) that `isValid` accepts.
    static func number(_ expectation: String, hint: String? = nil, where isValid: @escaping @Sendable (Double) -> Bool) -> ValueRule {
        ValueRule(accepts: { Double($0).map(isValid) ?? false }, expectation: expectation, hint: hint)
    }

    /// A whole number that `isValid` accepts.
    static func integer(_ expectation: String, hint: String? = nil, where isValid: @escaping @Sendable (Int) -> Bool) -> ValueRule {
        ValueRule(accepts: { Int($0).map(isValid) ?? false }, expectation: expectation, hint: hint)
    }
}

extension ValueRule {
    /// An instant such as `--now`: an ISO 8601 time with an offset (``SampleTime/parse(_:)``).
    static let instant = ValueRule(
        accepts: { SampleTime.parse($0) != nil }, expectation: "must be an ISO 8601 time with an offset",
        hint: "e.g. --now 2026-12-10T11:40:00+01:00 or --now 2026-12-10T10:40:00Z.")
}
