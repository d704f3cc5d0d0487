import Foundation
import WidgetConcurrency
import WidgetProcess
import WidgetRPC

// The budget watchdog: a child of the run loop per running instance that samples the
// instance's process tree and feeds the samples to a ``BudgetPolicy``.
extension WidgetSupervisor {
    /// ``Job/watchBudget(instance:)``: samples the tree every ``SupervisorOptions/budgetSampleInterval``
    /// on the supervisor's clock (``BudgetPolicy/calmSampleFactor`` times that while the tree is far
    /// below every budget, and its disk every ``SupervisorOptions/diskSampleInterval``) until the
    /// instance ends (or the run is cancelled), and reports
    /// ``ChildResult/overBudget(instance:_:)`` at the first breach. The kill is the machine's
    /// (``WidgetMachine/overBudget(_:_:)``), through the usual kill path: SIGKILL to the
    /// widget's own group, then its sentinel ends whatever else the tree holds.
    func budgetWork(_ number: Int) -> @Sendable () async -> ChildResult {
        guard let running = instances[number], let root = running.process.treeRoot else { return { .done } }
        let (clock, interval, diskInterval, budget) = (clock, options.budgetSampleInterval, options.diskSampleInterval, entry.treeBudget)
        // The sentinel above the widget is one process of the tree, but not the widget's doing.
        let overhead = root == running.process.pid ? 0 : 1
        let dataFolder = (options.dataRoot as NSString).appendingPathComponent(entry.id)
        let (widgetID, widgetPID, temporaryParent) = (entry.id, running.process.pid, running.process.sandbox?.grants.temporaryParent)
        return {
            var policy = BudgetPolicy(budget: budget)
            var diskMeasuredAt: MonotonicInstant?
            var temporaryFolder: String?
            while true {
                let wait = policy.isFarBelowBudget ? interval * BudgetPolicy.calmSampleFactor : interval
                let ended = await withDeadline(wait, on: clock) { await running.ended.wait { $0 } }
                if ended != nil || Task.isCancelled { return .done }
                // Gone (or never seen): its exit is on its way.
                guard let usage = await Self.sampleTree(root) else { return .done }
                var sample = BudgetPolicy.Sample(
                    residentBytes: usage.residentBytes, processes: max(0, usage.processes - overhead), cpuTime: usage.cpuTime)
                if diskMeasuredAt.map({ clock.now - $0 >= diskInterval }) ?? true {
                    diskMeasuredAt = clock.now
                    // Looked for until found: a shell widget's environment is that of its last exec.
                    if temporaryFolder == nil, let widgetPID, let temporaryParent {
                        temporaryFolder = PrivateTemporaryFolder.find(pid: widgetPID, parent: temporaryParent, widgetID: widgetID)
                    }
                    sample.diskBytes = await Self.measureDisk([dataFolder] + (temporaryFolder.map { [$0] } ?? []), limit: budget.diskBytes)
                }
                if let breach = policy.check(sample, at: clock.now) { return .overBudget(instance: number, breach) }
            }
        }
    }

    /// How this widget's budgets are held, for its sandbox report: by the watchdog, at its
    /// sampling interval, with the budgets of ``ManifestEntry/treeBudget``, and its tasks by the
    /// kernel when the spawn got it a pids cgroup, and its memory likewise.
    func budgetEnforcement(kernelTasks: KernelCeiling?, kernelMemory: KernelCeiling?) -> BudgetEnforcement {
        let budget = entry.treeBudget
        return BudgetEnforcement(
            mechanism: .watchdog, sampleInterval: options.budgetSampleInterval, memoryBytes: budget.memoryBytes,
            processes: budget.processes, cpuPercent: Int((budget.cpuTime / budget.cpuWindow * 100).rounded()),
            cpuWindow: budget.cpuWindow, diskBytes: budget.diskBytes, kernelTasks: kernelTasks,
            kernelMemory: kernelMemory)
    }

    /// The bytes in `folders` together (counted until past `limit`), off the cooperative pool: a
    /// walk of each. A folder that cannot be read counts nothing.
    static func measureDisk(_ folders: [String], limit: Int) async -> Int {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                var total = 0
                for folder in folders where total <= limit {
                    total += FolderUsage.allocatedBytes(under: folder, stoppingAbove: limit - total) ?? 0
                }
                continuation.resume(returning: total)
            }
        }
    }

    /// Samples the tree of `root` off the cooperative pool: it reads `/proc` (``ProcessTreeUsage/sample(root:)``).
    static func sampleTree(_ root: Int32) async -> ProcessTreeUsage? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async { continuation.resume(returning: ProcessTreeUsage.sample(root: root)) }
        }
    }
}
