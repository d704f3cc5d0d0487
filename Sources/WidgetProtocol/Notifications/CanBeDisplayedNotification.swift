/// `canBeDisplayed` (widget → host): show or hide the card. `true` shows the last (or next)
/// configured cell without a reload; send `reloadWidget` as well if the content changed.
public struct CanBeDisplayedNotification: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "canBeDisplayed"

    /// Whether the card should be shown.
    public var canBeDisplayed: Bool

    /// Creates the notification.
    public init(canBeDisplayed: Bool) {
        self.canBeDisplayed = canBeDisplayed
    }
}
