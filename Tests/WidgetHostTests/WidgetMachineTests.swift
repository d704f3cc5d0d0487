import Foundation
import Testing
import WidgetJSON
import WidgetLogFormat
import WidgetProcess
import WidgetProtocol

@testable import WidgetHost

/// The supervisor's state machine on its own: each input is a method, each returns its own
/// action value, and the tests compare those values. No I/O, no tasks, no sleeping: time is a
/// value the harness moves.
@Suite struct WidgetMachineTests {
    typealias H = MachineHarness
    typealias M = WidgetMachine

    static func record(_ kind: RPCLogRecord.Kind, _ text: String, instance: Int = 1) -> M.MachineRecord {
        M.MachineRecord(kind: kind, instance: instance, text: text)
    }

    // MARK: - Starting

    @Test func startSpawnsTheFirstInstanceOnce() {
        var h = H()
        #expect(h.start() == M.Spawn(instance: 1))
        #expect(h.status == .starting)
        #expect(h.start() == nil)
    }

    @Test func spawnedInstanceIsHandshaken() {
        var h = H()
        h.start()
        #expect(h.spawned(1) == .handshake(instance: 1))
        #expect(h.status == .initializing)
    }

    @Test func spawnFailureLeavesTheWidgetFailedWithTheReason() {
        var h = H()
        h.start()
        h.spawnFailed(1, reason: "no such file")
        #expect(h.status == .failed("no such file"))
        #expect(h.machine.failure == .spawnFailed("no such file"))
    }

    @Test func identityIsKnownBeforeTheHandshakeEnds() {
        var h = H()
        h.start()
        h.spawned(1)
        #expect(h.initializeAnswered(1, .success(ProtocolFixtures.identity("weather"))) == .send(.initContext, instance: 1))
        #expect(h.snapshot.identity?.widgetType == "weather")
        #expect(h.status == .initializing)
    }

    @Test func prepareDataIsSentOnlyToAWidgetThatDeclaresIt() {
        var h = H()
        h.start()
        h.spawned(1)
        var preparing = ProtocolFixtures.identity()
        preparing.capabilities.prepareData = true
        #expect(h.initializeAnswered(1, .success(preparing)) == .send(.prepareData, instance: 1))
        #expect(h.prepareDataAnswered(1) == .send(.initContext, instance: 1))
        let failed = H.error(.remote(.internalError("no disk")), method: "prepareData")
        var failing = H()
        failing.start()
        failing.spawned(1)
        failing.initializeAnswered(1, .success(preparing))
        let kill = M.Kill(instance: 1, cause: .handshakeFailed, detail: "the handshake failed at 'prepareData': \(failed)")
        #expect(failing.prepareDataAnswered(1, failed) == .kill(kill))
    }

    @Test func handshakeSuccessMakesItReadyAndFetchesWhenTheCardWantsACell() {
        let initialized = M.MachineRecord(
            kind: .initialized, instance: 1, text: "clock speaks protocol \(ProtocolVersion.current)",
            fields: [(.widgetType, .string("clock")), (.canBeDisplayed, .bool(true))])
        var wanted = H()
        #expect(wanted.makeReady() == .ready(initialized, fetch: H.fetch(1)))
        #expect(wanted.status == .ready)

        var noWidth = H()
        #expect(noWidth.makeReady(width: nil) == .ready(initialized, fetch: nil))
        var notDisplayable = H()
        guard case .ready(_, let fetch)? = notDisplayable.makeReady(canBeDisplayed: false) else {
            Issue.record("not ready")
            return
        }
        #expect(fetch == nil)
        #expect(notDisplayable.snapshot.canBeDisplayed == false)
        var hidden = H()
        hidden.shown(false)
        #expect(hidden.makeReady() == .ready(initialized, fetch: nil))
    }

    @Test(arguments: [
        WidgetCallError.Reason.timedOut(after: .seconds(5)), .remote(.invalidState("no trip")),
        .invalidResult(reason: "not an object", pointer: ""),
    ])
    func failedHandshakeKillsTheWidget(reason: WidgetCallError.Reason) {
        var h = H()
        h.start()
        h.spawned(1)
        h.initializeAnswered(1)
        let error = H.error(reason, method: "init")
        let kill = M.Kill(instance: 1, cause: .handshakeFailed, detail: "the handshake failed at 'init': \(error)")
        #expect(h.initAnswered(1, .failure(error)) == .kill(kill))
        #expect(h.machine.failure == .handshakeFailed(step: "init", error))
        // The kill's exit is a crash like any other; the failure still says why.
        #expect(h.exit(.signaled(9, coreDumped: false))?.restartAfter == .milliseconds(500))
        #expect(h.machine.failure == .handshakeFailed(step: "init", error))
    }

    @Test func handshakeThatLostItsPipesIsNotKilled() {
        var h = H()
        h.start()
        h.spawned(1)
        let error = H.error(.connectionLost("end of file"), method: "initialize")
        #expect(h.initializeAnswered(1, .failure(error)) == nil)
        #expect(h.machine.failure == .handshakeFailed(step: "initialize", error))
    }

    // MARK: - Exits and restarts

    @Test func crashSchedulesARestartWithAReadableDelay() {
        var h = H()
        h.makeReadyWithCell()
        let crash = TerminationStatus.signaled(11, coreDumped: false)
        let action = h.exit(crash)
        #expect(action?.restartAfter == .milliseconds(500))
        #expect(action?.cancelsRetry == false)
        #expect(h.records.map(\.text) == ["the widget was killed by signal 11 (SIGSEGV)", "restarting in 0.5 s (attempt 1)"])
        #expect(h.records.map(\.kind) == [.exited, .restarting])
        #expect(h.status == .restarting(after: .milliseconds(500), attempt: 1))
        #expect(h.snapshot.restarts == 1)
        #expect(h.machine.failure == .exited(crash, cause: "was killed by signal 11 (SIGSEGV)"))
        #expect(h.snapshot.cellIsStale)
    }

