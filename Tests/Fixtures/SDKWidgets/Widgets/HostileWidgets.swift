import WidgetSDK

/// Builds invalid trees: an image without a label in its cell, a progress value of 2 in its
/// controller, and an unlabelled image in a controller it presents from an action.
public struct InvalidTreeWidget: TripWidget {
    public static let widgetType = "invalid_tree"
    public static let cellIdentifier = "InvalidTreeCell"

    let dashboard: Dashboard

    public init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {
        self.dashboard = dashboard
    }

    public func cellHeight(width: Double) async -> Double { 80 }

    public func configureCell(width: Double) async -> Cell {
        Cell {
            VStack {
                Text("Fine")
                HStack {
                    Text("Also fine")
                    Image(symbol: "airplane", label: "").id("unlabelled-plane")
                }
            }
        }
    }

    public func viewController(width: Double, sizeClass: ViewControllerRequest.SizeClass) async -> WidgetController? {
        WidgetController(.popup, title: "Broken") {
            ProgressView(value: 2)
        }
    }

    public func action(_ action: WidgetAction) async throws -> ActionResult {
        guard action.id == "present-broken" else { throw WidgetError.unknownAction(action.id) }
        let presented = dashboard.presentWidgetController(
            WidgetController(.modal, title: "Broken") {
                Image(.url("https://example.com/a.png"), label: "")
            })
        dashboard.logger.info("presented", fields: ["sent": .bool(presented)])
        return .handled
    }
}

/// Calls `print` (stdout!) while configuring its cell.
public struct PrintingWidget: TripWidget {
    public static let widgetType = "printing"
    public static let cellIdentifier = "PrintingCell"

    public init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {
        print("junk from init")
    }

    public func cellHeight(width: Double) async -> Double { 60 }

    public func configureCell(width: Double) async -> Cell {
        print("junk")
        return Cell { Text("Still fine") }
    }
}

/// Never finishes its `shutdown()`: the SDK must exit on stdin EOF anyway.
public struct StuckShutdownWidget: TripWidget {
    public static let widgetType = "stuck_shutdown"
    public static let cellIdentifier = "StuckCell"

    public init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {}

    public func cellHeight(width: Double) async -> Double { 60 }

    public func configureCell(width: Double) async -> Cell { Cell { Text("Stuck") } }

    public func shutdown() async {
        try? await Task.sleep(for: .seconds(30))
    }
}
