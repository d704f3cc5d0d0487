import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetRPC

// Inputs in, actions out: the lifecycle half (the cell half is in WidgetMachine+Cell.swift).
extension WidgetMachine {
    /// Applies `input`, which happened at `now`, and returns what the host must do, in order.
    /// Inputs about an instance that is no longer the live one are ignored.
    mutating func handle(_ input: Input, at now: Moment) -> [Action] {
        var actions: [Action] = []
        switch input {
        case .start:
            guard case .idle = lifecycle else { break }
            launch(into: &actions)
        case .spawned(let number):
            spawned(number, at: now, into: &actions)
        case .spawnFailed(let number, let reason):
            guard case .starting(number) = lifecycle else { break }
            failure = .spawnFailed(reason)
            lifecycle = .failed(reason)
        case .identified(let number, let info):
            guard case .handshaking(number) = lifecycle else { break }
            identity = info
        case .handshakeSucceeded(let number, let info, let canBeDisplayed):
            guard case .handshaking(number) = lifecycle else { break }
            identity = info
            missedDeadlines = 0
            failure = nil
            lifecycle = .ready(instance: number)
            actions.append(
                .record(
                    MachineRecord(
                        kind: .initialized, instance: number, text: "\(info.widgetType) speaks protocol \(info.protocolVersion)",
                        fields: [("widgetType", .string(info.widgetType)), ("canBeDisplayed", .bool(canBeDisplayed))])))
            cell.canBeDisplayed = canBeDisplayed
            fetchIfNeeded(at: now, into: &actions)
        case .handshakeFailed(let number, let step, let error):
            guard case .handshaking(number) = lifecycle else { break }
            failure = .handshakeFailed(step: step, error)
            // A widget whose pipes went away is exiting: its exit status says more than a kill.
            if case .connectionLost = error.reason { break }
            kill(number, .handshakeFailed, "the handshake failed at '\(step)': \(error)", into: &actions)
        case .exited(let number, let status, let tail, let random):
            exited(number, status, stderrTail: tail, random: random, at: now, into: &actions)
        case .channelClosed(let number):
            guard liveInstance == number, !stopRequested else { break }
            // A widget that is exiting closes stdout first: give the exit a moment to win.
            actions.append(.arm(.channelClosedGrace(instance: number), after: configuration.channelClosedGrace))
        case .callFinished(let number, let error):
            noteCall(on: number, error: error, into: &actions)
        case .stopRequested:
            stop(into: &actions)
        case .stopFinished(let number, let status):
            guard case .stopping(number) = lifecycle else { break }
            lifecycle = .stopped(status)
            actions.append(.record(MachineRecord(kind: .stopped, instance: number, text: "stopped by the host (\(status))")))
        case .retryRequested:
            retry(into: &actions)
        case .timerFired(let timer):
            timerFired(timer, at: now, into: &actions)
        case .reloadRequested(let number):
            guard liveInstance == number else { break }
            requestFetch(hostRequest: false, at: now, into: &actions)
        case .canBeDisplayedChanged(let number, let value):
            guard liveInstance == number, cell.canBeDisplayed != value else { break }
            cell.canBeDisplayed = value
            fetchIfNeeded(at: now, into: &actions)
        case .presentRequested(let number, let controller):
            guard case .ready(number) = lifecycle else { break }
            actions.append(.emit(.presentController(controller)))
        case .widthChanged(let width):
            guard cell.width != width else { break }
            cell.width = width
            fetchIfNeeded(hostRequest: true, at: now, into: &actions)
        case .shownByHost(let shown):
            guard cell.shownByHost != shown else { break }
            cell.shownByHost = shown
            fetchIfNeeded(hostRequest: true, at: now, into: &actions)
        case .refreshRequested(let width):
            cell.width = width
            requestFetch(hostRequest: true, at: now, into: &actions)
        case .heightAnswered(let fetch, let result):
            heightAnswered(fetch, result, at: now, into: &actions)
        case .cellAnswered(let fetch, let result):
            cellAnswered(fetch, result, at: now, into: &actions)
        }
        return actions
    }

