/// Protocol versions: the ones this build speaks and how `initialize` picks one
/// (`protocol/README.md` §10).
public enum ProtocolVersion {
    /// The current protocol version, sent as `protocolVersion` in `initialize`.
    public static let current = "1.2"
    /// Every version this build can speak, newest first (`supportedVersions` in `initialize`).
    /// A host that speaks a minor version speaks every earlier one of its major version and
    /// offers them all, so a 1.0 widget always finds "1.0".
    public static let supported: [String] = ["1.2", "1.1", "1.0"]

    /// Whether a session that chose `version` may answer `cellHeight` with `"fit"`: 1.2 and
    /// every later 1.x (a later major version is a new protocol, §10). A version that is not
    /// `"MAJOR.MINOR"` cannot.
    public static func allowsFitHeight(_ version: String) -> Bool {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return false }
        return major == 1 && minor >= 2
    }

    /// The version a widget should choose: the first of the host's versions (in the host's
    /// order of preference) that the widget also supports, exactly as offered; `nil` when there
    /// is none, in which case the widget answers `-32005 unsupportedProtocolVersion`.
    public static func negotiate(hostVersions: [String], widgetVersions: [String]) -> String? {
        hostVersions.first(where: widgetVersions.contains)
    }
}
