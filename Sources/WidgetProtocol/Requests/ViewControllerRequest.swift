/// `viewController` (host → widget, deadline 2 s): the user tapped the card (or a `present`
/// action); the reply is the controller to present, or JSON `null` meaning "nothing to present
/// now" (the widget may present itself later with `presentWidgetController`).
public struct ViewControllerRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "viewController"
    /// The reply: a controller or `nil` (`null` on the wire).
    public typealias Response = WidgetController?

    /// The horizontal size class of the presenting screen.
    public enum SizeClass: String, Codable, Hashable, Sendable, CaseIterable {
        /// Phones, narrow windows.
        case compact
        /// Tablets, desktop.
        case regular
    }

    /// The card width in points, 320…400.
    public var width: Double
    /// The size class the controller will be shown in.
    public var sizeClass: SizeClass

    /// Creates the request.
    public init(width: Double, sizeClass: SizeClass) {
        self.width = width
        self.sizeClass = sizeClass
    }
}
