import WidgetConcurrency
import WidgetHost
import WidgetRPC

// The run: one task group owns the widgets' runs, the following of their events, the tick, the
// hidden-card timers and the calls a new cell sets off.
extension DashboardModel {
    /// Work the model's synchronous code asks the run to do.
    enum Job: Sendable {
        /// A card the user hid in an earlier run is shown again: tell its supervisor.
        case reveal(String)
        /// Its widget has a new cell: ask its presented controller again.
        case refreshPresented(String)
        /// A widget keeps its card hidden in run `instance`: it counts as settled at `at`,
        /// unless it shows it (or that run ends) first.
        case settleHidden(String, instance: Int, at: MonotonicInstant)
        /// A stopped widget runs again (``start(_:)``).
        case supervise(String)
    }

    /// The jobs waiting for the run, whether ``stop()`` closed the queue, and how many runs of
    /// each widget have begun (``start(_:)`` waits for the one it asked for).
    struct JobQueue: Sendable {
        var queued: [Job] = []
        var closed = false
        var runsBegun: [String: Int] = [:]
    }

    func post(_ job: Job) {
        jobs.update { $0.queued.append(job) }
    }

    /// Launches every widget (in parallel), follows their events, ticks, and performs what the
    /// model asks, until ``stop()``; then returns once every task it began has ended.
    /// Cancelling the calling task stops every widget at once. Run it in a task group of yours,
    /// or call ``start()`` instead; not both, and not twice at a time (a precondition). A
    /// stopped dashboard may run again.
    public func run() async {
        precondition(!running.value, "DashboardModel.run(): the dashboard is already running")
        begin()
        await runLoop()
    }

    /// A new run: the queue open, nothing spawned yet, the state streams open.
    func begin() {
        state.isStopping = false
        running.update { $0 = true }
        spawned.update { $0 = false }
        jobs.update { $0 = JobQueue() }
        observers.reopen()
    }

    func runLoop() async {
        // A dashboard that runs again keeps its supervisors (their instances count on).
        var existing = await supervisor.widgets
        if existing.isEmpty { existing = await supervisor.add(entries) }
        let widgets = existing
        for widget in widgets { self.widgets[widget.id] = widget }
        for widget in widgets {
            await widget.setWidth(state.width)
            if state[widget.id]?.hiddenByUser == true { await widget.setShown(false) }
        }
        let (jobs, clock, tickInterval, hasTimelines) = (jobs, clock, options.tickInterval, hasTimelines)
        await withDiscardingTaskGroup { group in
            for widget in widgets {
                group.addTask { await self.supervise(widget) }
            }
            group.addTask { await self.announceWhenSpawned(widgets) }
            if let tickInterval {
                // Timeline entries switch on the tick; without a timeline there is nothing to tick.
                group.addTask {
                    var next = clock.now + tickInterval
                    while await hasTimelines.wait(until: { $0 }) {
                        next = max(next, clock.now)
                        guard (try? await clock.sleep(until: next)) != nil else { return }
                        await self.tick()
                        next = next + tickInterval
                    }
                }
            }
            // nil once stopped (the queue is closed) or cancelled.
            while let batch = await jobs.take(Self.nextJobs) ?? nil {
                for job in batch { group.addTask { await self.perform(job) } }
            }
            // Stopped (the widgets' runs have ended) or cancelled: end the rest.
            group.cancelAll()
        }
        observers.finish()
        spawned.update { $0 = true }
        running.update { $0 = false }
    }

    /// The jobs queued, nil once the queue is closed and drained; waits while it is empty.
    private static func nextJobs(_ queue: inout JobQueue) -> [Job]?? {
        if !queue.queued.isEmpty {
            defer { queue.queued = [] }
            return .some(queue.queued)
        }
        return queue.closed ? .some(nil) : nil
    }

    /// Runs `widget` and applies its events in order, until its run ends.
    func supervise(_ widget: WidgetSupervisor) async {
        let jobs = jobs
        await widget.run { events in
            jobs.update { $0.runsBegun[widget.id, default: 0] += 1 }
            for await event in events { await self.handle(event, from: widget) }
        }
    }

    /// Marks the dashboard started once every widget has been spawned (or has failed to).
    private func announceWhenSpawned(_ widgets: [WidgetSupervisor]) async {
        // Each widget's run has begun (a dashboard that runs again finds them stopped before).
        let ids = widgets.map(\.id)
        _ = await jobs.wait { queue in queue.closed || ids.allSatisfy { queue.runsBegun[$0, default: 0] > 0 } }
        for widget in widgets {
            _ = await widget.waitForSnapshot { snapshot in
                switch snapshot.status {
                case .idle, .starting: return false
                default: return true
                }
            }
            apply(await widget.snapshot, to: widget.id)
        }
        spawned.update { $0 = true }
    }

    private func perform(_ job: Job) async {
        switch job {
        case .reveal(let id):
            await widgetSupervisor(id)?.setShown(true)
        case .refreshPresented(let id):
            await refreshPresented(from: id)
        case .settleHidden(let id, let instance, let deadline):
            guard (try? await clock.sleep(until: deadline)) != nil else { return }
            markHiddenSettled(id, instance: instance)
        case .supervise(let id):
            // Not after the dashboard's stop, which may have come while this waited.
            guard !jobs.value.closed, let widget = widgetSupervisor(id) else { return }
            await supervise(widget)
        }
    }
}
