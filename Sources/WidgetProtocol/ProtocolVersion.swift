/// Protocol versions: the one this build speaks and how `initialize` picks one.
public enum ProtocolVersion {
    /// The current protocol version, sent as `protocolVersion` in `initialize`.
    public static let current = "1.0"
    /// Every version this build can speak, newest first (`supportedVersions` in `initialize`).
    public static let supported: [String] = ["1.0"]

    /// The version a widget should choose: the first of the host's versions (in the host's
    /// order of preference) that the widget also supports, or `nil`, in which case the widget
    /// answers `-32005 unsupportedProtocolVersion`.
    public static func negotiate(hostVersions: [String], widgetVersions: [String]) -> String? {
        hostVersions.first(where: widgetVersions.contains)
    }
}
