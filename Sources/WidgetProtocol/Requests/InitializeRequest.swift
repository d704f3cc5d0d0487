/// `initialize` (host → widget, deadline 10 s): the handshake. Always the first request.
///
/// A widget that speaks none of `supportedVersions` answers `-32005 unsupportedProtocolVersion`.
public struct InitializeRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "initialize"
    /// The reply.
    public typealias Response = InitializeResponse

    /// The host's preferred protocol version (currently "1.2"), the first of `supportedVersions`.
    public var protocolVersion: String
    /// Every version the host speaks, in order of preference.
    public var supportedVersions: [String]
    /// The host application.
    public var host: HostInfo
    /// The signed-in user.
    public var user: UserInfo
    /// BCP 47 locale for the widget's text, e.g. "en-GB".
    public var locale: String
    /// IANA time zone of the device, e.g. "Europe/London".
    public var timeZone: String
    /// What the host can render and its limits.
    public var capabilities: HostCapabilities

    /// Creates the request.
    public init(
        protocolVersion: String = ProtocolVersion.current, supportedVersions: [String] = ProtocolVersion.supported,
        host: HostInfo, user: UserInfo, locale: String, timeZone: String, capabilities: HostCapabilities
    ) {
        self.protocolVersion = protocolVersion
        self.supportedVersions = supportedVersions
        self.host = host
        self.user = user
        self.locale = locale
        self.timeZone = timeZone
        self.capabilities = capabilities
    }
}

/// The host application's name and version.
public struct HostInfo: Codable, Hashable, Sendable {
    /// Name, e.g. "WidgetHost".
    public var name: String
    /// Version, e.g. "0.1.0".
    public var version: String

    /// Creates host info.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }
}

/// What the host renders and accepts.
public struct HostCapabilities: Codable, Hashable, Sendable {
    /// The node `type`s the host renders; others fall back.
    public var nodeKinds: [String]
    /// The largest line the host accepts, in bytes excluding the newline.
    public var maxLineBytes: Int
    /// The host's tree limits.
    public var limits: Limits

    /// Creates capabilities; the defaults describe a host that renders all of version 1.0.
    public init(
        nodeKinds: [String] = CellNode.knownTypes, maxLineBytes: Int = Limits.defaultMaxLineBytes,
        limits: Limits = .default
    ) {
        self.nodeKinds = nodeKinds
        self.maxLineBytes = maxLineBytes
        self.limits = limits
    }
}

/// The widget's half of the handshake.
public struct InitializeResponse: Codable, Hashable, Sendable {
    /// The version chosen, one of the host's `supportedVersions`.
    public var protocolVersion: String
    /// The widget's kind, e.g. "checklist", `^[a-z0-9_]{1,64}$`; analytics and the icon use
    /// `feed_widget_<type>`. ``HandshakeValidator`` checks the pattern.
    public var widgetType: String
    /// Identifies the cell layout, e.g. "ChecklistCell", `^[A-Za-z0-9_.-]{1,128}$`.
    public var cellIdentifier: String
    /// Whether the user may hide this widget's card.
    public var canBeHidden: Bool
    /// The dashboards the widget supports; `init` for another one gets `-32004`.
    public var dashboards: [DashboardKind]
    /// Optional features the widget implements; an absent `capabilities` member decodes as `{}`.
    public var capabilities: WidgetCapabilities

    /// Creates the response.
    public init(
        protocolVersion: String = ProtocolVersion.current, widgetType: String, cellIdentifier: String,
        canBeHidden: Bool, dashboards: [DashboardKind], capabilities: WidgetCapabilities = WidgetCapabilities()
    ) {
        self.protocolVersion = protocolVersion
        self.widgetType = widgetType
        self.cellIdentifier = cellIdentifier
        self.canBeHidden = canBeHidden
        self.dashboards = dashboards
        self.capabilities = capabilities
    }

    private enum CodingKeys: String, CodingKey {
        case protocolVersion, widgetType, cellIdentifier, canBeHidden, dashboards, capabilities
    }

    /// Decodes the widget info; `capabilities` may be absent (protocol 1.1 says absent is `{}`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        protocolVersion = try container.decode(String.self, forKey: .protocolVersion)
        widgetType = try container.decode(String.self, forKey: .widgetType)
        cellIdentifier = try container.decode(String.self, forKey: .cellIdentifier)
        canBeHidden = try container.decode(Bool.self, forKey: .canBeHidden)
        dashboards = try container.decode([DashboardKind].self, forKey: .dashboards)
        capabilities = try container.decodeIfPresent(WidgetCapabilities.self, forKey: .capabilities) ?? WidgetCapabilities()
    }
}

/// Optional features of a widget; absent means `false`.
public struct WidgetCapabilities: Codable, Hashable, Sendable {
    /// The host should call `prepareData` before `init`.
    public var prepareData: Bool?
    /// `configureCell` may return a timeline.
    public var timeline: Bool?

    /// Creates capabilities.
    public init(prepareData: Bool? = nil, timeline: Bool? = nil) {
        self.prepareData = prepareData
        self.timeline = timeline
    }
}
