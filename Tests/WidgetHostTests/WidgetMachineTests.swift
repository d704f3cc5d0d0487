import Foundation
import Testing
import WidgetProcess
import WidgetProtocol

@testable import WidgetHost

/// The supervisor's state machine on its own: inputs in, actions out, no I/O, no tasks, no
/// sleeping. Time is a value the harness moves.
@Suite struct WidgetMachineTests {
    typealias H = MachineHarness

    // MARK: - Starting

    @Test func startSpawnsTheFirstInstanceOnce() {
        var h = H()
        #expect(h.feed(.start) == ["spawn 1"])
        #expect(h.status == .starting)
        #expect(h.feed(.start) == [])
    }

    @Test func spawnedInstanceIsHandshaken() {
        var h = H()
        h.feed(.start)
        #expect(h.feed(.spawned(instance: 1)) == ["handshake 1"])
        #expect(h.status == .initializing)
    }

    @Test func spawnFailureLeavesTheWidgetFailedWithTheReason() {
        var h = H()
        h.feed(.start)
        #expect(h.feed(.spawnFailed(instance: 2, reason: "not ours")) == [])
        #expect(h.feed(.spawnFailed(instance: 1, reason: "no such file")) == [])
        #expect(h.status == .failed("no such file"))
        #expect(h.machine.failure == .spawnFailed("no such file"))
    }

    @Test func identityIsKnownBeforeTheHandshakeEnds() {
        var h = H()
        h.feed([.start, .spawned(instance: 1)])
        #expect(h.feed(.identified(instance: 1, ProtocolFixtures.identity("weather"))) == [])
        #expect(h.snapshot.identity?.widgetType == "weather")
        #expect(h.status == .initializing)
    }

    @Test func handshakeSuccessMakesItReadyAndFetchesWhenTheCardWantsACell() {
        var wanted = H()
        #expect(wanted.makeReady() == ["record initialized", "fetchHeight 1 #1 375"])
        #expect(wanted.status == .ready)
        #expect(wanted.records.map(\.text) == ["clock speaks protocol \(ProtocolVersion.current)"])

        var noWidth = H()
        #expect(noWidth.makeReady(width: nil) == ["record initialized"])
        var notDisplayable = H()
        #expect(notDisplayable.makeReady(canBeDisplayed: false) == ["record initialized"])
        #expect(notDisplayable.snapshot.canBeDisplayed == false)
        var hidden = H()
        hidden.feed(.shownByHost(false))
        #expect(hidden.makeReady() == ["record initialized"])
    }

    @Test(arguments: [
        WidgetCallError.Reason.timedOut(after: .seconds(5)), .remote(.invalidState("no trip")),
        .invalidResult(reason: "not an object", pointer: ""),
    ])
    func failedHandshakeKillsTheWidget(reason: WidgetCallError.Reason) {
        var h = H()
        h.feed([.start, .spawned(instance: 1)])
        let error = H.error(reason, method: "init")
        #expect(h.feed(.handshakeFailed(instance: 1, step: "init", error)) == ["kill 1 handshakeFailed"])
        #expect(h.machine.failure == .handshakeFailed(step: "init", error))
        // The kill's exit is a crash like any other; the failure still says why.
        #expect(h.exit(.signaled(9, coreDumped: false)).contains("arm restart 0.5s"))
        #expect(h.machine.failure == .handshakeFailed(step: "init", error))
    }

    @Test func handshakeThatLostItsPipesIsNotKilled() {
        var h = H()
        h.feed([.start, .spawned(instance: 1)])
        let error = H.error(.connectionLost("end of file"), method: "initialize")
        #expect(h.feed(.handshakeFailed(instance: 1, step: "initialize", error)) == [])
        #expect(h.machine.failure == .handshakeFailed(step: "initialize", error))
    }

    // MARK: - Exits and restarts

    @Test func crashSchedulesARestartWithAReadableDelay() {
        var h = H()
        h.makeReadyWithCell()
        let crash = TerminationStatus.signaled(11, coreDumped: false)
        #expect(h.exit(crash) == ["cancel channelClosedGrace 1", "record exited", "record restarting", "arm restart 0.5s"])
        #expect(h.records.map(\.text) == ["the widget was killed by signal 11 (SIGSEGV)", "restarting in 0.5 s (attempt 1)"])
        #expect(h.status == .restarting(after: .milliseconds(500), attempt: 1))
        #expect(h.snapshot.restarts == 1)
        #expect(h.machine.failure == .exited(crash, cause: "was killed by signal 11 (SIGSEGV)"))
        #expect(h.snapshot.cellIsStale)
    }

