import WidgetJSON
import WidgetLogFormat
import WidgetProcess
import WidgetProtocol
import WidgetRPC

// Inputs in, actions out: the lifecycle half (the cell half is in WidgetMachine+Cell.swift).
// A report about an instance that is no longer the live one is late, and ignored.
extension WidgetMachine {
    // MARK: - Starting

    /// The host starts the widget: only an idle one (a stopped one needs ``retry()``).
    mutating func start() -> Spawn? {
        guard case .idle = lifecycle else { return nil }
        return launch()
    }

    /// A manual retry: forgets restarts and quarantine and starts again. Nothing while the
    /// widget runs or stops.
    mutating func retry() -> RetryAction? {
        switch lifecycle {
        case .idle:
            return RetryAction(spawn: launch())
        case .quarantined, .failed, .ended, .stopped, .restarting:
            var action = RetryAction(spawn: Spawn(instance: 0))
            if case .restarting = lifecycle { action.cancelsRestart = true }
            history.retry()
            failure = nil
            action.record = MachineRecord(kind: .retry, instance: instance, text: "manual retry: restart history and quarantine cleared")
            action.spawn = launch()
            return action
        case .starting, .handshaking, .ready, .stopping:
            return nil
        }
    }

    /// The process of `number` runs and its pipes are attached.
    mutating func spawned(_ number: Int, sandbox: SandboxReport? = nil, at now: Moment) -> SpawnedAction {
        requireStarted(number, "spawned")
        precondition(liveInstance != number, "instance \(number) was spawned twice")
        guard case .starting(number) = lifecycle else {
            // Stopped (or retried) while spawning: this run never counts.
            return .discard(instance: number)
        }
        self.sandbox = sandbox
        history.recordStart(at: now.monotonic)
        lifecycle = .handshaking(Instance(number), step: .initialize)
        return .handshake(instance: number)
    }

    /// The process of `number` could not be started.
    mutating func spawnFailed(_ number: Int, reason: String) {
        requireStarted(number, "spawnFailed")
        precondition(liveInstance != number, "instance \(number) failed to spawn after it ran")
        guard case .starting(number) = lifecycle else { return }
        failure = .spawnFailed(reason)
        lifecycle = .failed(reason)
    }

    /// `initialize` answered: who the widget says it is (known before `init`, so a host can
    /// tell why `init` was refused), already judged by the host's validator.
    mutating func initializeAnswered(_ number: Int, _ result: Result<InitializeResponse, WidgetCallError>) -> HandshakeAction? {
        guard handshakeAwaits(.initialize, of: number), case .handshaking(let running, _) = lifecycle else { return nil }
        switch result {
        case .success(let info):
            identity = info
            if let dashboard = configuration.dashboard, !info.dashboards.contains(dashboard) {
                let supported = info.dashboards.map(\.rawValue).joined(separator: " and ")
                return .refuse(
                    refuse(number, step: .initialize, "listed for \(dashboard.rawValue), but the widget supports only \(supported)"))
            }
            let next: HandshakeStep = info.capabilities.prepareData == true ? .prepareData : .initContext
            lifecycle = .handshaking(running, step: next)
            return .send(next, instance: number)
        case .failure(let error):
            if let reason = refusal(at: .initialize, error) { return .refuse(refuse(number, step: .initialize, reason)) }
            return handshakeFailed(number, step: .initialize, error).map(HandshakeAction.kill)
        }
    }

    /// `prepareData` answered (nil) or failed.
    mutating func prepareDataAnswered(_ number: Int, _ error: WidgetCallError?) -> HandshakeAction? {
        guard handshakeAwaits(.prepareData, of: number), case .handshaking(let running, _) = lifecycle else { return nil }
        if let error { return handshakeFailed(number, step: .prepareData, error).map(HandshakeAction.kill) }
        lifecycle = .handshaking(running, step: .initContext)
        return .send(.initContext, instance: number)
    }

