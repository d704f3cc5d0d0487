/// `text`: a run of text in a semantic style, or, made with `Text(date, style:)` as in SwiftUI,
/// a `dateText` the host keeps live.
///
/// Modifiers are SwiftUI's (`.font`, `.fontWeight`, `.foregroundStyle`, `.lineLimit`, …); the
/// protocol's words (`.style`, `.weight`, `.color`, `.maxLines`, …) are accepted too. On a date,
/// only the font, weight and colour apply: a `dateText` has no line limit or alignment.
public struct Text: CellComponent {
    private enum Content: Sendable {
        case text(TextNode)
        case date(DateTextNode)
    }

    private var content: Content

    public var node: CellNode {
        switch content {
        case .text(let text): return .text(text)
        case .date(let date): return .dateText(date)
        }
    }

    public var modifiers: Modifiers {
        get {
            switch content {
            case .text(let text): return text.modifiers
            case .date(let date): return date.modifiers
            }
        }
        set {
            switch content {
            case .text(var text):
                text.modifiers = newValue
                content = .text(text)
            case .date(var date):
                date.modifiers = newValue
                content = .date(date)
            }
        }
    }

    public init(_ text: String) {
        content = .text(TextNode(text))
    }

    /// SwiftUI's `Text(date, style:)`: a date the host renders live (`.relative` "in 23 min",
    /// `.timer`, `.time`, …), shown with the offset written in `date`. Same as ``DateText``.
    public init(_ date: Timestamp, style: DateTextNode.Style) {
        content = .date(DateTextNode(date: date, style: style))
    }

    private func text(_ change: (inout TextNode) -> Void) -> Text {
        guard case .text(var text) = content else { return self }
        change(&text)
        var copy = self
        copy.content = .text(text)
        return copy
    }

    private func any(text: (inout TextNode) -> Void, date: (inout DateTextNode) -> Void) -> Text {
        var copy = self
        switch content {
        case .text(var node):
            text(&node)
            copy.content = .text(node)
        case .date(var node):
            date(&node)
            copy.content = .date(node)
        }
        return copy
    }

    /// The text style token (`.headline`, `.caption`, ...). SwiftUI: ``font(_:)``.
    public func style(_ style: TextStyle) -> Text { any(text: { $0.style = style }, date: { $0.textStyle = style }) }
    /// The font weight. SwiftUI: ``fontWeight(_:)``.
    public func weight(_ weight: FontWeight) -> Text { any(text: { $0.weight = weight }, date: { $0.weight = weight }) }
    /// The colour token (`.secondary`, `.critical`, ...). SwiftUI: ``foregroundStyle(_:)``.
    public func color(_ color: ColorToken) -> Text { any(text: { $0.color = color }, date: { $0.color = color }) }
    /// Alignment of the lines. SwiftUI: ``multilineTextAlignment(_:)``.
    public func alignment(_ alignment: HorizontalAlignment) -> Text { text { $0.alignment = alignment } }
    /// At most this many lines. SwiftUI: ``lineLimit(_:)``.
    public func maxLines(_ lines: Int) -> Text { text { $0.maxLines = lines } }
    /// Shrink down to this factor before truncating.
    public func minimumScaleFactor(_ factor: Double) -> Text { text { $0.minimumScaleFactor = factor } }
    /// Where to cut text that does not fit. SwiftUI: ``truncationMode(_:)``.
    public func truncation(_ truncation: Truncation) -> Text { text { $0.truncation = truncation } }
    /// Tabular digits. SwiftUI: ``monospacedDigit()``.
    public func monospacedDigits(_ on: Bool = true) -> Text { text { $0.monospacedDigits = on } }
    /// Interpret `**bold**`, `*italic*` and links.
    public func markdown(_ on: Bool = true) -> Text { text { $0.markdown = on } }

    // SwiftUI's spellings of the same modifiers.

    /// The text style: `.font(.headline)`. The SDK's fonts are the semantic styles only.
    public func font(_ style: TextStyle) -> Text { self.style(style) }
    /// The font weight: `.fontWeight(.semibold)`.
    public func fontWeight(_ weight: FontWeight) -> Text { self.weight(weight) }
    /// The colour token: `.foregroundStyle(.secondary)`.
    public func foregroundStyle(_ color: ColorToken) -> Text { self.color(color) }
    /// The colour token (SwiftUI's older name): `.foregroundColor(.secondary)`.
    public func foregroundColor(_ color: ColorToken) -> Text { self.color(color) }
    /// At most this many lines: `.lineLimit(2)`.
    public func lineLimit(_ lines: Int) -> Text { maxLines(lines) }
    /// Alignment of the lines: `.multilineTextAlignment(.center)`.
    public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> Text { self.alignment(alignment) }
    /// Where to cut text that does not fit: `.truncationMode(.middle)`.
    public func truncationMode(_ truncation: Truncation) -> Text { self.truncation(truncation) }
    /// Tabular digits: `.monospacedDigit()`.
    public func monospacedDigit() -> Text { monospacedDigits(true) }
}

/// `dateText`: a date the host renders live ("in 23 min", a running timer), so it stays
/// current without messages. `Text(date, style:)` makes the same node.
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

    /// The text style token. SwiftUI: ``font(_:)``.
    public func textStyle(_ style: TextStyle) -> DateText { with { $0.textStyle = style } }
    /// The font weight. SwiftUI: ``fontWeight(_:)``.
    public func weight(_ weight: FontWeight) -> DateText { with { $0.weight = weight } }
    /// The colour token. SwiftUI: ``foregroundStyle(_:)``.
    public func color(_ color: ColorToken) -> DateText { with { $0.color = color } }
    /// Show the time in this IANA zone.
    public func timeZone(_ zone: String) -> DateText { with { $0.timeZone = zone } }
    /// What a host that cannot evaluate dates shows.
    public func fallbackText(_ text: String) -> DateText { with { $0.fallbackText = text } }

    /// The text style: `.font(.caption)`.
    public func font(_ style: TextStyle) -> DateText { textStyle(style) }
    /// The font weight: `.fontWeight(.semibold)`.
    public func fontWeight(_ weight: FontWeight) -> DateText { self.weight(weight) }
    /// The colour token: `.foregroundStyle(.secondary)`.
    public func foregroundStyle(_ color: ColorToken) -> DateText { self.color(color) }
    /// The colour token (SwiftUI's older name): `.foregroundColor(.secondary)`.
    public func foregroundColor(_ color: ColorToken) -> DateText { self.color(color) }
}
