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
        /// A widget keeps its card hidden: it counts as settled at `at`, unless it shows it.
        case settleHidden(String, at: MonotonicInstant)
    }

    /// The jobs waiting for the run, and whether ``stop()`` closed the queue.
    struct JobQueue: Sendable {
        var queued: [Job] = []
        var closed = false
    }

    func post(_ job: Job) {
        jobs.update { $0.queued.append(job) }
    }

    /// Launches every widget (in parallel), follows their events, ticks, and performs what the
    /// model asks, until ``stop()``; then returns once every task it began has ended.
    /// Cancelling the calling task stops every widget at once. Run it in a task group of yours,
    /// or call ``start()`` instead; not both.
    public func run() async {
        precondition(!running.value && !spawned.value, "DashboardModel.run(): a dashboard runs once")
        running.update { $0 = true }
        await runLoop()
    }

    func runLoop() async {
        let widgets = await supervisor.add(entries)
        for widget in widgets {
            await widget.setWidth(state.width)
            if state[widget.id]?.hiddenByUser == true { await widget.setShown(false) }
        }
        let (jobs, clock, tickInterval) = (jobs, clock, options.tickInterval)
        await withDiscardingTaskGroup { group in
            for widget in widgets {
                group.addTask { await widget.run() }
                group.addTask { await self.follow(widget) }
            }
            group.addTask { await self.announceWhenSpawned(widgets) }
            if let tickInterval {
                group.addTask {
                    var next = clock.now + tickInterval
                    while (try? await clock.sleep(until: next)) != nil {
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

    /// Applies `widget`'s events in order, until the run ends.
    private func follow(_ widget: WidgetSupervisor) async {
        for await event in widget.events {
            await handle(event, from: widget)
        }
    }

    /// Marks the dashboard started once every widget has been spawned (or has failed to).
    private func announceWhenSpawned(_ widgets: [WidgetSupervisor]) async {
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
            await widget(id)?.setShown(true)
        case .refreshPresented(let id):
            await refreshPresented(from: id)
        case .settleHidden(let id, let deadline):
            guard (try? await clock.sleep(until: deadline)) != nil else { return }
            markHiddenSettled(id)
        }
    }
}