    // MARK: - Starting

    private mutating func launch(into actions: inout [Action]) {
        instance += 1
        missedDeadlines = 0
        killing = nil
        lifecycle = .starting(instance: instance)
        actions.append(.spawn(instance: instance))
    }

    private mutating func spawned(_ number: Int, at now: Moment, into actions: inout [Action]) {
        guard case .starting(number) = lifecycle else {
            // Stopped (or retried) while spawning: this run never counts.
            actions.append(.discard(instance: number))
            return
        }
        history.recordStart(at: now.monotonic)
        lifecycle = .handshaking(instance: number)
        actions.append(.handshake(instance: number))
    }

    private mutating func retry(into actions: inout [Action]) {
        switch lifecycle {
        case .quarantined, .failed, .stopped, .restarting:
            if case .restarting = lifecycle { actions.append(.cancel(.restart)) }
            history.retry()
            stopRequested = false
            failure = nil
            actions.append(
                .record(MachineRecord(kind: .retry, instance: instance, text: "manual retry: restart history and quarantine cleared")))
            launch(into: &actions)
        case .idle:
            stopRequested = false
            launch(into: &actions)
        case .starting, .handshaking, .ready, .stopping:
            break
        }
    }

    // MARK: - Running

    /// Kills `number` for `cause`, once.
    mutating func kill(_ number: Int, _ cause: KillCause, _ detail: String, into actions: inout [Action]) {
        guard liveInstance == number, killing != number, !stopRequested else { return }
        killing = number
        if cause != .handshakeFailed { failure = .killed(cause, detail) }
        actions.append(.kill(instance: number, cause: cause, detail: detail))
    }

    /// Deadline misses in a row make the widget hung; a full outbound queue makes it wedged;
    /// any answer resets the count.
    mutating func noteCall(on number: Int, error: WidgetCallError?, into actions: inout [Action]) {
        guard liveInstance == number else { return }
        switch error?.reason {
        case nil, .remote?, .invalidResult?:
            missedDeadlines = 0
        case .timedOut?:
            missedDeadlines += 1
            if missedDeadlines >= configuration.hungAfterMissedDeadlines {
                kill(
                    number, .hung, "\(ReadableText.count(missedDeadlines, "deadline")) missed in a row; the widget is hung", into: &actions)
            }
        case .wedged?:
            kill(number, .wedged, "the widget stopped reading its stdin (outbound queue full)", into: &actions)
        case .notReady?, .connectionLost?, .cancelled?:
            break
        }
    }

    private mutating func timerFired(_ timer: Timer, at now: Moment, into actions: inout [Action]) {
        switch timer {
        case .restart:
            guard case .restarting = lifecycle, !stopRequested else { return }
            launch(into: &actions)
        case .channelClosedGrace(let number):
            guard liveInstance == number else { return }
            kill(number, .channelClosed, "the widget closed its stdout but kept running", into: &actions)
        case .cellRetry:
            cell.retryArmed = false
            retryFired(at: now, into: &actions)
        case .timelineReload:
            cell.timelineArmed = false
            requestFetch(hostRequest: false, at: now, into: &actions)
        }
    }

    // MARK: - Ending

