import WidgetConcurrency

/// Bounded waits for work the SDK does not control (widget code at shutdown).
enum Deadline {
    /// Runs `body` and waits for it at most `limit`. Returns whether it finished in time; if
    /// not, it keeps running unobserved (the process is about to exit).
    static func race(_ limit: Duration, _ body: @escaping @Sendable () async -> Void) async -> Bool {
        let finished = WaitableState(false)
        // Its own task, not a child: widget code need not honour cancellation, and the SDK
        // must not wait for it beyond `limit`.
        Task {
            await body()
            finished.update { $0 = true }
        }
        return await withDeadline(limit) { await finished.wait { $0 } } ?? false
    }
}
