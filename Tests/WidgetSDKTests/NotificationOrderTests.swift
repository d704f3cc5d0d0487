import Testing
import WidgetRPC
import WidgetSDK

/// What a Swift widget sends while it answers a request goes out after that request's reply
/// (`protocol/README.md` §9): the host applies a widget's lines in the order they arrive, so a
/// `reloadWidget` an action asked for, or a `canBeDisplayed` during a cell, must follow the reply
/// it belongs to, never overtake it.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct NotificationOrderTests {
    /// On `tap`, reloads, hides and presents, all before its action returns.
    struct EagerWidget: TripWidget {
        static let widgetType = "eager"
        static let cellIdentifier = "EagerCell"
        let dashboard: Dashboard

        init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {
            self.dashboard = dashboard
        }

        func cellHeight(width: Double) async -> Double { 80 }

        func configureCell(width: Double) async -> Cell {
            dashboard.logger.info("made a cell")
            return Cell { Text("Eager") }
        }

        func action(_ action: WidgetAction) async throws -> ActionResult {
            dashboard.reloadWidget()
            dashboard.canBeDisplayed = false
            _ = dashboard.presentWidgetController(WidgetController(.modal, title: "Done") { Text("Done") })
            return .handled
        }
    }

    @Test func notificationsSentWhileAnsweringFollowTheReplyInPostingOrder() async throws {
        let peer = HostPeer.inProcess { transport in
            _ = await WidgetRunner.serve(EagerWidget.self, transport: transport)
            transport.closeOutbound()
        }
        _ = try await peer.call("h-1", "initialize", Samples.initializeParams)
        _ = try await peer.call("h-2", "init", try Samples.tripInit())
        let cell = try await peer.call("h-3", "configureCell", ["width": 375])
        #expect(cell.notifications.isEmpty, "the log came before the cell: \(cell.notifications)")
        let tap = try await peer.call("h-4", "action", ["id": "tap", "source": "cell"])
        #expect(tap.reply?["result"] == [:])
        // Nothing overtook the action's reply; what it sent comes next, in the order it was sent.
        #expect(tap.notifications.map { $0["method"]?.stringValue } == ["log"])
        let after = try await peer.call("h-5", "shutdown")
        #expect(
            after.notifications.map { $0["method"]?.stringValue ?? "" } == ["reloadWidget", "canBeDisplayed", "presentWidgetController"])
        peer.closeInput()
        await peer.waitForWidget()
    }
}
