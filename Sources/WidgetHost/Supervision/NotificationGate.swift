import WidgetJSON
import WidgetProtocol
import WidgetRPC

/// The connection handler for a widget's messages: rate-limits notifications (token bucket;
/// excess dropped and counted) and hands the rest to the supervisor with their ``Arrival``, so
/// it applies them in line with the replies. A dropped one is handed over too, as a stamp that
/// holds nothing, so nothing waits for it. Widgets may not send requests in protocol 1.x.
struct NotificationGate: ArrivalOrderedHandler {
    /// The bucket, and how many notifications it dropped (this instance).
    struct Limit: Sendable {
        var bucket: TokenBucket
        var dropped = 0
    }

    let limiter: Locked<Limit>
    let clock: MonotonicClock
    /// Counts a drop in the widget's counters (``WidgetSnapshot/counters``).
    let count: @Sendable ((inout WidgetCounters) -> Void) -> Void
    /// Called with the instance's drops so far.
    let onDrop: @Sendable (Int) -> Void
    /// A notification (`nil`: dropped) and where it came in (`nil`: after the connection closed,
    /// out of line).
    let deliver: @Sendable (Arrival?, (method: String, params: JSONValue?)?) -> Void

    func handleRequest(method: String, params: JSONValue?, id: RequestID) async -> Result<JSONValue, ResponseError> {
        .failure(.methodNotFound(method))
    }

    func handleNotification(method: String, params: JSONValue?, arrival: Arrival) async {
        gate(method: method, params: params, arrival: arrival)
    }

    func handleNotification(method: String, params: JSONValue?) async {
        gate(method: method, params: params, arrival: nil)
    }

    private func gate(method: String, params: JSONValue?, arrival: Arrival?) {
        let now = clock.now
        let dropped = limiter.withLock { limit -> Int? in
            if limit.bucket.take(now: now) { return nil }
            limit.dropped += 1
            return limit.dropped
        }
        if let dropped {
            count { $0.notificationsDropped += 1 }
            onDrop(dropped)
            if let arrival { deliver(arrival, nil) }
            return
        }
        deliver(arrival, (method, params))
    }
}
