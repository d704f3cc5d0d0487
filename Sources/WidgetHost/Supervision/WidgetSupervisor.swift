import Foundation
import WidgetConcurrency
import WidgetJSON
import WidgetLogFormat
import WidgetProtocol
import WidgetRPC

/// Supervises one widget instance on one dashboard: a thin driver around its
/// ``WidgetMachine``.
///
/// Every input (a spawn's outcome, an exit, a notification, a call's answer, a timer, the
/// dashboard's width or visibility, a stop) is fed to the machine, and the actions it returns
/// are performed here: spawning through the ``WidgetLauncher``, calls over the ``Connection``,
/// timers on the injected clock, kills, the stop sequence, flight-recorder records. What a
/// widget sends is judged by an ``AnswerReview`` before the machine sees it. The supervisor
/// owns no lifecycle or cell state of its own, so there is nothing that could disagree with
/// the machine.
///
/// Everything that takes time runs as a child task of one task group, owned by ``run()``
/// (swift-service-lifecycle's `ServiceGroup` is the model): spawning, the handshake's calls,
/// cell fetches, each instance's exit monitor, stdout watch and stderr drain, the stop
/// sequence and every timer. Each child returns what happened, and the run loop feeds it to the
/// machine. Run it yourself in a task group of yours (``run()``), or let ``start()`` run it in a
/// task of the supervisor's own; ``stop()`` ends it either way, and cancelling the task that
/// runs it stops the widget at once (the stop sequence without its grace periods).
///
/// Observe it with ``events(bufferingNewest:)``, as many subscribers as you like: a
/// ``WidgetEvent/stateChanged(_:)`` with the whole ``WidgetSnapshot`` first and after every
/// change, plus presentations, logs and protocol errors; or wait for a snapshot with
/// ``waitForSnapshot(timeout:_:)``. A host's ``stop()`` ends every stream; ``start()``,
/// ``retry()`` or ``run()`` after it start the widget again (a new instance), and streams
/// asked for from then on follow the new run.
public actor WidgetSupervisor {
    public nonisolated let entry: ManifestEntry
    public nonisolated let context: InitRequest
    public nonisolated let options: SupervisorOptions
    /// Every subscriber's stream of events (``events(bufferingNewest:)``).
    nonisolated let broadcast: Broadcast<WidgetEvent>
    /// Timers, call deadlines and bounded waits run on this clock (``SupervisorOptions/clock``).
    nonisolated let clock: MonotonicClock
    /// The snapshot last published: what ``waitForSnapshot(timeout:_:)`` waits on.
    nonisolated let published: WaitableState<WidgetSnapshot>
    /// What reaches the run loop from outside it: notifications, stderr lines and counts made
    /// on the widget's threads, and a nudge when the actor has queued jobs.
    nonisolated let inbox = WaitableState(Inbox())
    /// Whether a run loop is under way (``stop()`` waits for it to end).
    nonisolated let running = WaitableState(false)
    /// Tokens of the timers cancelled while they wait.
    nonisolated let cancelledTimers = WaitableState<Set<UInt64>>([])

    var machine: WidgetMachine
    var review: AnswerReview
    /// Running (or just ended) instances by number.
    var instances: [Int: RunningInstance] = [:]
    /// The token of each armed timer: a timer whose token is no longer here does not fire.
    var armedTimers: [WidgetMachine.Timer: UInt64] = [:]
    var nextToken: UInt64 = 0
    /// What the widget got wrong so far (all runs): published in the snapshot.
    var tally = WidgetCounters()
    /// Its last stderr lines (all runs): published in the snapshot.
    var recentStandardError: [String] = []
    /// Work the run loop starts as child tasks, in order.
    var jobs: [Job] = []

    public init(entry: ManifestEntry, context: InitRequest, options: SupervisorOptions) {
        self.entry = entry
        self.context = context
        self.options = options
        clock = MonotonicClock(wrapping: options.clock)
        machine = WidgetMachine(
            configuration: WidgetMachine.Configuration(
                widgetID: entry.id, restart: entry.restart, hungAfterMissedDeadlines: entry.hungAfterMissedDeadlines,
                limits: entry.limits, cellRetry: options.cellRetry, timelineReload: options.timelineReload,
                channelClosedGrace: options.channelClosedGrace, dashboard: context.dashboard))
        review = AnswerReview(widgetID: entry.id, capabilities: options.capabilities, maxCellHeight: options.maxCellHeight)
        published = WaitableState(machine.snapshot)
        broadcast = Broadcast(replaying: .stateChanged(published.value))
    }

    public nonisolated var id: String { entry.id }

    // MARK: - What the supervisor knows

    /// Everything at once (also published on ``events(bufferingNewest:)``).
    public var snapshot: WidgetSnapshot {
        var snapshot = machine.snapshot
        snapshot.pid = pid
        snapshot.standardErrorTail = recentStandardError
        snapshot.counters = tally
        return snapshot
    }
    /// Where supervision stands now.
    public var status: WidgetStatus { machine.status }
    /// Which run of the widget is current (1 for the first).
    public var instance: Int { machine.instance }
    /// The widget's own pid in the current run (its process group and session id, not the
    /// sentinel's), if one is running.
    public var pid: Int32? { machine.liveInstance.flatMap { instances[$0]?.process.pid } }
    /// The widget's answer to its last successful `initialize` (type, cell identifier,
    /// `canBeHidden`, dashboards), or `nil` before the first handshake.
    public var identity: InitializeResponse? { machine.identity }
    /// Why the widget last failed, if it did.
    public var failure: WidgetFailure? { machine.failure }
    /// The last lines the widget wrote to stderr (all instances, newest last), as last
    /// published (``WidgetSnapshot/standardErrorTail``).
    public nonisolated var standardErrorTail: [String] { published.value.standardErrorTail }
    /// Counters of everything the widget got wrong (all instances), as last published
    /// (``WidgetSnapshot/counters``).
    public nonisolated var counters: WidgetCounters { published.value.counters }

    // MARK: - Events

    /// A new stream of the widget's events: its ``WidgetEvent/stateChanged(_:)`` now, then
    /// every event from now on, until the host stops the widget (``stop()``): then the stream
    /// ends, and one asked for while the widget is stopped ends at once, after its state.
    ///
    /// Any number of streams may be open; each has its own buffer of the newest `limit`
    /// events, so a subscriber that falls further behind loses its oldest events (a state
    /// change carries the whole snapshot, so the newest one is always complete) and never
    /// delays the widget or the other subscribers. Every subscriber sees the same order.
    public nonisolated func events(bufferingNewest limit: Int = 256) -> AsyncStream<WidgetEvent> {
        broadcast.subscribe(bufferingNewest: limit)
    }

    // MARK: - Running

    /// Starts the widget (new, or again after a stop) and supervises it until the host stops
    /// it (``stop()``), then returns once every task it began has ended. Cancelling the calling
    /// task stops the widget at once. Run it in a task group of yours, or call ``start()``
    /// instead; not both, and not twice at a time (a precondition).
    public func run() async {
        begin()
        await runLoop()
    }

    /// ``run()``, handing `follow` a stream of this run's events opened as the run begins: it
    /// misses nothing, even when the widget runs again after a stop, and ends with the run.
    /// Returns once the run and `follow` have ended. This is how ``DashboardModel`` follows
    /// its widgets.
    public func run(
        bufferingNewest limit: Int = 256, following follow: @escaping @Sendable (AsyncStream<WidgetEvent>) async -> Void
    ) async {
        begin()
        let events = broadcast.subscribe(bufferingNewest: limit)
        await withDiscardingTaskGroup { group in
            group.addTask { await follow(events) }
            await runLoop()
        }
    }

    private func begin() {
        precondition(!running.value, "WidgetSupervisor.run(): widget \"\(entry.id)\" is already running")
        running.update { $0 = true }
        startOrRetry()
        publishIfChanged()
    }

    /// Starts the widget, running ``run()`` in a task of the supervisor's own. A widget that
    /// is stopped, failed, quarantined or waiting to restart starts now, as with ``retry()``;
    /// a running one is left as it is, and one being stopped starts once its stop has ended. Returns once it is spawned (or has failed to); the handshake goes on — wait
    /// with ``waitForStatus(timeout:_:)``.
    public func start() async {
        if machine.status == .stopping { _ = await running.wait { !$0 } }
        startOrRetry()
        publishIfChanged()
        runIfNeeded()
        await waitUntilSpawned()
    }

    /// A manual retry: forgets restarts and quarantine and starts the widget again, also after
    /// a stop. Does nothing while the widget is running or stopping.
    public func retry() async {
        perform(machine.retry())
        publishIfChanged()
        runIfNeeded()
        await waitUntilSpawned()
    }

    /// A new widget is launched; any other that is not running starts again as on a retry.
    private func startOrRetry() {
        if let spawn = machine.start() {
            perform(spawn)
        } else {
            perform(machine.retry())
        }
    }

    /// Whether a run is under way (``run()``, or the supervisor's own task).
    public nonisolated var isRunning: Bool { running.value }

    /// Runs the loop in the supervisor's own task when there is work and nobody runs it.
    private func runIfNeeded() {
        guard !jobs.isEmpty, !running.value else { return }
        running.update { $0 = true }
        // The one unstructured task of the supervisor: it owns the run's task group for a
        // caller that does not run it itself. `stop()` ends it.
        Task { await self.runLoop() }
    }

    // MARK: - Host requests

    /// The column width the card is shown at: a visible card is fetched at it.
    public func setWidth(_ width: Double) {
        perform(machine.widthChanged(width, at: now()))
        publishIfChanged()
    }

    /// Whether the user shows (true) or hides the card; a shown card is fetched if needed.
    public func setShown(_ shown: Bool) {
        perform(machine.shownByHost(shown, at: now()))
        publishIfChanged()
    }

    /// Asks for a fresh cell at `width` now (through the one fetcher, so coalesced with any
    /// fetch in flight) and returns when it is answered: the fresh cell, or the last good one
    /// with the reason there is no fresh one.
    public func refreshCell(width: Double) async -> WidgetAnswer<CellSnapshot> {
        guard machine.status.isReady else {
            return WidgetAnswer(value: machine.cell.lastGood, isFresh: false, error: notReady(ConfigureCellRequest.method))
        }
        let refresh = machine.refreshRequested(width: width, at: now())
        perform(refresh.fetch)
        publishIfChanged()
        let after = await waitForSnapshot { $0.fetchesServed >= refresh.ticket || !$0.status.isReady } ?? machine.snapshot
        let fresh = after.status.isReady && after.cellError == nil && after.cell?.width == width
        let error = fresh ? nil : (after.cellError ?? notReady(ConfigureCellRequest.method))
        return WidgetAnswer(value: after.cell, isFresh: fresh, error: error)
    }

    /// Waits until the status satisfies `predicate` (checked at once, then on every change);
    /// nil after `timeout`.
    public nonisolated func waitForStatus(
        timeout: Duration, _ predicate: @escaping @Sendable (WidgetStatus) -> Bool
    ) async -> WidgetStatus? {
        await waitForSnapshot(timeout: timeout) { predicate($0.status) }?.status
    }

    /// Waits until the published snapshot satisfies `predicate` (checked at once, then on every
    /// change); nil after `timeout` on the supervisor's clock, or when the calling task is
    /// cancelled.
    public nonisolated func waitForSnapshot(
        timeout: Duration? = nil, _ predicate: @escaping @Sendable (WidgetSnapshot) -> Bool
    ) async -> WidgetSnapshot? {
        let published = published
        let wait: @Sendable () async -> WidgetSnapshot? = { await published.take { predicate($0) ? $0 : nil } }
        guard let timeout else { return await wait() }
        return await withDeadline(timeout, on: clock, wait) ?? nil
    }

    private func waitUntilSpawned() async {
        _ = await waitForSnapshot { snapshot in
            switch snapshot.status {
            case .idle, .starting: return false
            default: return true
            }
        }
    }

    // MARK: - Publishing and recording

    /// "Now" for the machine: the injected clock and the wall clock, read once.
    func now() -> WidgetMachine.Moment {
        WidgetMachine.Moment(monotonic: clock.now, wall: options.wallClock())
    }

    /// Publishes the machine's snapshot if it changed (and the coalescing counter).
    func publishIfChanged() {
        tally.reloadsCoalesced = machine.cell.coalesced
        let now = snapshot
        guard now != published.value else { return }
        published.update { $0 = now }
        broadcast.yield(.stateChanged(now), replay: true)
    }

    /// Writes a host record about `instance`, with the pid of that instance if it ran.
    func record(
        _ kind: RPCLogRecord.Kind, instance: Int, method: String? = nil, text: String? = nil, fields: [(LogField, JSONValue)] = []
    ) {
        options.recorder.record(
            RPCLogRecord(
                widget: entry.id, instance: instance, pid: instances[instance]?.process.pid, direction: .host, kind: kind,
                method: method, text: text, fields: fields))
    }

    func count(_ update: (inout WidgetCounters) -> Void) {
        update(&tally)
    }

    func notReady(_ method: String) -> WidgetCallError {
        WidgetCallError(widgetID: entry.id, method: method, reason: .notReady(machine.status))
    }
}
