import Foundation
import WidgetConcurrency
import WidgetHost
import WidgetProtocol
import WidgetRPC
import WidgetRendering

/// A travel-app dashboard: one trip with its current flight, or one airport, and the widgets
/// that serve it, each a supervised child process.
///
/// `DashboardModel` owns the layout state: which cards the user hides, the column width, which
/// timeline entry each card shows now, and the presented controllers (a navigation stack of
/// pushes, with modals and popups over it). It never asks a widget for a cell: each
/// ``WidgetSupervisor`` fetches, coalesces, retries and reloads its own cell, and the dashboard
/// draws the ``WidgetSnapshot``s they publish (crashed widgets keep their last good cell while
/// they restart, marked stale).
///
/// Everything it starts runs in one task group owned by ``run()``: each widget's supervisor
/// run, the following of its events, the tick, the hidden-card timers and the calls a new cell
/// sets off. Run it in a task group of yours, or let ``start()`` run it in a task of the model's
/// own; ``stop()`` ends it either way (it stops every widget with the documented sequence), and
/// cancelling the task that runs it stops the widgets at once. Observe it with ``states()``.
public actor DashboardModel {
    /// The supervisor running the widget processes (for the flight recorder; each card carries its widget's snapshot).
    public nonisolated let supervisor: DashboardSupervisor
    /// The trip (and flight) or airport the widgets were given.
    public nonisolated let context: InitRequest
    public nonisolated let options: DashboardOptions
    /// The manifest entries that serve this dashboard, in the cards' order (``add(_:at:)``,
    /// ``remove(_:)`` and ``move(_:by:)`` change it while it runs).
    public internal(set) var entries: [ManifestEntry]
    /// Timers (the tick, hidden cards) run on the supervisors' clock.
    nonisolated let clock: MonotonicClock

    var state: DashboardState
    /// Every stream of ``states(bufferingNewest:)``; ends when a run ends.
    nonisolated let observers: Broadcast<DashboardState>
    /// Work the run loop starts as child tasks; closed by ``stop()``.
    nonisolated let jobs = WaitableState(JobQueue())
    /// Whether a run is under way, and whether its widgets have all been spawned.
    nonisolated let running = WaitableState(false)
    nonisolated let spawned = WaitableState(false)
    /// Widgets a command (``stop(_:)``, ``start(_:)``…) is being carried out on.
    nonisolated let busy = WaitableState<Set<String>>([])
    /// Whether a card has a timeline: only then does the tick run (an idle dashboard wakes for nothing).
    nonisolated let hasTimelines = WaitableState(false)
    /// The widget the host's ``DashboardState/message`` is about, if any.
    var messageWidgetID: String?
    /// The widgets' supervisors by id, once the first run has made them.
    var widgets: [String: WidgetSupervisor] = [:]

    /// A dashboard for `context` with the widgets of `entries` that serve its kind (others are
    /// ignored). Nothing runs until ``run()`` or ``start()``.
    public init(
        context: InitRequest, entries: [ManifestEntry], supervisorOptions: SupervisorOptions, options: DashboardOptions = DashboardOptions()
    ) {
        self.context = context
        var options = options
        options.width = min(max(options.width, DashboardOptions.widthRange.lowerBound), DashboardOptions.widthRange.upperBound)
        self.options = options
        let serving = entries.filter { $0.dashboards.contains(context.dashboard) }
        self.entries = serving
        supervisor = DashboardSupervisor(context: context, options: supervisorOptions)
        clock = MonotonicClock(wrapping: supervisorOptions.clock)
        state = DashboardState(
            title: Self.title(of: context), dashboard: context.dashboard, width: options.width,
            widgets: serving.map { entry in
                var card = WidgetCardState(widgetID: entry.id)
                card.hiddenByUser = options.hiddenByUser.contains(entry.id)
                return card
            }, presented: [], message: nil, revision: 0)
        observers = Broadcast(replaying: state)
    }

    /// "Singapore via Frankfurt · LH 778", or "London Heathrow (LHR)".
    public static func title(of context: InitRequest) -> String {
        switch context {
        case .trip(let trip, let flight): return "\(trip.title) · \(flight.airline.iataCode) \(flight.flightNumber)"
        case .airport(let airport): return "\(airport.name) (\(airport.iataCode))"
        }
    }

    /// The current state.
    public var current: DashboardState { state }

    /// A stream of states: the current one at once, then every change, until the dashboard
    /// stops (a stream asked for while it is stopped ends at once, after the current state).
    /// Any number of streams may be open, and all see the same order; each keeps the newest
    /// `bufferingNewest` states when its consumer falls behind (1: a UI only wants the latest;
    /// a larger value keeps every step), and never delays the dashboard or the others.
    public func states(bufferingNewest limit: Int = 1) -> AsyncStream<DashboardState> {
        observers.subscribe(bufferingNewest: limit)
    }

    /// Launches every widget (in parallel) and starts following their events, running ``run()``
    /// in a task of the model's own. Returns once every process is spawned; handshakes and
    /// cells arrive as state changes. A running dashboard is left as it is; a stopped one
    /// starts again (its widgets as new instances, its cards as they were), once a stop under
    /// way has ended.
    public func start() async {
        if jobs.value.closed { _ = await running.wait { !$0 } }
        if !running.value {
            begin()
            // The one unstructured task of the model: it owns the run's task group for a caller
            // that does not run it itself. `stop()` ends it.
            Task { await self.runLoop() }
        }
        _ = await spawned.wait { $0 }
    }

    /// Stops every widget (shutdown, then the stop sequence), ends the run and the state
    /// streams. Returns once the run has ended. ``start()`` or ``run()`` may start it again.
    public func stop() async {
        guard running.value else {
            observers.finish()
            return
        }
        // Every card says the host stopped it, from the first state of the stop on.
        state.isStopping = true
        for index in state.widgets.indices { state.widgets[index].stoppedBy = .dashboard }
        publish()
        await supervisor.stopAll()
        jobs.update { $0.closed = true }
        _ = await running.wait { !$0 }
    }

    // MARK: - State

    func update(_ id: String, _ change: (inout WidgetCardState) -> Void) {
        guard let index = state.widgets.firstIndex(where: { $0.widgetID == id }) else { return }
        let before = state.widgets[index]
        change(&state.widgets[index])
        if state.widgets[index].shown != before.shown { publish() }
    }

    func publish() {
        let timelines = state.widgets.contains { $0.response?.timeline != nil }
        if timelines != hasTimelines.value { hasTimelines.update { $0 = timelines } }
        state.revision += 1
        observers.yield(state, replay: true)
    }

    func widgetSupervisor(_ id: String) -> WidgetSupervisor? { widgets[id] }

    // MARK: - Supervisor events (one switch)

    func handle(_ event: WidgetEvent, from widget: WidgetSupervisor) {
        let id = widget.id
        switch event {
        case .stateChanged(let snapshot):
            apply(snapshot, to: id)
        case .presentController(let controller):
            presentIfAsked(controller, from: id)
        case .log(let log):
            update(id) { card in
                card.logs.append(log)
                card.logs.removeFirst(max(0, card.logs.count - WidgetCardState.logLimit))
            }
        case .protocolError(let error):
            update(id) { $0.lastProtocolError = error.description }
        }
    }

    /// Makes what the supervisor published the card's truth.
    func apply(_ snapshot: WidgetSnapshot, to id: String) {
        let now = options.now()
        let before = state[id]
        var shownAgain = false
        update(id) { card in shownAgain = Self.follow(snapshot, with: &card, now: now) }
        if shownAgain {
            hiddenChanged()
            post(.reveal(id))
        }
        // A new cell (reload, restart) may change what its open controller shows.
        let after = state[id]
        if after?.cellSequence != before?.cellSequence, state.presented.last?.widgetID == id {
            post(.refreshPresented(id))
        }
        // A host message about this widget goes once it answers again.
        if messageWidgetID == id, snapshot.status == .ready, snapshot.cellError == nil {
            state.message = nil
            messageWidgetID = nil
            publish()
        }
        // A widget that keeps its card hidden counts as settled after a while (see isSettled).
        let hiddenByWidget = snapshot.status == .ready && snapshot.canBeDisplayed == false
        let wasHiddenByWidget = before?.status == .ready && before?.canBeDisplayed == false
        if hiddenByWidget && !wasHiddenByWidget {
            post(.settleHidden(id, instance: snapshot.instance, at: clock.now + options.hiddenSettleDelay))
        }
    }

    /// A widget kept its card hidden for ``DashboardOptions/hiddenSettleDelay`` in run
    /// `instance`: it is settled, and a card coming back from a restart stops waiting for it.
    func markHiddenSettled(_ id: String, instance: Int) {
        guard let card = state[id], card.canBeDisplayed == false, card.status == .ready, card.instance == instance else { return }
        update(id) { card in
            card.hiddenSettled = true
            card.isReturning = false
        }
    }

    // MARK: - User actions on cards

    /// Hides a card the user may hide. Returns false (and changes nothing) when the widget said
    /// `canBeHidden: false` in its handshake (before the handshake, hiding is allowed).
    @discardableResult
    public func hide(_ id: String) async -> Bool {
        guard let card = state[id], card.canBeHidden != false else { return false }
        update(id) { $0.hiddenByUser = true }
        hiddenChanged()
        await widgetSupervisor(id)?.setShown(false)
        return true
    }

    /// Tells ``DashboardOptions/hiddenChanged`` the cards the user hides now.
    func hiddenChanged() {
        options.hiddenChanged?(Set(state.widgets.filter(\.hiddenByUser).map(\.widgetID)))
    }

    /// Shows a card the user hid; its supervisor fetches a cell if it has none at this width.
    public func show(_ id: String) async {
        guard let card = state[id], card.hiddenByUser else { return }
        update(id) { $0.hiddenByUser = false }
        hiddenChanged()
        await widgetSupervisor(id)?.setShown(true)
    }

    /// Moves to the next of ``DashboardOptions/standardWidths`` after the width now (the first
    /// after the last), as `w` does in the terminal.
    public func cycleWidth() async {
        await setWidth(DashboardOptions.standardWidth(after: state.width))
    }

    /// Sets the column width (clamped to 320…400); every visible widget's supervisor fetches
    /// its cell at the new width. Returns when those fetches have ended (answered or failed:
    /// a failing widget keeps its last good cell).
    public func setWidth(_ width: Double) async {
        let clamped = min(max(width, DashboardOptions.widthRange.lowerBound), DashboardOptions.widthRange.upperBound)
        guard clamped != state.width else { return }
        state.width = clamped
        publish()
        for widget in await supervisor.widgets {
            await widget.setWidth(clamped)
        }
        for widget in await supervisor.widgets {
            // Applied here too, not only when its event arrives, so the state is current on return.
            if let settled = await widget.waitForSnapshot({ !$0.isFetching }) { apply(settled, to: widget.id) }
        }
    }

    /// Every controller the visible widgets offer when tapped (`viewController`), without
    /// presenting them: for the HTML page's dialog section.
    public func offeredControllers() async -> [PresentedController] {
        var result: [PresentedController] = []
        for card in state.widgets where card.isVisible && card.status == .ready {
            guard let widget = widgetSupervisor(card.widgetID) else { continue }
            if case .success(let controller?) = await widget.viewController(width: state.width, sizeClass: options.sizeClass) {
                result.append(PresentedController(widgetID: card.widgetID, controller: controller))
            }
        }
        return result
    }
}