    /// `init`, the handshake's last step, answered with the widget's `canBeDisplayed`, or failed.
    mutating func initAnswered(_ number: Int, _ result: Result<Bool, WidgetCallError>, at now: Moment) -> InitAnsweredAction? {
        guard handshakeAwaits(.initContext, of: number), case .handshaking(let running, _) = lifecycle else { return nil }
        switch result {
        case .success(let canBeDisplayed):
            guard let info = identity else { preconditionFailure("init answered before initialize") }
            failure = nil
            var ready = Instance(number)
            ready.killedFor = running.killedFor
            lifecycle = .ready(ready)
            let record = MachineRecord(
                kind: .initialized, instance: number, text: "\(info.widgetType) speaks protocol \(info.protocolVersion)",
                fields: [(.widgetType, .string(info.widgetType)), (.canBeDisplayed, .bool(canBeDisplayed))])
            cell.canBeDisplayed = canBeDisplayed
            return .ready(record, fetch: fetchIfNeeded(at: now))
        case .failure(let error):
            if let reason = refusal(at: .initContext, error) { return .refuse(refuse(number, step: .initContext, reason)) }
            return handshakeFailed(number, step: .initContext, error).map(InitAnsweredAction.kill)
        }
    }

    /// Why `error`, the answer to handshake `step`, is one a restart cannot change
    /// (`protocol/README.md` §2, "Refusals are not crashes"); `nil` when it may be passing (an
    /// exit, a deadline, an internal error), which is restarted as usual.
    func refusal(at step: HandshakeStep, _ error: WidgetCallError) -> String? {
        switch (step, error.reason) {
        case (.initialize, .remote(let response)) where response.code == .unsupportedProtocolVersion:
            let versions = response.data?["supportedVersions"]?.arrayValue?.compactMap(\.stringValue) ?? []
            let speaks = versions.isEmpty ? response.message : "it speaks only \(versions.joined(separator: ", "))"
            return "the widget speaks none of the protocol versions this host offers; \(speaks)"
        case (.initialize, .invalidResult(let reason, let pointer)):
            // The handshake validator's summary says what is wrong, and where, already.
            let lead = "the initialize answer breaks the protocol: "
            let problem = reason.hasPrefix(lead) ? String(reason.dropFirst(lead.count)) : reason
            let place = pointer.isEmpty || problem.contains("(at \(pointer))") ? "" : " (at \(pointer))"
            return "its initialize answer breaks the protocol: \(problem)\(place)"
        case (.initContext, .remote(let response)) where response.code == .unsupportedDashboard:
            let dashboard = configuration.dashboard.map { "the \($0.rawValue) dashboard" } ?? "this dashboard"
            return "the widget refuses \(dashboard) (-32004): \(response.message)"
        case (.initialize, .remote(let response)) where [.methodNotFound, .invalidParams].contains(response.code),
            (.initContext, .remote(let response)) where [.methodNotFound, .invalidParams].contains(response.code):
            let pointer = response.data?["pointer"]?.stringValue.map { " (at \($0))" } ?? ""
            return "the widget refuses '\(step.method)' (\(response.code.rawValue)): \(response.message)\(pointer)"
        default:
            return nil
        }
    }

    /// The widget has failed for `reason`: no restart; its instance is stopped politely.
    private mutating func refuse(_ number: Int, step: HandshakeStep, _ reason: String) -> Refusal {
        failure = .refused(step: step.method, reason: reason)
        lifecycle = .failed(reason)
        return Refusal(
            instance: number,
            record: MachineRecord(
                kind: .handshakeFailed, instance: number, method: step.method,
                text: "\(reason); not restarted, as a restart would hear the same (retry once it is fixed)",
                fields: [(.action, .string("stop sequence; not restarted"))]))
    }

    /// Whether `number` is handshaking and waits for `step`. A late answer (the instance ended
    /// or stops) is not; an answer to a step it did not send is a host bug.
    private func handshakeAwaits(_ step: HandshakeStep, of number: Int) -> Bool {
        requireStarted(number, "a handshake answer")
        guard case .handshaking(let running, let awaited) = lifecycle, running.number == number else {
            if case .starting(number) = lifecycle { preconditionFailure("a handshake answer before instance \(number) was spawned") }
            if case .ready(let running) = lifecycle, running.number == number {
                preconditionFailure("a handshake answer after instance \(number) became ready")
            }
            return false
        }
        precondition(awaited == step, "'\(step.method)' answered while the handshake waits for '\(awaited.method)'")
        return true
    }

