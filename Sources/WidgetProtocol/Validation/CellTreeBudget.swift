/// The size limits of ``Limits`` that make a tree expensive (node count, depth, list items,
/// facts rows, timeline entries), enforced while a reply decodes: a hostile 50,000-node reply stops after
/// `maxNodes` nodes instead of being decoded whole and counted afterwards.
///
/// Decode with ``userInfo(_:)`` as the decoder's `userInfo` (``JSONFragment/decode(_:userInfo:)``);
/// every ``Cell`` starts a fresh count, as ``CellTreeValidator`` does for each tree. A breach
/// throws the validator's own message at the validator's own pointer, so the caller reports it
/// as it reports a violation. What is cheap to decode (text lengths, the other rules) is left to
/// the validator, which still runs on what decoded; so when a tree breaks one of those rules
/// *before* (in the validator's order) it breaks a limit, the reply is rejected all the same,
/// naming the limit.
public final class CellTreeBudget {
    /// The `userInfo` key the cell-tree types look for.
    public static let key = CodingUserInfoKey(rawValue: "WidgetProtocol.CellTreeBudget")!

    let limits: Limits
    /// The counting and the messages, shared with the generated decoders.
    private var counter: WireBudget

    /// A budget for one decode.
    public init(limits: Limits) {
        self.limits = limits
        counter = WireBudget(limits: limits)
    }

    /// A `userInfo` holding a fresh budget for `limits`.
    public static func userInfo(_ limits: Limits) -> [CodingUserInfoKey: Any] {
        [key: CellTreeBudget(limits: limits)]
    }

    static func of(_ decoder: any Decoder) -> CellTreeBudget? {
        let userInfo = decoder.userInfo
        // Most decodes carry none: skip hashing the key.
        return userInfo.isEmpty ? nil : userInfo[key] as? CellTreeBudget
    }

    /// A root starts: counts restart, as the validator's do.
    func startTree() {
        counter.startTree()
    }

    /// A node starts decoding at `path`: counts it, and checks what the validator checks at a
    /// node before its children. A `fallback` sits at its owner's depth.
    func enterNode(at path: [any CodingKey], counts: (items: Int?, rows: Int?)) throws {
        if let breach = counter.enter(fallback: path.last?.stringValue == "fallback", items: counts.items, rows: counts.rows) {
            throw Self.violation(path + breach.suffix.map(BudgetKey.init), breach.message)
        }
    }

    /// A timeline at `path` holds `entries` entries.
    func checkTimeline(entries: Int, at path: [any CodingKey]) throws {
        if let breach = counter.timeline(entries: entries) {
            throw Self.violation(path + breach.suffix.map(BudgetKey.init), breach.message)
        }
    }

    /// The node at `path` is done.
    func exitNode(at path: [any CodingKey]) {
        counter.exit(fallback: path.last?.stringValue == "fallback")
    }

    private static func violation(_ path: [any CodingKey], _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message))
    }
}

/// A key or index in a budget violation's path.
struct BudgetKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ name: String) {
        stringValue = name
    }

    init(_ index: Int) {
        stringValue = String(index)
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(intValue) }
}
