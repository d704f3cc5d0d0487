import Dispatch

/// Where CPU-bound test bodies run (fuzzing, differential runs over thousands of inputs, huge
/// renders): on one serial queue of their own, one after another, never on the cooperative pool.
///
/// Why: Swift Testing runs every suite of the bundle at once on the cooperative pool, which has
/// one thread per core: two on the project's machine. A synchronous loop holds its thread until
/// it ends, so two fuzz tests side by side leave no thread for anything else; a connection's
/// 50 ms deadline, a reader's wake-up or a process exit then waits seconds in the queue. Bodies
/// passed to ``run(_:)`` share one thread outside the pool instead, so
/// - the pool stays free for the suites that wait on processes, pipes and deadlines, and
/// - CPU-heavy tests never run concurrently with each other, whichever module they are in.
///
/// Mark such suites `.serialized` as well, so their test cases queue in order rather than all at
/// once. A body that suspends lets the next queued body run meanwhile: keep them synchronous.
public enum CPUHeavy {
    /// Runs `body` on the CPU-heavy queue and returns its result. The calling task keeps its
    /// task-local values there (so `#expect` and `Issue.record` count for the running test) and
    /// returns to its own executor afterwards.
    /// - Throws: what `body` throws.
    public static func run<T, Failure: Error>(_ body: () async throws(Failure) -> T) async throws(Failure) -> T {
        try await withTaskExecutorPreference(executor, operation: body)
    }

    private static let executor = QueueExecutor(label: "WidgetTestSupport.CPUHeavy")
}

/// A task executor backed by a serial dispatch queue (whose thread is not one of the
/// cooperative pool's: a serial queue created here targets an overcommitting root queue).
private final class QueueExecutor: TaskExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
}
