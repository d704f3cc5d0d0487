import WidgetRPC

/// Puts what one widget instance said back in the order its lines came in, as a value.
///
/// A reply reaches the supervisor through the task that waited for it (a child of the run loop,
/// or an actor method such as ``WidgetSupervisor/action(_:)``), a notification through the
/// connection's dispatcher and the inbox: two paths, so they can come out of order. Each comes
/// with the ``Arrival`` its connection stamped on the reader thread, and this releases it only
/// once every earlier stamp has been released: items in, the items now due out, in line order.
///
/// It never waits for ever: stamps that hold nothing (notifications the rate limiter dropped)
/// are skipped, a run at a time, and ``release()`` (the instance is gone) lets out
/// everything still waiting, in order, and from then on passes items straight through. A stamp
/// that is already past (a host bug) passes straight through too, rather than stall or crash.
struct ArrivalOrder<Item: Sendable>: Sendable {
    /// What came before its turn.
    private enum Early: Sendable {
        case item(Item)
        /// Stamps that hold nothing, from this one through `last`.
        case skip(through: UInt64)
    }

    /// The stamp released next.
    private(set) var next: UInt64 = 1
    /// What came before its turn, by (first) stamp.
    private var early: [UInt64: Early] = [:]
    /// Set by ``release()``: nothing waits any more.
    private(set) var isReleased = false

    /// How many items and runs of skipped stamps came before their turn and wait.
    var waiting: Int { early.count }

    /// `item` came with `arrival`. Returns what is due now, in line order: nothing while an
    /// earlier stamp is missing.
    mutating func arrived(_ arrival: Arrival, _ item: Item) -> [Item] {
        let number = arrival.number
        guard !isReleased, number >= next, early[number] == nil else {
            // Released, or a stamp already past or seen: nothing to wait for.
            return [item]
        }
        guard number == next else {
            early[number] = .item(item)
            return []
        }
        next += 1
        return [item] + drain()
    }

    /// The stamps `arrivals` hold nothing (notifications the rate limiter dropped): skipped.
    /// Returns what is due now, in line order.
    mutating func skipped(_ arrivals: ClosedRange<UInt64>) -> [Item] {
        guard !isReleased, arrivals.upperBound >= next else { return [] }
        guard arrivals.lowerBound <= next else {
            if early[arrivals.lowerBound] == nil { early[arrivals.lowerBound] = .skip(through: arrivals.upperBound) }
            return []
        }
        next = arrivals.upperBound + 1
        return drain()
    }

    /// The instance is gone, so the missing stamps will never come: returns every item still
    /// waiting, in line order, and passes later ones straight through.
    mutating func release() -> [Item] {
        isReleased = true
        defer { early = [:] }
        return early.sorted { $0.key < $1.key }.compactMap { entry in
            if case .item(let item) = entry.value { return item }
            return nil
        }
    }

    /// Everything now in turn, from ``next`` on.
    private mutating func drain() -> [Item] {
        var due: [Item] = []
        while let entry = early.removeValue(forKey: next) {
            switch entry {
            case .item(let item):
                due.append(item)
                next += 1
            case .skip(let last):
                next = max(next, last + 1)
            }
        }
        return due
    }
}
