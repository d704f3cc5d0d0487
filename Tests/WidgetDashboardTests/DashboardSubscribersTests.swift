import Foundation
import Testing
import WidgetDashboard
import WidgetHost
import WidgetProcess
import WidgetProtocol
import WidgetRendering
import WidgetTestSupport

extension DashboardTests {
    /// The model beside other listeners: a second subscriber to a widget's events takes nothing
    /// from the model, state streams end with the stop (also one asked for after it), and a
    /// stopped dashboard starts again.
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct DashboardSubscribersTests {
        @Test func aSecondListenerOnAWidgetTakesNothingFromTheModel() async throws {
            let harness = DashboardHarness("second-listener", context: try Samples.connection(), entries: [Examples.checklist])
            await harness.dashboard.start()
            let before = try #require(await harness.waitFor("checklist cell") { $0["checklist"]?.cell != nil })
            let widget = try #require(await harness.dashboard.supervisor.widget("checklist"))
            // A listener of the embedder's own, draining the widget's events as they come.
            let listener = Task {
                var states = 0
                for await event in widget.events() {
                    if case .stateChanged = event { states += 1 }
                }
                return states
            }
            var shown = before
            for done in 1...5 {
                let button = try #require(shown["checklist"]?.actions.first { $0.title.contains("Done") })
                #expect(await harness.dashboard.perform(action: button.action, widgetID: "checklist", source: .cell) == .handled)
                shown = try #require(await harness.waitFor("\(done) of 7 done") { $0.text("checklist").contains("\(done) of 7 done") })
            }
            let sequence = try #require(await widget.snapshot.cell?.sequence)
            #expect(shown["checklist"]?.cellUpdates == sequence, "the model saw every cell the widget published")
            await harness.dashboard.stop()
            #expect(await harness.dashboard.current["checklist"]?.status == .stopped(.exited(0)))
            let listened = try await withTimeout(.seconds(30), waitingFor: "the listener's stream to end with the stop") {
                await listener.value
            }
            #expect(listened > 5, "the listener saw the five cells too")
            await harness.stop()
        }

        @Test func aStoppedDashboardStartsAgainWithNewInstances() async throws {
            let harness = DashboardHarness("start-again", context: try Samples.connection(), entries: [Examples.checklist])
            await harness.dashboard.start()
            await harness.waitFor("checklist ready") { $0["checklist"]?.status == .ready && $0["checklist"]?.cell != nil }
            await harness.dashboard.stop()
            let stopped = await harness.dashboard.current
            #expect(stopped["checklist"]?.status == .stopped(.exited(0)))

            await harness.dashboard.start()
            let again = await harness.waitFor("checklist ready again") {
                $0["checklist"]?.status == .ready && $0["checklist"]?.isStale == false
            }
            #expect(again != nil)
            #expect(await harness.dashboard.supervisor.widget("checklist")?.instance == 2)
            await harness.stop()
        }

        @Test func aStateStreamAskedForAfterTheStopEnds() async throws {
            let harness = DashboardHarness("states-after-stop", context: try Samples.connection(), entries: [Examples.checklist])
            await harness.dashboard.start()
            await harness.waitFor("checklist ready") { $0["checklist"]?.status == .ready }
            await harness.dashboard.stop()
            let states = await harness.dashboard.states(bufferingNewest: 100)
            let seen = try await withTimeout(.seconds(30), waitingFor: "a stream opened after the stop to end") {
                var seen: [DashboardState] = []
                for await state in states { seen.append(state) }
                return seen
            }
            #expect(seen.count == 1)
            #expect(seen.first?["checklist"]?.status == .stopped(.exited(0)))
            await harness.stop()
        }
    }
}
