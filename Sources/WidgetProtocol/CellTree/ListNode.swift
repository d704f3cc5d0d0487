/// `list`: a vertical run of rows, optionally separated and capped with a "more" action.
public struct ListNode: Codable, Hashable, Sendable {
    /// The rows (≤ 50).
    public var items: [CellNode]
    /// Space between rows.
    public var spacing: Spacing?
    /// Draw a divider between rows.
    public var separator: Bool?
    /// Show at most this many rows, then a "more" row.
    public var maxVisible: Int?
    /// What the "more" row does (typically `present`).
    public var more: Action?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case items, spacing, separator, maxVisible, more }

    /// Creates a list.
    public init(
        items: [CellNode], spacing: Spacing? = nil, separator: Bool? = nil, maxVisible: Int? = nil,
        more: Action? = nil, modifiers: Modifiers = Modifiers()
    ) {
        self.items = items
        self.spacing = spacing
        self.separator = separator
        self.maxVisible = maxVisible
        self.more = more
        self.modifiers = modifiers
    }
}
