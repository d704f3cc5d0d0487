/// How the host stops a widget: each step is bounded, and the sequence returns as soon as the
/// process exits.
///
/// Steps: the caller's polite request (e.g. the JSON-RPC `shutdown`), close stdin, SIGTERM +
/// SIGCONT to the process group, SIGKILL to the group. The worst case is bounded by
/// `worstCase` plus the time the kernel needs to deliver SIGKILL; stopping many children in
/// parallel costs no more than one.
public struct StopSequence: Sendable {
    /// How long each step may take.
    public var timings: StopTimings
    /// A request the caller makes first, e.g. sending `shutdown` over the RPC connection (and,
    /// if the transport took the stdin descriptor, closing it); nil skips the step. It runs in
    /// its own task, is cancelled when `timings.shutdownDeadline` passes or the process exits,
    /// and is never awaited beyond that deadline.
    public var politeRequest: (@Sendable (ChildProcess) async -> Void)?

    public init(timings: StopTimings = StopTimings(), politeRequest: (@Sendable (ChildProcess) async -> Void)? = nil) {
        self.timings = timings
        self.politeRequest = politeRequest
    }

    /// The longest the sequence waits before it sends SIGKILL.
    public var worstCase: Duration {
        (politeRequest == nil ? .zero : timings.shutdownDeadline) + timings.afterCloseInputGrace + timings.afterTerminateGrace
    }
}

/// One step of a `StopSequence`.
public enum StopStep: Sendable, Hashable {
    case politeRequest
    case closeStandardInput
    /// SIGTERM then SIGCONT to the process group (a stopped process could not act on TERM).
    case terminate
    /// SIGKILL to the process group.
    case kill
}

/// What a stop did, reported as it happens (for the flight recorder).
public enum StopEvent: Sendable, Hashable {
    /// The step's action was performed.
    case started(StopStep)
    /// The process was still running when the step's grace period ended.
    case gracePeriodExpired(StopStep)
    /// The process exited; `elapsed` since the stop began. Always the last event.
    case exited(TerminationStatus, elapsed: Duration)
}

extension ChildProcess {
    /// Runs `sequence` against this child and returns its exit status.
    ///
    /// Each step races the process's exit against the step's deadline on `clock`. If the child
    /// has already exited, returns at once. Ends with SIGKILL to the group unless the child
    /// exited earlier. Either way the exit it returns is reported only once the widget's
    /// sentinel has SIGKILLed every descendant, in the group or not. Does not honour task
    /// cancellation: a stop always finishes.
    public func stop(
        sequence: StopSequence = StopSequence(),
        clock: any Clock<Duration> = ContinuousClock(),
        log: (StopEvent) -> Void = { _ in }
    ) async -> TerminationStatus {
        let began = ContinuousClock.now
        func finish(_ status: TerminationStatus) -> TerminationStatus {
            log(.exited(status, elapsed: ContinuousClock.now - began))
            return status
        }
        if let status = terminationStatus { return finish(status) }

        if let polite = sequence.politeRequest {
            log(.started(.politeRequest))
            let request = Task { await polite(self) }
            let status = await waitForExit(timeout: sequence.timings.shutdownDeadline, clock: clock)
            request.cancel()
            if let status { return finish(status) }
            log(.gracePeriodExpired(.politeRequest))
        }

        closeStandardInput()
        log(.started(.closeStandardInput))
        if let status = await waitForExit(timeout: sequence.timings.afterCloseInputGrace, clock: clock) {
            return finish(status)
        }
        log(.gracePeriodExpired(.closeStandardInput))

        signal(ProcessSystemCalls.sigterm, toGroup: true)
        signal(ProcessSystemCalls.sigcont, toGroup: true)
        log(.started(.terminate))
        if let status = await waitForExit(timeout: sequence.timings.afterTerminateGrace, clock: clock) {
            return finish(status)
        }
        log(.gracePeriodExpired(.terminate))

        signal(ProcessSystemCalls.sigkill, toGroup: true)
        log(.started(.kill))
        return finish(await waitForExit())
    }
}
