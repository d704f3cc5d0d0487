/// Everything needed to start one widget process.
///
/// The environment is exactly `environment`: nothing is inherited implicitly (build it with
/// `ChildEnvironment`). The child always starts in a new session with default signal
/// dispositions, an empty signal mask, only fds 0-2 and a parent-death signal (SIGKILL), under
/// a `widget-sentinel` that kills all its descendants when it exits or the host dies, and in
/// the sandbox ``sandbox`` describes (on by default).
public struct LaunchConfiguration: Sendable, Hashable {
    /// The program: a path containing `/`, or a bare name searched in `searchPath`.
    public var executable: String
    /// Arguments after argv[0] (argv[0] is `executable` as given).
    public var arguments: [String]
    /// The child's complete environment.
    public var environment: [String: String]
    /// Directories searched for a bare `executable`, in order. `nil`: the `PATH` in
    /// `environment`, else the host's `PATH`.
    public var searchPath: [String]?
    /// The child's working directory; `nil` keeps the host's.
    public var workingDirectory: String?
    /// Limits applied in the child before exec.
    public var limits: ResourceLimits
    /// The sandbox and the widget's extra grants; on by default (``SandboxPolicy``).
    public var sandbox: SandboxPolicy
    /// The most tasks (processes and threads, its sentinel's included) the whole tree may hold at
    /// once, held by the kernel in a cgroup of its own where the host can make one
    /// (``CgroupPlace``); nil: no kernel ceiling. The report says which (``SandboxReport/kernelTasks``).
    public var taskCeiling: Int?
    /// The most memory, in bytes, the whole tree may hold at once (page cache included), held
    /// the same way; past it the kernel kills inside the tree (``SandboxReport/kernelMemory``).
    public var memoryCeiling: Int?

    public init(
        executable: String,
        arguments: [String] = [],
        environment: [String: String] = [:],
        searchPath: [String]? = nil,
        workingDirectory: String? = nil,
        limits: ResourceLimits = ResourceLimits(),
        sandbox: SandboxPolicy = SandboxPolicy(),
        taskCeiling: Int? = nil,
        memoryCeiling: Int? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.searchPath = searchPath
        self.workingDirectory = workingDirectory
        self.limits = limits
        self.sandbox = sandbox
        self.taskCeiling = taskCeiling
        self.memoryCeiling = memoryCeiling
    }
}

/// Per-process resource limits (setrlimit in the child; soft = hard). `nil` leaves the
/// host's limit in place.
///
/// `processes` (RLIMIT_NPROC) counts every process of the child's real uid, not just the
/// widget's, and the kernel ignores it for root; prefer a cgroup `pids.max` where available.
public struct ResourceLimits: Sendable, Hashable {
    /// RLIMIT_AS: virtual address space in bytes. Runtimes that reserve large ranges up
    /// front (JVMs, some JITs) may fail to start under a tight value.
    public var addressSpaceBytes: UInt64?
    /// RLIMIT_CPU: CPU seconds; the kernel sends SIGKILL once they are used up.
    public var cpuSeconds: UInt64?
    /// RLIMIT_NOFILE: the highest descriptor number + 1.
    public var openFiles: UInt64?
    /// RLIMIT_NPROC: processes of the child's real uid (see the type's note).
    public var processes: UInt64?
    /// RLIMIT_CORE in bytes. Defaults to 0: widgets write no core files.
    public var coreFileBytes: UInt64?
    /// RLIMIT_FSIZE: the largest file the process may write, in bytes (a write past it fails
    /// with `EFBIG` after SIGXFSZ, which ends the process). Defaults to 64 MiB, the tree's disk
    /// budget: one file can never be worth more than all of them.
    public var fileBytes: UInt64?

    /// The default per-file size limit (``fileBytes``).
    public static let defaultFileBytes: UInt64 = 64 << 20

    public init(
        addressSpaceBytes: UInt64? = nil,
        cpuSeconds: UInt64? = nil,
        openFiles: UInt64? = nil,
        processes: UInt64? = nil,
        coreFileBytes: UInt64? = 0,
        fileBytes: UInt64? = ResourceLimits.defaultFileBytes
    ) {
        self.addressSpaceBytes = addressSpaceBytes
        self.cpuSeconds = cpuSeconds
        self.openFiles = openFiles
        self.processes = processes
        self.coreFileBytes = coreFileBytes
        self.fileBytes = fileBytes
    }

    /// (RLIMIT_* resource, value) pairs to apply, in a fixed order.
    var settings: [(resource: Int32, value: UInt64)] {
        let all: [(Int32, UInt64?)] = [
            (ProcessSystemCalls.rlimitAddressSpace, addressSpaceBytes),
            (ProcessSystemCalls.rlimitCPU, cpuSeconds),
            (ProcessSystemCalls.rlimitOpenFiles, openFiles),
            (ProcessSystemCalls.rlimitProcesses, processes),
            (ProcessSystemCalls.rlimitCore, coreFileBytes),
            (ProcessSystemCalls.rlimitFileSize, fileBytes),
        ]
        return all.compactMap { resource, value in value.map { (resource, $0) } }
    }

    /// A readable name for an RLIMIT_* resource, for error messages.
    static func name(of resource: Int32) -> String {
        switch resource {
        case ProcessSystemCalls.rlimitAddressSpace: return "address space (RLIMIT_AS)"
        case ProcessSystemCalls.rlimitCPU: return "CPU time (RLIMIT_CPU)"
        case ProcessSystemCalls.rlimitOpenFiles: return "open files (RLIMIT_NOFILE)"
        case ProcessSystemCalls.rlimitProcesses: return "processes (RLIMIT_NPROC)"
        case ProcessSystemCalls.rlimitCore: return "core file size (RLIMIT_CORE)"
        case ProcessSystemCalls.rlimitFileSize: return "file size (RLIMIT_FSIZE)"
        default: return "resource \(resource)"
        }
    }
}
