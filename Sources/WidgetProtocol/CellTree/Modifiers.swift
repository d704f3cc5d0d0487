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

    /// The JSON member names of the common modifiers.
    public static let memberNames: [String] = [
        "id", "padding", "background", "cornerRadius", "frame", "layoutPriority", "opacity", "hidden", "redacted",
        "accessibilityLabel", "tap", "fallback",
    ]
}