    private mutating func handshakeFailed(_ number: Int, step: HandshakeStep, _ error: WidgetCallError) -> Kill? {
        failure = .handshakeFailed(step: step.method, error)
        // A widget whose pipes went away is exiting: its exit status says more than a kill.
        if case .connectionLost = error.reason { return nil }
        return kill(number, .handshakeFailed, "the handshake failed at '\(step.method)': \(error)")
    }

    private mutating func launch() -> Spawn {
        instance += 1
        lifecycle = .starting(instance: instance)
        return Spawn(instance: instance)
    }

    // MARK: - Running

    /// The widget closed its stdout (it may be exiting, or broken): returns the grace to arm
    /// as ``Timer/channelClosedGrace(instance:)``, after which it is killed.
    mutating func channelClosed(_ number: Int) -> Duration? {
        requireStarted(number, "channelClosed")
        switch lifecycle {
        case .handshaking(let running, _) where running.number == number, .ready(let running) where running.number == number:
            // A widget that is exiting closes stdout first: give the exit a moment to win.
            return configuration.channelClosedGrace
        default:
            // Stopping (its stdout closing is the stop's doing), or a late report.
            return nil
        }
    }

    /// ``Timer/channelClosedGrace(instance:)`` fired. `hasExited`: the kernel already says the
    /// process ended (its exit report, which waits for its last output and stderr, is on its
    /// way): it was exiting, not kept running, so it is not killed and its exit says how it ended.
    mutating func graceExpired(instance number: Int, hasExited: Bool = false) -> Kill? {
        requireStarted(number, "graceExpired")
        guard !hasExited else { return nil }
        return kill(number, .channelClosed, "the widget closed its stdout but kept running")
    }

    /// A call other than a cell fetch finished on `number` (nil error: it answered).
    mutating func callFinished(_ number: Int, _ error: WidgetCallError?) -> Kill? {
        requireStarted(number, "callFinished")
        return noteCall(on: number, error: error)
    }

    /// Deadline misses in a row make the widget hung; a full outbound queue makes it wedged;
    /// any answer resets the count.
    mutating func noteCall(on number: Int, error: WidgetCallError?) -> Kill? {
        guard var running = runningInstance(number) else { return nil }
        switch error?.reason {
        case nil, .remote?, .invalidResult?:
            running.missedDeadlines = 0
            setRunningInstance(running)
            return nil
        case .timedOut?:
            running.missedDeadlines += 1
            setRunningInstance(running)
            guard running.missedDeadlines >= configuration.hungAfterMissedDeadlines else { return nil }
            return kill(number, .hung, "\(ReadableText.count(running.missedDeadlines, "deadline")) missed in a row; the widget is hung")
        case .wedged?:
            return kill(number, .wedged, "the widget stopped reading its stdin (outbound queue full)")
        case .notReady?, .connectionLost?, .cancelled?:
            return nil
        }
    }

    /// The watchdog found the tree of `number` over a budget: it is killed, and its card and
    /// its exit say which budget, how much it used and the limit. Its exit then goes through the
    /// restart policies, so a widget that keeps going over is quarantined. A tree that is
    /// stopping already is left to its stop sequence.
    mutating func overBudget(_ number: Int, _ breach: BudgetBreach) -> Kill? {
        requireStarted(number, "overBudget")
        guard var kill = kill(number, .overBudget, "its process tree went over a budget: \(breach)") else { return nil }
        failure = .overBudget(breach)
        kill.breach = breach
        return kill
    }

    /// Kills `number` for `cause`, once.
    mutating func kill(_ number: Int, _ cause: KillCause, _ detail: String) -> Kill? {
        guard var running = runningInstance(number), running.killedFor == nil else { return nil }
        running.killedFor = cause
        setRunningInstance(running)
        if cause != .handshakeFailed { failure = .killed(cause, detail) }
        return Kill(instance: number, cause: cause, detail: detail)
    }

    /// The instance `number` if it handshakes or is ready (not while it stops).
    func runningInstance(_ number: Int) -> Instance? {
        switch lifecycle {
        case .handshaking(let running, _) where running.number == number, .ready(let running) where running.number == number:
            return running
        default:
            return nil
        }
    }

