import WidgetSDK

/// Produces the widget side of `errors.jsonl`: a trip-only checklist whose data fails to load.
public struct FailingChecklistWidget: TripWidget {
    public static let widgetType = "checklist"
    public static let cellIdentifier = "ChecklistCell"

    public init(dashboard: Dashboard, trip: Trip, flight: Flight) async throws {}

    public func cellHeight(width: Double) async -> Double { 120 }

    public func configureCell(width: Double) async throws -> Cell {
        throw WidgetError.failure("Could not load the checklist: disk full")
    }
}
