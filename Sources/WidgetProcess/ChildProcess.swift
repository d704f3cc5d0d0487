import CWidgetSpawn
import Synchronization
import WidgetConcurrency

/// A running (or finished) widget process, started by `ChildProcess.spawn(_:)`.
///
/// The child leads its own session and process group (pgid == pid) and runs under its own
/// `widget-sentinel` (host → sentinel → widget; see `SentinelLocator`). The sentinel is a child
/// subreaper: when the widget exits, or the host dies, it SIGKILLs every descendant of the
/// widget, including those that left its group or session, then reports the widget's status
/// and exits. So the exit the host sees (through the sentinel's pidfd, on the monitor thread,
/// never from pipe EOF) means the whole tree is gone. Signals go to the widget only until then;
/// in a `HostSubreaper` host the widget's zombie is also left to the host and reaped under the
/// same lock that guards signals, so a signal can never reach a recycled pid or group.
///
/// Pipe ends: the object owns them until a `take…()` call hands one over; whatever is still
/// owned is closed when the object goes away.
public final class ChildProcess: Sendable {
    /// The child's pid, also its process group id and session id.
    public let pid: Int32
    /// The widget's sentinel: the host's direct child, and the root of the widget's whole tree
    /// (a subreaper, it adopts what leaves the widget's group or session). Read it, never signal it.
    public let sentinelPID: Int32
    /// The sentinel's pidfd; readable once the widget and all its descendants are gone.
    let pidfd: Int32
    /// Where the sentinel reports the widget's exit status.
    let reportFD: Int32
    /// The sentinel leaves the widget's zombie to this process (a `HostSubreaper`).
    let hostReaps: Bool
    /// The sandbox the process runs in: its mode, the guarantees that hold, its grants.
    public let sandbox: SandboxReport
    /// The cgroups that hold its kernel ceilings, removed once the sentinel is reaped (the tree is gone then).
    let cgroups: [WidgetCgroup]

    private struct Exit {
        var status: TerminationStatus?
        var leftRunning: Int?
        /// The memory ceiling, when the kernel killed in the tree at it.
        var memoryCeilingHit: Int?
    }

    private struct Pipes {
        var standardInput: Int32
        var standardOutput: Int32
        var standardError: Int32
    }

    /// Held while signalling and while reaping, so a signal never reaches a recycled pid/pgid.
    private let exit = Mutex(Exit())
    /// The exit status once reaped, for the tasks that wait for it (set after `exit`).
    private let reaped = WaitableState<TerminationStatus?>(nil)
    private let pipes: Mutex<Pipes>

    init(
        pid: Int32, sentinelPID: Int32, pidfd: Int32, reportFD: Int32, hostReaps: Bool,
        standardInput: Int32, standardOutput: Int32, standardError: Int32, sandbox: SandboxReport, cgroups: [WidgetCgroup] = []
    ) {
        self.sandbox = sandbox
        self.cgroups = cgroups
        self.pid = pid
        self.sentinelPID = sentinelPID
        self.pidfd = pidfd
        self.reportFD = reportFD
        self.hostReaps = hostReaps
        self.pipes = Mutex(Pipes(standardInput: standardInput, standardOutput: standardOutput, standardError: standardError))
    }

    deinit {
        pipes.withLock { pipes in
            for fd in [pipes.standardInput, pipes.standardOutput, pipes.standardError] where fd >= 0 {
                ProcessSystemCalls.close(fd)
            }
        }
    }

    /// Starts a process as described by `configuration`.
    ///
    /// The fork happens on the host's dedicated spawner thread; this call suspends until the
    /// child has exec'd (or failed to). A failure leaks no descriptor, pid or zombie.
    public static func spawn(_ configuration: LaunchConfiguration) async throws(SpawnError) -> ChildProcess {
        try await Spawner.shared.spawn(configuration).get()
    }

    // MARK: - Pipes

    /// Hands over the write end of the child's stdin; the caller must close it. `nil` if it
    /// was already taken or closed.
    public func takeStandardInput() -> FileDescriptor? {
        take(\.standardInput)
    }

    /// Hands over the read end of the child's stdout; the caller must close it.
    public func takeStandardOutput() -> FileDescriptor? {
        take(\.standardOutput)
    }

    /// Hands over the read end of the child's stderr; the caller must close it (a
    /// `StandardErrorDrainer` does so at EOF).
    public func takeStandardError() -> FileDescriptor? {
        take(\.standardError)
    }

