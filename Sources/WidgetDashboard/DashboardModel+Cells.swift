import Foundation
import WidgetHost
import WidgetProtocol

// Asking widgets for cells, timelines and reload policies.
extension DashboardModel {
    /// Asks widget `id` for `cellHeight`, then `configureCell`, at the current width.
    /// Coalesced: while one refresh runs, further requests collapse into one more.
    /// Returns the task doing it (await it to know the cell is current).
    @discardableResult
    func refresh(_ id: String) -> Task<Void, Never> {
        if let running = refreshTasks[id] {
            refreshPending.insert(id)
            return running
        }
        let task = Task { [weak self] in
            guard let self else { return }
            await self.runRefresh(id)
        }
        refreshTasks[id] = task
        return task
    }

    private func runRefresh(_ id: String) async {
        defer { refreshTasks[id] = nil }
        guard let widget = await widget(id) else { return }
        repeat {
            refreshPending.remove(id)
            let width = state.width
            let height = await widget.cellHeight(width: width)
            guard height.isFresh, let value = height.value else {
                noteFailure(id, height.error)
                continue
            }
            let cell = await widget.configureCell(width: width)
            guard cell.isFresh, let response = cell.value else {
                noteFailure(id, cell.error)
                continue
            }
            apply(response, height: value, width: width, to: id)
        } while refreshPending.contains(id)
    }

    private func noteFailure(_ id: String, _ error: WidgetCallError?) {
        update(id) { card in
            if card.cell != nil { card.isStale = true }
            card.lastError = error?.description
        }
    }

    /// A good cell: shown now (the timeline entry current now, else the base cell), and its
    /// reload policy scheduled.
    func apply(_ response: ConfigureCellResponse, height: Double, width: Double, to id: String) {
        let now = options.now()
        update(id) { card in
            card.response = response
            card.height = height
            card.cellWidth = width
            card.cell = Self.cell(of: response, at: now)
            card.isStale = false
            card.lastError = nil
            card.cellUpdates += 1
        }
        reloadDue[id] = Self.reloadDate(of: response)
    }

    /// Which cell of `response` is current at `now`: the last timeline entry whose date has
    /// come, else the base cell.
    public static func cell(of response: ConfigureCellResponse, at now: Date) -> Cell {
        guard let timeline = response.timeline else { return response.cell }
        return timeline.entries.last { $0.date.date <= now }?.cell ?? response.cell
    }

    /// When `response`'s reload policy asks again: `atEnd` at the last entry's date, `after`
    /// at its date, `never` (or no timeline) not at all.
    public static func reloadDate(of response: ConfigureCellResponse) -> Date? {
        guard let timeline = response.timeline else { return nil }
        switch timeline.reload {
        case .atEnd: return timeline.entries.last?.date.date
        case .after(let date): return date.date
        case .never: return nil
        }
    }

    /// Switches timeline entries whose date has come and reloads widgets whose reload policy
    /// is due. Runs every ``DashboardOptions/tickInterval``; call it after advancing a
    /// ``ManualDateSource``.
    public func tick() {
        let now = options.now()
        for card in state.widgets {
            guard let response = card.response else { continue }
            let current = Self.cell(of: response, at: now)
            if current != card.cell { update(card.widgetID) { $0.cell = current } }
            if let due = reloadDue[card.widgetID], due <= now, card.status == .ready, card.isVisible {
                reloadDue[card.widgetID] = nil
                refresh(card.widgetID)
            }
        }
    }
}
