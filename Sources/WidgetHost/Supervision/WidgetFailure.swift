import WidgetProcess

/// Why a widget last failed, as the supervisor knows it: for the card, the status line and
/// `widgets preview`, without reading the flight recorder back.
public enum WidgetFailure: Sendable, Hashable, CustomStringConvertible {
    /// The process could not be started (not found, not executable, …).
    case spawnFailed(String)
    /// A handshake step failed (`initialize`, `prepareData` or `init`).
    case handshakeFailed(step: String, WidgetCallError)
    /// The host killed it for breaking the contract.
    case killed(KillCause, String)
    /// It ended by itself; `cause` says how for people, naming a limit it hit.
    case exited(TerminationStatus, cause: String)
    /// It failed too often and is kept stopped.
    case quarantined(QuarantineReason)

    public var description: String {
        switch self {
        case .spawnFailed(let reason): return "cannot start: \(reason)"
        case .handshakeFailed(let step, let error): return "the handshake failed at '\(step)': \(error)"
        case .killed(let cause, let detail): return "killed (\(cause.rawValue)): \(detail)"
        case .exited(_, let cause): return "the widget \(cause)"
        case .quarantined(let reason): return reason.description
        }
    }
}