    private mutating func setRunningInstance(_ running: Instance) {
        switch lifecycle {
        case .handshaking(_, let step): lifecycle = .handshaking(running, step: step)
        case .ready: lifecycle = .ready(running)
        default: preconditionFailure("no running instance to update in \(lifecycle)")
        }
    }

    /// ``Timer/restart`` fired: the next instance starts. A fire that lost the race with its
    /// cancellation (a retry or a stop came first) finds the widget no longer restarting: nothing.
    mutating func restartTimerFired() -> Spawn? {
        guard case .restarting = lifecycle else { return nil }
        return launch()
    }

    // MARK: - Ending

    /// The kernel reported the end of `number`. `stderrTail`, its last stderr lines, goes on
    /// the `exited` record (the newest that fit, ``StandardErrorTail``) and into a quarantine
    /// reason; `memoryCeilingReached`, the kernel's memory ceiling when it killed in the tree at
    /// it, names the cause; `random` draws the backoff's jitter.
    mutating func exited(
        _ number: Int, _ status: TerminationStatus, stderrTail: [String], memoryCeilingReached: Int? = nil, random: UInt64,
        at now: Moment
    ) -> ExitAction? {
        requireStarted(number, "exited")
        guard liveInstance == number else { return nil }
        let killedFor = runningInstance(number)?.killedFor
        // Killed for closing its stdout, but ended by itself (not by the host's SIGKILL): it was
        // exiting, and the grace only ran out before its exit was reported. Its exit says more.
        let exitWon = killedFor == .channelClosed && status != .signaled(Self.sigkill, coreDumped: false)
        let wasKilled = killedFor != nil && !exitWon
        var action = ExitAction(records: [])
        action.cancelsRetry = endFetches(
            because: WidgetCallError(
                widgetID: configuration.widgetID, method: "configureCell", reason: .connectionLost("the widget \(status)")))
        if case .stopping = lifecycle {
            lifecycle = .stopped(status)
            action.records = [
                MachineRecord(kind: .stopped, instance: number, text: "stopped by the host (\(status))", fields: Self.fields(of: status))
            ]
            return action
        }
        // Killed by the host: the reason it was killed says more than the SIGKILL.
        let cause: String
        if wasKilled, case .overBudget(let breach) = failure {
            cause = "was killed by the host for going over its budget: \(breach)"
        } else {
            cause =
                wasKilled
                ? "was killed by the host (\(failure?.description ?? status.description))"
                : explain(status, killedByHost: false, stderrTail: stderrTail, memoryCeilingReached: memoryCeilingReached)
        }
        var exitFields = Self.fields(of: status)
        let shownTail = StandardErrorTail.last(of: stderrTail)
        if !shownTail.isEmpty { exitFields.append((.stderrTail, .array(shownTail.map(JSONValue.string)))) }
        action.records.append(MachineRecord(kind: .exited, instance: number, text: "the widget \(cause)", fields: exitFields))
        if !wasKilled { failure = .exited(status, cause: cause) }
        var draw = FixedDraw(value: random)
        var decision = configuration.restart.decide(
            after: status, stopRequested: false, at: now.monotonic, history: &history, standardErrorTail: stderrTail, random: &draw)
        if case .quarantine(var reason) = decision {
            reason.cause = cause
            decision = .quarantine(reason)
        }
        switch decision {
        case .restart(let delay):
            restarts += 1
            let attempt = history.backoff.attempt
            lifecycle = .restarting(after: delay, attempt: attempt)
            action.records.append(
                MachineRecord(
                    kind: .restarting, instance: number, text: "restarting in \(ReadableText.duration(delay)) (attempt \(attempt))",
                    fields: [(.delayMs, .double((delay.inSeconds * 1e6).rounded() / 1e3)), (.attempt, .int(Int64(attempt)))]))
            action.restartAfter = delay
        case .quarantine(let reason):
            lifecycle = .quarantined(reason)
            failure = .quarantined(reason)
            action.records.append(
                MachineRecord(
                    kind: .quarantined, instance: number, text: reason.description,
                    fields: Self.fields(of: reason.lastStatus) + [
                        (.stderrTail, .array(reason.standardErrorTail.map(JSONValue.string)))
                    ]))
        case .stayStopped:
            lifecycle = .ended(status)
            action.records.append(
                MachineRecord(
                    kind: .stopped, instance: number,
                    text: "the \(configuration.restart.restart.rawValue) policy does not restart after this exit"))
        }
        return action
    }

