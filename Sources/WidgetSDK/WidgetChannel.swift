import Synchronization
import WidgetRPC

/// The widget's outbound notifications, in order, over the connection.
///
/// Notifications posted while a request is being answered are held until that request's reply
/// is written, then sent in posting order. So the host always sees a reply before whatever the
/// widget did while producing it (the `presentWidgetController` a button's `action` triggered,
/// the `canBeDisplayed` a background task sent during `init`), as the transcripts show.
final class WidgetChannel: Sendable {
    private struct State {
        var connection: Connection?
        /// The request whose reply releases the held notifications.
        var heldFor: RequestID?
        var queue: [JSONRPCMessage] = []
        var flushing = false
    }

    private let state = Mutex(State())

    func attach(_ connection: Connection) {
        state.withLock { $0.connection = connection }
    }

    /// Holds notifications until the reply to `id` is written.
    func hold(for id: RequestID) {
        state.withLock { $0.heldFor = id }
    }

    /// The connection's observer: releases held notifications once the awaited reply is out.
    /// Flushes on a task, because observers must not call back into the connection.
    func observe(_ event: ConnectionEvent) {
        guard case .sent(let message, _) = event else { return }
        let id: RequestID?
        switch message {
        case .response(let replyID, _): id = replyID
        case .errorResponse(let replyID, _): id = replyID
        default: return
        }
        let released = state.withLock { state -> Bool in
            guard let id, state.heldFor == id else { return false }
            state.heldFor = nil
            if state.queue.isEmpty { return false }
            state.flushing = true
            return true
        }
        if released { Task { self.flush() } }
    }

    /// Sends `method` now, or after the reply being worked on.
    func post(method: String, params: JSONFragment?) {
        let direct = state.withLock { state -> Connection? in
            if state.heldFor == nil, !state.flushing, state.queue.isEmpty, let connection = state.connection {
                return connection
            }
            state.queue.append(.notification(method: method, params: params))
            return nil
        }
        // A closed connection means the host is gone; nothing useful can be done.
        try? direct?.notify(method: method, fragment: params)
    }

    func post<N: NotificationType>(_ notification: N) {
        // Encoded straight to bytes by the notification's codec. Notifications without params
        // (`reloadWidget`) omit the member, as the transcripts do.
        var params = try? JSONFragment { writer in try notification.encodeParams(to: &writer) }
        if params?.description == "{}" { params = nil }
        post(method: N.method, params: params)
    }

    /// Whether notifications can reach the host at all.
    var isConnected: Bool {
        state.withLock { state in state.connection.map { $0.closeReason == nil } ?? false }
    }

    private func flush() {
        while true {
            let (batch, connection) = state.withLock { state -> ([JSONRPCMessage], Connection?) in
                if state.queue.isEmpty || state.heldFor != nil {
                    state.flushing = false
                    return ([], nil)
                }
                defer { state.queue = [] }
                return (state.queue, state.connection)
            }
            guard let connection else { return }
            for case .notification(let method, let params) in batch {
                try? connection.notify(method: method, fragment: params)
            }
        }
    }
}
