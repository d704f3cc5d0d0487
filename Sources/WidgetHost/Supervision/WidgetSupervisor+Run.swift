import WidgetConcurrency
import WidgetJSON
import WidgetLogFormat
import WidgetProcess
import WidgetProtocol
import WidgetRPC

// The run loop: one task group owns every task of the supervisor; each child returns what
// happened as a ``ChildResult``, which the loop feeds to the machine.
extension WidgetSupervisor {
    /// What reaches the run loop from outside the actor.
    struct Inbox: Sendable {
        /// Notifications the widget sent, in arrival order, with the instance that sent them.
        var notifications: [HeardNotification] = []
        /// The stamps of notifications the rate limiter dropped, as runs per instance: the
        /// line order skips them.
        var dropped: [(instance: Int, arrivals: ClosedRange<UInt64>)] = []
        /// The actor queued jobs while the loop waited.
        var nudged = false
        /// What the widget's threads counted since the loop last looked (added to the snapshot's).
        var counts = WidgetCounters()
        /// Its stderr lines since the loop last looked, with their instance (the newest
        /// ``SupervisorOptions/stderrTailLines`` at most: all any tail keeps).
        var standardError: [(instance: Int, line: String)] = []
        /// Counts or stderr lines came since the loop was last woken for them. They stay here
        /// until the loop absorbs them (never in a mail on its way, which could be handled after
        /// a newer result and put an old line after newer ones).
        var diagnosticsUnseen = false

        var isEmpty: Bool { notifications.isEmpty && dropped.isEmpty && !nudged && !diagnosticsUnseen }

        /// Notes that `arrival` of `instance` holds nothing, extending the last run.
        mutating func drop(_ arrival: Arrival, instance: Int) {
            if let last = dropped.last, last.instance == instance, last.arrivals.upperBound + 1 == arrival.number {
                dropped[dropped.count - 1].arrivals = last.arrivals.lowerBound...arrival.number
            } else {
                dropped.append((instance, arrival.number...arrival.number))
            }
        }
    }

    /// Where the widget's threads (its connection's, its stderr drain) put what they count and
    /// the stderr lines they read: the run loop takes them into the snapshot.
    struct Diagnostics: Sendable {
        let inbox: WaitableState<Inbox>
        let tailLines: Int

        func count(_ update: (inout WidgetCounters) -> Void) {
            inbox.update { box in
                update(&box.counts)
                box.diagnosticsUnseen = true
            }
        }

        func standardError(_ line: String, instance: Int) {
            let limit = tailLines
            inbox.update { box in
                box.standardError.append((instance, line))
                if box.standardError.count > limit { box.standardError.removeFirst(box.standardError.count - limit) }
                box.diagnosticsUnseen = true
            }
        }
    }

    /// A notification on its way to the run loop.
    struct HeardNotification: Sendable {
        var instance: Int
        /// Where it came in; `nil` when it came after its connection closed (out of line).
        var arrival: Arrival?
        var method: String
        var params: JSONValue?
    }

    /// Work that takes time, started by the run loop as a child task.
    enum Job: Sendable {
        case launch(instance: Int)
        case handshake(WidgetMachine.HandshakeStep, instance: Int)
        case fetchHeight(instance: Int, fetch: Int, width: Double)
        case fetchCell(instance: Int, fetch: Int, width: Double)
        case stopSequence(instance: Int)
        /// Fires at `deadline` (taken when it was armed, so a late start does not delay it).
        case timer(WidgetMachine.Timer, token: UInt64, at: MonotonicInstant)
        /// An instance's watchers: its exit, its stdout closing, its stderr.
        case watchExit(instance: Int)
        case watchChannel(instance: Int)
        case drainStandardError(instance: Int)
        /// The budget watchdog of an instance that runs as a real process tree.
        case watchBudget(instance: Int)
    }

