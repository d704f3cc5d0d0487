import WidgetProcess
import WidgetRPC

/// When a widget's process tree is over its ``ResourceBudget``: fed one sample of the tree
/// after another, each with the instant it was taken on the supervisor's clock, it answers
/// nil (within budget) or the ``BudgetBreach`` to kill it for. A value, with no I/O and no
/// clock of its own: the watchdog samples `/proc` and feeds it; tests feed it numbers.
///
/// - Memory, processes and disk are compared with each sample.
/// - CPU is the tree's CPU time over the last ``ResourceBudget/cpuWindow``: the newest sample
///   against the newest one at least a window older. Until a window has passed there is no CPU
///   verdict. A late sample (a busy machine) makes the span longer, and the limit grows with
///   it, so the budget is a share of a core, whatever the sampling rate.
/// - A budget must be over in two samples in a row. One sample of `/proc` can count something
///   twice: a forked child's copy-on-write pages, a child's CPU time read in both the child and
///   the parent that reaps it between two reads. The next sample no longer does.
/// - A tree far below every budget (``isFarBelowBudget``) is sampled ``calmSampleFactor`` times
///   less often: the watchdog's cost is a few reads of `/proc` per process of the tree per
///   sample, which four times a second for 100 idle widgets is a sixth of a core.
public struct BudgetPolicy: Sendable, Hashable {
    /// One sample of the tree.
    public struct Sample: Sendable, Hashable {
        /// Resident memory of its live processes.
        public var residentBytes: Int
        /// Its live processes.
        public var processes: Int
        /// CPU time it has used so far (its live processes and the children they reaped).
        public var cpuTime: Duration
        /// Bytes in the data folder and the private `TMPDIR`; nil when not measured with this sample.
        public var diskBytes: Int?

        public init(residentBytes: Int, processes: Int, cpuTime: Duration, diskBytes: Int? = nil) {
            self.residentBytes = residentBytes
            self.processes = processes
            self.cpuTime = cpuTime
            self.diskBytes = diskBytes
        }
    }

    /// A CPU reading kept for the window.
    struct Reading: Sendable, Hashable {
        var at: MonotonicInstant
        var cpuTime: Duration
    }

    public let budget: ResourceBudget
    /// CPU readings: the newest one at least a window old (the baseline), then every later one.
    private(set) var readings: [Reading] = []
    /// The budgets the last sample was over (disk: the last sample that measured it).
    private(set) var overLastTime: Set<BudgetBreach.Resource> = []
    /// True when the last sample was under a quarter of every budget (memory, processes, disk
    /// when last measured, and CPU since the sample before): the watchdog may then wait
    /// ``calmSampleFactor`` intervals for the next. One sample nearer a budget (a balloon or a
    /// flood starting) brings the base interval back, and a breach still needs two in a row.
    public private(set) var isFarBelowBudget = false
    /// How many times longer the watchdog waits after a sample far below every budget.
    public static let calmSampleFactor = BudgetEnforcement.calmSampleFactor
    /// The disk bytes of the last sample that measured them.
    private var lastDiskBytes: Int?

    public init(budget: ResourceBudget) {
        self.budget = budget
    }

    /// Takes `sample`, taken at `now` (never earlier than the last one's instant): the budget the
    /// tree is over now and was over at the sample before, or nil. Processes come first (a
    /// flood's memory is its processes' doing), then memory, CPU and disk, when more than one is.
    public mutating func check(_ sample: Sample, at now: MonotonicInstant) -> BudgetBreach? {
        var over: [BudgetBreach] = []
        if sample.processes > budget.processes {
            over.append(.processes(used: sample.processes, limit: budget.processes))
        }
        if sample.residentBytes > budget.memoryBytes {
            over.append(.memory(usedBytes: sample.residentBytes, limitBytes: budget.memoryBytes))
        }
        if let cpu = cpuOverBudget(sample.cpuTime, at: now) { over.append(cpu) }
        if let disk = sample.diskBytes, disk > budget.diskBytes {
            over.append(.disk(usedBytes: disk, limitBytes: budget.diskBytes))
        }
        var overNow = Set(over.map(\.resource))
        // A sample that did not measure the disk leaves it as the last one found it.
        if sample.diskBytes == nil, overLastTime.contains(.disk) { overNow.insert(.disk) }
        let breach = over.first { overLastTime.contains($0.resource) }
        overLastTime = overNow
        if let disk = sample.diskBytes { lastDiskBytes = disk }
        isFarBelowBudget = overNow.isEmpty && isFarBelow(sample)
        return breach
    }

    /// Under a quarter of each budget in `sample` (the newest CPU reading against the one before).
    private func isFarBelow(_ sample: Sample) -> Bool {
        guard sample.processes <= budget.processes / 4, sample.residentBytes <= budget.memoryBytes / 4,
            lastDiskBytes ?? 0 <= budget.diskBytes / 4
        else { return false }
        guard readings.count >= 2 else { return true }
        let (before, newest) = (readings[readings.count - 2], readings[readings.count - 1])
        let span = newest.at - before.at
        guard span > .zero else { return true }
        let used = max(.zero, newest.cpuTime - before.cpuTime)
        return used * 4 <= budget.cpuTime * (span / budget.cpuWindow)
    }

    /// The CPU breach at `now`, if the tree used more than its share since the baseline.
    private mutating func cpuOverBudget(_ cpuTime: Duration, at now: MonotonicInstant) -> BudgetBreach? {
        readings.append(Reading(at: now, cpuTime: cpuTime))
        let windowStart = now - budget.cpuWindow
        while readings.count >= 2, readings[1].at <= windowStart { readings.removeFirst() }
        guard let baseline = readings.first, baseline.at <= windowStart else { return nil }
        let measured = now - baseline.at
        // CPU time read lower than before (a process left the tree between two reads) uses none.
        let used = max(.zero, cpuTime - baseline.cpuTime)
        let allowed = budget.cpuTime * (measured / budget.cpuWindow)
        guard used > allowed else { return nil }
        return .cpu(used: used, measured: measured, limit: budget.cpuTime, window: budget.cpuWindow)
    }
}
