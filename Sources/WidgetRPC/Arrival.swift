import WidgetJSON

/// Where a line came in among the lines of one ``Connection`` that are stamped: every
/// notification, and the reply to every call made with ``Connection/orderedCall(_:timeout:)``.
///
/// The reader numbers them 1, 2, 3, … in the order it read them, on its own thread, with no
/// number skipped: a reply is handed to the task waiting for it and a notification goes to the
/// handler, each on its own path, and a consumer that applies both in arrival order (the host's
/// supervisor) puts them back in line by these numbers (`protocol/README.md` §9).
public struct Arrival: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1 for the first stamped line of the connection, then one more for each.
    public let number: UInt64

    public init(number: UInt64) {
        self.number = number
    }

    public static func < (lhs: Arrival, rhs: Arrival) -> Bool { lhs.number < rhs.number }

    public var description: String { "#\(number)" }
}

/// What an ordered call came to: its result, and where its reply came in.
public struct ArrivedReply<Value: Sendable>: Sendable {
    /// The result, or why there is none (as ``Connection/call(_:timeout:)`` throws it).
    public var result: Result<Value, ConnectionError>
    /// The reply's place in the connection's order; `nil` when no reply ended the call (it
    /// timed out, was cancelled, or the connection closed first).
    public var arrival: Arrival?

    public init(result: Result<Value, ConnectionError>, arrival: Arrival?) {
        self.result = result
        self.arrival = arrival
    }
}

/// A ``ConnectionHandler`` that learns the ``Arrival`` of every notification, to put it in line
/// with the replies of ordered calls. The connection calls this method instead of
/// ``ConnectionHandler/handleNotification(method:params:)`` when the handler has it: still from
/// one task, in arrival order.
public protocol ArrivalOrderedHandler: ConnectionHandler {
    /// Handles a notification that arrived at `arrival`. A handler that drops it (a rate limit)
    /// should still tell its consumer that `arrival` holds nothing, or that consumer waits for it.
    func handleNotification(method: String, params: JSONValue?, arrival: Arrival) async
}
