import Foundation
import WidgetProtocol

/// The protocol values the supervision tests answer with: who the widget is, its cell, and
/// timelines dated relative to a test's wall clock.
enum ProtocolFixtures {
    /// A widget's answer to `initialize`.
    static func identity(_ widgetType: String = "clock") -> InitializeResponse {
        InitializeResponse(
            widgetType: widgetType, cellIdentifier: "ClockCell", canBeHidden: true, dashboards: [.trip, .airport],
            capabilities: WidgetCapabilities(timeline: true))
    }

    /// A one-line cell.
    static func cell(_ text: String) -> Cell {
        Cell(content: .text(TextNode(text)), fallbackText: text)
    }

    /// A `configureCell` answer showing `text`, with `timeline` if given.
    static func cellResponse(_ text: String = "12:00", timeline: Timeline? = nil) -> ConfigureCellResponse {
        ConfigureCellResponse(cell: cell(text), timeline: timeline)
    }

    /// A timeline with one entry at each of `dates` and the reload policy `reload`.
    static func timeline(_ reload: ReloadPolicy, entriesAt dates: [Date]) -> Timeline {
        Timeline(entries: dates.map { Timeline.Entry(date: timestamp($0), cell: cell("at \(timestamp($0))")) }, reload: reload)
    }

    /// `date` as a wire timestamp, in UTC, to the second.
    static func timestamp(_ date: Date) -> Timestamp {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return Timestamp(formatter.string(from: date))!
    }

    /// A fixed wall-clock origin (2027-01-15T08:00:00Z), a whole second so timestamps are exact.
    static let wallOrigin = Date(timeIntervalSince1970: 1_800_000_000)
}
