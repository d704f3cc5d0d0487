import Foundation
import Glibc
import Testing
import WidgetConcurrency
import WidgetHost
import WidgetProcess
import WidgetProtocol
import WidgetRendering
import WidgetTestSupport

@testable import WidgetDashboard

extension DashboardTests {
    /// The embedder's verbs on one widget (reload, stop, start, restart, retry, actions, cost)
    /// and the card state a UI needs (pid, instance, restarts with causes, stderr, counters).
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct DashboardWidgetCommandsTests {
        static func hostile(_ id: String, mode: String) -> ManifestEntry {
            let script = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/HostileWidgets/widget.py").path
            return Examples.entry(id, script, [mode], dashboards: [.trip])
        }

        @Test func stopStartRestartAndReloadOneWidgetWhileTheOtherRuns() async throws {
            let harness = DashboardHarness(
                "widget-verbs", context: try Samples.connection(), entries: [Examples.checklist, Self.hostile("steady", mode: "healthy")])
            let dashboard = harness.dashboard
            await #expect(throws: DashboardCommandError.notRunning("checklist")) { try await dashboard.stop("checklist") }
            await dashboard.start()
            let ready = try #require(
                await harness.waitFor("both ready with cells") { $0.widgets.allSatisfy { $0.status == .ready && $0.cell != nil } })
            let card = try #require(ready["checklist"])
            #expect(card.pid != nil && card.instance == 1)
            #expect(card.actions.contains { $0.title.contains("Done") }, "\(card.actions.map(\.title))")
            #expect(try await dashboard.actions(of: "checklist") == card.actions)
            let steadyPid = try #require(ready["steady"]?.pid)

            let answer = try await dashboard.reload("checklist")
            #expect(answer.isFresh && answer.value?.instance == 1)

            try await dashboard.stop("checklist")
            let stopped = try #require(await dashboard.current["checklist"])
            #expect(stopped.status == .stopped(.exited(0)) && stopped.pid == nil)
            #expect(stopped.cardStatus(now: Date()) == .stopped(reason: "stopped on request"), "stopped, not quarantined")

            try await dashboard.start("checklist")
            let started = await harness.waitFor("checklist ready as run 2") {
                $0["checklist"]?.status == .ready && $0["checklist"]?.instance == 2
            }
            #expect(started?["checklist"]?.isStale == false || started?["checklist"]?.cell != nil)

            try await dashboard.restart("checklist")
            await harness.waitFor("checklist ready as run 3") { $0["checklist"]?.status == .ready && $0["checklist"]?.instance == 3 }
            #expect(await dashboard.current["checklist"]?.restarts == 0, "the host's stops and starts are not restarts")
            #expect(await dashboard.current["steady"]?.pid == steadyPid, "the other widget ran on")

            await #expect(throws: DashboardCommandError.noSuchWidget("nope")) { try await dashboard.start("nope") }
            await harness.stop()
            await #expect(throws: DashboardCommandError.notRunning("checklist")) { try await dashboard.start("checklist") }
            // The host's stop: every card says the host stopped it.
            let after = await dashboard.current
            #expect(after.isStopping)
            #expect(after.widgets.map { $0.cardStatus(now: Date()) } == Array(repeating: .stopped(reason: "stopped by the host"), count: 2))
        }

        @Test func aCommandCancelledWhileAnotherHoldsTheWidgetIsNotCarriedOut() async throws {
            let harness = DashboardHarness("widget-verbs-cancelled", context: try Samples.connection(), entries: [Examples.checklist])
            let dashboard = harness.dashboard
            await dashboard.start()
            let ready = try #require(await harness.waitFor("checklist ready") { $0["checklist"]?.status == .ready })
            let pid = try #require(ready["checklist"]?.pid)
            // Another command (a restart, say) holds the widget; this stop waits its turn and is
            // cancelled (its HTTP client left).
            dashboard.busy.update { $0.insert("checklist") }
            let stop = Task { try await dashboard.stop("checklist") }
            stop.cancel()
            try await stop.value
            #expect(dashboard.busy.value.contains("checklist"), "the holder's claim on the widget still stands")
            let card = try #require(await dashboard.current["checklist"])
            #expect(card.status == .ready && card.pid == pid, "the cancelled stop was not carried out: \(card.status)")
            dashboard.busy.update { _ = $0.remove("checklist") }
            await harness.stop()
        }

        @Test func aKilledWidgetsCardCarriesTheRestartWithItsCauseItsStderrCountersAndCost() async throws {
            let harness = DashboardHarness(
                "card-diagnostics", context: try Samples.connection(), entries: [Self.hostile("noisy", mode: "garbage")])
            let dashboard = harness.dashboard
            await dashboard.start()
            let first = try #require(
                await harness.waitFor("noisy ready with a pid") { $0["noisy"]?.status == .ready && $0["noisy"]?.pid != nil })
            let pid = try #require(first["noisy"]?.pid)
            let cost = try #require(try await dashboard.sampleCost(of: "noisy"))
            #expect(cost.pid == pid && cost.usage.residentBytes > 0 && cost.usage.processes >= 1)
            #expect(await dashboard.current["noisy"]?.cost == cost)

            kill(pid, SIGKILL)
            let restarted = try #require(
                await harness.waitFor("noisy ready again after the kill") {
                    $0["noisy"]?.status == .ready && $0["noisy"]?.instance == 2 && ($0["noisy"]?.counters.strayLines ?? 0) > 0
                })
            let card = try #require(restarted["noisy"])
            #expect(card.restarts == 1)
            let restart = try #require(card.restartLog.first)
            #expect(restart.instance == 1 && restart.attempt == 1)
            #expect(restart.cause.contains("SIGKILL") || restart.cause.contains("signal 9"), "\(restart.cause)")
            #expect(card.standardErrorTail.contains { $0.hasPrefix("init trip") }, "\(card.standardErrorTail)")
            #expect(card.counters.starts == 2)
            await harness.stop()
        }
    }
}
