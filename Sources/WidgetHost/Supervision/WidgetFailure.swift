import WidgetProcess

/// Why a widget last failed, as the supervisor knows it: for the card, the status line and
/// `widgets preview`, without reading the flight recorder back.
public enum WidgetFailure: Sendable, Hashable, CustomStringConvertible {
    /// The process could not be started (not found, not executable, …).
    case spawnFailed(String)
    /// A handshake step failed (`initialize`, `prepareData` or `init`).
    case handshakeFailed(step: String, WidgetCallError)
    /// The widget said in its handshake that it cannot run here (a dashboard it does not
    /// support, no common protocol version, `init` refused): not restarted, as a restart would
    /// hear the same. `reason` says what, for people.
    case refused(step: String, reason: String)
    /// The host killed it for breaking the contract.
    case killed(KillCause, String)
    /// The watchdog killed its process tree for going over a budget: "killed: 612 MiB of
    /// memory, budget 256 MiB".
    case overBudget(BudgetBreach)
    /// It ended by itself; `cause` says how for people, naming a limit it hit.
    case exited(TerminationStatus, cause: String)
    /// It failed too often and is kept stopped.
    case quarantined(QuarantineReason)

    public var description: String {
        switch self {
        case .spawnFailed(let reason): return "cannot start: \(reason)"
        case .handshakeFailed(let step, let error): return "the handshake failed at '\(step)': \(error)"
        case .refused(_, let reason): return reason
        case .killed(let cause, let detail): return "killed (\(cause.rawValue)): \(detail)"
        case .overBudget(let breach): return "killed: \(breach)"
        case .exited(_, let cause): return "the widget \(cause)"
        case .quarantined(let reason): return reason.description
        }
    }
}
