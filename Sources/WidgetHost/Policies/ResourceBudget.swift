/// What a widget's whole process tree may use at once (manifest `limits`; `protocol/manifest.md`,
/// "Budgets"): the widget, everything it started, and whatever left its group or session, as
/// the host's watchdog samples it (``BudgetPolicy``). Unlike the per-process rlimits, forking
/// does not step around it: the tree is measured as one.
///
/// The defaults hold for every widget with no `limits`, and leave room for the honest ones in
/// this repository (a Swift SDK widget idles at about 8 MiB, a Node one at about 45 MiB).
public struct ResourceBudget: Sendable, Hashable {
    /// Resident memory of every live process of the tree, summed as `ps` does (a page shared by
    /// two processes counts twice). 256 MiB by default: WidgetKit gives a widget about 30 MB.
    public var memoryBytes: Int
    /// Live processes in the tree, the widget itself included (threads are not processes).
    public var processes: Int
    /// CPU time the tree may use within any ``cpuWindow``.
    public var cpuTime: Duration
    /// The window ``cpuTime`` is counted over.
    public var cpuWindow: Duration
    /// Bytes in the widget's data folder and its private `TMPDIR` together (``PrivateTemporaryFolder``).
    public var diskBytes: Int

    /// 256 MiB of memory.
    public static let defaultMemoryBytes = 256 << 20
    /// 32 processes, plus the manifest's `permissions.processes` grant.
    public static let defaultProcesses = 32
    /// 9 s of CPU in any 10 s: 90% of one core, sustained. A widget describes cards; it answers a
    /// request in milliseconds. Starting a runtime (Node, Python, a Swift binary) takes well under
    /// a second of CPU, so a start or a burst of work never comes near, while a loop that spins
    /// for ten seconds does. A window shorter than a few seconds would punish a slow start on a
    /// busy machine; a longer one lets a spinner hold a core longer.
    public static let defaultCPUTime = Duration.seconds(9)
    public static let defaultCPUWindow = Duration.seconds(10)
    /// 64 MiB in the data folder and `TMPDIR`.
    public static let defaultDiskBytes = 64 << 20

    public init(
        memoryBytes: Int = ResourceBudget.defaultMemoryBytes, processes: Int = ResourceBudget.defaultProcesses,
        cpuTime: Duration = ResourceBudget.defaultCPUTime, cpuWindow: Duration = ResourceBudget.defaultCPUWindow,
        diskBytes: Int = ResourceBudget.defaultDiskBytes
    ) {
        self.memoryBytes = memoryBytes
        self.processes = processes
        self.cpuTime = cpuTime
        self.cpuWindow = cpuWindow
        self.diskBytes = diskBytes
    }

    /// The kernel's ceiling on the tree's tasks (``LaunchConfiguration/taskCeiling``): threads
    /// count as tasks too, so eight per process of the budget (a Node process runs about a dozen
    /// threads, most runtimes fewer), plus the sentinel. The watchdog still holds ``processes``;
    /// this bounds what a flood takes between two samples, and a flood of threads, which the
    /// process count does not see.
    public var tasks: Int { processes * Self.tasksPerProcess + 1 }

    /// The kernel's ceiling on the tree's memory (``LaunchConfiguration/memoryCeiling``): twice
    /// ``memoryBytes``. The watchdog kills at the budget, with its reason; the kernel stops a
    /// tree that grows faster than the watchdog samples (a balloon of gigabytes a second), and
    /// counts page cache the watchdog does not, hence the room.
    public var memoryCeiling: Int {
        let (doubled, overflow) = memoryBytes.multipliedReportingOverflow(by: 2)
        return overflow ? .max : doubled
    }

    /// Tasks (threads) a process of the budget may run (``tasks``).
    public static let tasksPerProcess = 8

    /// This budget with `processes` more processes: a manifest's `permissions.processes` grant.
    public func granting(processes granted: Int?) -> ResourceBudget {
        var budget = self
        budget.processes += max(0, granted ?? 0)
        return budget
    }
}
