import Foundation

/// The one switch that rewrites recorded files instead of comparing against them:
/// `WIDGETS_RECORD=1` records everything, `WIDGETS_RECORD=samples,codecs` only the kinds named.
/// One variable, so a contributor never has to remember which of several a file answers to.
public enum RecordMode {
    /// The environment variable's name, for messages that tell a contributor how to record.
    public static let variable = "WIDGETS_RECORD"

    /// What can be recorded: each kind is one family of generated or golden files.
    public enum Kind: String, Sendable, CaseIterable {
        /// The renderer's golden files under Tests/WidgetRenderingTests/Goldens.
        case goldens
        /// Embedded copies of protocol/samples and protocol/conformance, the SDK's model
        /// accessors and the symbol glyph list.
        case samples
        /// The wire codecs generated from the protocol's schemas.
        case codecs
        /// README's module graph.
        case graph
        /// Browser screenshots of the served page and the editor.
        case screenshots
    }

    /// Whether `kind` is recorded in this run, read from the process environment.
    public static func isOn(_ kind: Kind) -> Bool {
        isOn(kind, value: ProcessInfo.processInfo.environment[variable])
    }

    /// Whether `kind` is recorded when the variable holds `value` (nil when unset).
    public static func isOn(_ kind: Kind, value: String?) -> Bool {
        guard let value, !value.isEmpty else { return false }
        if value == "1" { return true }
        return value.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == kind.rawValue }
    }

    /// The command-line prefix that records `kind`, for failure messages.
    public static func command(_ kind: Kind) -> String { "\(variable)=\(kind.rawValue)" }
}
