import Synchronization

/// Bounded waits for work the SDK does not control (widget code at shutdown).
enum Deadline {
    /// Runs `body` and waits for it at most `limit`. Returns whether it finished in time; if
    /// not, it keeps running unobserved (the process is about to exit).
    static func race(_ limit: Duration, _ body: @escaping @Sendable () async -> Void) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let once = Once(continuation)
            once.timer = Task {
                do {
                    try await Task.sleep(for: limit)
                    once.resume(false)
                } catch {}
            }
            Task {
                await body()
                once.resume(true)
            }
        }
    }

    private final class Once: Sendable {
        private let state: Mutex<(continuation: CheckedContinuation<Bool, Never>?, timer: Task<Void, Never>?)>

        init(_ continuation: CheckedContinuation<Bool, Never>) {
            state = Mutex((continuation, nil))
        }

        var timer: Task<Void, Never>? {
            get { state.withLock { $0.timer } }
            set {
                let resumed = state.withLock { state -> Bool in
                    state.timer = newValue
                    return state.continuation == nil
                }
                if resumed { newValue?.cancel() }
            }
        }

        func resume(_ inTime: Bool) {
            let (continuation, timer) = state.withLock { state in
                defer { state.continuation = nil }
                return (state.continuation, state.timer)
            }
            guard let continuation else { return }
            timer?.cancel()
            continuation.resume(returning: inTime)
        }
    }
}
