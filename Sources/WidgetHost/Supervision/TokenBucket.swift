/// A token bucket: `rate` tokens per second up to `capacity`. Not thread-safe; wrap it in a lock.
struct TokenBucket: Sendable {
    let rate: Double
    let capacity: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant

    init(rate: Double, capacity: Int, now: ContinuousClock.Instant = .now) {
        self.rate = rate
        self.capacity = Double(max(capacity, 1))
        self.tokens = self.capacity
        self.last = now
    }

    /// Takes one token if there is one.
    mutating func take(now: ContinuousClock.Instant = .now) -> Bool {
        let elapsed = now - last
        last = now
        tokens = min(capacity, tokens + elapsed.inSeconds * rate)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
