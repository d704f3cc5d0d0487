/// Protocol versions: the ones this build speaks and how `initialize` picks one
/// (`protocol/README.md` §10).
public enum ProtocolVersion {
    /// The current protocol version, sent as `protocolVersion` in `initialize`.
    public static let current = "1.1"
    /// Every version this build can speak, newest first (`supportedVersions` in `initialize`).
    /// A host that speaks a minor version speaks every earlier one of its major version and
    /// offers them all, so a 1.0 widget always finds "1.0".
    public static let supported: [String] = ["1.1", "1.0"]

    /// The version a widget should choose: the first of the host's versions (in the host's
    /// order of preference) that the widget also supports, exactly as offered; `nil` when there
    /// is none, in which case the widget answers `-32005 unsupportedProtocolVersion`.
    public static func negotiate(hostVersions: [String], widgetVersions: [String]) -> String? {
        hostVersions.first(where: widgetVersions.contains)
    }
}
