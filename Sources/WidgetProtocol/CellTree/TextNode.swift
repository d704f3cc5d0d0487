/// `text`: a run of text in a semantic style.
public struct TextNode: Codable, Hashable, Sendable {
    /// The text (≤ 2000 Unicode scalars).
    public var text: String
    /// Text style token (default `body`).
    public var style: TextStyle?
    /// Weight (default from the style).
    public var weight: FontWeight?
    /// Colour (default `primary`).
    public var color: ColorToken?
    /// Alignment of the lines (default `leading`).
    public var alignment: HorizontalAlignment?
    /// At most this many lines (≥ 1); unlimited when absent.
    public var maxLines: Int?
    /// Shrink down to this factor (0 < f ≤ 1) before truncating.
    public var minimumScaleFactor: Double?
    /// Where to cut when it still does not fit (default `tail`).
    public var truncation: Truncation?
    /// Use tabular digits, so changing numbers do not jitter.
    public var monospacedDigits: Bool?
    /// Interpret `**bold**`, `*italic*` and `[links](https://…)`; nothing else.
    public var markdown: Bool?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey {
        case text, style, weight, color, alignment, maxLines, minimumScaleFactor, truncation, monospacedDigits, markdown
    }

    /// Creates a text node.
    public init(
        _ text: String, style: TextStyle? = nil, weight: FontWeight? = nil, color: ColorToken? = nil,
        alignment: HorizontalAlignment? = nil, maxLines: Int? = nil, minimumScaleFactor: Double? = nil,
        truncation: Truncation? = nil, monospacedDigits: Bool? = nil, markdown: Bool? = nil,
        modifiers: Modifiers = Modifiers()
    ) {
        self.text = text
        self.style = style
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.maxLines = maxLines
        self.minimumScaleFactor = minimumScaleFactor
        self.truncation = truncation
        self.monospacedDigits = monospacedDigits
        self.markdown = markdown
        self.modifiers = modifiers
    }
}
