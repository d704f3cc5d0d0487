import Synchronization

/// The widget instance's handle on the dashboard that shows it: reload the card, show or hide
/// it, present controllers, log. Given to the widget's `init`; keep it.
///
/// Thread-safe: call it from any task. Everything it sends while the SDK is answering a request
/// (including during `init`) goes out right after that reply.
public final class Dashboard: Sendable {
    /// Which dashboard this instance is on.
    public let kind: DashboardKind
    /// The signed-in user (from `initialize`).
    public let user: AitaUserInfo
    /// The user's locale (BCP 47, e.g. `en-GB`) and the device's IANA time zone.
    public let locale: String
    public let timeZone: String
    /// The host's limits on cell trees; the SDK checks every tree against them before sending.
    public let limits: Limits
    /// Logs to the host's RPC log (the `log` notification), in order with this dashboard's
    /// other notifications.
    public let logger: WidgetLogger
    /// The protocol version this session speaks, chosen in `initialize` (e.g. `"1.2"`).
    public let protocolVersion: String

    /// Whether ``Widget/cellHeight(width:)`` may return ``CellHeight/fit``: the session speaks
    /// protocol 1.2 or later. A host before 1.2 needs a height in points.
    public var canFitContent: Bool { ProtocolVersion.allowsFitHeight(protocolVersion) }

    private let channel: WidgetChannel
    private let state = Mutex(DisplayState())

    private struct DisplayState {
        var canBeDisplayed = true
        /// False until `init` has returned: until then the value only sets the `init` reply.
        var live = false
    }

    init(kind: DashboardKind, session: InitializeRequest, protocolVersion: String, channel: WidgetChannel, logger: WidgetLogger) {
        self.kind = kind
        self.protocolVersion = protocolVersion
        self.user = AitaUserInfo(session.user)
        self.locale = session.locale
        self.timeZone = session.timeZone
        self.limits = session.capabilities.limits
        self.channel = channel
        self.logger = logger
    }

    /// Whether the card is shown. Default `true`.
    ///
    /// Set it to `false` in `init` to start hidden (the `init` reply carries it). After `init`,
    /// each change sends the `canBeDisplayed` notification; `true` shows the card without a
    /// reload (the host asks for a cell only if it has none; call ``reloadWidget()`` as well if
    /// the content changed). Setting the current value again sends nothing.
    public var canBeDisplayed: Bool {
        get { state.withLock { $0.canBeDisplayed } }
        set { setCanBeDisplayed(newValue) }
    }

    /// Same as setting ``canBeDisplayed``.
    public func setCanBeDisplayed(_ value: Bool) {
        let send = state.withLock { state -> Bool in
            guard state.canBeDisplayed != value else { return false }
            state.canBeDisplayed = value
            return state.live
        }
        if send { channel.post(CanBeDisplayedNotification(canBeDisplayed: value)) }
    }

    /// The content changed: the host will call `cellHeight`, then `configureCell`. Repeats are
    /// coalesced by the host, so calling it often is cheap.
    public func reloadWidget() {
        channel.post(ReloadWidgetNotification())
    }

    /// Presents `controller` now (e.g. from a button's action). An invalid controller is not
    /// sent: the SDK logs where it is broken and returns `false`.
    @discardableResult
    public func presentWidgetController(_ controller: WidgetController) -> Bool {
        if let violation = CellTreeValidator(limits: limits).firstViolation(in: controller) {
            TreeDiagnostics.report(
                violation, in: try? JSONValueEncoder().encode(controller),
                context: "presentWidgetController", pointerPrefix: "/controller", logger: logger)
            return false
        }
        channel.post(PresentWidgetControllerNotification(controller: controller))
        return true
    }

    /// `init` returned: the reply carries ``canBeDisplayed``; later changes are notifications.
    func goLive() -> Bool {
        state.withLock { state in
            state.live = true
            return state.canBeDisplayed
        }
    }
}

/// The signed-in user, as `initialize` described them.
public struct AitaUserInfo: Sendable, Hashable {
    /// Opaque, stable user id.
    public let userID: String
    /// A name to greet the user with, if the host shares it.
    public let displayName: String?

    init(_ user: UserInfo) {
        userID = user.userID
        displayName = user.displayName
    }

    private static let currentUser = Mutex<AitaUserInfo?>(nil)

    /// The user of this widget process, once `initialize` has been received.
    public static var current: AitaUserInfo? { currentUser.withLock { $0 } }

    /// The current user's id (the original SDK's `AitaUserInfo.userID`); `nil` before
    /// `initialize`.
    public static var userID: String? { current?.userID }

    static func setCurrent(_ user: UserInfo) {
        currentUser.withLock { $0 = AitaUserInfo(user) }
    }
}
