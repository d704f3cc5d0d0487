import Dispatch
import Foundation
import WidgetConcurrency
import WidgetHost
import WidgetProcess
import WidgetProtocol
import WidgetRendering

/// Why a command to one widget of a ``DashboardModel`` could not be carried out.
public enum DashboardCommandError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No widget of this id serves the dashboard.
    case noSuchWidget(String)
    /// The dashboard is not running (before ``DashboardModel/start()`` or ``DashboardModel/run()``,
    /// or after ``DashboardModel/stop()``): its widgets run only within its run.
    case notRunning(String)
    /// ``DashboardModel/add(_:at:)`` of a widget whose id is on the dashboard already.
    case alreadyOnDashboard(String)
    /// ``DashboardModel/add(_:at:)`` of a widget that does not serve this kind of dashboard.
    case doesNotServe(String, DashboardKind)

    public var description: String {
        switch self {
        case .alreadyOnDashboard(let id):
            return "The widget \"\(id)\" is on this dashboard already; move it instead."
        case .doesNotServe(let id, let kind):
            return "The widget \"\(id)\" does not serve the \(kind.rawValue) dashboard; its bundle or manifest names the ones it does."
        case .noSuchWidget(let id):
            return "There is no widget \"\(id)\" on this dashboard; the ids are the manifest's."
        case .notRunning(let id):
            return "The dashboard is not running, so the widget \"\(id)\" cannot be started or stopped; start the dashboard first."
        }
    }
}

// The embedder's verbs on one widget: reload, restart, stop, start, retry, its actions and
// its cost. Commands to one widget run one at a time, in the order they came; one whose task
// is cancelled while it waits for its turn is not carried out.
extension DashboardModel {
    /// Asks widget `id` for a fresh cell at the dashboard's width now (coalesced with a fetch
    /// in flight) and returns when it is answered: the fresh cell, or the last good one with
    /// the reason there is no fresh one (the card shows the same).
    public func reload(_ id: String) async throws(DashboardCommandError) -> WidgetAnswer<CellSnapshot> {
        let widget = try runningWidget(id)
        let answer = await widget.refreshCell(width: state.width)
        apply(await widget.snapshot, to: id)
        return answer
    }

    /// Stops widget `id` with its stop sequence (its card says "stopped"); it stays stopped
    /// until ``start(_:)``, ``restart(_:)`` or ``retry(_:)``. Returns once it has ended.
    public func stop(_ id: String) async throws(DashboardCommandError) {
        let widget = try runningWidget(id)
        await exclusively(id) {
            // Said by the state its stop publishes: no state of its own.
            if let index = state.widgets.firstIndex(where: { $0.widgetID == id }) { state.widgets[index].stoppedBy = .request }
            await widget.stop()
            apply(await widget.snapshot, to: id)
        }
    }

    /// Starts widget `id` if it is not running: a stopped, failed or quarantined widget starts
    /// as a new instance, its restart history forgotten; a running one is left as it is.
    /// Returns once it is spawned (or has failed to).
    public func start(_ id: String) async throws(DashboardCommandError) {
        let widget = try runningWidget(id)
        await exclusively(id) { await startWidget(widget) }
    }

    /// A manual retry of a quarantined or failed widget: the same as ``start(_:)``.
    public func retry(_ id: String) async throws(DashboardCommandError) {
        try await start(id)
    }

    /// Stops widget `id` with its stop sequence and starts it again as a new instance.
    public func restart(_ id: String) async throws(DashboardCommandError) {
        let widget = try runningWidget(id)
        await exclusively(id) {
            // A card on screen stays, as restarting, until its new run shows a cell.
            if let index = state.widgets.firstIndex(where: { $0.widgetID == id }), state.widgets[index].isVisible,
                state.widgets[index].cell != nil
            {
                state.widgets[index].isReturning = true
                state.widgets[index].stoppedBy = nil
            }
            if widget.isRunning { await widget.stop() }
            await startWidget(widget)
        }
    }

    /// The actions of widget `id`'s cell now (``WidgetCardState/actions``).
    public func actions(of id: String) throws(DashboardCommandError) -> [KeyedAction] {
        guard let card = state[id] else { throw .noSuchWidget(id) }
        return card.actions
    }

    /// Samples what widget `id`'s process tree costs now (CPU time, resident memory) from
    /// `/proc`, off the cooperative pool, and keeps it on its card (``WidgetCardState/cost``);
    /// nil when no process runs.
    @discardableResult
    public func sampleCost(of id: String) async throws(DashboardCommandError) -> WidgetCost? {
        guard let card = state[id] else { throw .noSuchWidget(id) }
        guard let pid = card.pid else { return nil }
        let usage = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async { continuation.resume(returning: ProcessTreeUsage.sample(root: pid)) }
        }
        let cost = usage.map { WidgetCost(at: options.now(), pid: pid, usage: $0) }
        update(id) { $0.cost = cost }
        return cost
    }

    // MARK: - Helpers

    /// The supervisor of `id` while the dashboard runs.
    private func runningWidget(_ id: String) throws(DashboardCommandError) -> WidgetSupervisor {
        guard entries.contains(where: { $0.id == id }) else { throw .noSuchWidget(id) }
        guard running.value, !jobs.value.closed, !state.isStopping, let widget = widgetSupervisor(id) else { throw .notRunning(id) }
        return widget
    }

    /// Runs `body` when no other command to widget `id` runs. Not at all when the calling task
    /// is cancelled before its turn: it would run beside the command that holds the widget, and
    /// end that one's hold.
    func exclusively(_ id: String, _ body: () async -> Void) async {
        guard await busy.take({ busy in busy.insert(id).inserted ? true : nil }) != nil else { return }
        await body()
        busy.update { _ = $0.remove(id) }
    }

    /// Starts `widget`: within its run if that goes on (quarantined or failed), else a new run
    /// in the dashboard's task group. Returns once it is spawned or has failed to.
    private func startWidget(_ widget: WidgetSupervisor) async {
        if widget.isRunning {
            await widget.start()
        } else {
            let id = widget.id
            let before = jobs.value.runsBegun[id, default: 0]
            post(.supervise(id))
            _ = await jobs.wait { $0.closed || $0.runsBegun[id, default: 0] > before }
            _ = await widget.waitForSnapshot { $0.status != .starting }
        }
        apply(await widget.snapshot, to: widget.id)
    }
}
