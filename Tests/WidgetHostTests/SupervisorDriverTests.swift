import Foundation
import Testing
import WidgetJSON
import WidgetLogFormat
import WidgetProcess
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetHost

/// The real ``WidgetSupervisor`` driving scripted widgets on a manual clock: restart, backoff,
/// stop, coalescing, deadlines, hung, quarantine and timelines, with no process and no sleep.
/// Outcomes are awaited (``WidgetSupervisor/waitForSnapshot(timeout:_:)``, the scripted widget's
/// observations, ``ManualClock/waitForSleepers(_:)`` before advancing past a timer).
@Suite(.timeLimit(.minutes(1)))
struct SupervisorDriverTests {
    // MARK: - Item 1: a host stop never restarts

    @Test func stopDuringTheRestartBackoffNeverSpawnsAgain() async throws {
        let d = try DriverHarness("stop-in-backoff")
        try await d.startWithCell()
        d.launcher.widget(1).exit(.exited(1))
        let restarting = try await d.expect("the restart backoff") { $0.status.isRestarting }
        #expect(restarting.status == .restarting(after: .milliseconds(500), attempt: 1))
        await d.clock.waitForSleepers(1)

        #expect(await d.supervisor.stop() == nil)
        #expect(d.clock.sleeperCount == 0, "the restart timer was cancelled: nothing is left to fire")
        d.clock.advance(by: .seconds(5))
        #expect(d.launcher.launchCount == 1)
        #expect(await d.supervisor.status == .stopped(nil))
        #expect(await d.records(.restarting).count == 1, "only the crash's")
    }

    /// How a widget ends when the host stops it.
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case answersThenExitsAtEndOfInput, exitsWhenAskedToShutDown, crashesWhenAskedToShutDown
        var testDescription: String { rawValue }

        var script: WidgetScript {
            var script = WidgetScript()
            switch self {
            case .answersThenExitsAtEndOfInput: break
            case .exitsWhenAskedToShutDown: script.exitsOn = [ShutdownRequest.method: .exited(0)]
            case .crashesWhenAskedToShutDown: script.exitsOn = [ShutdownRequest.method: .signaled(11, coreDumped: false)]
            }
            return script
        }

