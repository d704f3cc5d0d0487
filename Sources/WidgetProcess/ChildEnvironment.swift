/// Builds the scrubbed environment a widget process gets.
///
/// Only a small allowlist is copied from the host (no tokens, `LD_*`, `NOTIFY_SOCKET`,
/// `LISTEN_FDS`…); the manifest's variables come next and may override those; the
/// `WIDGET_*` variables the host owns come last and cannot be overridden.
public struct ChildEnvironment: Sendable, Hashable {
    /// Host variables a widget inherits when they are set.
    public static let inheritedKeys = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "HOME", "TMPDIR"]

    public var widgetID: String
    public var protocolVersion: String
    public var dataDirectory: String
    /// Extra variables from the widget's manifest.
    public var extra: [String: String]
    /// `WIDGET_NOW`: the instant (ISO 8601) the widget must treat as "now" when the host pins
    /// its clock (`--now`); nil normally.
    public var pinnedNow: String?

    public init(widgetID: String, protocolVersion: String, dataDirectory: String, extra: [String: String] = [:], pinnedNow: String? = nil) {
        self.widgetID = widgetID
        self.protocolVersion = protocolVersion
        self.dataDirectory = dataDirectory
        self.extra = extra
        self.pinnedNow = pinnedNow
    }

    /// The environment for the child: allowlisted `host` variables, then `extra`, then
    /// `WIDGET_ID`, `WIDGET_PROTOCOL_VERSION`, `WIDGET_DATA_DIR` (and `WIDGET_NOW` when pinned).
    ///
    /// Throws `EnvironmentError` for a key that is empty or holds `=` or NUL, or a value
    /// holding NUL (execve could not pass it intact).
    public func build(host: [String: String]) throws(EnvironmentError) -> [String: String] {
        var result: [String: String] = [:]
        for key in Self.inheritedKeys {
            if let value = host[key] { result[key] = value }
        }
        for (key, value) in extra {
            try Self.validate(key: key, value: value)
            result[key] = value
        }
        var owned = [
            "WIDGET_ID": widgetID,
            "WIDGET_PROTOCOL_VERSION": protocolVersion,
            "WIDGET_DATA_DIR": dataDirectory,
        ]
        if let pinnedNow { owned["WIDGET_NOW"] = pinnedNow }
        for (key, value) in owned {
            try Self.validate(key: key, value: value)
            result[key] = value
        }
        return result
    }

    /// Checks one variable can be passed through execve unchanged.
    public static func validate(key: String, value: String) throws(EnvironmentError) {
        if key.isEmpty { throw .emptyKey }
        if key.utf8.contains(UInt8(ascii: "=")) { throw .keyContainsEquals(key: key) }
        if key.utf8.contains(0) { throw .keyContainsNUL(key: key) }
        if value.utf8.contains(0) { throw .valueContainsNUL(key: key) }
    }
}

/// Why an environment variable cannot be given to a widget.
public enum EnvironmentError: Error, Hashable, Sendable, CustomStringConvertible {
    case emptyKey
    case keyContainsEquals(key: String)
    case keyContainsNUL(key: String)
    case valueContainsNUL(key: String)

    public var description: String {
        switch self {
        case .emptyKey:
            return "An environment variable has an empty name; remove it from the widget's manifest."
        case .keyContainsEquals(let key):
            return
                """
                The environment variable name \"\(key)\" contains \"=\", which would split it into a different name and value; rename \
                it in the widget's manifest.
                """
        case .keyContainsNUL(let key):
            return
                """
                The environment variable name \(String(reflecting: key)) contains a NUL byte, which cannot be passed to a process; \
                rename it in the widget's manifest.
                """
        case .valueContainsNUL(let key):
            return
                """
                The value of the environment variable \"\(key)\" contains a NUL byte and would be cut short; remove the NUL from the \
                widget's manifest.
                """
        }
    }
}
