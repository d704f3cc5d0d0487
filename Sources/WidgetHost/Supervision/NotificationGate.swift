import WidgetJSON
import WidgetProtocol
import WidgetRPC

/// The connection handler for a widget's messages: rate-limits notifications (token bucket;
/// excess dropped and counted) and hands the rest to the supervisor. Widgets may not send
/// requests in protocol 1.0.
struct NotificationGate: ConnectionHandler {
    let limiter: Locked<TokenBucket>
    let clock: MonotonicClock
    let counters: Locked<WidgetCounters>
    /// Called with the widget's drops so far (all instances).
    let onDrop: @Sendable (Int) -> Void
    let deliver: @Sendable (String, JSONValue?) -> Void

    func handleRequest(method: String, params: JSONValue?, id: RequestID) async -> Result<JSONValue, ResponseError> {
        .failure(.methodNotFound(method))
    }

    func handleNotification(method: String, params: JSONValue?) async {
        let now = clock.now
        guard limiter.withLock({ $0.take(now: now) }) else {
            let dropped = counters.withLock { counters -> Int in
                counters.notificationsDropped += 1
                return counters.notificationsDropped
            }
            onDrop(dropped)
            return
        }
        deliver(method, params)
    }
}
