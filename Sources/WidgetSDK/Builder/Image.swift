/// `image`: a symbol, asset, URL or inline picture. Needs a label, or `decorative`.
public struct Image: CellComponent {
    public var body: ImageNode
    public var node: CellNode { .image(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    /// An image that means something: `label` is what assistive technologies and text
    /// renderers say.
    public init(_ source: ImageSource, label: String) {
        body = ImageNode(source: source, label: label)
    }

    /// A system symbol (SF Symbols name) with its meaning.
    public init(symbol: String, label: String) {
        self.init(.symbol(symbol), label: label)
    }

    /// An image that adds nothing a label would say.
    public static func decorative(_ source: ImageSource) -> Image {
        var image = Image(source, label: "")
        image.body.label = nil
        image.body.decorative = true
        return image
    }

    /// A decorative system symbol.
    public static func decorative(symbol: String) -> Image { decorative(.symbol(symbol)) }

    private func with(_ change: (inout ImageNode) -> Void) -> Image {
        var copy = self
        change(&copy.body)
        return copy
    }

    /// Side of the square it is drawn in, in points.
    public func size(_ points: Double) -> Image { with { $0.size = points } }
    /// Tint for symbols.
    public func tint(_ color: ColorToken) -> Image { with { $0.tint = color } }
    public func contentMode(_ mode: ImageNode.ContentMode) -> Image { with { $0.contentMode = mode } }
    public func shape(_ shape: ImageNode.Shape) -> Image { with { $0.shape = shape } }
}

/// `label`: a title with an icon.
public struct Label: CellComponent {
    public var body: LabelNode
    public var node: CellNode { .label(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(_ title: String, symbol: String? = nil, style: LabelNode.Style? = nil) {
        body = LabelNode(title: title, icon: symbol.map { .symbol($0) }, style: style)
    }

    public init(_ title: String, icon: ImageSource?, style: LabelNode.Style? = nil) {
        body = LabelNode(title: title, icon: icon, style: style)
    }

    private func with(_ change: (inout LabelNode) -> Void) -> Label {
        var copy = self
        change(&copy.body)
        return copy
    }

    public func textStyle(_ style: TextStyle) -> Label { with { $0.textStyle = style } }
    public func color(_ color: ColorToken) -> Label { with { $0.color = color } }
}
