/// One rule an `initialize` answer breaks.
public struct HandshakeProblem: Sendable, Hashable, CustomStringConvertible {
    /// Which rule.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// The result does not decode as widget info (a missing or mistyped member).
        case notWidgetInfo
        /// `protocolVersion` is not one of the offered strings.
        case versionNotOffered
        /// `widgetType` is not `^[a-z0-9_]{1,64}$`.
        case widgetTypePattern
        /// `cellIdentifier` is not `^[A-Za-z0-9_.-]{1,128}$`.
        case cellIdentifierPattern
        /// `dashboards` is empty.
        case noDashboards
        /// `dashboards` names one twice.
        case repeatedDashboard
    }

    /// The rule broken.
    public var rule: Rule
    /// A JSON pointer into the result, e.g. `/widgetType`.
    public var pointer: String
    /// The offending value as the widget sent it (escape it with ``printable(_:)`` before
    /// showing it), when there is one.
    public var value: String?
    /// What is wrong, as a sentence fragment with values escaped.
    public var detail: String

    /// Creates a problem.
    public init(rule: Rule, pointer: String, value: String?, detail: String) {
        self.rule = rule
        self.pointer = pointer
        self.value = value
        self.detail = detail
    }

    /// Whether the problem is about the version (fails like `-32005`) rather than the widget info.
    public var isVersionProblem: Bool { rule == .versionNotOffered }

    /// The detail, with the pointer.
    public var description: String { pointer.isEmpty ? detail : "\(detail) (at \(pointer))" }

    /// `text` safe to print on a terminal or in a log: printable ASCII kept, `\` doubled,
    /// everything else written as `\u{…}`; cut at 80 characters.
    public static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if result.unicodeScalars.count >= 80 {
                result += "…"
                break
            }
            switch scalar.value {
            case 0x5C: result += "\\\\"
            case 0x20...0x7E: result.unicodeScalars.append(scalar)
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }
}
