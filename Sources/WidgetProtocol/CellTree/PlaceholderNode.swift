/// `placeholder`: an explicit skeleton shape, shown while data loads.
public struct PlaceholderNode: Codable, Hashable, Sendable {
    /// The shape.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// Grey text lines.
        case text
        /// A rectangle.
        case rect
        /// A circle.
        case circle
    }

    /// The shape (default `text`).
    public var kind: Kind?
    /// Width in points (default: the available width).
    public var width: Double?
    /// Number of text lines for `text` (default 1).
    public var lines: Int?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case kind, width, lines }

    /// Creates a placeholder.
    public init(kind: Kind? = nil, width: Double? = nil, lines: Int? = nil, modifiers: Modifiers = Modifiers()) {
        self.kind = kind
        self.width = width
        self.lines = lines
        self.modifiers = modifiers
    }
}
