/// Anything the cell DSL can place in a tree: one node, with the common modifiers.
///
/// Every modifier returns a changed copy, so they chain: `Text("B32").padding(.s).background(.secondaryBackground)`.
public protocol CellComponent: Sendable {
    /// The node this component produces.
    var node: CellNode { get }
    /// The common modifiers of that node.
    var modifiers: Modifiers { get set }
}

extension CellComponent {
    private func with(_ change: (inout Modifiers) -> Void) -> Self {
        var copy = self
        change(&copy.modifiers)
        return copy
    }

    /// Padding on all edges (`.padding(.m)`).
    public func padding(_ spacing: Spacing = .m) -> Self { with { $0.padding = .all(spacing) } }
    /// Padding per edge; absent edges get none.
    public func padding(top: Spacing? = nil, leading: Spacing? = nil, bottom: Spacing? = nil, trailing: Spacing? = nil) -> Self {
        with { $0.padding = .edges(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)) }
    }
    /// A background colour token.
    public func background(_ color: ColorToken) -> Self { with { $0.background = color } }
    /// Rounds the background's corners.
    public func cornerRadius(_ radius: CornerRadius) -> Self { with { $0.cornerRadius = radius } }
    /// Size constraints in points (`.infinity` fills).
    public func frame(
        width: FrameLength? = nil, height: FrameLength? = nil, minWidth: FrameLength? = nil, maxWidth: FrameLength? = nil,
        minHeight: FrameLength? = nil, maxHeight: FrameLength? = nil
    ) -> Self {
        with {
            $0.frame = Frame(
                width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight)
        }
    }
    /// Share of leftover space in a stack.
    public func layoutPriority(_ priority: Double) -> Self { with { $0.layoutPriority = priority } }
    /// Opacity 0…1.
    public func opacity(_ value: Double) -> Self { with { $0.opacity = value } }
    /// Laid out but not drawn.
    public func hidden(_ hidden: Bool = true) -> Self { with { $0.hidden = hidden } }
    /// Drawn redacted (placeholder or privacy).
    public func redacted(_ reason: Redaction) -> Self { with { $0.redacted = reason } }
    /// What assistive technologies read for this node.
    public func accessibilityLabel(_ label: String) -> Self { with { $0.accessibilityLabel = label } }
    /// What happens when the node is tapped: `.onTap(.invoke("id"))`, `.onTap(.present)`.
    public func onTap(_ action: Action) -> Self { with { $0.tap = action } }
    /// An id unique in the tree (tests, logs).
    public func id(_ id: String) -> Self { with { $0.id = id } }
    /// What a host that does not know this node's kind draws instead.
    public func fallback(_ component: some CellComponent) -> Self { with { $0.fallback = component.node } }
}

extension FrameLength: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Points.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    /// Points.
    public init(floatLiteral value: Double) { self = .points(value) }
}

extension Action {
    /// `invoke` with an id (and payload): the host sends `action` with them.
    public static func invoke(_ id: String, payload: JSONValue? = nil) -> Action { .invoke(id: id, payload: payload) }
}

/// A node made elsewhere (e.g. a kind from a newer protocol version, with a fallback), placed
/// as it is.
extension CellNode: CellComponent {
    public var node: CellNode { self }

    public var modifiers: Modifiers {
        get { modifiersOrEmpty }
        set { setModifiers(newValue) }
    }

    private var modifiersOrEmpty: Modifiers {
        // WidgetProtocol's `modifiers` (optional: `nil` for unknown kinds), not this getter.
        let known: Modifiers? = self.modifiers
        return known ?? Modifiers()
    }

    // Unknown kinds keep their raw object; modifiers cannot be added to them.
    private mutating func setModifiers(_ m: Modifiers) {
        switch self {
        case .vstack(var n): n.modifiers = m; self = .vstack(n)
        case .hstack(var n): n.modifiers = m; self = .hstack(n)
        case .zstack(var n): n.modifiers = m; self = .zstack(n)
        case .spacer(var n): n.modifiers = m; self = .spacer(n)
        case .divider(var n): n.modifiers = m; self = .divider(n)
        case .text(var n): n.modifiers = m; self = .text(n)
        case .dateText(var n): n.modifiers = m; self = .dateText(n)
        case .image(var n): n.modifiers = m; self = .image(n)
        case .label(var n): n.modifiers = m; self = .label(n)
        case .badge(var n): n.modifiers = m; self = .badge(n)
        case .progress(var n): n.modifiers = m; self = .progress(n)
        case .facts(var n): n.modifiers = m; self = .facts(n)
        case .button(var n): n.modifiers = m; self = .button(n)
        case .toggle(var n): n.modifiers = m; self = .toggle(n)
        case .list(var n): n.modifiers = m; self = .list(n)
        case .placeholder(var n): n.modifiers = m; self = .placeholder(n)
        case .unknown: break
        }
    }
}
