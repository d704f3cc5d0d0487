/// Where the `widgets` tools keep state between runs. The one place both `widgets dashboard`
/// (writer) and `widgets logs` (reader) take the flight recorder's path from.
public enum DefaultPaths {
    /// The file name of the last dashboard run's flight recorder log.
    public static let lastDashboardLogName = "last-dashboard.jsonl"

    /// `$XDG_STATE_HOME/widgets`, else `~/.local/state/widgets` (XDG Base Directory spec: a
    /// relative or empty `XDG_STATE_HOME` is ignored). The directory may not exist yet; a writer
    /// creates it.
    public static func stateDirectory(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return trimmingSlash(state) + "/widgets"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return trimmingSlash(home) + "/.local/state/widgets"
    }

    /// The last dashboard run's log: `<stateDirectory>/last-dashboard.jsonl`, a symbolic link
    /// to the run's own file in `<stateDirectory>/logs/` (see ``RunLogs``; its rotated and
    /// lifecycle files are next to the target).
    public static func lastDashboardLog(environment: [String: String]) -> String {
        stateDirectory(environment: environment) + "/" + lastDashboardLogName
    }

    private static func trimmingSlash(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
