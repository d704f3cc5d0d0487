import WidgetJSON

/// The cell-tree limits a generated decoder enforces as it goes (see ``CellTreeBudget``, whose
/// counting and messages this is): node count, depth, list items, facts rows, timeline entries.
/// Without limits it checks nothing.
struct WireBudget {
    let limits: Limits?
    var nodes = 0
    var depth = 0

    init(limits: Limits?) {
        self.limits = limits
    }

    var isLimited: Bool { limits != nil }

    /// A root starts: counts restart, as the validator's do.
    mutating func startTree() {
        nodes = 0
        depth = 0
    }

    /// What breaks a limit when a node starts: where (after the node's own path) and why.
    struct Breach {
        var suffix: [String]
        var message: String
    }

    /// A node starts: counts it and checks what the validator checks at a node before its
    /// children. A `fallback` sits at its owner's depth.
    mutating func enter(fallback: Bool, items: Int?, rows: Int?) -> Breach? {
        guard let limits else { return nil }
        nodes += 1
        if !fallback { depth += 1 }
        if nodes > limits.maxNodes { return Breach(suffix: [], message: "a tree has at most \(limits.maxNodes) nodes") }
        if depth > limits.maxDepth { return Breach(suffix: [], message: "a tree is at most \(limits.maxDepth) levels deep") }
        if let rows, rows > limits.maxFactsRows {
            return Breach(
                suffix: ["rows", String(limits.maxFactsRows)], message: "facts have at most \(limits.maxFactsRows) rows, these have \(rows)"
            )
        }
        if let items, items > limits.maxListItems {
            return Breach(
                suffix: ["items", String(limits.maxListItems)],
                message: "a list has at most \(limits.maxListItems) items, this one has \(items)")
        }
        return nil
    }

    /// The node is done.
    mutating func exit(fallback: Bool) {
        if limits != nil, !fallback { depth -= 1 }
    }

    /// A timeline holds `entries` entries.
    func timeline(entries: Int) -> Breach? {
        guard let limits, entries > limits.maxTimelineEntries else { return nil }
        return Breach(
            suffix: ["entries", String(limits.maxTimelineEntries)],
            message: "a timeline has at most \(limits.maxTimelineEntries) entries, this one has \(entries)")
    }

    // For the generated decoders: a breach as the error at the node's (or timeline's) entry.

    mutating func enterNode(_ node: Int, fallback: Bool, items: Int?, rows: Int?) throws(JSONTapeError) {
        if let breach = enter(fallback: fallback, items: items, rows: rows) {
            throw JSONTapeError(index: node, suffix: breach.suffix, reason: breach.message)
        }
    }

    mutating func exitNode(fallback: Bool) { exit(fallback: fallback) }

    func checkTimeline(entries: Int, in timeline: Int) throws(JSONTapeError) {
        if let breach = self.timeline(entries: entries) {
            throw JSONTapeError(index: timeline, suffix: breach.suffix, reason: breach.message)
        }
    }
}
