/// `presentWidgetController` (widget → host): present a controller now, e.g. after an `action`
/// from a cell button.
public struct PresentWidgetControllerNotification: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "presentWidgetController"

    /// What to present.
    public var controller: WidgetController

    /// Creates the notification.
    public init(controller: WidgetController) {
        self.controller = controller
    }
}
