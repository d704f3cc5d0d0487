import WidgetRPC

/// A token bucket: `rate` tokens per second up to `capacity`. A value: the time comes with
/// each call, from the supervisor's clock. Not thread-safe; wrap it in a lock to share it.
struct TokenBucket: Sendable {
    let rate: Double
    let capacity: Double
    private var tokens: Double
    private var last: MonotonicInstant

    init(rate: Double, capacity: Int, now: MonotonicInstant) {
        self.rate = rate
        self.capacity = Double(max(capacity, 1))
        self.tokens = self.capacity
        self.last = now
    }

    /// Takes one token if there is one.
    mutating func take(now: MonotonicInstant) -> Bool {
        let elapsed = now - last
        last = now
        tokens = min(capacity, tokens + elapsed.inSeconds * rate)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    /// Whether the `drop`th thing dropped is recorded: the first, then every `every`th, so a
    /// flood is seen without flooding the log itself.
    static func reports(drop: Int, every: Int) -> Bool {
        drop == 1 || drop % every == 0
    }
}
