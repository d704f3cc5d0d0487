/// How a widget's tree-wide budgets are held, reported beside its sandbox
/// (``SandboxReport/budget``): in the flight recorder's `sandbox` record, `dashboard --json` and
/// the card's details, so the mechanism in force is never a guess.
public struct BudgetEnforcement: Sendable, Hashable {
    /// What enforces the budgets.
    public enum Mechanism: String, Sendable, Hashable {
        /// The host samples the tree from `/proc` and kills it over a budget: after the fact, so
        /// within one sampling period the tree can go beyond it. (No cgroup v2 subtree is used.)
        case watchdog
    }

    public var mechanism: Mechanism
    /// How often the watchdog samples the tree (four times less often while the tree is far below
    /// every budget: ``summary`` says so).
    public var sampleInterval: Duration
    /// Resident memory of the tree, in bytes.
    public var memoryBytes: Int
    /// Live processes of the tree (the processes grant included).
    public var processes: Int
    /// CPU time in any window, as a percentage of one core, and the window.
    public var cpuPercent: Int
    public var cpuWindow: Duration
    /// Bytes in the data folder and the private `TMPDIR`.
    public var diskBytes: Int
    /// How much lower than the host's the widget's nice value is (its sentinel sets it).
    public var niceIncrement: Int
    /// The kernel's ceiling on the tree's tasks (threads and processes), where the host could
    /// make a pids cgroup for it; nil: none, and between two samples a flood can take pid slots.
    public var kernelTasks: KernelCeiling?
    /// The kernel's ceiling on the tree's memory (twice ``memoryBytes``: the watchdog names the
    /// budget first; the kernel stops what grows faster than it samples); nil: none.
    public var kernelMemory: KernelCeiling?

    /// How many times less often the watchdog samples a tree far below every budget (the host's
    /// `BudgetPolicy.calmSampleFactor` is this).
    public static let calmSampleFactor = 4

    /// The sentinel's `WIDGET_NICE`.
    public static let widgetNiceIncrement = 10

    public init(
        mechanism: Mechanism, sampleInterval: Duration, memoryBytes: Int, processes: Int, cpuPercent: Int, cpuWindow: Duration,
        diskBytes: Int, niceIncrement: Int = BudgetEnforcement.widgetNiceIncrement, kernelTasks: KernelCeiling? = nil,
        kernelMemory: KernelCeiling? = nil
    ) {
        self.mechanism = mechanism
        self.sampleInterval = sampleInterval
        self.memoryBytes = memoryBytes
        self.processes = processes
        self.cpuPercent = cpuPercent
        self.cpuWindow = cpuWindow
        self.diskBytes = diskBytes
        self.niceIncrement = niceIncrement
        self.kernelTasks = kernelTasks
        self.kernelMemory = kernelMemory
    }

    /// "budgets held by the host's watchdog (every 250 ms, 1000 ms while far below them): 268435456
    /// bytes of memory, 32 processes, 90% of one core over 10000 ms, 67108864 bytes of disk; nice +10;
    /// at most 257 tasks held by the kernel (cgroup v1 pids); at most 536870912 bytes of memory held by
    /// the kernel (cgroup v1 memory)".
    public var summary: String {
        """
        budgets held by the host's \(mechanism.rawValue) (every \(Self.milliseconds(sampleInterval)) ms, \
        \(Self.milliseconds(sampleInterval * Self.calmSampleFactor)) ms while far below them): \(memoryBytes) bytes of \
        memory, \(processes) processes, \(cpuPercent)% of one core over \(Self.milliseconds(cpuWindow)) ms, \(diskBytes) bytes of \
        disk; nice +\(niceIncrement); \(kernelSummary)
        """
    }

    /// "at most 257 tasks held by the kernel (cgroup v1 pids); at most 536870912 bytes of memory
    /// held by the kernel (cgroup v1 memory)", saying so for a ceiling the kernel does not hold.
    public var kernelSummary: String {
        let tasks =
            kernelTasks.map { "at most \($0.limit) tasks held by the kernel (\($0.controller))" }
            ?? "no kernel ceiling on tasks (no pids cgroup the host may make)"
        let memory =
            kernelMemory.map { "at most \($0.limit) bytes of memory held by the kernel (\($0.controller))" }
            ?? "no kernel ceiling on memory (no memory cgroup the host may make)"
        return tasks + "; " + memory
    }

    /// Whole milliseconds of `duration`.
    package static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}
