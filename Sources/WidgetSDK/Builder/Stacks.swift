/// `vstack`: children top to bottom.
public struct VStack: CellComponent {
    public var body: VStackNode
    public var node: CellNode { .vstack(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(alignment: HorizontalAlignment? = nil, spacing: Spacing? = nil, @CellBuilder content: () -> [CellNode]) {
        body = VStackNode(spacing: spacing, alignment: alignment, children: content())
    }
}

/// `hstack`: children leading to trailing.
public struct HStack: CellComponent {
    public var body: HStackNode
    public var node: CellNode { .hstack(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(alignment: VerticalAlignment? = nil, spacing: Spacing? = nil, @CellBuilder content: () -> [CellNode]) {
        body = HStackNode(spacing: spacing, alignment: alignment, children: content())
    }
}

/// `zstack`: children back to front.
public struct ZStack: CellComponent {
    public var body: ZStackNode
    public var node: CellNode { .zstack(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(alignment: StackAlignment? = nil, @CellBuilder content: () -> [CellNode]) {
        body = ZStackNode(alignment: alignment, children: content())
    }
}

/// `spacer`: flexible space along the enclosing stack.
public struct Spacer: CellComponent {
    public var body: SpacerNode
    public var node: CellNode { .spacer(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(minLength: Double? = nil) {
        body = SpacerNode(minLength: minLength)
    }
}

/// `divider`: a thin line.
public struct Divider: CellComponent {
    public var body: DividerNode
    public var node: CellNode { .divider(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(color: ColorToken? = nil, inset: Spacing? = nil) {
        body = DividerNode(color: color, inset: inset)
    }
}

/// `list`: rows, optionally separated, capped with a "more" row.
public struct List: CellComponent {
    public var body: ListNode
    public var node: CellNode { .list(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(
        spacing: Spacing? = nil, separator: Bool? = nil, maxVisible: Int? = nil, more: Action? = nil,
        @CellBuilder items: () -> [CellNode]
    ) {
        body = ListNode(items: items(), spacing: spacing, separator: separator, maxVisible: maxVisible, more: more)
    }
}
