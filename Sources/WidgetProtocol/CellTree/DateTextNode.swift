/// `dateText`: text about an instant that the host evaluates at render time, so
/// "Boarding in 23 min" stays current without any message.
public struct DateTextNode: Codable, Hashable, Sendable {
    /// How the date is shown.
    public enum Style: String, Codable, Hashable, Sendable, CaseIterable {
        /// "in 23 min", "5 min ago".
        case relative
        /// "+23 min", "-5 min".
        case offset
        /// A running clock "0:23:05" counting to or from the date.
        case timer
        /// The date, e.g. "3 Nov 2026".
        case date
        /// The time of day, e.g. "08:15".
        case time
        /// "08:15 – 11:05", from `date` to `to`.
        case range
    }

    /// The instant.
    public var date: Timestamp
    /// How to show it.
    public var style: Style
    /// End of the range; required when `style` is `range`.
    public var to: Timestamp?
    /// Show the time in this IANA zone (default: the offset written in `date`).
    public var timeZone: String?
    /// Text style token.
    public var textStyle: TextStyle?
    /// Weight.
    public var weight: FontWeight?
    /// Colour.
    public var color: ColorToken?
    /// Text a renderer that cannot evaluate dates shows instead.
    public var fallbackText: String?
    /// Common modifiers.
    public var modifiers = Modifiers()

    enum CodingKeys: String, CodingKey {
        case date, style, to, timeZone, textStyle, weight, color, fallbackText
    }

    /// Creates a date text node.
    public init(
        date: Timestamp, style: Style, to: Timestamp? = nil, timeZone: String? = nil, textStyle: TextStyle? = nil,
        weight: FontWeight? = nil, color: ColorToken? = nil, fallbackText: String? = nil,
        modifiers: Modifiers = Modifiers()
    ) {
        self.date = date
        self.style = style
        self.to = to
        self.timeZone = timeZone
        self.textStyle = textStyle
        self.weight = weight
        self.color = color
        self.fallbackText = fallbackText
        self.modifiers = modifiers
    }
}
