import WidgetProcess
import WidgetProtocol

/// What a bundle will be able to do, in plain words, for the prompt of `widgets install`, for
/// `widgets list` and the gallery: the folders it reads and writes, the ports it connects to,
/// how many processes it may start, whether it demands every guarantee of the sandbox, the dashboards it joins.
///
/// Paths are shown as the user knows them (`~/…` for the home folder, the data folder's
/// `${dataDir}` as where it really is), and a grant as broad as the home folder says so.
public struct PermissionWords: Sendable {
    /// The widget's data folder (`WIDGET_DATA_DIR`), for `${dataDir}` grants.
    public var dataFolder: String
    /// The user's home folder, shown as `~`.
    public var home: String?

    public init(dataFolder: String, home: String?) {
        self.dataFolder = dataFolder
        self.home = home.flatMap { $0.isEmpty || $0 == "/" ? nil : ($0.hasSuffix("/") ? String($0.dropLast()) : $0) }
    }

    /// One line per thing it may do beyond its own folder and data folder; "nothing more" when
    /// it asks for nothing.
    public func abilities(_ permissions: BundlePermissions) -> [String] {
        var lines: [String] = []
        let written = Set(permissions.write)
        for path in permissions.read where !written.contains(path) {
            lines.append("read files in \(shown(path))\(breadth(path))")
        }
        for path in permissions.write {
            lines.append("read and change files in \(shown(path))\(breadth(path))")
        }
        if !permissions.network.isEmpty {
            let ports = permissions.network.map(String.init)
            let list = ports.count == 1 ? "port \(ports[0])" : "ports \(ports.dropLast().joined(separator: ", ")) and \(ports.last!)"
            lines.append("connect to other computers on TCP \(list) (any address, this machine included)")
        }
        if let processes = permissions.processes { lines.append(Self.starts(processes)) }
        if lines.isEmpty { lines.append("use no file beyond its own folder and its data folder, and no network") }
        if permissions.sandbox == .required {
            lines.append("run only when every protection of the sandbox is available on this machine (sandbox: required)")
        }
        return lines
    }

    /// "It joins your trip dashboard." / "… your trip and airport dashboards."
    public func dashboards(_ kinds: [DashboardKind]) -> String {
        let names = kinds.map(\.rawValue)
        return names.count == 1 ? "your \(names[0]) dashboard" : "your \(names.joined(separator: " and ")) dashboards"
    }

    /// What an update asks for beyond what was approved, one line each (empty when nothing grew).
    public func growth(_ growth: PermissionGrowth) -> [String] {
        var lines: [String] = []
        lines += growth.read.map { "now also reads files in \(shown($0))\(breadth($0))" }
        lines += growth.write.map { "now also changes files in \(shown($0))\(breadth($0))" }
        lines += growth.network.map { "now also connects to other computers on TCP port \($0)" }
        if let processes = growth.processes { lines.append("now " + Self.starts(processes)) }
        if growth.sandboxRelaxed {
            lines.append("no longer demands every protection of the sandbox: it will also run where some are missing")
        }
        return lines
    }

    /// What an update no longer asks for, one line each.
    public func shrinkage(from old: BundlePermissions, to new: BundlePermissions) -> [String] {
        let back = new.growth(to: old)
        var lines: [String] = []
        lines += back.read.map { "no longer reads \(shown($0))" }
        lines += back.write.map { "no longer changes \(shown($0))" }
        lines += back.network.map { "no longer connects on TCP port \($0)" }
        if back.processes != nil {
            lines.append(new.processes.map { Self.starts($0) + " (fewer than before)" } ?? "no longer starts other programs")
        }
        if back.sandboxRelaxed { lines.append("now demands every protection of the sandbox") }
        return lines
    }

    /// The processes grant in words: "may start up to 8 processes (other programs it runs)".
    static func starts(_ processes: Int) -> String {
        "may start up to \(processes) process\(processes == 1 ? "" : "es") (other programs it runs)"
    }

    /// `path` as the user reads it: `${dataDir}` where it leads, the home folder as `~`.
    public func shown(_ path: String) -> String {
        let variable = "${\(SandboxPolicy.dataDirectoryVariable)}"
        if path.hasPrefix(variable) {
            let rest = path.dropFirst(variable.count)
            return rest.isEmpty ? "its data folder" : "its data folder's \(rest.dropFirst()) (\(tilde(dataFolder + rest)))"
        }
        return tilde(path)
    }

    private func tilde(_ path: String) -> String {
        guard let home else { return path }
        if path == home { return "~" }
        if path.hasPrefix(home + "/") { return "~" + path.dropFirst(home.count) }
        return path
    }

    /// A warning for a grant that covers the home folder or everything.
    private func breadth(_ path: String) -> String {
        if path == "/" { return " (every file of this machine you may open)" }
        if let home, path == home || home.hasPrefix(path == "/" ? "/" : path + "/") { return " (all of your files)" }
        return ""
    }
}
