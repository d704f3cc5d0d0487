import Foundation
import Synchronization
import Testing
import WidgetDashboard
import WidgetHost
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetRendering
import WidgetSDK
import WidgetSamples

/// The app's dashboard, tested with no process at all (docs/embedding.md §9): the widget is a
/// Swift type served in this process by `InMemoryLauncher`, and the dashboard drives it as it
/// would drive a process.
@Suite(.timeLimit(.minutes(1)))
struct InMemoryDashboardTests {
    /// "Boarding soon" until its button is pressed, then "Boarded".
    struct BoardingWidget: TripWidget {
        static let widgetType = "boarding"
        static let cellIdentifier = "BoardingCell"
        static let boarded = Mutex(false)
        let dashboard: Dashboard

        init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {
            self.dashboard = dashboard
        }

        func cellHeight(width: Double) async -> Double { 100 }

        func configureCell(width: Double) async -> Cell {
            let boarded = Self.boarded.withLock { $0 }
            return Cell {
                Text(boarded ? "Boarded" : "Boarding soon")
                Button("I'm on board", action: "board")
            }
        }

        func action(_ action: WidgetAction) async throws -> ActionResult {
            Self.boarded.withLock { $0 = true }
            dashboard.reloadWidget()
            return .handled
        }
    }

    static func shows(_ text: String, _ card: WidgetCardState?) -> Bool {
        card?.cell.map { String(describing: $0).contains("\"" + text + "\"") } ?? false
    }

    @Test func theBoardingCardChangesWhenItsButtonIsPressed() async throws {
        let samples = SampleSet.embedded()
        let trip = try samples.tripCase(named: "connection", now: Date())
        let context = try JSONValueDecoder().decode(InitRequest.self, from: trip.params)

        var options = SupervisorOptions(user: UserInfo(userID: "usr-test"), recorder: .disabled())
        options.launcher = InMemoryLauncher { configuration, transport in
            guard configuration.executable == "boarding" else { return }
            _ = await WidgetRunner.serve(BoardingWidget.self, transport: transport)
        }
        let entry = ManifestEntry(id: "boarding", executable: "boarding", dashboards: [.trip])
        let dashboard = DashboardModel(context: context, entries: [entry], supervisorOptions: options)
        let states = await dashboard.states(bufferingNewest: 64)
        await dashboard.start()

        var iterator = states.makeAsyncIterator()
        var card = await iterator.next()?["boarding"]
        while !Self.shows("Boarding soon", card) { card = await iterator.next()?["boarding"] }
        let board = try #require(card?.actions.first { $0.title == "I'm on board" })
        #expect(await dashboard.perform(action: board.action, widgetID: "boarding", source: .cell) == .handled)
        while !Self.shows("Boarded", card) { card = await iterator.next()?["boarding"] }

        await dashboard.stop()
        await options.recorder.close()
    }
}
