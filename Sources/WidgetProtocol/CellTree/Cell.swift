/// The root of a cell tree: `{"type": "cell", "version": "1.0", "content": {...}, ...}`.
public struct Cell: Codable, Hashable, Sendable {
    /// The cell-tree vocabulary version the widget wrote against (currently "1.0").
    public var version: String
    /// The single top node, usually a `vstack`.
    public var content: CellNode
    /// The card background (default `background`).
    public var background: ColorToken?
    /// The action when the card itself is tapped (typically `present`).
    public var tap: Action?
    /// A summary read by assistive technologies for the whole card.
    public var accessibilityLabel: String?
    /// Plain text a host shows if it cannot render the tree at all.
    public var fallbackText: String?

    /// Creates a cell.
    public init(
        version: String = "1.0", content: CellNode, background: ColorToken? = nil, tap: Action? = nil,
        accessibilityLabel: String? = nil, fallbackText: String? = nil
    ) {
        self.version = version
        self.content = content
        self.background = background
        self.tap = tap
        self.accessibilityLabel = accessibilityLabel
        self.fallbackText = fallbackText
    }

    private enum CodingKeys: String, CodingKey {
        case type, version, content, background, tap, accessibilityLabel, fallbackText
    }

    /// Decodes a root object; `type` must be `"cell"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        guard type == "cell" else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "the root of a cell tree must have \"type\": \"cell\", got \"\(type)\"")
        }
        version = try container.decode(String.self, forKey: .version)
        CellTreeBudget.of(decoder)?.startTree()
        content = try container.decode(CellNode.self, forKey: .content)
        background = try container.decodeIfPresent(ColorToken.self, forKey: .background)
        tap = try container.decodeIfPresent(Action.self, forKey: .tap)
        accessibilityLabel = try container.decodeIfPresent(String.self, forKey: .accessibilityLabel)
        fallbackText = try container.decodeIfPresent(String.self, forKey: .fallbackText)
    }

    /// Encodes the root object with `"type": "cell"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("cell", forKey: .type)
        try container.encode(version, forKey: .version)
        try container.encode(content, forKey: .content)
        try container.encodeIfPresent(background, forKey: .background)
        try container.encodeIfPresent(tap, forKey: .tap)
        try container.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encodeIfPresent(fallbackText, forKey: .fallbackText)
    }
}
