import WidgetProcess
import WidgetRPC

/// When a widget is restarted after it exits (Erlang/OTP's child restart types).
public enum RestartPolicy: String, Sendable, Hashable, CaseIterable {
    /// Always restart.
    case permanent
    /// Restart only after an abnormal exit: a non-zero code or a signal. Exit 0 is final.
    case transient
    /// Never restart.
    case temporary

    /// Whether to restart after `status`. Never after the host itself asked the widget to
    /// stop, whatever it died of (systemd's rule: a death we caused is not a crash).
    public func shouldRestart(after status: TerminationStatus, stopRequested: Bool) -> Bool {
        if stopRequested { return false }
        switch self {
        case .permanent: return true
        case .transient: return !status.isSuccess
        case .temporary: return false
        }
    }
}
