/// Finds a program by name as a shell would, without running anything: the first executable
/// regular file of that name in the folders of a PATH value.
///
/// The one lookup of a widget's command, used when a manifest is loaded and when a widget is
/// spawned: a bare name is searched in the `PATH` the widget gets (``searchPath(widget:host:)``).
public enum ExecutableSearch {
    /// The folders searched when neither the widget nor the host sets `PATH`.
    public static let defaultPath = "/usr/local/bin:/usr/bin:/bin"

    /// Where a bare command is searched: the `PATH` the widget's own environment sets (the
    /// manifest's `environment`), else the host's, else ``defaultPath``.
    public static func searchPath(widget: [String: String], host: [String: String]) -> [String] {
        directories(in: widget["PATH"] ?? host["PATH"] ?? defaultPath)
    }

    /// The folders of a PATH value (`/usr/local/bin:/usr/bin`), in order.
    public static func directories(in searchPath: String) -> [String] {
        searchPath.split(separator: ":").map(String.init)
    }

    /// The path of `name` in the first of `directories` that holds it as an executable file.
    public static func find(_ name: String, in directories: [String]) -> String? {
        for directory in directories where !directory.isEmpty {
            let candidate = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if ProcessSystemCalls.isExecutableFile(candidate) { return candidate }
        }
        return nil
    }
}
