/// `image`: a symbol, asset, downloaded or inline picture. Needs a `label` or `decorative: true`.
public struct ImageNode: Codable, Hashable, Sendable {
    /// How the image fills its frame.
    public enum ContentMode: String, Codable, Hashable, Sendable, CaseIterable {
        /// Whole image visible.
        case fit
        /// Frame filled, edges cropped.
        case fill
    }

    /// The clip shape.
    public enum Shape: String, Codable, Hashable, Sendable, CaseIterable {
        /// No clipping.
        case none
        /// A circle (avatars, logos).
        case circle
        /// A rounded rectangle.
        case rounded
    }

    /// Where the image comes from.
    public var source: ImageSource
    /// Fit or fill (default `fit`).
    public var contentMode: ContentMode?
    /// Side length of the square it is drawn in, in points.
    public var size: Double?
    /// Tint for symbols and template images.
    public var tint: ColorToken?
    /// What the image shows, for assistive technologies and text renderers.
    public var label: String?
    /// True when the image adds nothing a label would say.
    public var decorative: Bool?
    /// Clip shape (default `none`).
    public var shape: Shape?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey { case source, contentMode, size, tint, label, decorative, shape }

    /// Creates an image node.
    public init(
        source: ImageSource, contentMode: ContentMode? = nil, size: Double? = nil, tint: ColorToken? = nil,
        label: String? = nil, decorative: Bool? = nil, shape: Shape? = nil, modifiers: Modifiers = Modifiers()
    ) {
        self.source = source
        self.contentMode = contentMode
        self.size = size
        self.tint = tint
        self.label = label
        self.decorative = decorative
        self.shape = shape
        self.modifiers = modifiers
    }
}