        var status: TerminationStatus {
            self == .crashesWhenAskedToShutDown ? .signaled(11, coreDumped: false) : .exited(0)
        }
    }

    @Test(arguments: Ending.allCases)
    func hostStopNeverSchedulesARestart(ending: Ending) async throws {
        let d = try DriverHarness("stop-\(ending.rawValue)") { _ in ending.script }
        try await d.startWithCell()
        #expect(await d.supervisor.stop() == ending.status)
        // The exit may reach the supervisor before or after the stop sequence ends; the
        // machine tests try both orders. Here: whatever came, nothing starts it again.
        d.clock.advance(by: .seconds(60))
        #expect(d.launcher.launchCount == 1)
        #expect(await d.supervisor.status == .stopped(ending.status))
        #expect(await d.supervisor.snapshot.restarts == 0)
        #expect(await d.records(.restarting).isEmpty)
        #expect(d.launcher.widget(1).observation.count(ShutdownRequest.method) == 1)
    }

    @Test func widgetThatIgnoresTheStopIsTerminatedOnTheClockAndNotRestarted() async throws {
        let d = try DriverHarness("stop-ignored") { _ in
            var script = WidgetScript()
            script.holds = [ShutdownRequest.method: .max]
            script.exitOnEndOfInput = nil
            return script
        }
        try await d.startWithCell()
        d.clock.advance(by: .seconds(7200))  // every deadline of the start has passed
        try #require(d.clock.sleeperCount == 0)

        let stopping = Task { await d.supervisor.stop() }
        await d.clock.waitForSleepers(2)  // shutdown's deadline, and the stop's wait for an exit
        #expect(d.clock.advanceToNextDeadline() == .milliseconds(500))
        await d.clock.waitForSleepers(1)  // the grace after closing stdin
        #expect(d.clock.advanceToNextDeadline() == .seconds(1))
        #expect(await stopping.value == .signaled(15, coreDumped: false))

        let steps = await d.records(.stopStep).map { record in
            [record["step"]?.stringValue, record["phase"]?.stringValue].compactMap { $0 }.joined(separator: " ")
        }
        #expect(
            steps == [
                "politeRequest started", "politeRequest gracePeriodExpired", "closeStandardInput started",
                "closeStandardInput gracePeriodExpired", "terminate started", "exited",
            ])
        d.clock.advance(by: .seconds(60))
        #expect(d.launcher.launchCount == 1)
        #expect(await d.records(.restarting).isEmpty)
    }

    /// The supervisor's one structured run, owned by the caller: `stop()` ends it, and so does
    /// cancelling it — which stops the widget without waiting out a grace on the clock.
    @Test func aRunOwnedByTheCallerEndsWithTheStopOrWithItsCancellation() async throws {
        let d = try DriverHarness("owned-run")
        await d.supervisor.setWidth(MachineHarness.width)
        let supervisor = d.supervisor
        let run = Task { await supervisor.run() }
        try await d.expect("the first cell") { $0.cell != nil && !$0.isFetching }
        #expect(await d.supervisor.stop() == .exited(0))
        await run.value
        #expect(d.clock.sleeperCount == 0, "nothing of the run is left on the clock")
        #expect(d.launcher.launchCount == 1)
    }

    @Test func cancellingTheRunStopsTheWidgetAtOnce() async throws {
        let d = try DriverHarness("cancelled-run") { _ in
            var script = WidgetScript()
            script.holds = [ShutdownRequest.method: .max]
            script.exitOnEndOfInput = nil
            script.onTerminate = nil
            return script
        }
        await d.supervisor.setWidth(MachineHarness.width)
        let supervisor = d.supervisor
        let run = Task { await supervisor.run() }
        try await d.expect("the first cell") { $0.cell != nil && !$0.isFetching }
        run.cancel()
        await run.value
        // A widget that ignores shutdown and stdin EOF is killed with no grace waited out.
        #expect(await d.supervisor.status == .stopped(.signaled(9, coreDumped: false)))
        #expect(d.clock.now.offset == .zero)
        #expect(await d.records(.stopStep).last?["step"]?.stringValue == "exited")
        #expect(d.launcher.launchCount == 1)
    }

    // MARK: - Item 2: reloads are coalesced

    /// Which fetch is in flight when the burst arrives.
    enum HeldFetch: String, CaseIterable, CustomTestStringConvertible {
        case theFirst, aReload
        var testDescription: String { rawValue }
    }

    @Test(arguments: HeldFetch.allCases)
    func burstOfReloadsWhileAFetchIsHeldIsAtMostTwoFetches(held: HeldFetch) async throws {
        let d = try DriverHarness("burst-\(held.rawValue)") { _ in
            var script = WidgetScript()
            if held == .theFirst { script.holds = [CellHeightRequest.method: 1] }
            return script
        }
        await d.supervisor.setWidth(MachineHarness.width)
        await d.supervisor.start()
        let widget = try #require(await d.launcher.waitForLaunch(1))
        if held == .aReload {
            try await d.expect("the first cell") { $0.cell != nil && !$0.isFetching }
            widget.hold(CellHeightRequest.method)
            widget.send(ReloadWidgetNotification())
        }
        await widget.waitUntil { $0.held == [CellHeightRequest.method] }
        let before = widget.observation.count(CellHeightRequest.method)

        let events = d.supervisor.events()
        for _ in 1...20 { widget.send(ReloadWidgetNotification()) }
        widget.send(LogNotification(level: .info, message: "burst sent"))
        await d.waitForLog("burst sent", in: events)
        widget.release(CellHeightRequest.method)

        let settled = try await d.expect("the fetch behind the burst") {
            $0.cell?.sequence == (held == .theFirst ? 2 : 3) && !$0.isFetching
        }
        let heights = widget.observation.count(CellHeightRequest.method) - before + 1
        #expect(heights == 2, "the held fetch, and one for the whole burst")
        #expect(widget.observation.count(ConfigureCellRequest.method) == widget.observation.count(CellHeightRequest.method))
        #expect(!settled.cellIsStale)
        #expect(d.supervisor.counters.reloadsCoalesced == 19)
        await d.supervisor.stop()
    }

    // MARK: - Item 3: a missed deadline is retried

    @Test func missedDeadlineDuringAReloadMarksTheCardStaleThenRecovers() async throws {
        let d = try DriverHarness("missed-deadline", deadlines: [CellHeightRequest.method: .seconds(1)])
        try await d.startWithCell()
        d.clock.advance(by: .seconds(7200))  // every deadline of the start has passed
        try #require(d.clock.sleeperCount == 0)

        let widget = d.launcher.widget(1)
        widget.hold(CellHeightRequest.method)
        widget.send(ReloadWidgetNotification())
        await widget.waitUntil { $0.held == [CellHeightRequest.method] }
        await d.clock.waitForSleepers(1)  // the host's deadline for that cellHeight
        d.clock.advance(by: .seconds(1))

        let stale = try await d.expect("a stale card") { $0.cellIsStale }
        #expect(stale.cellError?.reason == .timedOut(after: .seconds(1)))
        #expect(stale.cell?.sequence == 1, "the last good cell is kept")
        #expect(stale.status == .ready)
        widget.release(CellHeightRequest.method)  // its late answer is dropped

        d.clock.advance(by: .seconds(1))  // the first retry's delay
        let fresh = try await d.expect("the card re-asked and fresh") { !$0.cellIsStale && ($0.cell?.sequence ?? 0) > 1 }
        #expect(fresh.cellError == nil)
        #expect(widget.observation.count(CellHeightRequest.method) == 3)
        #expect(d.supervisor.counters.deadlinesMissed == 1)
        await d.supervisor.stop()
    }

    // MARK: - Item 4: a past-due timeline does not reload every second

    @Test func pastDueTimelineReloadsAfterAMinuteNotASecond() async throws {
        let d = try DriverHarness("past-due") { _ in
            var script = WidgetScript()
            let past = ProtocolFixtures.timeline(.atEnd, entriesAt: [ProtocolFixtures.wallOrigin - 3600, ProtocolFixtures.wallOrigin - 60])
            script.cell = { call in ProtocolFixtures.cellResponse("cell \(call)", timeline: past) }
            return script
        }
        try await d.startWithCell()
        // Due on the clock now: the start's (patient) call deadlines and the timeline reload.
        await d.clock.waitForSleepers(2)
        #expect(d.clock.advanceToNextDeadline() == .seconds(60))
        try await d.expect("the first timeline reload") { $0.cell?.sequence == 2 && !$0.isFetching }
        await d.clock.waitForSleepers(2)
        #expect(d.clock.advanceToNextDeadline() == .seconds(120), "still past due: it backs off")
        try await d.expect("the second timeline reload") { $0.cell?.sequence == 3 && !$0.isFetching }
        #expect(d.launcher.widget(1).observation.count(CellHeightRequest.method) == 3)
        await d.supervisor.stop()
    }

    // MARK: - Restarts, hung, quarantine

    @Test func crashedWidgetIsRestartedAndItsCellFetchedFromTheNewInstance() async throws {
        let d = try DriverHarness("crash-restart")
        try await d.startWithCell()
        d.launcher.widget(1).exit(.signaled(11, coreDumped: false))
        let restarting = try await d.expect("the restart backoff") { $0.status.isRestarting }
        #expect(restarting.cellIsStale)
        #expect(restarting.cell?.instance == 1)

        d.clock.advance(by: .milliseconds(500))
        let fresh = try await d.expect("a cell from instance 2") { $0.cell?.instance == 2 && !$0.isFetching }
        #expect(fresh.status == .ready)
        #expect(!fresh.cellIsStale)
        #expect(fresh.restarts == 1)
        #expect(d.launcher.launchCount == 2)
        let asked = d.launcher.widget(2).observation.requests.filter { $0.method == CellHeightRequest.method }
        #expect(asked == [ScriptedWidget.Request(method: CellHeightRequest.method, width: MachineHarness.width)])
        await d.supervisor.stop()
    }

    @Test func threeMissedDeadlinesMakeItHungAndRestarted() async throws {
        let d = try DriverHarness("hung", deadlines: [CellHeightRequest.method: .seconds(1)]) { instance in
            var script = WidgetScript()
            if instance == 1 { script.holds = [CellHeightRequest.method: .max] }
            return script
        }
        await d.supervisor.start()
        try await d.expect("ready") { $0.status.isReady }
        d.clock.advance(by: .seconds(7200))  // every deadline of the handshake has passed
        try #require(d.clock.sleeperCount == 0)

        await d.supervisor.setWidth(MachineHarness.width)
        for (miss, retryDelay) in [(1, Duration.seconds(1)), (2, .seconds(2)), (3, nil)] {
            await d.clock.waitForSleepers(1)  // the deadline of the cellHeight just sent
            d.clock.advance(by: .seconds(1))
            guard let retryDelay else { break }
            try await d.expect("missed deadline \(miss)") { $0.fetchesServed == miss && !$0.isFetching }
            d.clock.advance(by: retryDelay)
        }

        let restarting = try await d.expect("the restart after the kill") { $0.status.isRestarting }
        #expect(restarting.failure == .killed(.hung, "3 deadlines missed in a row; the widget is hung"))
        #expect(await d.records(.hung).count == 1)
        d.clock.advance(by: .milliseconds(500))
        let fresh = try await d.expect("a cell from instance 2") { $0.cell?.instance == 2 && !$0.isFetching }
        #expect(!fresh.cellIsStale)
        #expect(d.supervisor.counters.deadlinesMissed == 3)
        await d.supervisor.stop()
    }

    @Test func crashLoopIsQuarantinedAfterTheBudgetUntilRetried() async throws {
        let d = try DriverHarness("quarantine", policies: testPolicies(maxRestarts: 2, initialDelay: .milliseconds(500))) { _ in
            var script = WidgetScript()
            script.standardError = ["database unreachable"]
            script.exitsOn = [InitRequest.method: .exited(3)]
            return script
        }
        await d.supervisor.start()
        for attempt in 1...2 {
            try await d.expect("restart attempt \(attempt)") { $0.status == .restarting(after: .milliseconds(500), attempt: attempt) }
            d.clock.advance(by: .milliseconds(500))
        }
        let quarantined = try await d.expect("quarantine") { $0.status.isQuarantined }
        guard case .quarantined(let reason) = quarantined.status else { return }
        #expect(reason.lastStatus == .exited(3))
        #expect(reason.restarts == 2)
        #expect(reason.standardErrorTail.contains("database unreachable"))
        #expect(quarantined.failure == .quarantined(reason))
        #expect(d.clock.sleeperCount == 0)
        d.clock.advance(by: .seconds(60))
        #expect(d.launcher.launchCount == 3)

        await d.supervisor.retry()
        #expect(d.launcher.launchCount == 4)
        try await d.expect("a restart after the retry") { $0.status == .restarting(after: .milliseconds(500), attempt: 1) }
        await d.supervisor.stop()
    }
}
