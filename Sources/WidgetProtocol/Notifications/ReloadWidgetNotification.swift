/// `reloadWidget` (widget → host, no params): the widget's content changed. The host coalesces
/// repeats, then calls `cellHeight` and `configureCell`.
public struct ReloadWidgetNotification: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "reloadWidget"

    /// Creates the notification.
    public init() {}
}