    /// What a child task came to.
    enum ChildResult: Sendable {
        case inbox(Inbox?)
        /// A reply's outcome (one of the `…Answered` cases), with where the reply came in:
        /// applied in line order with the instance's notifications (``ArrivalOrder``).
        indirect case arrived(ChildResult, Arrival, instance: Int)
        case launched(instance: Int, Result<(any LaunchedWidget, LaunchConfiguration), LaunchFailure>)
        case initializeAnswered(instance: Int, Result<JSONValue, ConnectionError>, offered: [String])
        case prepareDataAnswered(instance: Int, Result<PrepareDataRequest.Response, ConnectionError>)
        case initAnswered(instance: Int, Result<InitResponse, ConnectionError>)
        case heightAnswered(fetch: Int, instance: Int, Result<CellHeightResponse, ConnectionError>)
        case cellAnswered(fetch: Int, instance: Int, Result<ConfigureCellResponse, ConnectionError>)
        case stopFinished(instance: Int, TerminationStatus)
        case timerFired(WidgetMachine.Timer, token: UInt64)
        case exited(instance: Int, TerminationStatus)
        case channelClosed(instance: Int)
        /// The watchdog found the instance's tree over a budget.
        case overBudget(instance: Int, BudgetBreach)
        /// A child whose end needs nothing done (a drained stderr, a cancelled timer).
        case done
    }

    /// A spawn that failed, with the sentence to record.
    struct LaunchFailure: Error, Sendable {
        var reason: String
    }

    /// Queues `job` for the run loop (and wakes it if it waits).
    func post(_ job: Job) {
        jobs.append(job)
        if jobs.count == 1 { inbox.update { $0.nudged = true } }
    }

    /// Runs until the machine is stopped by the host and every child has ended. The task
    /// group is the owner of every task the supervisor starts.
    func runLoop() async {
        let inbox = inbox
        await withTaskGroup(of: ChildResult.self) { group in
            group.addTask { await Self.nextMail(inbox) }
            var children = 0
            var cancelled = false
            while true {
                let queued = jobs
                jobs = []
                for job in queued {
                    group.addTask(operation: work(for: job))
                    children += 1
                }
                if machine.isStoppedByHost && children == 0 { break }
                guard let result = await group.next() else { break }
                // Counts and stderr lines made before this result are in the state it makes.
                absorbDiagnostics()
                if case .inbox(let mail) = result {
                    if !Task.isCancelled { group.addTask { await Self.nextMail(inbox) } }
                    if let mail { deliver(mail) }
                } else {
                    children -= 1
                    handle(result)
                }
                if Task.isCancelled && !cancelled {
                    // Whoever runs us gave up: stop now (the stop sequence's waits end at once).
                    cancelled = true
                    perform(machine.stop())
                }
                if machine.isStoppedByHost { cancelAllTimers() }
                publishIfChanged()
            }
            group.cancelAll()
        }
        // The host's stop has run its course: every stream of events ends with the run.
        if machine.isStoppedByHost { broadcast.finish() }
        running.update { $0 = false }
    }

    private static func nextMail(_ inbox: WaitableState<Inbox>) async -> ChildResult {
        .inbox(
            await inbox.take { box in
                guard !box.isEmpty else { return nil }
                // The counts and stderr lines stay for absorbDiagnostics: only the wake-up is taken.
                var mail = Inbox()
                swap(&mail.notifications, &box.notifications)
                swap(&mail.dropped, &box.dropped)
                mail.nudged = box.nudged
                box.nudged = false
                box.diagnosticsUnseen = false
                return mail
            })
    }

    /// Takes the counts and stderr lines waiting in the inbox into the supervisor's state.
    private func absorbDiagnostics() {
        let (counts, lines) = inbox.update { box in
            defer {
                box.counts = WidgetCounters()
                box.standardError = []
                box.diagnosticsUnseen = false
            }
            return (box.counts, box.standardError)
        }
        absorb(counts, lines)
    }

