import WidgetJSON
import WidgetProtocol
import WidgetRPC

/// The connection handler for a widget's messages: rate-limits notifications (token bucket;
/// excess dropped and counted) and hands the rest to the supervisor. Widgets may not send
/// requests in protocol 1.0.
struct NotificationGate: ConnectionHandler {
    let bucket: Locked<TokenBucket>
    let counters: Locked<WidgetCounters>
    let onDrop: @Sendable (Int) -> Void
    let deliver: @Sendable (String, JSONValue?) -> Void

    func handleRequest(method: String, params: JSONValue?, id: RequestID) async -> Result<JSONValue, ResponseError> {
        .failure(.methodNotFound(method))
    }

    func handleNotification(method: String, params: JSONValue?) async {
        guard bucket.withLock({ $0.take() }) else {
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
