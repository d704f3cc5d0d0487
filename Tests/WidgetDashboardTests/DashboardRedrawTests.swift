import Foundation
import Testing
import WidgetHost
import WidgetProtocol
import WidgetRendering
import WidgetTestSupport

@testable import WidgetDashboard

extension DashboardTests {
    /// No publish without a visible change: a key press that runs an action is redrawn once
    /// for each thing it changes on screen, never for the press itself (the checklist example
    /// as a real process).
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct DashboardRedrawTests {
        /// The states published from `states` up to and including the first that `last` accepts.
        static func published(
            _ states: AsyncStream<DashboardState>, through last: @escaping @Sendable (DashboardState) -> Bool
        ) async -> [DashboardState] {
            var seen: [DashboardState] = []
            for await state in states {
                seen.append(state)
                if last(state) { break }
            }
            return seen
        }

        /// A state as a screen shows it: what changes without showing does not count.
        static func shown(_ state: DashboardState) -> DashboardState {
            var state = state
            state.revision = 0
            state.widgets = state.widgets.map(\.shown)
            return state
        }

        /// Waits for the checklist's first cell and lets its start settle: its load log in.
        static func started() async throws -> (DashboardHarness, DashboardState) {
            let harness = DashboardHarness("redraw", context: try Samples.connection(), entries: [Examples.checklist])
            await harness.dashboard.start()
            let ready = try #require(
                await harness.waitFor("checklist cell and its load log") {
                    $0["checklist"]?.cell != nil && $0["checklist"]?.logs.isEmpty == false
                })
            return (harness, ready)
        }

        @Test func anActionTheWidgetRefusesIsOneRedrawItsMessage() async throws {
            let (harness, _) = try await Self.started()
            let states = await harness.dashboard.states(bufferingNewest: 1000)
            let outcome = await harness.dashboard.perform(action: .invoke(id: "nope", payload: nil), widgetID: "checklist", source: .cell)
            guard case .failed = outcome else {
                Issue.record("the checklist accepted an unknown action: \(outcome)")
                return
            }
            // A change of our own after the action, so the count has an end.
            #expect(await harness.dashboard.hide("checklist"))
            let seen = await Self.published(states) { $0["checklist"]?.hiddenByUser == true }
            // The current state (replayed), the message, the hide: nothing for the press itself.
            #expect(seen.count == 3, "\(seen.map { "\($0.revision): \($0.message ?? "-")" })")
            #expect(seen.dropFirst().first?.message?.contains("nope") == true)
            await harness.stop()
        }

        @Test func anActionThatReloadsTheCellPublishesOnlyVisibleChangesAndTheCellOnce() async throws {
            let (harness, ready) = try await Self.started()
            #expect(ready.text("checklist").contains("0 of 7 done"))
            let cell = try #require(ready["checklist"]?.cell)
            let done = try #require(
                TerminalRenderer.keyedActions(for: cell, width: 46, context: RenderContext()).first { $0.title.contains("Done") })
            let states = await harness.dashboard.states(bufferingNewest: 1000)
            #expect(await harness.dashboard.perform(action: done.action, widgetID: "checklist", source: .cell) == .handled)
            let seen = await Self.published(states) { $0.text("checklist").contains("1 of 7 done") }
            for (before, after) in zip(seen, seen.dropFirst()) {
                let unchanged = Self.shown(before) == Self.shown(after)
                #expect(!unchanged, "revision \(after.revision) changed nothing on screen")
            }
            // The new cell is one publish; the others are the widget's log lines.
            let cellChanges = zip(seen, seen.dropFirst()).filter { $0.text("checklist") != $1.text("checklist") }
            #expect(cellChanges.count == 1)
            let cellOrLog = zip(seen, seen.dropFirst()).filter {
                $0.text("checklist") != $1.text("checklist") || $0["checklist"]?.logs != $1["checklist"]?.logs
            }
            #expect(cellOrLog.count == seen.count - 1, "every publish is the cell or a log line")
            await harness.stop()
        }
    }
}
