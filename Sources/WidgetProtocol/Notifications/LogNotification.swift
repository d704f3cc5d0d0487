import WidgetJSON

/// `log` (widget → host): a levelled, structured log line for the host's RPC log.
/// (Free-text stderr is logged too; this is the structured path.)
public struct LogNotification: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "log"

    /// Severity, lowest first.
    public enum Level: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
        /// Developer detail.
        case debug
        /// Routine information.
        case info
        /// Normal but significant.
        case notice
        /// Something unexpected the widget recovered from.
        case warning
        /// Something failed.
        case error

        /// Orders by severity.
        public static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Severity.
    public var level: Level
    /// The message.
    public var message: String
    /// Structured context.
    public var fields: [String: JSONValue]?

    /// Creates the notification.
    public init(level: Level, message: String, fields: [String: JSONValue]? = nil) {
        self.level = level
        self.message = message
        self.fields = fields
    }
}
