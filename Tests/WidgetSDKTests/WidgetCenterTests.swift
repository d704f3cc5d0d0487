import Testing
import WidgetRPC
import WidgetSDK

/// WidgetKit's `WidgetCenter.shared.reloadTimelines(ofKind:)` asks this widget's host for a new
/// cell, exactly as `dashboard.reloadWidget()` does.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct WidgetCenterTests {
    /// Reloads through WidgetCenter from its actions: `all`, `mine` (its own kind), `other`.
    struct ReloadingWidget: TripWidget {
        static let widgetType = "reloading"
        static let cellIdentifier = "ReloadingCell"

        init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {}

        func cellHeight(width: Double) async -> Double { 80 }
        func configureCell(width: Double) async -> Cell { Cell { Text("Reloading") } }

        func action(_ action: WidgetAction) async throws -> ActionResult {
            switch action.id {
            case "all": WidgetCenter.shared.reloadAllTimelines()
            case "mine": WidgetCenter.shared.reloadTimelines(ofKind: Self.widgetType)
            default: WidgetCenter.shared.reloadTimelines(ofKind: "someone_else")
            }
            return .handled
        }
    }

    @Test func reloadTimelinesSendsReloadWidgetForThisWidgetsKindOnly() async throws {
        let peer = HostPeer.inProcess { transport in
            _ = await WidgetRunner.serve(ReloadingWidget.self, transport: transport)
            transport.closeOutbound()
        }
        _ = try await peer.call("h-1", "initialize", Samples.initializeParams)
        _ = try await peer.call("h-2", "init", try Samples.tripInit())
        // A notification follows the reply of the request it was sent during, so each action's
        // reload arrives with the next call: count them over all the calls.
        var reloads: [String] = []
        for (index, id) in ["other", "all", "other", "mine"].enumerated() {
            let call = try await peer.call("h-a\(index)", "action", ["id": .string(id), "source": "cell"])
            #expect(call.reply?["result"] == [:])
            reloads += call.notifications.compactMap { $0["method"]?.stringValue }
        }
        reloads += try await peer.call("h-3", "shutdown").notifications.compactMap { $0["method"]?.stringValue }
        #expect(reloads == ["reloadWidget", "reloadWidget"])
        peer.closeInput()
        await peer.waitForWidget()
    }
}
