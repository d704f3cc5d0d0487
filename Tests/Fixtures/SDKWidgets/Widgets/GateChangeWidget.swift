import WidgetSDK

/// Produces the widget side of `fit-height.jsonl`: a card whose text wraps differently at each
/// width, so it answers `cellHeight` with `.fit` (protocol 1.2) and lets the host size it; on a
/// host before 1.2 it answers points, as it must.
public struct GateChangeWidget: TripWidget {
    public static let widgetType = "gate_change"
    public static let cellIdentifier = "GateChangeCell"

    let dashboard: Dashboard
    let flight: Flight

    public init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {
        self.dashboard = dashboard
        self.flight = flight
    }

    public func cellHeight(width: Double) async -> CellHeight {
        // On a host before 1.2: what it needs at its narrowest, 320 pt (a headline line, three
        // body lines, the spacing and the padding), and more than it needs at 375 and 400.
        dashboard.canFitContent ? .fit : 120
    }

    public func configureCell(width: Double) async -> Cell {
        Cell {
            VStack(spacing: .s) {
                Text("\(flight.airline.iataCode) \(flight.flightNumber) now leaves from gate B32").style(.headline)
                Text("The gate changed 20 minutes ago: it is a walk of eight minutes past the lounges and shops.")
                    .color(.secondary)
            }
            .padding(.m)
        }
    }
}
