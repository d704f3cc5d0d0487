import Synchronization
import Testing
import WidgetDashboard
import WidgetHost
import WidgetProcess
import WidgetProtocol
import WidgetRendering
import WidgetSDK

/// An embedder's dashboard tested with no process at all: ``InMemoryLauncher`` serves a Swift
/// widget in this process (`docs/embedding.md` §9). The supervisor drives
/// it as it drives a process: handshake, cell, action, reload, restart after an exit, stop.
@Suite(.timeLimit(.minutes(2)))
struct InMemoryLauncherTests {
    /// A count and a button that adds one and asks for a fresh cell.
    struct CounterWidget: TripWidget {
        static let widgetType = "counter"
        static let cellIdentifier = "CounterCell"
        static let count = Mutex(0)
        let dashboard: Dashboard

        init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {
            self.dashboard = dashboard
        }

        func cellHeight(width: Double) async -> Double { 100 }

        func configureCell(width: Double) async -> Cell {
            let count = Self.count.withLock { $0 }
            return Cell {
                Text("Count \(count)")
                Button("Add one", action: "add")
            }
        }

        func action(_ action: WidgetAction) async throws -> ActionResult {
            Self.count.withLock { $0 += 1 }
            dashboard.reloadWidget()
            return .handled
        }
    }

    /// Whether the card shows `text` in its cell.
    static func shows(_ text: String, _ card: WidgetCardState?) -> Bool {
        card?.cell.map { String(describing: $0).contains("\"" + text + "\"") } ?? false
    }

    @Test func aDashboardRunsASwiftWidgetInMemoryThroughItsActionAndStop() async throws {
        CounterWidget.count.withLock { $0 = 0 }
        let launches = Mutex(0)
        var options = SupervisorOptions(user: UserInfo(userID: "usr-test"), recorder: .disabled())
        options.launcher = InMemoryLauncher { configuration, transport in
            launches.withLock { $0 += 1 }
            guard configuration.executable == "counter" else { return }  // anything else "exits" at once
            _ = await WidgetRunner.serve(CounterWidget.self, transport: transport)
        }
        var entry = ManifestEntry(id: "counter", executable: "counter", dashboards: [.trip])
        // An in-process widget shares the cooperative pool with the whole suite: the defaults'
        // 2 s for a call is about deadlines, which this test is not (CI missed one once).
        entry.deadlines = ["init": .seconds(30), "cellHeight": .seconds(30), "configureCell": .seconds(30), "action": .seconds(30)]
        let dashboard = DashboardModel(context: try Samples.connection(), entries: [entry], supervisorOptions: options)
        let states = await dashboard.states(bufferingNewest: 64)
        await dashboard.start()

        var iterator = states.makeAsyncIterator()
        var card = await iterator.next()?["counter"]
        while !Self.shows("Count 0", card) { card = await iterator.next()?["counter"] }
        #expect(card?.status == .ready && card?.pid == nil && card?.sandbox == nil)
        let add = try #require(card?.actions.first { $0.title == "Add one" })

        let outcome = await dashboard.perform(action: add.action, widgetID: "counter", source: .cell)
        #expect(outcome == .handled)
        while !Self.shows("Count 1", card) { card = await iterator.next()?["counter"] }
        #expect(launches.withLock { $0 } == 1, "one instance served the whole run")

        await dashboard.stop()
        while let state = await iterator.next() { card = state["counter"] }
        guard case .stopped? = card?.status else {
            Issue.record("the card ends stopped, not \(String(describing: card?.status))")
            return
        }
        await options.recorder.close()
    }

    @Test func aServeThatReturnsIsAnExitAndTheWidgetIsStartedAgain() async throws {
        let launches = Mutex(0)
        var options = SupervisorOptions(user: UserInfo(userID: "usr-test"), recorder: .disabled())
        options.launcher = InMemoryLauncher { _, transport in
            // The first instance "crashes" before its handshake; the second is a widget.
            let instance = launches.withLock { count -> Int in
                count += 1
                return count
            }
            if instance == 1 { return }
            _ = await WidgetRunner.serve(CounterWidget.self, transport: transport)
        }
        var entry = ManifestEntry(id: "counter", executable: "counter", dashboards: [.trip])
        // An in-process widget shares the cooperative pool with the whole suite: the defaults'
        // 2 s for a call is about deadlines, which this test is not (CI missed one once).
        entry.deadlines = ["init": .seconds(30), "cellHeight": .seconds(30), "configureCell": .seconds(30), "action": .seconds(30)]
        let dashboard = DashboardModel(context: try Samples.connection(), entries: [entry], supervisorOptions: options)
        let states = await dashboard.states(bufferingNewest: 64)
        await dashboard.start()
        for await state in states where state["counter"]?.cell != nil && state["counter"]?.status == .ready {
            #expect(state["counter"]?.restarts == 1, "restarted once after the first instance exited")
            break
        }
        #expect(launches.withLock { $0 } == 2)
        await dashboard.stop()
        await options.recorder.close()
    }
}
