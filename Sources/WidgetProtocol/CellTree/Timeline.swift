/// Future versions of a cell: the host swaps in each entry's cell at its date, with no message,
/// then follows the reload policy.
public struct Timeline: Codable, Hashable, Sendable {
    /// One future cell.
    public struct Entry: Codable, Hashable, Sendable {
        /// When this cell becomes current.
        public var date: Timestamp
        /// The cell from then on.
        public var cell: Cell

        /// Creates an entry.
        public init(date: Timestamp, cell: Cell) {
            self.date = date
            self.cell = cell
        }
    }

    /// Entries in ascending date order (≤ 50).
    public var entries: [Entry]
    /// What the host does after the entries.
    public var reload: ReloadPolicy

    /// Creates a timeline.
    public init(entries: [Entry], reload: ReloadPolicy) {
        self.entries = entries
        self.reload = reload
    }

    private enum CodingKeys: String, CodingKey { case entries, reload }

    /// Decodes the entries; with a ``CellTreeBudget`` in `userInfo`, too many entries stop the
    /// decode before the first one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let budget = CellTreeBudget.of(decoder),
            let count = try? container.nestedUnkeyedContainer(forKey: .entries).count
        {
            try budget.checkTimeline(entries: count, at: container.codingPath)
        }
        entries = try container.decode([Entry].self, forKey: .entries)
        reload = try container.decode(ReloadPolicy.self, forKey: .reload)
    }
}
