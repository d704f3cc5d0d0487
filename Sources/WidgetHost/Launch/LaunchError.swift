import WidgetProcess
import WidgetRPC

/// Why a widget could not be launched. Descriptions say what to do.
public enum LaunchError: Error, Sendable, CustomStringConvertible {
    /// The process could not be started.
    case spawn(SpawnError)
    /// It started, but its pipes could not be wired (e.g. out of file descriptors); it was killed.
    case pipes(TransportError)
    /// A launcher that checks before it starts refused (an installed widget whose files
    /// changed since the user approved them): `reason` says why and what to do. Like every
    /// launch error it marks the widget failed, and only a retry tries again.
    case refused(String)

    public var description: String {
        switch self {
        case .spawn(let error): return error.description
        case .refused(let reason): return reason
        case .pipes(let error):
            return
                """
                The widget's pipes could not be attached: \(error). The host may be out of file descriptors or threads; raise its \
                limits (ulimit -n, the cgroup's pids.max) or run fewer widgets.
                """
        }
    }
}
