import CWidgetSpawn
import Synchronization

/// Makes the host a child subreaper (PR_SET_CHILD_SUBREAPER) that owns every process
/// reparented to it: the second line of defence behind each widget's sentinel.
///
/// Each widget already runs under a `widget-sentinel`, a subreaper that kills the widget's whole
/// tree. The sentinel can only be beaten by SIGKILLing it (a widget runs as the same user and may
/// do so): what it had adopted is then reparented to the nearest subreaper ancestor. With this
/// enabled that is the host, which then SIGKILLs the widget, its group and everything that was
/// reparented to it, and reaps them. The widget's own zombie is also left to the host, so its pid
/// (its process group id) cannot be recycled before the host has seen its exit.
///
/// A process-wide choice, so it is opt-in: call `enable()` early, before the first spawn, and
/// only in a process whose every child is started by `ChildProcess.spawn(_:)` (the `widgets`
/// command line does). A process that also starts children of its own (a test runner, an app
/// using `Foundation.Process`) must not: it would adopt the orphans of those other trees, and
/// the sweep would kill them.
public enum HostSubreaper {
    private static let state = Mutex(false)

    /// True once `enable()` has succeeded.
    public static var isEnabled: Bool { state.withLock { $0 } }

    /// Makes this process a subreaper and lets the spawner rely on it. Returns false if the
    /// kernel refused (then nothing changes). Idempotent.
    @discardableResult
    public static func enable() -> Bool {
        state.withLock { enabled in
            if !enabled { enabled = cws_set_child_subreaper() == 0 }
            return enabled
        }
    }
}
