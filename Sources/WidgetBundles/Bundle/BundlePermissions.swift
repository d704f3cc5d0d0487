import WidgetProcess

/// What a bundle asks for beyond what every widget gets (`permissions` and `sandbox` of
/// `widget.json`, as in a manifest): folders it reads, folders it writes, TCP ports it
/// connects to, how many processes it may start, and whether it demands every guarantee of the
/// sandbox.
///
/// Paths are as the user will see them: absolute, or beginning with `${dataDir}` (the widget's
/// data folder). The bundle's own folder is granted to every widget (read only) and is never
/// listed.
public struct BundlePermissions: Sendable, Hashable {
    public var read: [String]
    public var write: [String]
    public var network: [UInt16]
    /// `processes`: it may start up to this many processes (nil: threads only).
    public var processes: Int?
    /// `"required"`: start only with every guarantee of the sandbox.
    public var sandbox: SandboxPolicy.Mode

    public init(
        read: [String] = [], write: [String] = [], network: [UInt16] = [], processes: Int? = nil, sandbox: SandboxPolicy.Mode = .on
    ) {
        self.read = read
        self.write = write
        self.network = network
        self.processes = processes
        self.sandbox = sandbox
    }

    /// What `newer` asks for that this does not: a path it reads or writes that is not
    /// already covered (a write covers a read of the same path, a folder what is beneath it),
    /// a new port, more processes, and a sandbox that no longer demands every guarantee.
    public func growth(to newer: BundlePermissions) -> PermissionGrowth {
        func covered(_ path: String, by grants: [String]) -> Bool {
            grants.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        return PermissionGrowth(
            read: newer.read.filter { !covered($0, by: read + write) },
            write: newer.write.filter { !covered($0, by: write) },
            network: newer.network.filter { !network.contains($0) },
            processes: (newer.processes ?? 0) > (processes ?? 0) ? newer.processes : nil,
            sandboxRelaxed: sandbox == .required && newer.sandbox != .required)
    }
}

/// What an update asks for beyond what the user agreed to (``BundlePermissions/growth(to:)``).
public struct PermissionGrowth: Sendable, Hashable {
    public var read: [String]
    public var write: [String]
    public var network: [UInt16]
    /// The new processes grant, when it is larger than the approved one.
    public var processes: Int?
    /// The installed version demanded every guarantee of the sandbox; the new one does not.
    public var sandboxRelaxed: Bool

    /// Nothing grew: an update with it installs without asking again.
    public var isEmpty: Bool { read.isEmpty && write.isEmpty && network.isEmpty && processes == nil && !sandboxRelaxed }
}
