/// `label`: a title with an icon.
public struct LabelNode: Codable, Hashable, Sendable {
    /// Which parts are shown.
    public enum Style: String, Codable, Hashable, Sendable, CaseIterable {
        /// Icon then title (the default).
        case titleAndIcon
        /// Icon only; the title is the accessibility label.
        case iconOnly
        /// Title only.
        case titleOnly
    }

    /// The title.
    public var title: String
    /// The icon.
    public var icon: ImageSource?
    /// Which parts are shown.
    public var style: Style?
    /// Text style token of the title.
    public var textStyle: TextStyle?
    /// Colour of title and icon.
    public var color: ColorToken?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case title, icon, style, textStyle, color }

    /// Creates a label.
    public init(
        title: String, icon: ImageSource? = nil, style: Style? = nil, textStyle: TextStyle? = nil,
        color: ColorToken? = nil, modifiers: Modifiers = Modifiers()
    ) {
        self.title = title
        self.icon = icon
        self.style = style
        self.textStyle = textStyle
        self.color = color
        self.modifiers = modifiers
    }
}