    /// The host asks it to stop; nothing restarts it afterwards (until ``retry()``).
    mutating func stop() -> StopAction {
        var action = StopAction()
        action.cancelsRetry = endFetches(
            because: WidgetCallError(widgetID: configuration.widgetID, method: "configureCell", reason: .cancelled))
        switch lifecycle {
        case .idle, .quarantined, .failed:
            lifecycle = .stopped(nil)
        case .ended(let status):
            lifecycle = .stopped(status)
        case .restarting:
            action.cancelsRestart = true
            lifecycle = .stopped(nil)
            action.record = MachineRecord(kind: .stopped, instance: instance, text: "stopped by the host while waiting to restart")
        case .starting:
            // The spawn in flight is discarded when it reports back.
            lifecycle = .stopped(nil)
        case .handshaking(let running, _), .ready(let running):
            lifecycle = .stopping(instance: running.number)
            action.runStopSequence = running.number
        case .stopping, .stopped:
            break
        }
        return action
    }

    /// The stop sequence of `number` ended with `status` (the exit may have been reported
    /// first: then there is nothing left to do).
    mutating func stopFinished(_ number: Int, _ status: TerminationStatus) -> MachineRecord? {
        requireStarted(number, "stopFinished")
        precondition(runningInstance(number) == nil, "the stop sequence of instance \(number) ended before it was stopped")
        guard case .stopping(number) = lifecycle else { return nil }
        lifecycle = .stopped(status)
        return MachineRecord(kind: .stopped, instance: number, text: "stopped by the host (\(status))", fields: Self.fields(of: status))
    }

    /// How `status` reads for people, naming the limit it hit: a SIGKILL or SIGXCPU the host did
    /// not send, under a CPU limit, is that limit; a SIGXFSZ is the per-file size limit; a failed
    /// exit whose last stderr lines say an allocation failed (``OutOfMemoryEvidence``) ran out of
    /// memory, and one after the kernel killed in the tree at its memory ceiling was ended by it.
    func explain(_ status: TerminationStatus, killedByHost: Bool, stderrTail: [String] = [], memoryCeilingReached: Int? = nil) -> String {
        if !killedByHost, let ceiling = memoryCeilingReached, status != .exited(0) {
            return "was killed by the kernel at its tree's memory ceiling of \(BudgetBreach.bytes(ceiling)) (\(status))"
        }
        if !killedByHost, let seconds = configuration.limits.cpuSeconds,
            status.isCPULimitSignal
        {
            return "exceeded its CPU limit of \(seconds) s (\(status))"
        }
        if let bytes = configuration.limits.fileBytes, status.isFileSizeLimitSignal {
            return "wrote a file past its per-file limit of \(BudgetBreach.bytes(Int(clamping: bytes))) (\(status))"
        }
        if !killedByHost, status != .exited(0), let line = OutOfMemoryEvidence.line(in: stderrTail) {
            let limit = configuration.limits.addressSpaceBytes.map {
                " under its address-space limit of \(BudgetBreach.bytes(Int(clamping: $0)))"
            }
            return "ran out of memory\(limit ?? "") (\(status); its stderr: \(line))"
        }
        return status.description
    }

    /// SIGKILL's number (9 on every Linux architecture): how a process the host killed ends.
    static let sigkill: Int32 = 9

    static func fields(of status: TerminationStatus) -> [(LogField, JSONValue)] {
        switch status {
        case .exited(let code): return [(.exitCode, .int(Int64(code)))]
        case .signaled(let signal, let core): return [(.signal, .int(Int64(signal))), (.coreDumped, .bool(core))]
        }
    }
}

/// A random source that returns one given value: the machine's jitter comes with its input.
struct FixedDraw: RandomNumberGenerator {
    var value: UInt64
    mutating func next() -> UInt64 { value }
}