    @Test func anExitRecordCarriesTheNewestStandardErrorLinesThatFit() throws {
        var h = H()
        h.makeReady()
        let lines = (1...15).map { "line \($0)" }
        h.exit(.exited(1), stderrTail: lines)
        let exit = try #require(h.records.first { $0.kind == .exited })
        #expect(exit.fields.contains { $0.0 == .exitCode })
        let tail = exit.fields.first { $0.0 == .stderrTail }?.1
        #expect(tail == .array((6...15).map { .string("line \($0)") }))

        // Nothing written, no tail: the record says nothing it does not know.
        h.advance(by: .seconds(1))
        h.fire(.restart)
        h.handshake()
        h.exit(.exited(1))
        #expect(h.records.first { $0.kind == .exited }?.fields.contains { $0.0 == .stderrTail } == false)
    }

    @Test func restartTimerSpawnsTheNextInstance() {
        var h = H()
        h.makeReady()
        h.exit(.exited(1))
        #expect(h.fire(.restart) == .spawn(M.Spawn(instance: 2)))
        #expect(h.status == .starting)
        #expect(h.spawned(2) == .handshake(instance: 2))
        #expect(h.fire(.restart) == nil, "fired once, not armed again")
        // A second quick crash waits twice as long.
        h.initializeAnswered(2)
        h.initAnswered(2)
        #expect(h.exit(.exited(1))?.restartAfter == .seconds(1))
        #expect(h.records.last?.text == "restarting in 1 s (attempt 2)")
    }

    /// A widget whose runtime could not allocate says so on stderr and exits 1: the exit names
    /// that it ran out of memory, and under which limit, rather than only "exited with code 1".
    @Test func anExitAfterARuntimesOutOfMemoryWordsSaysItRanOutOfMemory() throws {
        var h = H(limits: ResourceLimits(addressSpaceBytes: 200 << 20))
        h.makeReady()
        let traceback = ["Traceback (most recent call last):", "  File \"w.py\", line 8, in <module>", "MemoryError"]
        h.exit(.exited(1), stderrTail: traceback)
        let cause = "ran out of memory under its address-space limit of 200 MiB (exited with code 1; its stderr: MemoryError)"
        #expect(h.records.first?.text == "the widget " + cause)
        #expect(h.machine.failure == .exited(.exited(1), cause: cause))

        // Without an address-space limit, and for a clean exit or other words, nothing is claimed.
        var plain = H()
        plain.makeReady()
        plain.exit(.signaled(6, coreDumped: false), stderrTail: ["terminate called after throwing an instance of 'std::bad_alloc'"])
        #expect(plain.records.first?.text.hasPrefix("the widget ran out of memory (was killed by signal 6") == true, "\(plain.records)")
        for (status, tail) in [(TerminationStatus.exited(0), ["MemoryError"]), (.exited(1), ["no memory words here"])] {
            var other = H()
            other.makeReady()
            other.exit(status, stderrTail: tail)
            #expect(other.records.first?.text.contains("ran out of memory") == false, "\(status) \(tail)")
        }
    }

    /// The kernel killed in the tree at its memory ceiling (a balloon faster than the watchdog):
    /// the exit says so, not only "killed by signal 9", and a host's own kill is still the host's.
    @Test func anExitAfterTheKernelKilledAtTheMemoryCeilingSaysSo() {
        var h = H()
        h.makeReady()
        h.exit(.signaled(9, coreDumped: false), memoryCeilingReached: 512 << 20)
        let cause = "was killed by the kernel at its tree's memory ceiling of 512 MiB (was killed by signal 9 (SIGKILL))"
        #expect(h.records.first?.text == "the widget " + cause)
        #expect(h.machine.failure == .exited(.signaled(9, coreDumped: false), cause: cause))

        var clean = H()
        clean.makeReady()
        clean.exit(.exited(0), memoryCeilingReached: 512 << 20)
        #expect(clean.records.first?.text.contains("memory ceiling") == false, "a clean exit is the widget's")
    }

    @Test(arguments: [
        "MemoryError", "MemoryError: cannot allocate array",
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        "terminate called after throwing an instance of 'std::bad_alloc'", "fatal error: runtime: out of memory",
        "memory allocation of 1073741824 bytes failed", "main.rb:3:in `*': failed to allocate memory (NoMemoryError)",
        "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space", "sh: fork: Cannot allocate memory",
    ])
    func eachRuntimesOutOfMemoryWordsAreKnown(line: String) {
        #expect(OutOfMemoryEvidence.line(in: ["earlier", line]) == line)
    }

    @Test func otherLinesAndOlderOnesAreNoEvidence() {
        #expect(OutOfMemoryEvidence.line(in: ["a MemoryError class was imported", "ok"]) == nil)
        #expect(OutOfMemoryEvidence.line(in: ["MemoryError"] + Array(repeating: "later", count: 5)) == nil, "only the last 5 lines")
        #expect(OutOfMemoryEvidence.line(in: []) == nil)
    }

