/// Every method of the protocol with its direction and the host's default deadline.
///
/// The supervisor uses it to time calls and to tell a known notification from garbage; tests
/// use it to decode transcripts. Version 1.0 has requests only host → widget and notifications
/// only widget → host.
public enum MessageRegistry {
    /// A host → widget request.
    public struct RequestEntry: Sendable {
        /// The JSON-RPC method name.
        public let method: String
        /// How long the host waits for the reply before failing the call.
        public let defaultDeadline: Duration
        /// The params type (its `Response` is the result type).
        public let type: any RequestType.Type
    }

    /// A widget → host notification.
    public struct NotificationEntry: Sendable {
        /// The JSON-RPC method name.
        public let method: String
        /// The params type.
        public let type: any NotificationType.Type
    }

    /// The requests, in lifecycle order.
    public static let requests: [RequestEntry] = [
        RequestEntry(method: InitializeRequest.method, defaultDeadline: .seconds(10), type: InitializeRequest.self),
        RequestEntry(method: PrepareDataRequest.method, defaultDeadline: .seconds(10), type: PrepareDataRequest.self),
        RequestEntry(method: InitRequest.method, defaultDeadline: .seconds(5), type: InitRequest.self),
        RequestEntry(method: CellHeightRequest.method, defaultDeadline: .seconds(1), type: CellHeightRequest.self),
        RequestEntry(method: ConfigureCellRequest.method, defaultDeadline: .seconds(2), type: ConfigureCellRequest.self),
        RequestEntry(method: ViewControllerRequest.method, defaultDeadline: .seconds(2), type: ViewControllerRequest.self),
        RequestEntry(method: ActionRequest.method, defaultDeadline: .seconds(2), type: ActionRequest.self),
        RequestEntry(method: ShutdownRequest.method, defaultDeadline: .seconds(1), type: ShutdownRequest.self),
    ]

    /// The notifications.
    public static let notifications: [NotificationEntry] = [
        NotificationEntry(method: ReloadWidgetNotification.method, type: ReloadWidgetNotification.self),
        NotificationEntry(method: CanBeDisplayedNotification.method, type: CanBeDisplayedNotification.self),
        NotificationEntry(
            method: PresentWidgetControllerNotification.method, type: PresentWidgetControllerNotification.self),
        NotificationEntry(method: LogNotification.method, type: LogNotification.self),
    ]

    /// The request entry for `method`, or `nil` when it is not a request of this version.
    public static func request(_ method: String) -> RequestEntry? {
        requests.first { $0.method == method }
    }

    /// The notification entry for `method`, or `nil` when it is not a notification of this version.
    public static func notification(_ method: String) -> NotificationEntry? {
        notifications.first { $0.method == method }
    }

    /// The default deadline of a request method, or `nil` for an unknown method.
    public static func defaultDeadline(for method: String) -> Duration? {
        request(method)?.defaultDeadline
    }

    /// Requests a widget answers before `init` completes; every other request of the registry
    /// gets `-32003 invalidState` before `init` (§2). The Swift SDK's session answers by it.
    public static let methodsAllowedBeforeInit: Set<String> = [
        InitializeRequest.method, PrepareDataRequest.method, InitRequest.method, ShutdownRequest.method,
    ]
}