    private func absorb(_ counts: WidgetCounters, _ lines: [(instance: Int, line: String)]) {
        tally.add(counts)
        guard !lines.isEmpty else { return }
        let limit = options.stderrTailLines
        for (number, line) in lines {
            recentStandardError.append(line)
            instances[number]?.standardErrorTail.append(line)
            if let count = instances[number]?.standardErrorTail.count, count > limit {
                instances[number]?.standardErrorTail.removeFirst(count - limit)
            }
        }
        if recentStandardError.count > limit { recentStandardError.removeFirst(recentStandardError.count - limit) }
    }

    /// The mail's notifications and drop reports (counts and stderr lines never travel in a
    /// mail: the loop absorbs them from the inbox after every result).
    private func deliver(_ mail: Inbox) {
        for run in mail.dropped {
            skip(run.arrivals, of: run.instance)
        }
        for notification in mail.notifications {
            hear(
                .notification(method: notification.method, params: notification.params), at: notification.arrival,
                from: notification.instance)
        }
    }

    /// Feeds a child's result to the machine (through the review for what the widget said).
    /// A reply's comes in line order (``hear(_:at:from:)``).
    func handle(_ result: ChildResult) {
        switch result {
        case .inbox, .done:
            break
        case .arrived(let answer, let arrival, let number):
            hear(.answer(answer), at: arrival, from: number)
        case .launched(let number, .success(let (process, configuration))):
            instances[number] = attach(process, number: number)
            record(.spawned, instance: number, text: ([configuration.executable] + configuration.arguments).joined(separator: " "))
            var sandbox = process.sandbox
            if process.treeRoot != nil {
                sandbox?.budget = budgetEnforcement(kernelTasks: process.sandbox?.kernelTasks, kernelMemory: process.sandbox?.kernelMemory)
            }
            if let sandbox {
                record(.sandbox, instance: number, text: sandbox.summary, fields: sandbox.recordFields)
            }
            perform(machine.spawned(number, sandbox: sandbox, at: now()))
        case .launched(let number, .failure(let failure)):
            record(.spawnFailed, instance: number, text: failure.reason, fields: [(.executable, .string(entry.executable))])
            machine.spawnFailed(number, reason: failure.reason)
        case .initializeAnswered(let number, let reply, let offered):
            let verdict = review.initialize(instance: number, reply, offered: offered)
            note(verdict.findings, instance: number)
            perform(machine.initializeAnswered(number, verdict.result))
        case .prepareDataAnswered(let number, let reply):
            let verdict = review.plain(PrepareDataRequest.method, reply)
            note(verdict.findings, instance: number)
            perform(machine.prepareDataAnswered(number, verdict.result.failure))
        case .initAnswered(let number, let reply):
            let verdict = review.plain(InitRequest.method, reply)
            note(verdict.findings, instance: number)
            perform(machine.initAnswered(number, verdict.result.map(\.canBeDisplayed), at: now()))
        case .heightAnswered(let fetch, let number, let reply):
            let verdict = review.height(instance: number, reply)
            note(verdict.findings, instance: number)
            perform(machine.heightAnswered(fetch: fetch, verdict.result, at: now()))
        case .cellAnswered(let fetch, let number, let reply):
            let verdict = review.cell(instance: number, reply)
            note(verdict.findings, instance: number)
            perform(machine.cellAnswered(fetch: fetch, verdict.result, at: now()))
        case .stopFinished(let number, let status):
            perform(record: machine.stopFinished(number, status))
        case .timerFired(let timer, let token):
            fired(timer, token: token)
        case .exited(let number, let status):
            // What it said before it ended comes first, whatever is still missing.
            releaseLineOrder(of: number)
            let tail = instances[number]?.standardErrorTail ?? []
            let ceiling = instances[number]?.process.memoryCeilingReached
            perform(
                machine.exited(
                    number, status, stderrTail: tail, memoryCeilingReached: ceiling, random: UInt64.random(in: .min ... .max), at: now()),
                of: number)
            instances[number] = nil
            review.forget(instance: number)
        case .channelClosed(let number):
            if let grace = machine.channelClosed(number) { arm(.channelClosedGrace(instance: number), after: grace) }
        case .overBudget(let number, let breach):
            perform(machine.overBudget(number, breach))
        }
    }

    // MARK: - Timers

