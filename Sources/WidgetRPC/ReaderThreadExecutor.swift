import Synchronization

/// A task executor that runs jobs on a transport's reader thread, between reads.
///
/// Why: a response is read and matched on the reader thread; if the task waiting for it prefers
/// this executor, resuming it queues the task right here and it runs as soon as the current
/// chunk is handled — no other thread is woken. The same holds for a widget's handler task.
/// On a 2-core machine that halves the thread wake-ups of a round trip.
///
/// Jobs the reader thread enqueues itself (a reply resuming its caller, a request resuming the
/// dispatcher) go to a queue only that thread touches, with no lock. Jobs enqueued from other
/// threads wake the reader's `poll` through a pipe (only when it is asleep). Once the reader
/// thread has exited, jobs go to the global concurrent executor, so a task that prefers this
/// executor can never be stranded.
public final class ReaderThreadExecutor: TaskExecutor {
    private struct State {
        var jobs: [UnownedJob] = []
        var sleeping = false
        var forwarding = false
    }

    private let state = Mutex(State())
    /// Jobs enqueued by the reader thread itself. Only that thread reads or writes them.
    private nonisolated(unsafe) var localJobs: [UnownedJob] = []
    /// The reader thread (its pthread id), once it runs; 0 before.
    private let readerThread = Atomic<UInt>(0)
    /// Whether `state.jobs` may hold jobs, so the reader skips the lock when it holds none.
    private let hasRemoteJobs = Atomic<Bool>(false)
    /// Written to wake the reader thread; its read end is part of the reader's `poll` set.
    let wakeup: TransportSystemCalls.WakeupPipe

    init() throws(TransportError) {
        wakeup = try TransportSystemCalls.WakeupPipe()
        TransportSystemCalls.setNonBlocking(wakeup.readEnd)
    }

    deinit {
        wakeup.close()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        if readerThread.load(ordering: .relaxed) == TransportSystemCalls.currentThread() {
            localJobs.append(unowned)
            return
        }
        enum Route { case queued, queuedAndWake, forward }
        let route = state.withLock { state -> Route in
            if state.forwarding { return .forward }
            state.jobs.append(unowned)
            hasRemoteJobs.store(true, ordering: .relaxed)
            guard state.sleeping else { return .queued }
            state.sleeping = false
            return .queuedAndWake
        }
        switch route {
        case .queued: break
        case .queuedAndWake: wakeup.signal()
        case .forward: globalConcurrentExecutor.enqueue(unowned)
        }
    }

    // MARK: - Driven by the reader thread

    /// Called first thing on the reader thread: its own enqueues take the lock-free queue.
    func adoptCurrentThread() {
        readerThread.store(TransportSystemCalls.currentThread(), ordering: .relaxed)
    }

    /// Runs every queued job, including ones those jobs enqueue. Reader thread only.
    /// - Parameter batch: an empty array the reader thread keeps for this, swapped with a
    ///   queue so that taking a batch allocates nothing.
    func runPendingJobs(using batch: inout [UnownedJob]) {
        while true {
            swap(&localJobs, &batch)
            if batch.isEmpty, hasRemoteJobs.load(ordering: .relaxed) {
                state.withLock { state in
                    swap(&state.jobs, &batch)
                    hasRemoteJobs.store(false, ordering: .relaxed)
                }
            }
            if batch.isEmpty { return }
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Marks the reader as about to sleep in `poll`; false when jobs arrived meanwhile (run
    /// them instead of sleeping).
    func prepareToSleep() -> Bool {
        guard localJobs.isEmpty else { return false }
        return state.withLock { state in
            guard state.jobs.isEmpty else { return false }
            state.sleeping = true
            return true
        }
    }

    /// After `poll` returns: clear the sleeping mark and, if the wake-up pipe fired, empty it.
    func didWake(byPipe: Bool) {
        state.withLock { $0.sleeping = false }
        if byPipe { wakeup.drain() }
    }

    /// The reader thread is exiting: from now on jobs run on the global executor.
    func stopAndForward() {
        readerThread.store(0, ordering: .relaxed)
        let leftover = state.withLock { state -> [UnownedJob] in
            state.forwarding = true
            defer { state.jobs = [] }
            return state.jobs
        }
        for job in localJobs + leftover { globalConcurrentExecutor.enqueue(job) }
        localJobs = []
    }
}
