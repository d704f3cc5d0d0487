import Glibc
import Synchronization
import WidgetConcurrency
import WidgetProcess
import WidgetRPC

/// A ``WidgetLauncher`` whose widgets run in this process, over an in-memory pipe: for testing
/// an app that embeds the host without spawning anything (`docs/embedding.md`, "Testing").
///
/// `serve` plays the widget: it gets the entry's ``LaunchConfiguration`` (tell widgets apart by
/// its `executable`, the manifest's `command`) and the widget's end of the pipe, and speaks the
/// protocol on it until the host closes it. A Swift widget is one line,
/// `await WidgetRunner.serve(ChecklistWidget.self, transport: transport)` (WidgetSDK). When
/// `serve` returns, the "process" has exited with status 0.
///
/// The supervisor drives these widgets exactly as it drives processes (handshake, deadlines,
/// restarts, the stop sequence); only the OS parts are absent: no pid, no sandbox, no stderr.
public struct InMemoryLauncher: WidgetLauncher {
    /// Serves one widget instance on `transport` until the host closes it.
    public typealias Serve = @Sendable (_ configuration: LaunchConfiguration, _ transport: any Transport) async -> Void

    private let serve: Serve

    public init(serve: @escaping Serve) {
        self.serve = serve
    }

    public func launch(
        _ configuration: LaunchConfiguration, outboundLimit: Int, stderrMaxLineBytes: Int
    ) async throws(LaunchError) -> any LaunchedWidget {
        InMemoryWidget(configuration: configuration, serve: serve)
    }
}

/// One widget instance of an ``InMemoryLauncher``: `serve` runs in a task of its own (widget
/// code may never return), which `kill()` cancels.
final class InMemoryWidget: LaunchedWidget {
    private struct State {
        var status: TerminationStatus?
        var waiters: [UInt64: CheckedContinuation<TerminationStatus?, Never>] = [:]
        var nextKey: UInt64 = 0
    }

    let transport: any Transport
    private let widgetEnd: InMemoryTransport
    private let state = Mutex(State())
    private let standardError = AsyncStream<String>.makeStream()
    private let serving = Mutex<Task<Void, Never>?>(nil)

    init(configuration: LaunchConfiguration, serve: @escaping InMemoryLauncher.Serve) {
        let (host, widget) = InMemoryTransport.pair()
        transport = host
        widgetEnd = widget
        standardError.continuation.finish()
        let task = Task { [widget] in
            await serve(configuration, widget)
            widget.close()
            self.end(.exited(0))
        }
        serving.withLock { $0 = task }
    }

    var pid: Int32? { nil }
    var standardErrorLines: AsyncStream<String> { standardError.stream }
    var standardErrorLinesDropped: Int { 0 }
    var terminationStatus: TerminationStatus? { state.withLock { $0.status } }

    func waitForExit() async -> TerminationStatus {
        while true {
            if let status = await exit() { return status }
        }
    }

    /// The exit status once the widget has ended, or nil if the calling task is cancelled first
    /// (so a deadline can end the wait).
    private func exit() async -> TerminationStatus? {
        let key = state.withLock { state -> UInt64 in
            state.nextKey += 1
            return state.nextKey
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<TerminationStatus?, Never>) in
                let ready = state.withLock { state -> TerminationStatus?? in
                    if let status = state.status { return .some(status) }
                    if Task.isCancelled { return .some(nil) }
                    state.waiters[key] = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: key) }?.resume(returning: nil)
        }
    }

    /// As SIGKILL would: the widget's task is cancelled and both ends of the pipe close at once.
    func kill() {
        serving.withLock { $0 }?.cancel()
        widgetEnd.close()
        transport.close()
        end(.signaled(SIGKILL, coreDumped: false))
    }

    /// The stop sequence's steps that mean something in memory: the polite request, then the
    /// end of the widget's input, each bounded on `clock`, then the kill.
    func stop(
        politeRequest: @escaping @Sendable () async -> Void, timings: StopTimings,
        clock: any Clock<Duration>, log: @escaping (StopEvent) -> Void
    ) async -> TerminationStatus {
        let clock = MonotonicClock(wrapping: clock)
        let began = clock.now
        func finish(_ status: TerminationStatus) -> TerminationStatus {
            log(.exited(status, elapsed: began.duration(to: clock.now)))
            return status
        }
        if let status = terminationStatus { return finish(status) }
        log(.started(.politeRequest))
        let request = Task { await politeRequest() }
        let polite = await withDeadline(timings.shutdownDeadline, on: clock) { await self.exit() } ?? nil
        request.cancel()
        if let polite { return finish(polite) }
        log(.gracePeriodExpired(.politeRequest))

        transport.closeOutbound()
        log(.started(.closeStandardInput))
        if let status = await withDeadline(timings.afterCloseInputGrace, on: clock, { await self.exit() }) ?? nil {
            return finish(status)
        }
        log(.gracePeriodExpired(.closeStandardInput))
        log(.started(.kill))
        kill()
        return finish(await waitForExit())
    }

    private func end(_ status: TerminationStatus) {
        let waiters = state.withLock { state -> [CheckedContinuation<TerminationStatus?, Never>] in
            guard state.status == nil else { return [] }
            state.status = status
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: status) }
    }
}
