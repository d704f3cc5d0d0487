/// `vstack`: children top to bottom.
public struct VStackNode: Codable, Hashable, Sendable {
    /// Space between children (host default `m`).
    public var spacing: Spacing?
    /// Horizontal alignment of the children (default `leading`).
    public var alignment: HorizontalAlignment?
    /// The children.
    public var children: [CellNode]
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case spacing, alignment, children }

    /// Creates a vertical stack.
    public init(spacing: Spacing? = nil, alignment: HorizontalAlignment? = nil, children: [CellNode], modifiers: Modifiers = Modifiers()) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
        self.modifiers = modifiers
    }
}

/// `hstack`: children leading to trailing.
public struct HStackNode: Codable, Hashable, Sendable {
    /// Space between children (host default `m`).
    public var spacing: Spacing?
    /// Vertical alignment of the children (default `center`).
    public var alignment: VerticalAlignment?
    /// The children.
    public var children: [CellNode]
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case spacing, alignment, children }

    /// Creates a horizontal stack.
    public init(spacing: Spacing? = nil, alignment: VerticalAlignment? = nil, children: [CellNode], modifiers: Modifiers = Modifiers()) {
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
        self.modifiers = modifiers
    }
}

/// `zstack`: children drawn back to front on top of each other.
public struct ZStackNode: Codable, Hashable, Sendable {
    /// Alignment of the children (default `center`).
    public var alignment: StackAlignment?
    /// The children, back to front.
    public var children: [CellNode]
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case alignment, children }

    /// Creates an overlay stack.
    public init(alignment: StackAlignment? = nil, children: [CellNode], modifiers: Modifiers = Modifiers()) {
        self.alignment = alignment
        self.children = children
        self.modifiers = modifiers
    }
}

/// `spacer`: flexible space along the enclosing stack's axis.
public struct SpacerNode: Codable, Hashable, Sendable {
    /// The least space it takes, in points.
    public var minLength: Double?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case minLength }

    /// Creates a spacer.
    public init(minLength: Double? = nil, modifiers: Modifiers = Modifiers()) {
        self.minLength = minLength
        self.modifiers = modifiers
    }
}

/// `divider`: a thin line across the enclosing stack.
public struct DividerNode: Codable, Hashable, Sendable {
    /// Line colour (default host separator colour).
    public var color: ColorToken?
    /// Inset from the leading edge.
    public var inset: Spacing?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case color, inset }

    /// Creates a divider.
    public init(color: ColorToken? = nil, inset: Spacing? = nil, modifiers: Modifiers = Modifiers()) {
        self.color = color
        self.inset = inset
        self.modifiers = modifiers
    }
}
