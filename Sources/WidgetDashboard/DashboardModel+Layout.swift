import WidgetConcurrency
import WidgetHost
import WidgetProtocol
import WidgetRendering

// The dashboard's editor verbs: add a widget, remove one, move one, while the others run on.
// Each changes the cards' order and ``entries`` together and publishes one state.
extension DashboardModel {
    /// Adds the widget of `entry` at `index` (the end when nil). While the dashboard runs, its
    /// supervisor starts at once in the dashboard's task group (the others are not touched);
    /// returns once it is spawned or has failed to. A stopped dashboard starts it with the rest.
    /// - Throws: ``DashboardCommandError/alreadyOnDashboard(_:)``, ``DashboardCommandError/doesNotServe(_:_:)``.
    public func add(_ entry: ManifestEntry, at index: Int? = nil) async throws(DashboardCommandError) {
        guard !entries.contains(where: { $0.id == entry.id }) else { throw .alreadyOnDashboard(entry.id) }
        guard entry.dashboards.contains(context.dashboard) else { throw .doesNotServe(entry.id, context.dashboard) }
        let position = min(max(index ?? entries.count, 0), entries.count)
        entries.insert(entry, at: position)
        var card = WidgetCardState(widgetID: entry.id)
        card.hiddenByUser = options.hiddenByUser.contains(entry.id)
        state.widgets.insert(card, at: min(position, state.widgets.count))
        publish()
        // Before the first run the run makes every supervisor; after it, this one is made here.
        guard !(await supervisor.widgets).isEmpty || running.value else { return }
        guard let widget = await supervisor.add([entry]).first else { return }
        widgets[entry.id] = widget
        await widget.setWidth(state.width)
        if card.hiddenByUser { await widget.setShown(false) }
        guard running.value, !jobs.value.closed else { return }
        let before = jobs.value.runsBegun[entry.id, default: 0]
        post(.supervise(entry.id))
        _ = await jobs.wait { $0.closed || $0.runsBegun[entry.id, default: 0] > before }
        _ = await widget.waitForSnapshot { snapshot in
            switch snapshot.status {
            case .idle, .starting: return false
            default: return true
            }
        }
        apply(await widget.snapshot, to: entry.id)
    }

    /// Removes widget `id`: stops it with its stop sequence (while the dashboard runs), closes
    /// what it presented, and takes its card away. The others run on. Returns once it has ended.
    /// - Throws: ``DashboardCommandError/noSuchWidget(_:)``.
    public func remove(_ id: String) async throws(DashboardCommandError) {
        guard entries.contains(where: { $0.id == id }) else { throw .noSuchWidget(id) }
        if let widget = widgetSupervisor(id) {
            await exclusively(id) {
                if widget.isRunning { await widget.stop() }
            }
            await supervisor.remove(id)
            widgets[id] = nil
        }
        entries.removeAll { $0.id == id }
        let wasHidden = state[id]?.hiddenByUser == true
        state.widgets.removeAll { $0.widgetID == id }
        state.presented.removeAll { $0.widgetID == id }
        if messageWidgetID == id {
            state.message = nil
            messageWidgetID = nil
        }
        publish()
        if wasHidden { hiddenChanged() }
    }

    /// Moves widget `id` by `offset` places (−1 up, +1 down), stopping at either end. True
    /// when it moved. Nothing is restarted.
    /// - Throws: ``DashboardCommandError/noSuchWidget(_:)``.
    @discardableResult
    public func move(_ id: String, by offset: Int) throws(DashboardCommandError) -> Bool {
        guard let from = state.widgets.firstIndex(where: { $0.widgetID == id }) else { throw .noSuchWidget(id) }
        let to = min(max(from + offset, 0), state.widgets.count - 1)
        guard to != from else { return false }
        state.widgets.insert(state.widgets.remove(at: from), at: to)
        let order = state.widgets.map(\.widgetID)
        entries.sort { (order.firstIndex(of: $0.id) ?? 0) < (order.firstIndex(of: $1.id) ?? 0) }
        publish()
        return true
    }
}
