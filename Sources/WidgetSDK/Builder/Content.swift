/// `badge`: a short status word in a coloured capsule.
public struct Badge: CellComponent {
    public var body: BadgeNode
    public var node: CellNode { .badge(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(_ text: String, tone: BadgeNode.Tone? = nil) {
        body = BadgeNode(text: text, tone: tone)
    }
}

/// `progress`: a bar or ring, determinate or not.
public struct ProgressView: CellComponent {
    public var body: ProgressNode
    public var node: CellNode { .progress(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    /// A determinate indicator, `value` in 0…1.
    public init(value: Double, label: String? = nil) {
        body = ProgressNode(value: value, label: label)
    }

    /// An activity indicator.
    public static func indeterminate(label: String? = nil) -> ProgressView {
        var view = ProgressView(value: 0, label: label)
        view.body.value = nil
        view.body.indeterminate = true
        return view
    }

    private func with(_ change: (inout ProgressNode) -> Void) -> ProgressView {
        var copy = self
        change(&copy.body)
        return copy
    }

    public func style(_ style: ProgressNode.Style) -> ProgressView { with { $0.style = style } }
    public func tint(_ color: ColorToken) -> ProgressView { with { $0.tint = color } }
}

/// One row of ``Facts``.
public struct Fact: Sendable, Hashable {
    public var row: FactsNode.Row

    public init(_ title: String, _ value: String) {
        row = FactsNode.Row(title: title, value: value)
    }
}

/// `facts`: title/value rows, `Facts { Fact("Gate", "B32") }`.
public struct Facts: CellComponent {
    public var body: FactsNode
    public var node: CellNode { .facts(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(columns: Int? = nil, @FactsBuilder rows: () -> [FactsNode.Row]) {
        body = FactsNode(rows: rows(), columns: columns)
    }
}

/// `placeholder`: a skeleton shape while data loads.
public struct Placeholder: CellComponent {
    public var body: PlaceholderNode
    public var node: CellNode { .placeholder(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(_ kind: PlaceholderNode.Kind? = nil, width: Double? = nil, lines: Int? = nil) {
        body = PlaceholderNode(kind: kind, width: width, lines: lines)
    }
}

extension Cell {
    /// A cell whose content is built with the DSL (several top-level components are stacked
    /// in a `vstack`).
    ///
    /// ```swift
    /// Cell(tap: .present) {
    ///     VStack(spacing: .s) { Text("Packing list").style(.headline) }.padding(.m)
    /// }
    /// ```
    public init(
        background: ColorToken? = nil, tap: Action? = nil, accessibilityLabel: String? = nil,
        fallbackText: String? = nil, @CellBuilder content: () -> [CellNode]
    ) {
        self.init(
            content: content().single, background: background, tap: tap, accessibilityLabel: accessibilityLabel,
            fallbackText: fallbackText)
    }
}
