import WidgetProcess
import WidgetRPC

/// A widget running as a real child process, as ``ProcessLauncher`` started it.
public struct LaunchedProcess: LaunchedWidget {
    /// The process (its own session and process group).
    public let child: ChildProcess
    /// Its stdin and stdout.
    public let transport: any Transport
    /// Its stderr, drained into lines.
    public let drainer: StandardErrorDrainer

    public var pid: Int32? { child.pid }
    public var treeRoot: Int32? { child.sentinelPID }
    public var sandbox: SandboxReport? { child.sandbox }
    public var standardErrorLines: AsyncStream<String> { drainer.lines }
    public var standardErrorLinesDropped: Int { drainer.counts.dropped }
    public var terminationStatus: TerminationStatus? { child.terminationStatus }
    public var memoryCeilingReached: Int? { child.memoryCeilingReached }

    public func waitForExit() async -> TerminationStatus { await child.waitForExit() }

    public func kill() { child.killGroup() }

    public func stop(
        politeRequest: @escaping @Sendable () async -> Void, timings: StopTimings,
        clock: any Clock<Duration>, log: @escaping (StopEvent) -> Void
    ) async -> TerminationStatus {
        let sequence = StopSequence(timings: timings) { _ in await politeRequest() }
        // The transport owns stdin: closing it is the "close stdin" step.
        let transport = transport
        return await child.stop(sequence: sequence, clock: clock) { event in
            if case .started(.closeStandardInput) = event { transport.closeOutbound() }
            log(event)
        }
    }
}
