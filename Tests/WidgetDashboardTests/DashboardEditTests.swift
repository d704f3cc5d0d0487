import Foundation
import Testing
import WidgetHost
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetDashboard

extension DashboardTests {
    /// The editor's verbs on a running dashboard: a widget added starts at once, one moved keeps
    /// running, one removed is stopped and its card goes; the others run on, never restarted.
    @Suite(.serialized, .timeLimit(.minutes(2)))
    struct DashboardEditTests {
        static func steady(_ id: String) -> ManifestEntry {
            let script = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/HostileWidgets/widget.py").path
            return Examples.entry(id, script, ["healthy"], dashboards: [.trip])
        }

        @Test func addMoveAndRemoveWhileTheOthersRunOn() async throws {
            let harness = DashboardHarness("edit", context: try Samples.connection(), entries: [Examples.checklist])
            let dashboard = harness.dashboard
            await dashboard.start()
            let first = try #require(await harness.waitFor("checklist ready") { $0["checklist"]?.status == .ready })
            let checklistPid = try #require(first["checklist"]?.pid)

            try await dashboard.add(Self.steady("steady"))
            let added = try #require(await harness.waitFor("steady ready") { $0["steady"]?.status == .ready && $0["steady"]?.cell != nil })
            #expect(added.widgets.map(\.widgetID) == ["checklist", "steady"])
            #expect(await dashboard.entries.map(\.id) == ["checklist", "steady"])
            await #expect(throws: DashboardCommandError.alreadyOnDashboard("steady")) { try await dashboard.add(Self.steady("steady")) }
            var airportOnly = Self.steady("elsewhere")
            airportOnly.dashboards = [.airport]
            await #expect(throws: DashboardCommandError.doesNotServe("elsewhere", .trip)) { try await dashboard.add(airportOnly) }

            #expect(try await dashboard.move("steady", by: -1))
            #expect(try await !dashboard.move("steady", by: -1))
            #expect(await dashboard.current.widgets.map(\.widgetID) == ["steady", "checklist"])
            #expect(await dashboard.entries.map(\.id) == ["steady", "checklist"])
            let steadyPid = try #require(await dashboard.current["steady"]?.pid)

            try await dashboard.remove("checklist")
            #expect(await dashboard.current.widgets.map(\.widgetID) == ["steady"])
            #expect(!ProcFS.isAlive(checklistPid), "the removed widget's process has ended")
            #expect(await dashboard.current["steady"]?.pid == steadyPid)
            #expect(await dashboard.current["steady"]?.restarts == 0)
            await #expect(throws: DashboardCommandError.noSuchWidget("checklist")) { try await dashboard.remove("checklist") }

            // Added again, it runs as a new widget beside the one that never stopped.
            try await dashboard.add(Examples.checklist, at: 0)
            await harness.waitFor("checklist back") {
                $0.widgets.map(\.widgetID) == ["checklist", "steady"] && $0["checklist"]?.status == .ready
            }
            #expect(await dashboard.current["steady"]?.pid == steadyPid)
            await harness.stop()
        }

        @Test func editsBeforeTheFirstRunAreWhatItStarts() async throws {
            let harness = DashboardHarness("edit-before", context: try Samples.connection(), entries: [Self.steady("a")])
            let dashboard = harness.dashboard
            try await dashboard.add(Self.steady("b"))
            try await dashboard.move("b", by: -1)
            await dashboard.start()
            let ready = await harness.waitFor("both ready") { $0.widgets.allSatisfy { $0.status == .ready } }
            #expect(ready?.widgets.map(\.widgetID) == ["b", "a"])
            await harness.stop()
        }
    }
}
