import Foundation
import WidgetHost
import WidgetProtocol
import WidgetProtocolFoundation

// Timelines: which entry each card shows now. (Reloads are the supervisors' business.)
extension DashboardModel {
    /// Which cell of `response` is current at `now`: the last timeline entry whose date has
    /// come, else the base cell.
    public static func cell(of response: ConfigureCellResponse, at now: Date) -> Cell {
        guard let timeline = response.timeline else { return response.cell }
        return timeline.entries.last { $0.date.date <= now }?.cell ?? response.cell
    }

    /// Switches timeline entries whose date has come. Runs every ``DashboardOptions/tickInterval``
    /// while a card has a timeline; call it after advancing a ``ManualDateSource``.
    public func tick() {
        let now = options.now()
        for card in state.widgets {
            guard let response = card.response else { continue }
            let current = Self.cell(of: response, at: now)
            if current != card.cell { update(card.widgetID) { $0.cell = current } }
        }
    }
}
