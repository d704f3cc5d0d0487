import WidgetProcess
import WidgetRPC

/// One started widget process, as the supervisor drives it.
public protocol LaunchedWidget: Sendable {
    /// The OS process id (also its process group), if it is a real process.
    var pid: Int32? { get }
    /// The root of its whole process tree, as the budget watchdog samples it: its sentinel,
    /// which adopts whatever leaves the widget's group or session; nil when it is not a real
    /// process (no watchdog then).
    var treeRoot: Int32? { get }
    /// The sandbox it runs in, if it is a real process (``SandboxReport``).
    var sandbox: SandboxReport? { get }
    /// Bytes to the widget's stdin and from its stdout. Read once, by the supervisor.
    var transport: any Transport { get }
    /// The widget's stderr, one line at a time; ends when stderr closes.
    var standardErrorLines: AsyncStream<String> { get }
    /// stderr lines dropped before they reached ``standardErrorLines`` (its reader lagged).
    var standardErrorLinesDropped: Int { get }
    /// How it ended, once it has.
    var terminationStatus: TerminationStatus? { get }
    /// Its tree's memory ceiling in bytes, when the kernel killed in the tree at it (known once
    /// it has ended; ``SandboxReport/kernelMemory``).
    var memoryCeilingReached: Int? { get }
    /// Returns once the process has ended (from the kernel, never from pipe EOF).
    func waitForExit() async -> TerminationStatus
    /// SIGKILL to the whole process group, now.
    func kill()
    /// The stop sequence (`protocol/manifest.md`, "Stopping"): `politeRequest` (the `shutdown`
    /// call, bounded by `timings.shutdownDeadline`), close stdin, SIGTERM, SIGKILL, each bounded
    /// on `clock`. Returns how the process ended; `log` sees every step.
    func stop(
        politeRequest: @escaping @Sendable () async -> Void, timings: StopTimings,
        clock: any Clock<Duration>, log: @escaping (StopEvent) -> Void
    ) async -> TerminationStatus
}

extension LaunchedWidget {
    /// No process, no sandbox (scripted widgets in tests).
    public var sandbox: SandboxReport? { nil }
    /// The process itself (a launcher with no sentinel).
    public var treeRoot: Int32? { pid }
    /// No kernel ceiling.
    public var memoryCeilingReached: Int? { nil }
}
