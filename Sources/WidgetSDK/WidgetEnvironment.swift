import Foundation

/// What the host tells a widget process through its environment.
public enum WidgetEnvironment {
    /// `WIDGET_DATA_DIR`: a directory for this widget's own files. It survives restarts of the
    /// widget (and of the host). `nil` when the widget was started without one (e.g. by hand);
    /// keep state in memory then.
    public static var dataDirectory: URL? {
        value("WIDGET_DATA_DIR").map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// `WIDGET_ID`: this widget instance's id, for logs.
    public static var widgetID: String? { value("WIDGET_ID") }

    /// `WIDGET_PROTOCOL_VERSION`: the host's preferred protocol version, e.g. `1.0`.
    public static var protocolVersion: String? { value("WIDGET_PROTOCOL_VERSION") }

    /// `WIDGET_NOW`: when the host pins its clock (`widgets dashboard --now`, screenshots,
    /// tests), the instant to treat as "now", as ISO 8601 text; `nil` normally (use the clock).
    public static var pinnedNow: Timestamp? { value("WIDGET_NOW").flatMap(Timestamp.init) }

    static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        let text = String(cString: raw)
        return text.isEmpty ? nil : text
    }
}
