import WidgetProcess
import WidgetRPC

/// A widget running as a real child process.
struct LaunchedProcess: LaunchedWidget {
    let child: ChildProcess
    let transport: any Transport
    let drainer: StandardErrorDrainer

    var pid: Int32? { child.pid }
    var sandbox: SandboxReport? { child.sandbox }
    var standardErrorLines: AsyncStream<String> { drainer.lines }
    var standardErrorLinesDropped: Int { drainer.counts.dropped }
    var terminationStatus: TerminationStatus? { child.terminationStatus }

    func waitForExit() async -> TerminationStatus { await child.waitForExit() }

    func kill() { child.killGroup() }

    func stop(
        politeRequest: @escaping @Sendable () async -> Void, timings: ManifestEntry.StopTimings,
        clock: any Clock<Duration>, log: @escaping (StopEvent) -> Void
    ) async -> TerminationStatus {
        let sequence = StopSequence(
            polite: StopSequence.PoliteStep(deadline: timings.shutdownDeadline) { _ in await politeRequest() },
            afterCloseInputGrace: timings.afterCloseInputGrace,
            afterTerminateGrace: timings.afterTerminateGrace)
        // The transport owns stdin: closing it is the "close stdin" step.
        let transport = transport
        return await child.stop(sequence: sequence, clock: clock) { event in
            if case .started(.closeStandardInput) = event { transport.closeOutbound() }
            log(event)
        }
    }
}
