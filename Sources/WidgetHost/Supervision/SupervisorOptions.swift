import Foundation
import WidgetProtocol

/// Host-wide settings shared by every widget supervisor.
public struct SupervisorOptions: Sendable {
    public var host = HostInfo(name: "WidgetHost", version: WidgetHostVersion.current)
    public var user: UserInfo
    public var locale = "en-GB"
    public var timeZone = "Europe/London"
    public var capabilities = HostCapabilities()
    /// Where records go. Shared by all widgets.
    public var recorder: FlightRecorder
    /// Restart backoff, cell retries, timeline reloads and call deadlines run on this clock
    /// (inject a manual one in tests).
    public var clock: any Clock<Duration> = ContinuousClock()
    /// "Now" on the wall clock, for timeline dates and "as of" times.
    public var wallClock: @Sendable () -> Date = { Date() }
    /// A pinned "now" (`--now`): given to every widget as `WIDGET_NOW` (ISO 8601), so its own
    /// idea of the time matches the host's. Set ``wallClock`` to the same instant.
    public var pinnedNow: String?
    /// Starts widget processes (a scripted launcher in tests).
    public var launcher: any WidgetLauncher = ProcessLauncher()
    /// How soon a failed cell fetch is asked again.
    public var cellRetry = CellRetryPolicy()
    /// When a timeline's reload policy asks for a new cell.
    public var timelineReload = TimelineReloadPolicy()
    /// How long a widget that closed its stdout may take to exit before it is killed for it
    /// (one that has exited by then is reported by its exit status, never as killed).
    public var channelClosedGrace: Duration = .milliseconds(250)
    /// `WIDGET_DATA_DIR` is `<dataRoot>/<widget id>`, both private to the user (0700; see
    /// ``DataDirectory``: a root owned by someone else or writable by others is refused and the
    /// widget's start fails). Default: `$XDG_STATE_HOME/widgets/data`, else
    /// `~/.local/state/widgets/data`.
    public var dataRoot: String = DataDirectory.defaultRoot(environment: ProcessInfo.processInfo.environment)
    /// The host environment the allowlist is taken from.
    public var hostEnvironment: [String: String] = ProcessInfo.processInfo.environment
    /// Bytes queued for a widget's stdin before it counts as wedged.
    public var outboundLimit = 1 << 20
    /// Widget requests/notifications waiting for the supervisor beyond this are dropped.
    public var inboundQueueLimit = 256
    /// stderr: line cap, lines per second and burst recorded (the rest counted and dropped).
    public var stderrMaxLineBytes = 4096
    public var stderrLinesPerSecond: Double = 200
    public var stderrBurst = 400
    /// stderr lines kept: the widget's last (the inspector), and each run's last, for its
    /// `exited` record (the newest that fit, see ``StandardErrorTail``) and a quarantine reason.
    public var stderrTailLines = 20
    /// How often the budget watchdog samples a running widget's process tree (``BudgetPolicy``);
    /// ``BudgetPolicy/calmSampleFactor`` times less often while the tree is far below every
    /// budget. One sample reads the tree's `/proc` files, off the cooperative pool.
    public var budgetSampleInterval: Duration = .milliseconds(250)
    /// How often it also measures the widget's data folder against its disk budget (a walk of
    /// the folder, so less often).
    public var diskSampleInterval: Duration = .seconds(2)
    /// `cellHeight` results above this are rejected.
    public var maxCellHeight: Double = 10_000

    public init(user: UserInfo, recorder: FlightRecorder) {
        self.user = user
        self.recorder = recorder
    }
}
