/// A resource the kernel can hold a widget's whole tree to, through a cgroup of its own.
public enum CgroupResource: String, Sendable, Hashable, CaseIterable {
    /// Tasks, threads and processes alike (the pids controller's `pids.max`): a fork or a new
    /// thread past it fails with `EAGAIN`.
    case tasks = "pids"
    /// Memory, page cache included (the memory controller's `memory.max`, or v1's
    /// `memory.limit_in_bytes`): past it the kernel reclaims, then kills inside the cgroup.
    case memory

    /// The file that holds the limit in a cgroup of `version`.
    func limitFile(_ version: CgroupVersion) -> String {
        switch (self, version) {
        case (.tasks, _): "pids.max"
        case (.memory, .v2): "memory.max"
        case (.memory, .v1): "memory.limit_in_bytes"
        }
    }
}

/// Which cgroup hierarchy.
public enum CgroupVersion: String, Sendable, Hashable {
    case v2 = "cgroup v2"
    case v1 = "cgroup v1"
}

/// A ceiling the kernel holds a widget's tree to (``SandboxReport/kernelTasks`` and
/// ``SandboxReport/kernelMemory``), as reported: the limit and what holds it.
public struct KernelCeiling: Sendable, Hashable {
    public var resource: CgroupResource
    /// Tasks, or bytes.
    public var limit: Int
    public var version: CgroupVersion

    public init(resource: CgroupResource, limit: Int, version: CgroupVersion) {
        self.resource = resource
        self.limit = limit
        self.version = version
    }

    /// "cgroup v1 pids", "cgroup v2 memory".
    public var controller: String { "\(version.rawValue) \(resource.rawValue)" }
}

/// One cgroup of a widget instance, made by a ``CgroupPlace`` beneath the host's own cgroup,
/// that its sentinel joins before it forks the widget (`-g`), so the widget and everything it
/// starts are inside and held to ``limits`` by the kernel itself, between two samples of the
/// watchdog. A cgroup v2 one holds every resource; under v1 each resource has a hierarchy, so an
/// instance has a cgroup in each. Removed once the sentinel is reaped (the tree is gone then).
public struct WidgetCgroup: Sendable, Hashable {
    /// The cgroup's folder.
    public let path: String
    public let version: CgroupVersion
    /// What it holds, and to how much.
    public let limits: [CgroupResource: Int]

    /// The file the sentinel writes its pid to.
    var processesFile: String { path + "/cgroup.procs" }

    /// The ceilings it holds, for the report.
    var ceilings: [KernelCeiling] {
        limits.map { KernelCeiling(resource: $0.key, limit: $0.value, version: version) }
    }

    /// Whether `pid` is in it: the sentinel joined before it forked the widget.
    func contains(_ pid: Int32) -> Bool {
        guard let bytes = ProcessTable.readFile(processesFile) else { return false }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains { Int32($0) == pid }
    }

    /// How many forks and clones the kernel has refused the tree (`pids.events`' `max`), or nil.
    public var refusedForks: Int? {
        guard limits[.tasks] != nil, let bytes = ProcessTable.readFile(path + "/pids.events") else { return nil }
        return Self.count("max", in: String(decoding: bytes, as: UTF8.self))
    }

    /// How many processes of the tree the kernel killed at its memory ceiling (`oom_kill` of
    /// v2's `memory.events`, v1's `memory.oom_control`), or nil.
    public var memoryKills: Int? {
        guard limits[.memory] != nil,
            let bytes = ProcessTable.readFile(path + (version == .v2 ? "/memory.events" : "/memory.oom_control"))
        else { return nil }
        return Self.count("oom_kill", in: String(decoding: bytes, as: UTF8.self))
    }

    /// The number after `key` in a flat-keyed cgroup file ("max 12", "oom_kill 1").
    static func count(_ key: String, in text: String) -> Int? {
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 2, words[0] == key { return Int(words[1]) }
        }
        return nil
    }
}
