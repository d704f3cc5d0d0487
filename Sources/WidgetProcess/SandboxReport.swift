/// What one widget process got: the sandbox's mode, the guarantees that hold and the grants
/// (``ChildProcess/sandbox``). Shown wherever the widget is: `widgets check`, the card's details,
/// `dashboard --json`, the flight recorder.
public struct SandboxReport: Sendable, Hashable {
    public var mode: SandboxPolicy.Mode
    /// The guarantees that hold; empty when the mode is `off`.
    public var applied: Set<SandboxGuarantee>
    /// The Landlock ABI the sandbox used (0: none).
    public var landlockABI: Int
    /// What the widget may touch.
    public var grants: SandboxGrants
    /// How its tree-wide budgets are held, when the host holds them (set by the host's
    /// supervisor; nil from a spawn alone, which starts no watchdog).
    public var budget: BudgetEnforcement? = nil
    /// The kernel's ceiling on the tree's tasks, when it has one (``LaunchConfiguration/taskCeiling``).
    public var kernelTasks: KernelCeiling? = nil
    /// The kernel's ceiling on the tree's memory, when it has one (``LaunchConfiguration/memoryCeiling``).
    public var kernelMemory: KernelCeiling? = nil

    public init(mode: SandboxPolicy.Mode, applied: Set<SandboxGuarantee>, landlockABI: Int, grants: SandboxGrants) {
        self.mode = mode
        self.applied = applied
        self.landlockABI = landlockABI
        self.grants = grants
    }

    /// The guarantees that do not hold, in a fixed order.
    public var missing: [SandboxGuarantee] {
        SandboxGuarantee.allCases.filter { !applied.contains($0) }
    }

    /// One line: "sandbox on: files, network, signals, ptrace, syscalls, privileges (Landlock ABI 7)",
    /// with what is missing, or that there is none.
    public var summary: String {
        guard mode != .off else { return "sandbox off: the widget has every right of the host's user" }
        let held = SandboxGuarantee.allCases.filter(applied.contains).map(\.rawValue)
        var text = "sandbox \(mode.rawValue): \(held.isEmpty ? "no guarantee holds" : held.joined(separator: ", "))"
        text += " (Landlock ABI \(landlockABI))"
        if !missing.isEmpty { text += "; missing: \(missing.map(\.rawValue).joined(separator: ", "))" }
        return text
    }
}
