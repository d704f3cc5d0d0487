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
}