    @Test func restartTimerSpawnsTheNextInstance() {
        var h = H()
        h.makeReady()
        h.exit(.exited(1))
        #expect(h.feed(.timerFired(.restart)) == ["spawn 2"])
        #expect(h.status == .starting)
        #expect(h.feed(.spawned(instance: 2)) == ["handshake 2"])
        #expect(h.feed(.timerFired(.restart)) == [])
        // A second quick crash waits twice as long.
        h.feed(.handshakeSucceeded(instance: 2, ProtocolFixtures.identity(), canBeDisplayed: true))
        #expect(h.exit(.exited(1)).last == "arm restart 1s")
        #expect(h.records.last?.text == "restarting in 1 s (attempt 2)")
    }

    @Test func crashLoopIsQuarantinedWithItsStandardErrorTail() {
        var h = H()
        h.makeReady()
        var arms: [String] = []
        for number in 1...5 {
            h.advance(by: .milliseconds(100))
            arms.append(h.exit(.exited(3), stderrTail: ["database unreachable"]).last ?? "")
            guard case .restarting(let delay, _) = h.status else { break }
            h.advance(by: delay)
            #expect(h.feed(.timerFired(.restart)) == ["spawn \(number + 1)"])
            h.handshake()
        }
        #expect(arms == ["arm restart 0.5s", "arm restart 1s", "arm restart 2s", "arm restart 4s", "arm restart 8s"])

        h.advance(by: .milliseconds(100))
        #expect(
            h.exit(.exited(3), stderrTail: ["database unreachable"]) == [
                "cancel channelClosedGrace 6", "record exited", "record quarantined",
            ])
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
        #expect(h.records.last?.fields.contains { $0.0 == "stderrTail" && $0.1 == .array([.string("database unreachable")]) } == true)
        #expect(h.feed(.timerFired(.restart)) == [])
    }

    @Test(arguments: [
        (RestartPolicy.transient, TerminationStatus.exited(0)), (.temporary, .exited(1)), (.temporary, .signaled(9, coreDumped: false)),
    ])
    func policyThatDoesNotRestartLeavesItStopped(policy: RestartPolicy, status: TerminationStatus) {
        var h = H(restart: RestartPolicies(restart: policy))
        h.makeReady()
        #expect(h.exit(status) == ["cancel channelClosedGrace 1", "record exited", "record stopped"])
        #expect(h.records.last?.text == "the \(policy.rawValue) policy does not restart after this exit")
        #expect(h.status == .stopped(status))
        #expect(h.feed(.timerFired(.restart)) == [])
    }

    @Test func transientWidgetIsRestartedAfterAFailure() {
        var h = H(restart: RestartPolicies(restart: .transient))
        h.makeReady()
        #expect(h.exit(.exited(1)).last == "arm restart 0.5s")
    }

    // MARK: - Broken contracts

    @Test func missedDeadlinesInARowMakeItHung() {
        var h = H()
        h.makeReadyWithCell()
        #expect(h.feed(.callFinished(instance: 1, H.timedOut)) == [])
        #expect(h.feed(.callFinished(instance: 1, H.timedOut)) == [])
        #expect(h.feed(.callFinished(instance: 1, H.timedOut)) == ["kill 1 hung"])
        let detail = "3 deadlines missed in a row; the widget is hung"
        #expect(h.machine.failure == .killed(.hung, detail))
        #expect(h.feed(.callFinished(instance: 1, H.timedOut)) == [], "one kill per instance")
        #expect(h.exit(.signaled(9, coreDumped: false)).last == "arm restart 0.5s")
        #expect(h.machine.failure == .killed(.hung, detail), "the exit does not hide why it was killed")
    }

    @Test func anAnswerResetsTheMissedDeadlineCount() {
        var h = H()
        h.makeReadyWithCell()
        h.feed([.callFinished(instance: 1, H.timedOut), .callFinished(instance: 1, H.timedOut)])
        #expect(h.feed(.callFinished(instance: 1, nil)) == [])
        h.feed(.callFinished(instance: 1, H.timedOut))
        #expect(h.feed(.callFinished(instance: 1, H.error(.remote(.internalError("oops"))))) == [], "an error answer is an answer")
        h.feed([.callFinished(instance: 1, H.timedOut), .callFinished(instance: 1, H.timedOut)])
        #expect(h.status == .ready)
        // A cell fetch that misses its deadline counts too.
        h.feed(.reloadRequested(instance: 1))
        // No retry for an instance being killed: its successor fetches after the restart.
        #expect(h.feed(.heightAnswered(fetch: 2, .failure(H.timedOut))) == ["kill 1 hung"])
    }

    @Test func widgetThatStopsReadingIsKilledAsWedged() {
        var h = H()
        h.makeReadyWithCell()
        #expect(h.feed(.callFinished(instance: 1, H.error(.wedged))) == ["kill 1 wedged"])
        #expect(h.machine.failure == .killed(.wedged, "the widget stopped reading its stdin (outbound queue full)"))

        var fetching = H()
        fetching.makeReady()
        #expect(fetching.feed(.heightAnswered(fetch: 1, .failure(H.error(.wedged)))) == ["kill 1 wedged"], "no retry: it is going away")
    }

    @Test func closedStdoutIsKilledAfterAGrace() {
        var h = H()
        h.makeReady()
        #expect(h.feed(.channelClosed(instance: 1)) == ["arm channelClosedGrace 1 0.25s"])
        h.advance(by: .milliseconds(250))
        #expect(h.feed(.timerFired(.channelClosedGrace(instance: 1))) == ["kill 1 channelClosed"])
    }

    @Test func exitWithinTheGraceCancelsTheKill() {
        var h = H()
        h.makeReady()
        h.feed(.channelClosed(instance: 1))
        #expect(h.exit(.exited(0)).first == "cancel channelClosedGrace 1")
        #expect(h.feed(.timerFired(.channelClosedGrace(instance: 1))) == [])
    }

    // MARK: - Stopping, in every state

    @Test func stopBeforeStartLeavesItStopped() {
        var h = H()
        #expect(h.feed(.stopRequested) == [])
        #expect(h.status == .stopped(nil))
        #expect(h.feed(.start) == [])
    }

    @Test func stopWhileStartingDiscardsTheSpawnedProcess() {
        var h = H()
        h.feed(.start)
        #expect(h.feed(.stopRequested) == [])
        #expect(h.status == .stopped(nil))
        #expect(h.feed(.spawned(instance: 1)) == ["discard 1"])
        #expect(h.status == .stopped(nil))
        #expect(h.machine.history.backoff.lastStart == nil, "a discarded run never counts")
    }

    @Test func stopWhileHandshakingRunsTheStopSequence() {
        var h = H()
        h.feed([.widthChanged(H.width), .start, .spawned(instance: 1)])
        #expect(h.feed(.stopRequested) == ["runStopSequence 1"])
        #expect(h.status == .stopping)
        #expect(h.feed(.handshakeSucceeded(instance: 1, ProtocolFixtures.identity(), canBeDisplayed: true)) == [], "not ready, no fetch")
        #expect(h.status == .stopping)
    }

    @Test func stopWhileReadyEndsTheFetchAndRunsTheStopSequence() {
        var h = H()
        h.makeReady()
        #expect(h.feed(.stopRequested) == ["runStopSequence 1"])
        #expect(h.status == .stopping)
        #expect(!h.snapshot.isFetching)
        #expect(h.snapshot.cellError?.reason == .cancelled)
        #expect(h.feed(.heightAnswered(fetch: 1, .success(120))) == [])
        #expect(h.feed(.reloadRequested(instance: 1)) == [])
        #expect(h.feed(.channelClosed(instance: 1)) == [], "its stdout closing is the stop's doing")
    }

    @Test func stopWhileReadyCancelsTheCellTimers() {
        var h = H()
        let timeline = ProtocolFixtures.timeline(.atEnd, entriesAt: [ProtocolFixtures.wallOrigin + 600])
        h.makeReadyWithCell(ProtocolFixtures.cellResponse(timeline: timeline))
        h.feed(.reloadRequested(instance: 1))
        h.feed(.heightAnswered(fetch: 2, .failure(H.error(.remote(.internalError("busy"))))))
        #expect(h.feed(.stopRequested) == ["cancel cellRetry", "cancel timelineReload", "runStopSequence 1"])
        #expect(h.feed(.timerFired(.cellRetry)) == [])
        #expect(h.feed(.timerFired(.timelineReload)) == [])
    }

    @Test func stopWhileRestartingCancelsTheRestart() {
        var h = H()
        h.makeReady()
        h.exit(.exited(1))
        #expect(h.feed(.stopRequested) == ["cancel restart", "record stopped"])
        #expect(h.records.map(\.text) == ["stopped by the host while waiting to restart"])
        #expect(h.status == .stopped(nil))
    }

    @Test func secondStopWhileStoppingDoesNothing() {
        var h = H()
        h.makeReady()
        h.feed(.stopRequested)
        #expect(h.feed(.stopRequested) == [])
        #expect(h.status == .stopping)
    }

    @Test func stopOfAWidgetThatIsNotRunningDoesNothing() {
        var failed = H()
        failed.feed([.start, .spawnFailed(instance: 1, reason: "no such file")])
        #expect(failed.feed(.stopRequested) == [])
        #expect(failed.status == .stopped(nil))

        var stopped = H()
        stopped.makeReady()
        stopped.feed([.stopRequested, .stopFinished(instance: 1, .exited(0))])
        #expect(stopped.feed(.stopRequested) == [])
        #expect(stopped.status == .stopped(.exited(0)))
    }

    @Test func stopFinishedLeavesItStoppedWithTheStatus() {
        var h = H()
        h.makeReady()
        h.feed(.stopRequested)
        #expect(h.feed(.stopFinished(instance: 2, .exited(0))) == [])
        #expect(h.feed(.stopFinished(instance: 1, .exited(0))) == ["record stopped"])
        #expect(h.records.map(\.text) == ["stopped by the host (exited with code 0)"])
        #expect(h.status == .stopped(.exited(0)))
        #expect(h.feed(.exited(instance: 1, .exited(0), stderrTail: [], random: H.noJitter)) == [])
    }

    /// How a stop and the widget's exit can meet (issue 9, item 1: a host stop once scheduled
    /// a restart, and a ghost instance after it).
    enum StopRace: String, CaseIterable, CustomTestStringConvertible {
        case exitBeforeStopFinished, exitAfterStopFinished, stopWhileRestarting, stopWhileStarting, stopWhileHandshaking, stopAfterKill
        var testDescription: String { rawValue }
    }

    /// The ghost regression: after a stop, no exit (whatever its status, in whatever order it
    /// arrives) spawns or arms a restart, and a restart timer that fires anyway does nothing.
    @Test(
        arguments: StopRace.allCases,
        [
            TerminationStatus.exited(0), .exited(1), .signaled(9, coreDumped: false), .signaled(15, coreDumped: false),
        ])
    func stoppedWidgetNeverSpawnsAgain(race: StopRace, status: TerminationStatus) {
        var h = H()
        let exit = WidgetMachine.Input.exited(instance: 1, status, stderrTail: [], random: H.noJitter)
        let inputs: [WidgetMachine.Input]
        switch race {
        case .exitBeforeStopFinished:
            h.makeReadyWithCell()
            inputs = [.stopRequested, exit, .stopFinished(instance: 1, status)]
        case .exitAfterStopFinished:
            h.makeReadyWithCell()
            inputs = [.stopRequested, .stopFinished(instance: 1, status), exit]
        case .stopWhileRestarting:
            h.makeReadyWithCell()
            h.exit(status)
            inputs = [.stopRequested]
        case .stopWhileStarting:
            h.feed(.start)
            inputs = [.stopRequested, .spawned(instance: 1), exit]
        case .stopWhileHandshaking:
            h.feed([.start, .spawned(instance: 1)])
            inputs = [.stopRequested, exit, .stopFinished(instance: 1, status)]
        case .stopAfterKill:
            h.makeReadyWithCell()
            h.feed(.callFinished(instance: 1, H.error(.wedged)))
            inputs = [.stopRequested, exit, .stopFinished(instance: 1, status)]
        }
        let restartsBefore = h.snapshot.restarts
        var actions = h.feed(inputs)
        h.advance(by: .seconds(60))
        actions += h.feed([.timerFired(.restart), .timerFired(.cellRetry), .timerFired(.timelineReload)])
        #expect(!actions.contains { $0.hasPrefix("spawn") || $0.hasPrefix("arm restart") })
        #expect(!actions.contains("record restarting"))
        #expect(h.snapshot.restarts == restartsBefore)
        guard case .stopped = h.status else {
            Issue.record("not stopped: \(h.status)")
            return
        }
    }

    // MARK: - Manual retry

    @Test func retryStartsAQuarantinedWidgetAfreshWithACleanHistory() {
        var h = H()
        h.makeReady()
        for _ in 1...6 {
            h.exit(.exited(3))
            guard case .restarting = h.status else { break }
            h.feed(.timerFired(.restart))
            h.handshake()
        }
        #expect(h.status.isQuarantined)
        #expect(h.feed(.retryRequested) == ["record retry", "spawn 7"])
        #expect(h.records.map(\.text) == ["manual retry: restart history and quarantine cleared"])
        #expect(h.machine.history == RestartHistory())
        #expect(h.machine.failure == nil)
        h.handshake()
        #expect(h.exit(.exited(3)).last == "arm restart 0.5s", "attempt 1 again")
    }

    @Test func retryStartsAFailedWidgetAgain() {
        var h = H()
        h.feed([.start, .spawnFailed(instance: 1, reason: "no such file")])
        #expect(h.feed(.retryRequested) == ["record retry", "spawn 2"])
        #expect(h.status == .starting)
    }

    @Test func retryStartsAStoppedWidgetThatRestartsAgainAfterwards() {
        var h = H()
        h.makeReady()
        h.feed([.stopRequested, .stopFinished(instance: 1, .exited(0))])
        #expect(h.feed(.retryRequested) == ["record retry", "spawn 2"])
        h.handshake()
        #expect(h.exit(.exited(1)).last == "arm restart 0.5s", "the stop no longer applies")
    }

    @Test func retryDuringTheBackoffStartsAtOnce() {
        var h = H()
        h.makeReady()
        h.exit(.exited(1))
        #expect(h.feed(.retryRequested) == ["cancel restart", "record retry", "spawn 2"])
    }

    @Test func retryOfARunningWidgetDoesNothing() {
        var idle = H()
        #expect(idle.feed(.retryRequested) == ["spawn 1"])
        var ready = H()
        ready.makeReady()
        #expect(ready.feed(.retryRequested) == [])
        ready.feed(.stopRequested)
        #expect(ready.feed(.retryRequested) == [], "not while stopping")
    }

    // MARK: - Notifications

    /// Issue 9, item 2: twenty `reloadWidget` behind a fetch in flight are one more fetch.
    @Test func burstOfReloadsDuringAFetchIsOneMoreFetch() {
        var h = H()
        h.makeReadyWithCell()
        #expect(h.feed(.reloadRequested(instance: 1)) == ["fetchHeight 1 #2 375"])
        #expect(h.feed(Array(repeating: .reloadRequested(instance: 1), count: 20)) == [])
        #expect(h.machine.cell.coalesced == 19)
        #expect(h.answer(fetch: 2) == ["fetchHeight 1 #3 375"])
        #expect(h.answer(fetch: 3) == [])
        #expect(h.snapshot.cell?.sequence == 3)
    }

    @Test func reloadDuringTheFirstFetchFollowsIt() {
        var h = H()
        h.makeReady()
        #expect(h.feed(.reloadRequested(instance: 1)) == [])
        #expect(h.feed(.heightAnswered(fetch: 1, .success(120))) == ["fetchCell 1 #1 375"], "no second cellHeight in flight")
        #expect(h.feed(.cellAnswered(fetch: 1, .success(ProtocolFixtures.cellResponse()))) == ["fetchHeight 1 #2 375"])
    }

    @Test func becomingDisplayableFetchesOnlyWhenThereIsNoCell() {
        var first = H()
        first.makeReady(canBeDisplayed: false)
        #expect(first.feed(.canBeDisplayedChanged(instance: 1, true)) == ["fetchHeight 1 #1 375"])

        var again = H()
        again.makeReadyWithCell()
        #expect(again.feed(.canBeDisplayedChanged(instance: 1, false)) == [])
        #expect(again.feed(.canBeDisplayedChanged(instance: 1, true)) == [], "shown again without a reload")
        #expect(again.snapshot.canBeDisplayed == true)
        #expect(again.feed(.canBeDisplayedChanged(instance: 2, false)) == [])
        #expect(again.snapshot.canBeDisplayed == true, "not from another instance")
    }

    @Test func reloadWhileNotDisplayableIsOwed() {
        var h = H()
        h.makeReadyWithCell()
        h.feed(.canBeDisplayedChanged(instance: 1, false))
        #expect(h.feed(.reloadRequested(instance: 1)) == [])
        #expect(h.feed(.canBeDisplayedChanged(instance: 1, true)) == ["fetchHeight 1 #2 375"])
    }

    @Test func presentationIsPassedOnOnlyWhenReady() {
        let controller = WidgetController(presentation: .modal, title: "Details", content: .text(TextNode("gate B12")))
        var h = H()
        h.feed([.start, .spawned(instance: 1)])
        #expect(h.feed(.presentRequested(instance: 1, controller)) == [])
        h.feed(.handshakeSucceeded(instance: 1, ProtocolFixtures.identity(), canBeDisplayed: true))
        #expect(h.feed(.presentRequested(instance: 1, controller)) == ["emit presentController Details"])
        #expect(h.feed(.presentRequested(instance: 2, controller)) == [])
        h.feed(.stopRequested)
        #expect(h.feed(.presentRequested(instance: 1, controller)) == [])
    }

    // MARK: - Width, visibility, explicit refresh

    @Test func widthChangeDuringAFetchIsOneMoreFetchAtTheNewWidth() {
        var h = H()
        h.makeReady()
        #expect(h.feed(.widthChanged(400)) == [])
        #expect(h.feed(.widthChanged(390)) == [])
        #expect(h.answer(fetch: 1) == ["fetchHeight 1 #2 390"])
        #expect(h.answer(fetch: 2) == [])
        #expect(h.snapshot.cell?.width == 390)
    }

    @Test func widthChangeOfAReadyCardFetchesAtOnce() {
        var h = H()
        h.makeReadyWithCell()
        #expect(h.feed(.widthChanged(H.width)) == [])
        #expect(h.feed(.widthChanged(400)) == ["fetchHeight 1 #2 400"])
    }

    @Test func hiddenCardOwesItsReloadUntilShown() {
        var h = H()
        h.makeReadyWithCell()
        #expect(h.feed(.shownByHost(false)) == [])
        #expect(h.feed(.reloadRequested(instance: 1)) == [])
        #expect(h.feed(.timerFired(.timelineReload)) == [])
        #expect(h.feed(.shownByHost(true)) == ["fetchHeight 1 #2 375"])
        h.answer(fetch: 2)
        #expect(h.feed(.shownByHost(false)) == [])
        #expect(h.feed(.shownByHost(true)) == [], "nothing owed: the cell it has is current")
    }

    @Test func refreshFetchesEvenWhenHidden() {
        var h = H()
        h.makeReadyWithCell()
        h.feed(.shownByHost(false))
        #expect(h.feed(.refreshRequested(width: 375)) == ["fetchHeight 1 #2 375"])
    }

    @Test func refreshDoesNotWaitForTheRetryBackoff() {
        var h = H()
        h.makeReadyWithCell()
        h.feed(.reloadRequested(instance: 1))
        #expect(h.feed(.heightAnswered(fetch: 2, .failure(H.timedOut))) == ["arm cellRetry 1s"])
        #expect(h.feed(.reloadRequested(instance: 1)) == [], "a widget's reload waits for the retry")
        #expect(h.feed(.refreshRequested(width: 375)) == ["cancel cellRetry", "fetchHeight 1 #3 375"])
    }

    @Test func refreshPendingBehindAFailedFetchGoesAtOnce() {
        var h = H()
        h.makeReadyWithCell()
        h.feed(.reloadRequested(instance: 1))
        #expect(h.feed(.refreshRequested(width: 375)) == [])
        #expect(h.feed(.heightAnswered(fetch: 2, .failure(H.timedOut))) == ["fetchHeight 1 #3 375"])
    }

    // MARK: - Cell answers, staleness, retries

    @Test func goodAnswerBecomesTheCellWithItsSequence() {
        var h = H()
        h.makeReady()
        h.advance(by: .seconds(2))
        h.feed(.heightAnswered(fetch: 1, .success(140)))
        #expect(h.snapshot.cell == nil, "not before configureCell")
        #expect(h.snapshot.isFetching)
        let response = ProtocolFixtures.cellResponse("12:02")
        #expect(h.feed(.cellAnswered(fetch: 1, .success(response))) == [])
        let expected = CellSnapshot(
            width: 375, height: 140, content: response, instance: 1, receivedAt: ProtocolFixtures.wallOrigin + 2, sequence: 1)
        #expect(h.snapshot.cell == expected)
        #expect(!h.snapshot.cellIsStale)
        #expect(!h.snapshot.isFetching)
        #expect(h.snapshot.fetchesServed == 1)
    }

    /// Issue 9, item 3: a missed deadline marks the card stale and is retried until it recovers.
    @Test func failedFetchMarksTheCellStaleAndRetriesWithBackoff() {
        var h = H()
        h.makeReadyWithCell()
        h.feed(.reloadRequested(instance: 1))
        #expect(h.feed(.heightAnswered(fetch: 2, .failure(H.timedOut))) == ["arm cellRetry 1s"])
        #expect(h.snapshot.cellIsStale)
        #expect(h.snapshot.cellError == H.timedOut)
        #expect(h.snapshot.cell?.sequence == 1, "the last good cell stays")

        h.advance(by: .seconds(1))
        #expect(h.feed(.timerFired(.cellRetry)) == ["fetchHeight 1 #3 375"])
        #expect(h.feed(.heightAnswered(fetch: 3, .success(120))) == ["fetchCell 1 #3 375"])
        let invalid = H.error(.invalidResult(reason: "no content", pointer: "/cell"), method: "configureCell")
        #expect(h.feed(.cellAnswered(fetch: 3, .failure(invalid))) == ["arm cellRetry 2s"])
        #expect(h.snapshot.cellError == invalid)

        var arms: [String] = []
        for fetch in 4...8 {
            #expect(h.feed(.timerFired(.cellRetry)) == ["fetchHeight 1 #\(fetch) 375"])
            arms += h.feed(.heightAnswered(fetch: fetch, .failure(H.error(.remote(.internalError("busy"))))))
        }
        #expect(arms == ["arm cellRetry 4s", "arm cellRetry 8s", "arm cellRetry 16s", "arm cellRetry 30s", "arm cellRetry 30s"])

        #expect(h.feed(.timerFired(.cellRetry)) == ["fetchHeight 1 #9 375"])
        #expect(h.answer(fetch: 9) == [])
        #expect(!h.snapshot.cellIsStale)
        #expect(h.snapshot.cellError == nil)
        #expect(h.snapshot.cell?.sequence == 9)
        h.feed(.reloadRequested(instance: 1))
        #expect(h.feed(.heightAnswered(fetch: 10, .failure(H.timedOut))) == ["arm cellRetry 1s"], "recovery resets the backoff")
    }

    @Test func retryDueWhileHiddenWaitsUntilShown() {
        var h = H()
        h.makeReadyWithCell()
        h.feed(.reloadRequested(instance: 1))
        h.feed(.heightAnswered(fetch: 2, .failure(H.timedOut)))
        h.feed(.shownByHost(false))
        #expect(h.feed(.timerFired(.cellRetry)) == [])
        #expect(h.feed(.shownByHost(true)) == ["fetchHeight 1 #3 375"])
    }

    @Test func answersForAnOldFetchOrInstanceAreIgnored() {
        var h = H()
        h.makeReadyWithCell()
        #expect(h.feed(.heightAnswered(fetch: 1, .success(99))) == [], "already answered")
        #expect(h.feed(.heightAnswered(fetch: 7, .success(99))) == [], "never asked")
        h.feed(.reloadRequested(instance: 1))
        h.exit(.signaled(9, coreDumped: false))
        #expect(h.snapshot.cellIsStale)
        h.feed(.timerFired(.restart))
        #expect(h.handshake() == ["record initialized", "fetchHeight 2 #3 375"], "a new instance is asked again")

        #expect(h.feed(.heightAnswered(fetch: 2, .success(99))) == [])
        #expect(h.feed(.cellAnswered(fetch: 2, .success(ProtocolFixtures.cellResponse("old")))) == [])
        #expect(h.feed(.reloadRequested(instance: 1)) == [])
        #expect(h.feed(Array(repeating: .callFinished(instance: 1, H.timedOut), count: 3)) == [])
        #expect(h.feed(.canBeDisplayedChanged(instance: 1, false)) == [])
        #expect(h.feed(.channelClosed(instance: 1)) == [])
        #expect(h.feed(.exited(instance: 1, .exited(0), stderrTail: [], random: H.noJitter)) == [])
        #expect(h.status == .ready)
        #expect(h.answer(fetch: 3) == [])
        #expect(h.snapshot.cell?.instance == 2)
        #expect(!h.snapshot.cellIsStale)
    }

    // MARK: - Timelines

    @Test func timelineReloadsWhenItsLastEntryIsDue() {
        var h = H()
        h.makeReady()
        let future = ProtocolFixtures.timeline(.atEnd, entriesAt: [h.now.wall + 600, h.now.wall + 1800])
        #expect(h.answer(fetch: 1, ProtocolFixtures.cellResponse(timeline: future)) == ["arm timelineReload 1800s"])
        h.advance(by: .seconds(1800))
        #expect(h.feed(.timerFired(.timelineReload)) == ["fetchHeight 1 #2 375"])
    }

    @Test func timelineReloadsAtItsAfterDateButNoSoonerThanFiveSeconds() {
        var h = H()
        h.makeReady()
        let after = Timeline(entries: [], reload: .after(ProtocolFixtures.timestamp(h.now.wall + 90)))
        #expect(h.answer(fetch: 1, ProtocolFixtures.cellResponse(timeline: after)) == ["arm timelineReload 90s"])
        h.feed(.reloadRequested(instance: 1))
        let soon = ProtocolFixtures.timeline(.atEnd, entriesAt: [h.now.wall + 2])
        #expect(h.answer(fetch: 2, ProtocolFixtures.cellResponse(timeline: soon)) == ["cancel timelineReload", "arm timelineReload 5s"])
    }

    /// Issue 9, item 4: a timeline already past reloads after a minute, then backs off.
    @Test func pastDueTimelineReloadsAfterAMinuteThenBacksOff() {
        var h = H()
        h.makeReady()
        func pastDue(at now: Date) -> ConfigureCellResponse {
            ProtocolFixtures.cellResponse(timeline: ProtocolFixtures.timeline(.atEnd, entriesAt: [now - 3600, now - 60]))
        }
        var response = pastDue(at: h.now.wall)
        #expect(h.answer(fetch: 1, response) == ["arm timelineReload 60s"])
        h.advance(by: .seconds(60))
        #expect(h.feed(.timerFired(.timelineReload)) == ["fetchHeight 1 #2 375"])
        response = pastDue(at: h.now.wall)
        #expect(h.answer(fetch: 2, response) == ["arm timelineReload 120s"])
        h.advance(by: .seconds(120))
        h.feed(.timerFired(.timelineReload))
        response = ProtocolFixtures.cellResponse(timeline: ProtocolFixtures.timeline(.atEnd, entriesAt: [h.now.wall + 300]))
        #expect(h.answer(fetch: 3, response) == ["arm timelineReload 300s"])
        h.advance(by: .seconds(300))
        h.feed(.timerFired(.timelineReload))
        response = pastDue(at: h.now.wall)
        #expect(h.answer(fetch: 4, response) == ["arm timelineReload 60s"], "a timeline that looked ahead resets the backoff")
    }

    @Test func emptyAtEndTimelineCountsAsPastDue() {
        var h = H()
        h.makeReady()
        #expect(
            h.answer(fetch: 1, ProtocolFixtures.cellResponse(timeline: Timeline(entries: [], reload: .atEnd))) == ["arm timelineReload 60s"]
        )
    }

    @Test func neverOrNoTimelineArmsNothing() {
        var h = H()
        h.makeReady()
        let never = ProtocolFixtures.timeline(.never, entriesAt: [h.now.wall + 60])
        #expect(h.answer(fetch: 1, ProtocolFixtures.cellResponse(timeline: never)) == [])
        h.feed(.reloadRequested(instance: 1))
        #expect(h.answer(fetch: 2, ProtocolFixtures.cellResponse()) == [])
    }

    @Test func timelineReloadDuringAFetchFollowsIt() {
        var h = H()
        h.makeReady()
        #expect(h.feed(.timerFired(.timelineReload)) == [])
        #expect(h.answer(fetch: 1) == ["fetchHeight 1 #2 375"])
    }
}
