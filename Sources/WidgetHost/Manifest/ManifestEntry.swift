import WidgetProcess
import WidgetProtocol

/// One widget of a manifest, resolved and checked: what to start, where, and how to supervise it.
///
/// Built by ``ManifestLoader`` (paths already resolved against the manifest's directory), or
/// directly by tests and embedders. Durations are in the manifest as milliseconds.
public struct ManifestEntry: Sendable, Hashable {
    /// The widget's id, unique within the manifest; also its `WIDGET_ID`.
    public var id: String
    /// The program: an absolute path (resolved) or a bare name searched in `PATH`.
    public var executable: String
    /// Arguments after argv[0].
    public var arguments: [String]
    /// The working directory (absolute); `nil` keeps the host's.
    public var workingDirectory: String?
    /// Extra environment variables, on top of the scrubbed allowlist.
    public var environment: [String: String]
    /// The dashboards this widget serves.
    public var dashboards: Set<DashboardKind>
    /// When, how fast and how often to restart.
    public var restart: RestartPolicies
    /// Per-method deadline overrides; methods not listed use ``MessageRegistry``'s default.
    public var deadlines: [String: Duration]
    /// Per-process limits (rlimits) applied to the widget process: the second line behind
    /// ``budget``.
    public var limits: ResourceLimits
    /// What the widget's whole process tree may use (manifest `limits`), before the processes
    /// grant is added: the watchdog holds the tree to ``treeBudget``.
    public var budget: ResourceBudget
    /// Its sandbox: the manifest's `permissions` (extra read and write paths, TCP ports) and
    /// `"sandbox": "required"`. On with no extra grant by default.
    public var sandbox: SandboxPolicy
    /// Consecutive missed deadlines that mark the widget hung (stopped and restarted).
    public var hungAfterMissedDeadlines: Int
    /// The stop sequence's bounds (shutdown request, then grace after closing stdin, then after SIGTERM).
    public var stop: StopTimings
    /// Notification rate limit: tokens per second and bucket size.
    public var notificationsPerSecond: Double
    public var notificationBurst: Int

    public init(
        id: String,
        executable: String,
        arguments: [String] = [],
        workingDirectory: String? = nil,
        environment: [String: String] = [:],
        dashboards: Set<DashboardKind> = Set(DashboardKind.allCases),
        restart: RestartPolicies = RestartPolicies(),
        deadlines: [String: Duration] = [:],
        limits: ResourceLimits = ResourceLimits(),
        budget: ResourceBudget = ResourceBudget(),
        sandbox: SandboxPolicy = SandboxPolicy(),
        hungAfterMissedDeadlines: Int = 3,
        stop: StopTimings = StopTimings(),
        notificationsPerSecond: Double = 50,
        notificationBurst: Int = 100
    ) {
        self.id = id
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.dashboards = dashboards
        self.restart = restart
        self.deadlines = deadlines
        self.limits = limits
        self.budget = budget
        self.sandbox = sandbox
        self.hungAfterMissedDeadlines = hungAfterMissedDeadlines
        self.stop = stop
        self.notificationsPerSecond = notificationsPerSecond
        self.notificationBurst = notificationBurst
    }

    /// The budget the watchdog holds the tree to: ``budget`` with the `permissions.processes`
    /// grant added to its processes.
    public var treeBudget: ResourceBudget { budget.granting(processes: sandbox.processes) }

    /// The deadline of `method`: the manifest's override, else the registry's default, else 2 s.
    public func deadline(for method: String) -> Duration {
        deadlines[method] ?? MessageRegistry.defaultDeadline(for: method) ?? .seconds(2)
    }
}