    /// Arms `timer` (replacing it if armed): a child sleeps on the clock and reports
    /// ``ChildResult/timerFired(_:token:)`` unless it is cancelled first.
    func arm(_ timer: WidgetMachine.Timer, after delay: Duration) {
        cancel(timer)
        nextToken += 1
        armedTimers[timer] = nextToken
        post(.timer(timer, token: nextToken, at: clock.now + delay))
    }

    func cancel(_ timer: WidgetMachine.Timer) {
        guard let token = armedTimers.removeValue(forKey: timer) else { return }
        cancelledTimers.update { _ = $0.insert(token) }
    }

    /// A host-stopped widget has nothing left to time.
    private func cancelAllTimers() {
        for timer in Array(armedTimers.keys) { cancel(timer) }
    }

    private func fired(_ timer: WidgetMachine.Timer, token: UInt64) {
        // Cancelled or re-armed after its sleep ended: it does not fire.
        guard armedTimers[timer] == token else {
            cancelledTimers.update { _ = $0.remove(token) }
            return
        }
        armedTimers[timer] = nil
        switch timer {
        case .restart: perform(machine.restartTimerFired())
        case .channelClosedGrace(let number):
            // Reaped already: it was exiting, and its exit report (which first reads what it
            // wrote last) is on its way. It says how the widget ended; a kill would not.
            let exited = instances[number]?.process.terminationStatus != nil
            perform(machine.graceExpired(instance: number, hasExited: exited))
        case .cellRetry: perform(machine.retryTimerFired(at: now()))
        case .timelineReload: perform(machine.timelineTimerFired(at: now()))
        }
    }

    // MARK: - The children

    /// The work of `job`, with what it needs taken from the actor now.
    private func work(for job: Job) -> @Sendable () async -> ChildResult {
        switch job {
        case .launch(let number):
            return launchWork(number)
        case .handshake(let step, let number):
            return handshakeWork(step, number)
        case .fetchHeight(let number, let fetch, let width):
            let call = callWork(CellHeightRequest(width: width), on: number)
            return {
                let reply = await call()
                return .arriving(.heightAnswered(fetch: fetch, instance: number, reply.result), reply.arrival, instance: number)
            }
        case .fetchCell(let number, let fetch, let width):
            let call = callWork(ConfigureCellRequest(width: width), on: number)
            return {
                let reply = await call()
                return .arriving(.cellAnswered(fetch: fetch, instance: number, reply.result), reply.arrival, instance: number)
            }
        case .stopSequence(let number):
            return stopSequenceWork(number)
        case .timer(let timer, let token, let deadline):
            let (clock, cancelled) = (clock, cancelledTimers)
            return {
                let cancelledFirst = await withDeadline(until: deadline, on: clock) { await cancelled.take { $0.remove(token) } } ?? nil
                if cancelledFirst != nil || Task.isCancelled { return .done }
                return .timerFired(timer, token: token)
            }
        case .watchExit(let number):
            return exitWork(number)
        case .watchChannel(let number):
            guard let running = instances[number] else { return { .done } }
            return {
                let reason = await running.connection.waitUntilClosed()
                // Our own closes (kill, stop, exit) are not the widget's doing.
                if case .closedLocally = reason { return .done }
                return running.process.terminationStatus == nil ? .channelClosed(instance: number) : .done
            }
        case .drainStandardError(let number):
            return drainWork(number)
        case .watchBudget(let number):
            return budgetWork(number)
        }
    }

    /// `request` to instance `number` with its per-method deadline (on the connection's clock,
    /// which is ours), and where its reply came in; an instance that is gone already answers
    /// that it is.
    func callWork<R: RequestType>(_ request: R, on number: Int) -> @Sendable () async -> ArrivedReply<R.Response> {
        guard let connection = instances[number]?.connection else {
            return { ArrivedReply(result: .failure(.closed(.closedLocally("the widget is gone"))), arrival: nil) }
        }
        let deadline = entry.deadline(for: R.method)
        return { await connection.orderedCall(request, timeout: deadline) }
    }
}
