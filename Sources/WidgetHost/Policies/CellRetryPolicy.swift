/// How soon a failed `cellHeight`/`configureCell` is asked again while the widget keeps
/// running: 1 s, 2 s, 4 s … up to 30 s, without jitter (one widget's own retries cannot
/// stampede). A host request (width change, explicit refresh) does not wait for it.
public struct CellRetryPolicy: Sendable, Hashable {
    public var backoff: Backoff

    public init(backoff: Backoff = Backoff(initial: .seconds(1), multiplier: 2, maximum: .seconds(30), jitter: 0)) {
        self.backoff = backoff
    }

    /// The delay before retry `attempt` (1 after the first failure).
    public func delay(afterFailures attempt: Int) -> Duration {
        backoff.baseDelay(forAttempt: attempt)
    }
}