    private mutating func exited(
        _ number: Int, _ status: TerminationStatus, stderrTail: [String], random: UInt64, at now: Moment,
        into actions: inout [Action]
    ) {
        guard liveInstance == number else { return }
        let wasKilled = killing == number
        killing = nil
        actions.append(.cancel(.channelClosedGrace(instance: number)))
        endFetches(
            because: WidgetCallError(
                widgetID: configuration.widgetID, method: "configureCell", reason: .connectionLost("the widget \(status)")), into: &actions)
        if case .stopping = lifecycle {
            lifecycle = .stopped(status)
            actions.append(.record(MachineRecord(kind: .stopped, instance: number, text: "stopped by the host (\(status))")))
            return
        }
        // Killed by the host: the reason it was killed says more than the SIGKILL.
        let cause =
            wasKilled ? "was killed by the host (\(failure?.description ?? status.description))" : explain(status, killedByHost: false)
        actions.append(
            .record(MachineRecord(kind: .exited, instance: number, text: "the widget \(cause)", fields: Self.fields(of: status))))
        if !wasKilled { failure = .exited(status, cause: cause) }
        var draw = FixedDraw(value: random)
        var decision = configuration.restart.decide(
            after: status, stopRequested: stopRequested, at: now.monotonic, history: &history,
            standardErrorTail: stderrTail, random: &draw)
        if case .quarantine(var reason) = decision {
            reason.cause = cause
            decision = .quarantine(reason)
        }
        switch decision {
        case .restart(let delay):
            restarts += 1
            let attempt = history.backoff.attempt
            lifecycle = .restarting(after: delay, attempt: attempt)
            actions.append(
                .record(
                    MachineRecord(
                        kind: .restarting, instance: number,
                        text: "restarting in \(ReadableText.duration(delay)) (attempt \(attempt))",
                        fields: [("delayMs", .double((delay.inSeconds * 1e6).rounded() / 1e3)), ("attempt", .int(Int64(attempt)))])))
            actions.append(.arm(.restart, after: delay))
        case .quarantine(let reason):
            lifecycle = .quarantined(reason)
            failure = .quarantined(reason)
            actions.append(
                .record(
                    MachineRecord(
                        kind: .quarantined, instance: number, text: reason.description,
                        fields: Self.fields(of: reason.lastStatus) + [
                            ("stderrTail", .array(reason.standardErrorTail.map(JSONValue.string)))
                        ])))
        case .stayStopped:
            lifecycle = .stopped(status)
            actions.append(
                .record(
                    MachineRecord(
                        kind: .stopped, instance: number,
                        text: "the \(configuration.restart.restart.rawValue) policy does not restart after this exit")))
        }
    }

    private mutating func stop(into actions: inout [Action]) {
        stopRequested = true
        cancelCellTimers(into: &actions)
        endFetches(because: WidgetCallError(widgetID: configuration.widgetID, method: "configureCell", reason: .cancelled), into: &actions)
        switch lifecycle {
        case .idle, .quarantined, .failed, .stopped:
            if case .stopped = lifecycle { break }
            lifecycle = .stopped(nil)
        case .restarting:
            actions.append(.cancel(.restart))
            lifecycle = .stopped(nil)
            actions.append(.record(MachineRecord(kind: .stopped, instance: instance, text: "stopped by the host while waiting to restart")))
        case .starting:
            // The spawn in flight is discarded when it reports back.
            lifecycle = .stopped(nil)
        case .handshaking(let number), .ready(let number):
            lifecycle = .stopping(instance: number)
            actions.append(.runStopSequence(instance: number))
        case .stopping:
            break
        }
    }

    /// How `status` reads for people, naming the limit it hit: a SIGKILL or SIGXCPU the host did
    /// not send, under a CPU limit, is that limit.
    func explain(_ status: TerminationStatus, killedByHost: Bool) -> String {
        if !killedByHost, let seconds = configuration.limits.cpuSeconds,
            status.isCPULimitSignal
        {
            return "exceeded its CPU limit of \(seconds) s (\(status))"
        }
        return status.description
    }

    static func fields(of status: TerminationStatus) -> [(String, JSONValue)] {
        switch status {
        case .exited(let code): return [("exitCode", .int(Int64(code)))]
        case .signaled(let signal, let core): return [("signal", .int(Int64(signal))), ("coreDumped", .bool(core))]
        }
    }
}

/// A random source that returns one given value: the machine's jitter comes with its input.
struct FixedDraw: RandomNumberGenerator {
    var value: UInt64
    mutating func next() -> UInt64 { value }
}
