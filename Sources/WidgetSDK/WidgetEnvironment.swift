/// What the host tells a widget process through its environment.
public enum WidgetEnvironment {
    /// `WIDGET_DATA_DIR`: a directory for this widget's own files. It survives restarts of the
    /// widget (and of the host). `nil` when the widget was started without one (e.g. by hand);
    /// keep state in memory then. A path, not a `URL`: the SDK links no Foundation
    /// (`URL(fileURLWithPath:)` makes one where a widget uses Foundation itself).
    public static var dataDirectory: String? { value("WIDGET_DATA_DIR") }

    /// `WIDGET_ID`: this widget instance's id, for logs.
    public static var widgetID: String? { value("WIDGET_ID") }

    /// `WIDGET_PROTOCOL_VERSION`: the host's preferred protocol version, e.g. `1.0`.
    public static var protocolVersion: String? { value("WIDGET_PROTOCOL_VERSION") }

    /// `WIDGET_NOW`: when the host pins its clock (`widgets dashboard --now`, screenshots,
    /// tests), the instant to treat as "now", as ISO 8601 text; `nil` normally (use the clock).
    public static var pinnedNow: Timestamp? { value("WIDGET_NOW").flatMap(Timestamp.init) }

    /// Now: ``pinnedNow`` when the host pinned its clock, else the system clock, as UTC text.
    public static var now: Timestamp { pinnedNow ?? Timestamp(secondsSince1970: WallClock.secondsSince1970()) }

    static func value(_ name: String) -> String? {
        guard let text = ProcessEnvironment.value(name) else { return nil }
        return text.isEmpty ? nil : text
    }
}