    /// Closes the host's end of the child's stdin, so the child reads EOF. Returns false if
    /// stdin was already closed or taken: then its new owner must close it.
    @discardableResult
    public func closeStandardInput() -> Bool {
        guard let fd = take(\.standardInput) else { return false }
        fd.close()
        return true
    }

    private func take(_ end: WritableKeyPath<Pipes, Int32>) -> FileDescriptor? {
        pipes.withLock { pipes in
            let fd = pipes[keyPath: end]
            guard fd >= 0 else { return nil }
            pipes[keyPath: end] = -1
            return FileDescriptor(rawValue: fd)
        }
    }

    // MARK: - Signals

    /// Sends `signal` to the child, or with `toGroup` to its whole process group.
    ///
    /// Does nothing once the child has been reaped (its group was SIGKILLed then). Returns
    /// true if the signal was sent.
    @discardableResult
    public func signal(_ signal: Int32, toGroup: Bool) -> Bool {
        exit.withLock { exit in
            guard exit.status == nil else { return false }
            return ProcessSystemCalls.send(signal, to: pid, group: toGroup)
        }
    }

    /// SIGKILLs the child's whole process group (the sentinel then ends what escaped it).
    public func killGroup() {
        signal(ProcessSystemCalls.sigkill, toGroup: true)
    }

    // MARK: - Exit

    /// The tree's memory ceiling in bytes, when the kernel killed a process of the tree at it
    /// (``SandboxReport/kernelMemory``): known once reaped.
    public var memoryCeilingReached: Int? {
        exit.withLock { $0.memoryCeilingHit }
    }

    /// How many processes the widget had started that were still running when it exited (its
    /// sentinel killed them), once it has exited; nil before, or when the sentinel could not say.
    /// A widget's processes should end with it (protocol §2): `widgets check` fails on any.
    public var descendantsLeftRunning: Int? {
        exit.withLock { $0.leftRunning }
    }

    /// The exit status if the child has exited, else nil. Never blocks.
    public var terminationStatus: TerminationStatus? {
        exit.withLock { $0.status }
    }

    /// Suspends until the child has exited and returns how it ended; at once if it already
    /// has. Any number of tasks may wait. Not cancellable: use `waitForExit(timeout:)` to bound it.
    public func waitForExit() async -> TerminationStatus {
        await reaped.takeIgnoringCancellation { $0 }
    }

    /// Waits at most `timeout` (on `clock`); nil if the child is still running then, or if the
    /// calling task is cancelled.
    public func waitForExit(
        timeout: Duration,
        clock: any Clock<Duration> = ContinuousClock()
    ) async -> TerminationStatus? {
        let reaped = reaped
        return await (withDeadline(timeout, on: clock) { await reaped.take { $0 } } ?? nil) ?? terminationStatus
    }

    /// Called by the monitor thread once the sentinel's pidfd is readable: the widget has exited
    /// and its sentinel has killed and reaped every descendant.
    func reap() {
        let status = exit.withLock { exit -> TerminationStatus in
            var exited: Int32 = 0, value: Int32 = 0, core: Int32 = 0, leftRunning: Int32 = -1
            // Reads the sentinel's report and reaps it (and the widget's zombie, if left to us).
            // A sentinel killed before its teardown left no report: then a subreaper host has
            // the widget, which is SIGKILLed with its group first; any other host gets the
            // sentinel's own status.
            let reported = cws_collect(pid, sentinelPID, reportFD, hostReaps ? 1 : 0, &exited, &value, &core, &leftRunning) == 1
            ProcessSystemCalls.close(pidfd)
            ProcessSystemCalls.close(reportFD)
            // What the dead sentinel had adopted (descendants that left the widget's group) came
            // to this subreaper host: end it too, before the exit is visible to anyone.
            if !reported && hostReaps { Spawner.shared.sweepAdoptedChildren() }
            let status: TerminationStatus = exited != 0 ? .exited(value) : .signaled(value, coreDumped: core != 0)
            exit.status = status
            exit.leftRunning = leftRunning >= 0 ? Int(leftRunning) : nil
            // Read before the cgroup goes: whether the kernel killed in it at its memory ceiling.
            if (cgroups.lazy.compactMap(\.memoryKills).first ?? 0) > 0 { exit.memoryCeilingHit = sandbox.kernelMemory?.limit }
            for cgroup in cgroups { CgroupPlace.remove(cgroup) }
            // What its sentinel could not remove of its TMPDIR in time, set aside: removed now, off this path.
            if sandbox.mode != .off { LeftoverTemporaryFolders.sweepSoon(parent: sandbox.grants.temporaryParent) }
            return status
        }
        reaped.update { $0 = status }
    }
}
