/// The properties every node kind accepts, next to its own (same JSON object).
public struct Modifiers: Codable, Hashable, Sendable {
    /// An identifier unique within the tree, for tests, diffing and logs.
    public var id: String?
    /// Padding inside the node's background.
    public var padding: Padding?
    /// A background colour.
    public var background: ColorToken?
    /// Rounds the background's corners.
    public var cornerRadius: CornerRadius?
    /// Size constraints.
    public var frame: Frame?
    /// Share of leftover space in a stack (higher wins; default 0).
    public var layoutPriority: Double?
    /// Opacity 0…1.
    public var opacity: Double?
    /// Laid out but not drawn.
    public var hidden: Bool?
    /// Drawn redacted.
    public var redacted: Redaction?
    /// What assistive technologies read instead of the node's own text.
    public var accessibilityLabel: String?
    /// The action when the node is tapped.
    public var tap: Action?
    /// Drawn instead of this node by a host that does not know its `type`.
    public var fallback: CellNode?

    /// Creates modifiers; all are optional.
    public init(
        id: String? = nil, padding: Padding? = nil, background: ColorToken? = nil, cornerRadius: CornerRadius? = nil,
        frame: Frame? = nil, layoutPriority: Double? = nil, opacity: Double? = nil, hidden: Bool? = nil,
        redacted: Redaction? = nil, accessibilityLabel: String? = nil, tap: Action? = nil, fallback: CellNode? = nil
    ) {
        self.id = id
        self.padding = padding
        self.background = background
        self.cornerRadius = cornerRadius
        self.frame = frame
        self.layoutPriority = layoutPriority
        self.opacity = opacity
        self.hidden = hidden
        self.redacted = redacted
        self.accessibilityLabel = accessibilityLabel
        self.tap = tap
        self.fallback = fallback
    }

    /// Whether no modifier is set: such a node writes no modifier members at all.
    public var isEmpty: Bool {
        id == nil && padding == nil && background == nil && cornerRadius == nil && frame == nil
            && layoutPriority == nil && opacity == nil && hidden == nil && redacted == nil
            && accessibilityLabel == nil && tap == nil && fallback == nil
    }

    /// A node object's members that are not its kind's own: `type` and the modifiers.
    /// ``CellNode`` reads `type` and the modifiers through one container of these.
    enum NodeKey: String, CodingKey, CaseIterable {
        case type
        case id, padding, background, cornerRadius, frame, layoutPriority, opacity, hidden, redacted
        case accessibilityLabel, tap, fallback
    }

    /// What the synthesised decoder reads; a member is looked for with `contains` before it is
    /// decoded, because decoding an absent generic optional costs a run-time metadata lookup
    /// and a node usually sets none of its dozen modifiers.
    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder.container(keyedBy: NodeKey.self))
    }

    /// Reads the modifiers from a node object's container (`type` is left to the caller).
    init(from container: KeyedDecodingContainer<NodeKey>) throws {
        func decode<T: Decodable>(_ type: T.Type, _ key: NodeKey) throws -> T? {
            container.contains(key) ? try container.decodeIfPresent(type, forKey: key) : nil
        }
        id = try decode(String.self, .id)
        padding = try decode(Padding.self, .padding)
        background = try decode(ColorToken.self, .background)
        cornerRadius = try decode(CornerRadius.self, .cornerRadius)
        frame = try decode(Frame.self, .frame)
        layoutPriority = try decode(Double.self, .layoutPriority)
        opacity = try decode(Double.self, .opacity)
        hidden = try decode(Bool.self, .hidden)
        redacted = try decode(Redaction.self, .redacted)
        accessibilityLabel = try decode(String.self, .accessibilityLabel)
        tap = try decode(Action.self, .tap)
        fallback = try decode(CellNode.self, .fallback)
    }

    /// What the synthesised encoder writes (the set members, in declaration order), without its
    /// per-member `encodeIfPresent` calls: a generic optional there costs a run-time metadata
    /// lookup each, and every node has a dozen mostly unset modifiers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NodeKey.self)
        if let id { try container.encode(id, forKey: .id) }
        if let padding { try container.encode(padding, forKey: .padding) }
        if let background { try container.encode(background, forKey: .background) }
        if let cornerRadius { try container.encode(cornerRadius, forKey: .cornerRadius) }
        if let frame { try container.encode(frame, forKey: .frame) }
        if let layoutPriority { try container.encode(layoutPriority, forKey: .layoutPriority) }
        if let opacity { try container.encode(opacity, forKey: .opacity) }
        if let hidden { try container.encode(hidden, forKey: .hidden) }
        if let redacted { try container.encode(redacted, forKey: .redacted) }
        if let accessibilityLabel { try container.encode(accessibilityLabel, forKey: .accessibilityLabel) }
        if let tap { try container.encode(tap, forKey: .tap) }
        if let fallback { try container.encode(fallback, forKey: .fallback) }
    }
}
