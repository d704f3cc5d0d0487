import WidgetProtocol

/// Call deadlines, earliest first: a binary min-heap with lazy deletion.
///
/// A connection keeps one timer for the earliest deadline instead of one timer per call, so a
/// call costs a heap push, not a task. Answered calls are not removed (that would need a
/// search); they are skipped when they surface, and ``compact(keeping:)`` drops them in bulk.
struct DeadlineQueue {
    struct Entry {
        var deadline: MonotonicInstant
        var id: RequestID
    }

    private(set) var entries: [Entry] = []

    var count: Int { entries.count }
    var earliest: Entry? { entries.first }

    mutating func push(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].deadline < entries[parent].deadline else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func popEarliest() -> Entry? {
        guard !entries.isEmpty else { return nil }
        entries.swapAt(0, entries.count - 1)
        let top = entries.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < entries.count, entries[left].deadline < entries[smallest].deadline { smallest = left }
            if right < entries.count, entries[right].deadline < entries[smallest].deadline { smallest = right }
            if smallest == parent { break }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }

    /// Rebuilds the heap from the entries `isLive` keeps.
    mutating func compact(keeping isLive: (RequestID) -> Bool) {
        let live = entries.filter { isLive($0.id) }
        entries = []
        entries.reserveCapacity(live.count)
        for entry in live { push(entry) }
    }
}
