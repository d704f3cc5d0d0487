/// A levelled, structured logger for widget code.
///
/// Once the host has connected, lines go to the host's RPC log as `log` notifications (in
/// order with the widget's other notifications). Before that, after the connection closed,
/// or when ``mirrorsToStandardError`` is set, they are also written to stderr, which the host
/// records line by line. Never to stdout: stdout carries the protocol only.
public struct WidgetLogger: Sendable {
    public typealias Level = LogNotification.Level

    /// The lowest level that is logged. Default `.debug` (the host filters its log).
    public var minimumLevel: Level = .debug
    /// Also write every line to stderr. Default: only when `WIDGET_LOG_STDERR=1`.
    public var mirrorsToStandardError: Bool = WidgetEnvironment.value("WIDGET_LOG_STDERR") == "1"

    let channel: WidgetChannel?
    let label: String

    init(label: String, channel: WidgetChannel?) {
        self.label = label
        self.channel = channel
    }

    /// A logger that writes to stderr only (e.g. for tools and tests).
    public static func standardError(label: String) -> WidgetLogger {
        WidgetLogger(label: label, channel: nil)
    }

    /// Logs `message` at `level` with structured `fields`.
    public func log(_ level: Level, _ message: String, fields: [String: JSONValue]? = nil) {
        guard level >= minimumLevel else { return }
        var wroteToHost = false
        if let channel, channel.isConnected {
            channel.post(LogNotification(level: level, message: message, fields: fields))
            wroteToHost = true
        }
        if !wroteToHost || mirrorsToStandardError {
            var line = "[\(label)] \(level.rawValue): \(message)"
            for (key, value) in (fields ?? [:]).sorted(by: { $0.key < $1.key }) {
                line += " \(key)=\(value.stringValue ?? String(decoding: value.serialized(), as: UTF8.self))"
            }
            StandardError.write(line)
        }
    }

    public func debug(_ message: String, fields: [String: JSONValue]? = nil) { log(.debug, message, fields: fields) }
    public func info(_ message: String, fields: [String: JSONValue]? = nil) { log(.info, message, fields: fields) }
    public func notice(_ message: String, fields: [String: JSONValue]? = nil) { log(.notice, message, fields: fields) }
    public func warning(_ message: String, fields: [String: JSONValue]? = nil) { log(.warning, message, fields: fields) }
    public func error(_ message: String, fields: [String: JSONValue]? = nil) { log(.error, message, fields: fields) }
}