    @Test func crashLoopIsQuarantinedWithItsStandardErrorTail() {
        var h = H()
        h.makeReady()
        var delays: [Duration?] = []
        for number in 1...5 {
            h.advance(by: .milliseconds(100))
            delays.append(h.exit(.exited(3), stderrTail: ["database unreachable"])?.restartAfter)
            guard case .restarting(let delay, _) = h.status else { break }
            h.advance(by: delay)
            #expect(h.fire(.restart) == .spawn(M.Spawn(instance: number + 1)))
            h.handshake()
        }
        #expect(delays == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8)])

        h.advance(by: .milliseconds(100))
        let quarantine = h.exit(.exited(3), stderrTail: ["database unreachable"])
        #expect(quarantine?.restartAfter == nil)
        #expect(h.records.map(\.kind) == [.exited, .quarantined])
        var reason = QuarantineReason(
            lastStatus: .exited(3), restarts: 5, window: .seconds(60), standardErrorTail: ["database unreachable"])
        reason.cause = "exited with code 3"
        #expect(h.status == .quarantined(reason))
        #expect(h.machine.failure == .quarantined(reason))
        #expect(
            h.records.last?.text
                == """
                The widget exited with code 3 after 5 restarts within 60 s; it stays stopped until you retry it. Its last stderr \
                line: database unreachable
                """
        )
        #expect(h.records.last?.fields.contains { $0.0 == .stderrTail && $0.1 == .array([.string("database unreachable")]) } == true)
        #expect(h.armed.isEmpty, "nothing left to fire")
    }

    @Test(arguments: [
        (RestartPolicy.transient, TerminationStatus.exited(0)), (.temporary, .exited(1)), (.temporary, .signaled(9, coreDumped: false)),
    ])
    func policyThatDoesNotRestartLeavesItStopped(policy: RestartPolicy, status: TerminationStatus) {
        var h = H(restart: RestartPolicies(restart: policy))
        h.makeReady()
        let action = h.exit(status)
        #expect(action?.restartAfter == nil)
        #expect(h.records.map(\.kind) == [.exited, .stopped])
        #expect(h.records.last?.text == "the \(policy.rawValue) policy does not restart after this exit")
        // Its own end, not the host's stop: the card says how it ended (before: `.stopped`, as a host stop).
        #expect(h.status == .ended(status))
        #expect(h.armed[.restart] == nil)
        #expect(!h.machine.isStoppedByHost, "a policy's stop leaves the run to the host")
    }

    @Test func transientWidgetIsRestartedAfterAFailure() {
        var h = H(restart: RestartPolicies(restart: .transient))
        h.makeReady()
        #expect(h.exit(.exited(1))?.restartAfter == .milliseconds(500))
    }

    // MARK: - Broken contracts

    @Test func missedDeadlinesInARowMakeItHung() {
        var h = H()
        h.makeReadyWithCell()
        #expect(h.callFinished(1, H.timedOut) == nil)
        #expect(h.callFinished(1, H.timedOut) == nil)
        let detail = "3 deadlines missed in a row; the widget is hung"
        #expect(h.callFinished(1, H.timedOut) == M.Kill(instance: 1, cause: .hung, detail: detail))
        #expect(h.machine.failure == .killed(.hung, detail))
        #expect(h.callFinished(1, H.timedOut) == nil, "one kill per instance")
        #expect(h.exit(.signaled(9, coreDumped: false))?.restartAfter == .milliseconds(500))
        #expect(h.machine.failure == .killed(.hung, detail), "the exit does not hide why it was killed")
    }

    @Test func anAnswerResetsTheMissedDeadlineCount() {
        var h = H()
        h.makeReadyWithCell()
        h.callFinished(1, H.timedOut)
        h.callFinished(1, H.timedOut)
        #expect(h.callFinished(1, nil) == nil)
        h.callFinished(1, H.timedOut)
        #expect(h.callFinished(1, H.error(.remote(.internalError("oops")))) == nil, "an error answer is an answer")
        h.callFinished(1, H.timedOut)
        h.callFinished(1, H.timedOut)
        #expect(h.status == .ready)
        // A cell fetch that misses its deadline counts too.
        h.reload()
        // No retry for an instance being killed: its successor fetches after the restart.
        let hung = M.Kill(instance: 1, cause: .hung, detail: "3 deadlines missed in a row; the widget is hung")
        #expect(h.height(2, .failure(H.timedOut)) == .failed(kill: hung, retry: nil))
    }

    @Test func widgetThatStopsReadingIsKilledAsWedged() {
        var h = H()
        h.makeReadyWithCell()
        let detail = "the widget stopped reading its stdin (outbound queue full)"
        #expect(h.callFinished(1, H.error(.wedged)) == M.Kill(instance: 1, cause: .wedged, detail: detail))
        #expect(h.machine.failure == .killed(.wedged, detail))

        var fetching = H()
        fetching.makeReady()
        #expect(
            fetching.height(1, .failure(H.error(.wedged)))
                == .failed(kill: M.Kill(instance: 1, cause: .wedged, detail: detail), retry: nil),
            "no retry: it is going away")
    }

    @Test func closedStdoutIsKilledAfterAGrace() {
        var h = H()
        h.makeReady()
        #expect(h.channelClosed(1) == .milliseconds(250))
        h.advance(by: .milliseconds(250))
        let kill = M.Kill(instance: 1, cause: .channelClosed, detail: "the widget closed its stdout but kept running")
        #expect(h.fire(.channelClosedGrace(instance: 1)) == .kill(kill))
    }

    @Test func aGraceThatEndsAfterTheProcessWasReapedKillsNothing() {
        // The widget closed stdout because it was exiting; the kernel has reaped it, but its
        // exit report (which first reads its last output) is not in yet when the grace ends.
        var h = H()
        h.makeReady()
        h.channelClosed(1)
        h.advance(by: .milliseconds(250))
        #expect(h.machine.graceExpired(instance: 1, hasExited: true) == nil)
        h.exit(.exited(3))
        #expect(h.machine.failure == .exited(.exited(3), cause: "exited with code 3"))
        #expect(h.records.first?.text == "the widget exited with code 3")
        #expect(h.status.isRestarting, "restarted as after any crash: \(h.status)")
    }

    @Test func anExitThatIsNotTheKillWinsOverTheChannelClosedKill() {
        // The grace ended first, the kill went to a process that had already exited: its status
        // is its own (code 3), not the host's SIGKILL, so the widget is reported by its exit.
        var h = H()
        h.makeReady()
        h.channelClosed(1)
        h.advance(by: .milliseconds(250))
        #expect(h.fire(.channelClosedGrace(instance: 1)) != .kill(nil))
        h.exit(.exited(3))
        #expect(h.machine.failure == .exited(.exited(3), cause: "exited with code 3"))
        #expect(h.records.first?.text == "the widget exited with code 3")

        // Ended by the SIGKILL: it did keep running, and the kill's reason stays.
        var killed = H()
        killed.makeReady()
        killed.channelClosed(1)
        killed.advance(by: .milliseconds(250))
        killed.fire(.channelClosedGrace(instance: 1))
        killed.exit(.signaled(9, coreDumped: false))
        #expect(killed.machine.failure == .killed(.channelClosed, "the widget closed its stdout but kept running"))
        #expect(killed.records.first?.text.contains("was killed by the host (killed (channelClosed)") == true)
    }

    @Test func exitWithinTheGraceCancelsTheKill() {
        var h = H()
        h.makeReady()
        h.channelClosed(1)
        h.exit(.exited(0))
        #expect(h.effects.first == .cancel(.channelClosedGrace(instance: 1)))
        #expect(h.fire(.channelClosedGrace(instance: 1)) == nil)
    }

    // MARK: - Stopping, in every state

    @Test func stopBeforeStartLeavesItStopped() {
        var h = H()
        #expect(h.stop() == M.StopAction())
        #expect(h.status == .stopped(nil))
        #expect(h.machine.isStoppedByHost)
        #expect(h.start() == nil)
    }

    @Test func stopWhileStartingDiscardsTheSpawnedProcess() {
        var h = H()
        h.start()
        #expect(h.stop() == M.StopAction())
        #expect(h.status == .stopped(nil))
        #expect(h.spawned(1) == .discard(instance: 1))
        #expect(h.status == .stopped(nil))
        #expect(h.machine.history.backoff.lastStart == nil, "a discarded run never counts")
    }

    @Test func stopWhileHandshakingRunsTheStopSequence() {
        var h = H()
        h.width(H.width)
        h.start()
        h.spawned(1)
        #expect(h.stop() == M.StopAction(runStopSequence: 1))
        #expect(h.status == .stopping)
        #expect(h.initializeAnswered(1) == nil, "late: the stop sequence runs")
        #expect(h.initAnswered(1) == nil, "not ready, no fetch")
        #expect(h.status == .stopping)
    }

    @Test func stopWhileReadyEndsTheFetchAndRunsTheStopSequence() {
        var h = H()
        h.makeReady()
        #expect(h.stop() == M.StopAction(runStopSequence: 1))
        #expect(h.status == .stopping)
        #expect(!h.snapshot.isFetching)
        #expect(h.snapshot.cellError?.reason == .cancelled)
        #expect(h.height(1, .success(120)) == nil)
        #expect(h.reload() == nil)
        #expect(h.channelClosed(1) == nil, "its stdout closing is the stop's doing")
    }

    @Test func stopWhileReadyCancelsTheCellTimers() {
        var h = H()
        let timeline = ProtocolFixtures.timeline(.atEnd, entriesAt: [ProtocolFixtures.wallOrigin + 600])
        h.makeReadyWithCell(ProtocolFixtures.cellResponse(timeline: timeline))
        h.reload()
        h.height(2, .failure(H.error(.remote(.internalError("busy")))))
        #expect(Set(h.armed.keys) == [.timelineReload, .cellRetry])
        #expect(h.stop() == M.StopAction(cancelsRetry: true, runStopSequence: 1))
        #expect(h.effects.prefix(2) == [.cancel(.timelineReload), .cancel(.cellRetry)])
        #expect(h.armed.isEmpty)
    }

    @Test func stopWhileRestartingCancelsTheRestart() {
        var h = H()
        h.makeReady()
        h.exit(.exited(1))
        let stopped = Self.record(.stopped, "stopped by the host while waiting to restart")
        #expect(h.stop() == M.StopAction(cancelsRestart: true, record: stopped))
        #expect(h.status == .stopped(nil))
        #expect(h.armed.isEmpty)
    }

    @Test func secondStopWhileStoppingDoesNothing() {
        var h = H()
        h.makeReady()
        h.stop()
        #expect(h.stop() == M.StopAction())
        #expect(h.status == .stopping)
        #expect(!h.machine.isStoppedByHost)
    }

    @Test func stopOfAWidgetThatIsNotRunningDoesNothing() {
        var failed = H()
        failed.start()
        failed.spawnFailed(1, reason: "no such file")
        #expect(failed.stop() == M.StopAction())
        #expect(failed.status == .stopped(nil))

        var stopped = H()
        stopped.makeReady()
        stopped.stop()
        stopped.stopFinished(1, .exited(0))
        #expect(stopped.stop() == M.StopAction())
        #expect(stopped.status == .stopped(.exited(0)))

        var ended = H(restart: RestartPolicies(restart: .temporary))
        ended.makeReady()
        ended.exit(.exited(4))
        #expect(ended.stop() == M.StopAction())
        #expect(ended.status == .stopped(.exited(4)), "the status it ended with stays")
        #expect(ended.machine.isStoppedByHost)
    }

    @Test func stopFinishedLeavesItStoppedWithTheStatus() {
        var h = H()
        h.makeReady()
        h.stop()
        // The status is on the record too: `widgets logs --summary` counts it as a stop (issue 27).
        #expect(
            h.stopFinished(1, .exited(0))
                == M.MachineRecord(
                    kind: .stopped, instance: 1, text: "stopped by the host (exited with code 0)", fields: [(.exitCode, .int(0))]))
        #expect(h.status == .stopped(.exited(0)))
        #expect(h.machine.isStoppedByHost)
        #expect(h.exited(1, .exited(0)) == nil)
    }

    /// How a stop and the widget's exit can meet (issue 9, item 1: a host stop once scheduled
    /// a restart, and a ghost instance after it).
    enum StopRace: String, CaseIterable, CustomTestStringConvertible {
        case exitBeforeStopFinished, exitAfterStopFinished, stopWhileRestarting, stopWhileStarting, stopWhileHandshaking, stopAfterKill
        var testDescription: String { rawValue }
    }

    /// The ghost regression: after a stop, no exit (whatever its status, in whatever order it
    /// arrives) spawns or arms a restart, and no timer is left that could.
    @Test(
        arguments: StopRace.allCases,
        [
            TerminationStatus.exited(0), .exited(1), .signaled(9, coreDumped: false), .signaled(15, coreDumped: false),
        ])
    func stoppedWidgetNeverSpawnsAgain(race: StopRace, status: TerminationStatus) {
        var h = H()
        var effects: [H.Effect] = []
        switch race {
        case .exitBeforeStopFinished:
            h.makeReadyWithCell()
            h.stop()
            effects += h.effects
            h.exited(1, status)
            effects += h.effects
            h.stopFinished(1, status)
        case .exitAfterStopFinished:
            h.makeReadyWithCell()
            h.stop()
            effects += h.effects
            h.stopFinished(1, status)
            effects += h.effects
            h.exited(1, status)
        case .stopWhileRestarting:
            h.makeReadyWithCell()
            h.exit(status)
            h.stop()
        case .stopWhileStarting:
            h.start()
            h.stop()
            effects += h.effects
            h.spawned(1)
            effects += h.effects
            h.exited(1, status)
        case .stopWhileHandshaking:
            h.start()
            h.spawned(1)
            h.stop()
            effects += h.effects
            h.exited(1, status)
            effects += h.effects
            h.stopFinished(1, status)
        case .stopAfterKill:
            h.makeReadyWithCell()
            h.callFinished(1, H.error(.wedged))
            h.stop()
            effects += h.effects
            h.exited(1, status)
            effects += h.effects
            h.stopFinished(1, status)
        }
        effects += h.effects
        let restartsBefore = h.snapshot.restarts
        h.advance(by: .seconds(60))
        for timer in Array(h.armed.keys) {
            h.fire(timer)
            effects += h.effects
        }
        #expect(!effects.contains { if case .spawn = $0 { true } else { false } })
        #expect(!effects.contains(.arm(.restart)))
        #expect(!effects.contains(.record(.restarting)))
        #expect(h.snapshot.restarts == restartsBefore)
        #expect(h.machine.isStoppedByHost, "not stopped: \(h.status)")
    }

    // MARK: - Manual retry

    @Test func retryStartsAQuarantinedWidgetAfreshWithACleanHistory() {
        var h = H()
        h.makeReady()
        for _ in 1...6 {
            h.exit(.exited(3))
            guard case .restarting = h.status else { break }
            h.fire(.restart)
            h.handshake()
        }
        #expect(h.status.isQuarantined)
        let retried = Self.record(.retry, "manual retry: restart history and quarantine cleared", instance: 6)
        #expect(h.retry() == M.RetryAction(record: retried, spawn: M.Spawn(instance: 7)))
        #expect(h.machine.history == RestartHistory())
        #expect(h.machine.failure == nil)
        h.handshake()
        #expect(h.exit(.exited(3))?.restartAfter == .milliseconds(500), "attempt 1 again")
    }

    @Test func retryStartsAFailedWidgetAgain() {
        var h = H()
        h.start()
        h.spawnFailed(1, reason: "no such file")
        #expect(h.retry()?.spawn == M.Spawn(instance: 2))
        #expect(h.records.map(\.kind) == [.retry])
        #expect(h.status == .starting)
    }

    @Test func retryStartsAStoppedWidgetThatRestartsAgainAfterwards() {
        var h = H()
        h.makeReady()
        h.stop()
        h.stopFinished(1, .exited(0))
        #expect(h.retry()?.spawn == M.Spawn(instance: 2))
        h.handshake()
        #expect(h.exit(.exited(1))?.restartAfter == .milliseconds(500), "the stop no longer applies")
    }

    @Test func retryDuringTheBackoffStartsAtOnce() {
        var h = H()
        h.makeReady()
        h.exit(.exited(1))
        let retried = Self.record(.retry, "manual retry: restart history and quarantine cleared")
        #expect(h.retry() == M.RetryAction(cancelsRestart: true, record: retried, spawn: M.Spawn(instance: 2)))
        #expect(h.armed[.restart] == nil)
    }

    @Test func retryOfARunningWidgetDoesNothing() {
        var idle = H()
        #expect(idle.retry() == M.RetryAction(spawn: M.Spawn(instance: 1)), "a first start, not recorded as a retry")
        var ready = H()
        ready.makeReady()
        #expect(ready.retry() == nil)
        ready.stop()
        #expect(ready.retry() == nil, "not while stopping")
    }

    // MARK: - Notifications

    /// Issue 9, item 2: twenty `reloadWidget` behind a fetch in flight are one more fetch.
    @Test func burstOfReloadsDuringAFetchIsOneMoreFetch() {
        var h = H()
        h.makeReadyWithCell()
        #expect(h.reload() == H.fetch(2))
        for _ in 1...20 { #expect(h.reload() == nil) }
        #expect(h.machine.cell.coalesced == 19)
        #expect(h.answer(fetch: 2) == .succeeded(timeline: .cancel, next: H.fetch(3)))
        #expect(h.answer(fetch: 3) == .succeeded(timeline: .cancel, next: nil))
        #expect(h.snapshot.cell?.sequence == 3)
    }

    @Test func reloadDuringTheFirstFetchFollowsIt() {
        var h = H()
        h.makeReady()
        #expect(h.reload() == nil)
        #expect(h.height(1, .success(120)) == .fetchCell(instance: 1, fetch: 1, width: 375), "no second cellHeight in flight")
        #expect(h.cell(1, .success(ProtocolFixtures.cellResponse())) == .succeeded(timeline: .cancel, next: H.fetch(2)))
    }

    @Test func becomingDisplayableFetchesOnlyWhenThereIsNoCell() {
        var first = H()
        first.makeReady(canBeDisplayed: false)
        #expect(first.canBeDisplayed(1, true) == H.fetch(1))

        var again = H()
        again.makeReadyWithCell()
        #expect(again.canBeDisplayed(1, false) == nil)
        #expect(again.canBeDisplayed(1, true) == nil, "shown again without a reload")
        #expect(again.snapshot.canBeDisplayed == true)
        again.exit(.exited(1))
        again.fire(.restart)
        again.handshake()
        again.answer(fetch: 2)
        #expect(again.canBeDisplayed(1, false) == nil)
        #expect(again.snapshot.canBeDisplayed == true, "not from another instance")
    }

    @Test func reloadWhileNotDisplayableIsOwed() {
        var h = H()
        h.makeReadyWithCell()
        h.canBeDisplayed(1, false)
        #expect(h.reload() == nil)
        #expect(h.canBeDisplayed(1, true) == H.fetch(2))
    }

    @Test func presentationIsPassedOnOnlyWhenReady() {
        let controller = WidgetController(presentation: .modal, title: "Details", content: .text(TextNode("gate B12")))
        var h = H()
        h.start()
        h.spawned(1)
        #expect(h.present(1, controller) == nil)
        h.initializeAnswered(1)
        h.initAnswered(1)
        #expect(h.present(1, controller) == controller)
        h.stop()
        #expect(h.present(1, controller) == nil)
    }

    // MARK: - Width, visibility, explicit refresh

    @Test func widthChangeDuringAFetchIsOneMoreFetchAtTheNewWidth() {
        var h = H()
        h.makeReady()
        #expect(h.width(400) == nil)
        #expect(h.width(390) == nil)
        #expect(h.answer(fetch: 1) == .succeeded(timeline: .cancel, next: H.fetch(2, width: 390)))
        #expect(h.answer(fetch: 2) == .succeeded(timeline: .cancel, next: nil))
        #expect(h.snapshot.cell?.width == 390)
    }

    @Test func widthChangeOfAReadyCardFetchesAtOnce() {
        var h = H()
        h.makeReadyWithCell()
        #expect(h.width(H.width) == nil)
        #expect(h.width(400) == H.fetch(2, width: 400))
    }

    @Test func hiddenCardOwesItsReloadUntilShown() {
        var h = H()
        h.makeReadyWithCell(ProtocolFixtures.cellResponse(timeline: ProtocolFixtures.timeline(.atEnd, entriesAt: [h.now.wall + 60])))
        #expect(h.shown(false) == nil)
        #expect(h.reload() == nil)
        h.advance(by: .seconds(60))
        #expect(h.fire(.timelineReload) == .fetch(nil))
        #expect(h.shown(true) == H.fetch(2))
        h.answer(fetch: 2)
        #expect(h.shown(false) == nil)
        #expect(h.shown(true) == nil, "nothing owed: the cell it has is current")
    }

    @Test func refreshFetchesEvenWhenHidden() {
        var h = H()
        h.makeReadyWithCell()
        h.shown(false)
        #expect(h.refresh(width: 375) == M.Refresh(ticket: 2, fetch: H.fetch(2)))
    }

    @Test func refreshDoesNotWaitForTheRetryBackoff() {
        var h = H()
        h.makeReadyWithCell()
        h.reload()
        #expect(h.height(2, .failure(H.timedOut)) == .failed(kill: nil, retry: .after(.seconds(1))))
        #expect(h.reload() == nil, "a widget's reload waits for the retry")
        #expect(h.refresh(width: 375) == M.Refresh(ticket: 4, fetch: H.fetch(3, cancelsRetry: true)))
        #expect(h.armed[.cellRetry] == nil)
    }

    @Test func refreshPendingBehindAFailedFetchGoesAtOnce() {
        var h = H()
        h.makeReadyWithCell()
        h.reload()
        #expect(h.refresh(width: 375).fetch == nil)
        #expect(h.height(2, .failure(H.timedOut)) == .failed(kill: nil, retry: .now(H.fetch(3))))
    }

    // MARK: - Cell answers, staleness, retries

    @Test func goodAnswerBecomesTheCellWithItsSequence() {
        var h = H()
        h.makeReady()
        h.advance(by: .seconds(2))
        h.height(1, .success(140))
        #expect(h.snapshot.cell == nil, "not before configureCell")
        #expect(h.snapshot.isFetching)
        let response = ProtocolFixtures.cellResponse("12:02")
        #expect(h.cell(1, .success(response)) == .succeeded(timeline: .cancel, next: nil))
        let expected = CellSnapshot(
            width: 375, height: 140, content: response, instance: 1, receivedAt: ProtocolFixtures.wallOrigin + 2, sequence: 1)
        #expect(h.snapshot.cell == expected)
        #expect(!h.snapshot.cellIsStale)
        #expect(!h.snapshot.isFetching)
        #expect(h.snapshot.fetchesServed == 1)
    }

    /// "fit" (protocol 1.2) goes with its cell like a height in points: the dashboard measures it.
    @Test func aFitAnswerIsTheCellsHeight() {
        var h = H()
        h.makeReady()
        #expect(h.height(1, .success(.fit)) == .fetchCell(instance: 1, fetch: 1, width: 375))
        h.cell(1, .success(ProtocolFixtures.cellResponse()))
        #expect(h.snapshot.cell?.height == .fit)
        h.reload()
        h.answer(fetch: 2, height: 150)
        #expect(h.snapshot.cell?.height == 150, "the next answer replaces it")
    }

    /// Issue 9, item 3: a missed deadline marks the card stale and is retried until it recovers.
    @Test func failedFetchMarksTheCellStaleAndRetriesWithBackoff() {
        var h = H()
        h.makeReadyWithCell()
        h.reload()
        #expect(h.height(2, .failure(H.timedOut)) == .failed(kill: nil, retry: .after(.seconds(1))))
        #expect(h.snapshot.cellIsStale)
        #expect(h.snapshot.cellError == H.timedOut)
        #expect(h.snapshot.cell?.sequence == 1, "the last good cell stays")

        h.advance(by: .seconds(1))
        #expect(h.fire(.cellRetry) == .fetch(H.fetch(3)))
        #expect(h.height(3, .success(120)) == .fetchCell(instance: 1, fetch: 3, width: 375))
        let invalid = H.error(.invalidResult(reason: "no content", pointer: "/cell"), method: "configureCell")
        #expect(h.cell(3, .failure(invalid)) == .failed(kill: nil, retry: .after(.seconds(2))))
        #expect(h.snapshot.cellError == invalid)

        var delays: [H.M.FetchRetry?] = []
        for fetch in 4...8 {
            #expect(h.fire(.cellRetry) == .fetch(H.fetch(fetch)))
            if case .failed(_, let retry)? = h.height(fetch, .failure(H.error(.remote(.internalError("busy"))))) { delays.append(retry) }
        }
        #expect(delays == [.after(.seconds(4)), .after(.seconds(8)), .after(.seconds(16)), .after(.seconds(30)), .after(.seconds(30))])

        #expect(h.fire(.cellRetry) == .fetch(H.fetch(9)))
        #expect(h.answer(fetch: 9) == .succeeded(timeline: .cancel, next: nil))
        #expect(!h.snapshot.cellIsStale)
        #expect(h.snapshot.cellError == nil)
        #expect(h.snapshot.cell?.sequence == 9)
        h.reload()
        #expect(h.height(10, .failure(H.timedOut)) == .failed(kill: nil, retry: .after(.seconds(1))), "recovery resets the backoff")
    }

    @Test func retryDueWhileHiddenWaitsUntilShown() {
        var h = H()
        h.makeReadyWithCell()
        h.reload()
        h.height(2, .failure(H.timedOut))
        h.shown(false)
        #expect(h.fire(.cellRetry) == .fetch(nil))
        #expect(h.shown(true) == H.fetch(3))
    }

    @Test func answersForAnOldFetchOrInstanceAreIgnored() {
        var h = H()
        h.makeReadyWithCell()
        #expect(h.height(1, .success(99)) == nil, "already answered")
        h.reload()
        h.exit(.signaled(9, coreDumped: false))
        #expect(h.snapshot.cellIsStale)
        h.fire(.restart)
        guard case .ready(_, let fetch)? = h.handshake() else {
            Issue.record("not ready: \(h.status)")
            return
        }
        #expect(fetch == H.fetch(3, instance: 2), "a new instance is asked again")

        #expect(h.height(2, .success(99)) == nil)
        #expect(h.cell(2, .success(ProtocolFixtures.cellResponse("old"))) == nil)
        #expect(h.reload(1) == nil)
        for _ in 1...3 { #expect(h.callFinished(1, H.timedOut) == nil) }
        #expect(h.canBeDisplayed(1, false) == nil)
        #expect(h.channelClosed(1) == nil)
        #expect(h.exited(1, .exited(0)) == nil)
        #expect(h.status == .ready)
        #expect(h.answer(fetch: 3) == .succeeded(timeline: .cancel, next: nil))
        #expect(h.snapshot.cell?.instance == 2)
        #expect(!h.snapshot.cellIsStale)
    }

    // MARK: - Timelines

    @Test func timelineReloadsWhenItsLastEntryIsDue() {
        var h = H()
        h.makeReady()
        let future = ProtocolFixtures.timeline(.atEnd, entriesAt: [h.now.wall + 600, h.now.wall + 1800])
        #expect(
            h.answer(fetch: 1, ProtocolFixtures.cellResponse(timeline: future))
                == .succeeded(timeline: .arm(after: .seconds(1800)), next: nil))
        h.advance(by: .seconds(1800))
        #expect(h.fire(.timelineReload) == .fetch(H.fetch(2)))
    }

    @Test func timelineReloadsAtItsAfterDateButNoSoonerThanFiveSeconds() {
        var h = H()
        h.makeReady()
        let after = Timeline(entries: [], reload: .after(ProtocolFixtures.timestamp(h.now.wall + 90)))
        #expect(
            h.answer(fetch: 1, ProtocolFixtures.cellResponse(timeline: after)) == .succeeded(timeline: .arm(after: .seconds(90)), next: nil)
        )
        h.reload()
        let soon = ProtocolFixtures.timeline(.atEnd, entriesAt: [h.now.wall + 2])
        #expect(
            h.answer(fetch: 2, ProtocolFixtures.cellResponse(timeline: soon)) == .succeeded(timeline: .arm(after: .seconds(5)), next: nil))
        #expect(h.armed[.timelineReload] == .seconds(5), "the new reload replaces the old")
    }

    /// Issue 9, item 4: a timeline already past reloads after a minute, then backs off.
    @Test func pastDueTimelineReloadsAfterAMinuteThenBacksOff() {
        var h = H()
        h.makeReady()
        func pastDue(at now: Date) -> ConfigureCellResponse {
            ProtocolFixtures.cellResponse(timeline: ProtocolFixtures.timeline(.atEnd, entriesAt: [now - 3600, now - 60]))
        }
        func armed(_ delay: Duration) -> M.CellAnsweredAction { .succeeded(timeline: .arm(after: delay), next: nil) }
        #expect(h.answer(fetch: 1, pastDue(at: h.now.wall)) == armed(.seconds(60)))
        h.advance(by: .seconds(60))
        #expect(h.fire(.timelineReload) == .fetch(H.fetch(2)))
        #expect(h.answer(fetch: 2, pastDue(at: h.now.wall)) == armed(.seconds(120)))
        h.advance(by: .seconds(120))
        h.fire(.timelineReload)
        let ahead = ProtocolFixtures.cellResponse(timeline: ProtocolFixtures.timeline(.atEnd, entriesAt: [h.now.wall + 300]))
        #expect(h.answer(fetch: 3, ahead) == armed(.seconds(300)))
        h.advance(by: .seconds(300))
        h.fire(.timelineReload)
        #expect(h.answer(fetch: 4, pastDue(at: h.now.wall)) == armed(.seconds(60)), "a timeline that looked ahead resets the backoff")
    }

    @Test func emptyAtEndTimelineCountsAsPastDue() {
        var h = H()
        h.makeReady()
        let empty = ProtocolFixtures.cellResponse(timeline: Timeline(entries: [], reload: .atEnd))
        #expect(h.answer(fetch: 1, empty) == .succeeded(timeline: .arm(after: .seconds(60)), next: nil))
    }

    @Test func neverOrNoTimelineArmsNothing() {
        var h = H()
        h.makeReady()
        let never = ProtocolFixtures.timeline(.never, entriesAt: [h.now.wall + 60])
        #expect(h.answer(fetch: 1, ProtocolFixtures.cellResponse(timeline: never)) == .succeeded(timeline: .cancel, next: nil))
        h.reload()
        #expect(h.answer(fetch: 2, ProtocolFixtures.cellResponse()) == .succeeded(timeline: .cancel, next: nil))
        #expect(h.armed.isEmpty)
    }

    @Test func timelineReloadDuringAFetchFollowsIt() {
        var h = H()
        h.makeReady()
        #expect(h.machine.timelineTimerFired(at: h.now) == nil)
        #expect(h.answer(fetch: 1) == .succeeded(timeline: .cancel, next: H.fetch(2)))
    }

    // MARK: - Late timers and late reports

    /// A timer whose sleep ended just as the machine cancelled it may still reach the machine:
    /// it changes nothing (no spawn after a retry's or a stop's, no second fetch).
    @Test func restartTimerFiringAfterItsCancellationIsIgnored() {
        var h = H()
        h.makeReady()
        h.exit(.exited(1))
        #expect(h.retry()?.cancelsRestart == true)
        #expect(h.fireEvenIfCancelled(.restart) == .spawn(nil), "the retry's spawn is the only one")
        #expect(h.status == .starting)
        #expect(h.effects.isEmpty)

        h.handshake()
        h.exit(.exited(1))
        #expect(h.stop().cancelsRestart)
        #expect(h.fireEvenIfCancelled(.restart) == .spawn(nil), "nothing spawns after the host's stop")
        #expect(h.status == .stopped(nil))
    }

    @Test func cellRetryTimerFiringAfterItsCancellationIsIgnored() {
        var h = H()
        h.makeReadyWithCell()
        h.reload()
        #expect(h.height(2, .failure(H.timedOut)) == .failed(kill: nil, retry: .after(.seconds(1))))
        // The host's refresh takes the retry's place; the retry's late fire starts no second fetch.
        #expect(h.refresh(width: H.width).fetch == H.fetch(3, cancelsRetry: true))
        #expect(h.fireEvenIfCancelled(.cellRetry) == .fetch(nil))
        #expect(h.snapshot.isFetching)
        #expect(h.answer(fetch: 3) == .succeeded(timeline: .cancel, next: nil))

        // After the instance's exit, and after the host's stop.
        h.reload()
        h.height(4, .failure(H.timedOut))
        #expect(h.exit(.exited(1))?.cancelsRetry == true)
        #expect(h.fireEvenIfCancelled(.cellRetry) == .fetch(nil))
        #expect(h.fireEvenIfCancelled(.timelineReload) == .fetch(nil))
        #expect(h.fireEvenIfCancelled(.channelClosedGrace(instance: 1)) == .kill(nil))
        h.stop()
        #expect(h.fireEvenIfCancelled(.restart) == .spawn(nil))
        #expect(h.fireEvenIfCancelled(.cellRetry) == .fetch(nil))
        #expect(h.status == .stopped(nil))
    }

    /// What an old instance says after its exit, during the restart backoff or once its
    /// successor runs, reaches nobody.
    @Test func lateReportsOfAnEndedInstanceAreIgnored() {
        var h = H()
        h.makeReadyWithCell()
        h.exit(.exited(1))
        #expect(h.reload(1) == nil)
        #expect(h.canBeDisplayed(1, false) == nil)
        #expect(h.channelClosed(1) == nil)
        #expect(h.callFinished(1, H.timedOut) == nil)
        #expect(h.present(1, WidgetController(presentation: .modal, title: "x", content: .text(TextNode("x")))) == nil)
        #expect(h.stopFinished(1, .exited(0)) == nil)
        h.fire(.restart)
        h.handshake()
        #expect(h.effects == [.record(.initialized), .fetchHeight(instance: 2, fetch: 2)])
        #expect(h.reload(1) == nil)
        #expect(h.initAnswered(1) == nil)
        #expect(h.height(1, .success(10)) == nil)
        #expect(h.exited(1, .exited(0)) == nil)
        #expect(h.status == .ready)
    }
}
