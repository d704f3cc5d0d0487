import Synchronization

/// One browser at a time in the test process, first come first served.
///
/// The suites run side by side, and four browsers starting at once on a 2-core machine each
/// take four times as long to answer (CI saw `Target.createTarget` go unanswered for 60 s): one
/// after another, each gets the machine's share a browser needs and the last finishes no later.
enum BrowserSlot {
    private struct State {
        var taken = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private static let state = Mutex(State())

    /// Runs `body` holding the slot; waits for it first if another browser holds it.
    static func holding<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        await take()
        defer { give() }
        return try await body()
    }

    private static func take() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let free = state.withLock { state -> Bool in
                guard state.taken else {
                    state.taken = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if free { continuation.resume() }
        }
    }

    /// Hands the slot to the next waiter, or frees it.
    private static func give() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.taken = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
