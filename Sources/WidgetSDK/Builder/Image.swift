/// `image`: a symbol, asset, URL or inline picture. Needs a label, or `decorative`.
///
/// `Image(systemName:)` is SwiftUI's spelling and labels the image with the symbol's name, as
/// SwiftUI does; `.accessibilityLabel(_:)` gives it a better one. `Image(symbol:label:)` is the
/// SDK's older spelling.
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

    /// A system symbol, SwiftUI's spelling: labelled with its name (`airplane.departure` reads
    /// "airplane departure") until ``accessibilityLabel(_:)`` says better.
    public init(systemName: String) {
        self.init(.symbol(systemName), label: systemName.split(separator: ".").joined(separator: " "))
    }

    /// An image that adds nothing a label would say.
    public static func decorative(_ source: ImageSource) -> Image {
        var image = Image(source, label: "")
        image.body.label = nil
        image.body.decorative = true
        return image
    }

    /// A decorative system symbol.
    public static func decorative(systemName: String) -> Image { decorative(.symbol(systemName)) }
    /// A decorative system symbol (the SDK's older spelling of ``decorative(systemName:)``).
    public static func decorative(symbol: String) -> Image { decorative(.symbol(symbol)) }

    private func with(_ change: (inout ImageNode) -> Void) -> Image {
        var copy = self
        change(&copy.body)
        return copy
    }

    /// Side of the square it is drawn in, in points.
    public func size(_ points: Double) -> Image { with { $0.size = points } }
    /// Tint for symbols. SwiftUI: ``foregroundStyle(_:)``.
    public func tint(_ color: ColorToken) -> Image { with { $0.tint = color } }
    /// Tint for symbols: `.foregroundStyle(.accent)`.
    public func foregroundStyle(_ color: ColorToken) -> Image { tint(color) }
    /// Tint for symbols (SwiftUI's older name): `.foregroundColor(.accent)`.
    public func foregroundColor(_ color: ColorToken) -> Image { tint(color) }
    /// What assistive technologies and text renderers say for the image: its `label` (an image
    /// has no other accessibility label). The image is no longer decorative.
    public func accessibilityLabel(_ label: String) -> Image {
        with {
            $0.label = label
            $0.decorative = nil
        }
    }
    public func contentMode(_ mode: ImageNode.ContentMode) -> Image { with { $0.contentMode = mode } }
    public func shape(_ shape: ImageNode.Shape) -> Image { with { $0.shape = shape } }
}

/// `label`: a title with an icon: `Label("Gate B32", systemImage: "mappin.and.ellipse")`.
public struct Label: CellComponent {
    public var body: LabelNode
    public var node: CellNode { .label(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    /// A title with a system symbol, SwiftUI's spelling.
    public init(_ title: String, systemImage: String, style: LabelNode.Style? = nil) {
        body = LabelNode(title: title, icon: .symbol(systemImage), style: style)
    }

    /// A title with a system symbol, or none (the SDK's older spelling of ``init(_:systemImage:style:)``).
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

    /// The text style token. SwiftUI: ``font(_:)``.
    public func textStyle(_ style: TextStyle) -> Label { with { $0.textStyle = style } }
    /// The colour token. SwiftUI: ``foregroundStyle(_:)``.
    public func color(_ color: ColorToken) -> Label { with { $0.color = color } }
    /// The text style: `.font(.subheadline)`.
    public func font(_ style: TextStyle) -> Label { textStyle(style) }
    /// The colour token: `.foregroundStyle(.secondary)`.
    public func foregroundStyle(_ color: ColorToken) -> Label { self.color(color) }
    /// The colour token (SwiftUI's older name): `.foregroundColor(.secondary)`.
    public func foregroundColor(_ color: ColorToken) -> Label { self.color(color) }
    /// Title and icon, icon only or title only: `.labelStyle(.iconOnly)`.
    public func labelStyle(_ style: LabelNode.Style) -> Label { with { $0.style = style } }
}
