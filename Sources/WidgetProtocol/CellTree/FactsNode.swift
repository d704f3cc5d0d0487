/// `facts`: title/value rows ("Gate  A10", "Seat  32K"), in one or two columns.
public struct FactsNode: Codable, Hashable, Sendable {
    /// One row.
    public struct Row: Codable, Hashable, Sendable {
        /// The caption, e.g. "Gate".
        public var title: String
        /// The value, e.g. "A10".
        public var value: String

        /// Creates a row.
        public init(title: String, value: String) {
            self.title = title
            self.value = value
        }
    }

    /// The rows (≤ 20).
    public var rows: [Row]
    /// 1 or 2 columns (default 1).
    public var columns: Int?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case rows, columns }

    /// Creates a fact set.
    public init(rows: [Row], columns: Int? = nil, modifiers: Modifiers = Modifiers()) {
        self.rows = rows
        self.columns = columns
        self.modifiers = modifiers
    }
}
