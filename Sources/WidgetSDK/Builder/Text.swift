/// `text`: a run of text in a semantic style.
public struct Text: CellComponent {
    public var body: TextNode
    public var node: CellNode { .text(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    public init(_ text: String) {
        body = TextNode(text)
    }

    private func with(_ change: (inout TextNode) -> Void) -> Text {
        var copy = self
        change(&copy.body)
        return copy
    }

    /// The text style token (`.headline`, `.caption`, ...).
    public func style(_ style: TextStyle) -> Text { with { $0.style = style } }
    /// The font weight.
    public func weight(_ weight: FontWeight) -> Text { with { $0.weight = weight } }
    /// The colour token (`.secondary`, `.critical`, ...).
    public func color(_ color: ColorToken) -> Text { with { $0.color = color } }
    /// Alignment of the lines.
    public func alignment(_ alignment: HorizontalAlignment) -> Text { with { $0.alignment = alignment } }
    /// At most this many lines.
    public func maxLines(_ lines: Int) -> Text { with { $0.maxLines = lines } }
    /// Shrink down to this factor before truncating.
    public func minimumScaleFactor(_ factor: Double) -> Text { with { $0.minimumScaleFactor = factor } }
    /// Where to cut text that does not fit.
    public func truncation(_ truncation: Truncation) -> Text { with { $0.truncation = truncation } }
    /// Tabular digits.
    public func monospacedDigits(_ on: Bool = true) -> Text { with { $0.monospacedDigits = on } }
    /// Interpret `**bold**`, `*italic*` and links.
    public func markdown(_ on: Bool = true) -> Text { with { $0.markdown = on } }
}

/// `dateText`: a date the host renders live ("in 23 min", a running timer), so it stays
/// current without messages.
public struct DateText: CellComponent {
    public var body: DateTextNode
    public var node: CellNode { .dateText(body) }
    public var modifiers: Modifiers {
        get { body.modifiers }
        set { body.modifiers = newValue }
    }

    /// A date from the trip data, shown with its own offset.
    public init(_ date: Timestamp, style: DateTextNode.Style, to end: Timestamp? = nil) {
        body = DateTextNode(date: date, style: style, to: end)
    }

    private func with(_ change: (inout DateTextNode) -> Void) -> DateText {
        var copy = self
        change(&copy.body)
        return copy
    }

    public func textStyle(_ style: TextStyle) -> DateText { with { $0.textStyle = style } }
    public func weight(_ weight: FontWeight) -> DateText { with { $0.weight = weight } }
    public func color(_ color: ColorToken) -> DateText { with { $0.color = color } }
    /// Show the time in this IANA zone.
    public func timeZone(_ zone: String) -> DateText { with { $0.timeZone = zone } }
    /// What a host that cannot evaluate dates shows.
    public func fallbackText(_ text: String) -> DateText { with { $0.fallbackText = text } }
}
