import Foundation

/// `text`: a run of text in a semantic style.
public struct Text: CellComponent {
    public var body: TextNode
    public var node: CellNode { .text(body) }
    public var modifiers: Modifiers { get { body.modifiers } set { body.modifiers = newValue } }

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
    public var modifiers: Modifiers { get { body.modifiers } set { body.modifiers = newValue } }

    /// A date from the trip data, shown with its own offset.
    public init(_ date: Timestamp, style: DateTextNode.Style, to end: Timestamp? = nil) {
        body = DateTextNode(date: date, style: style, to: end)
    }

    /// A `Date`, written in UTC.
    public init(_ date: Date, style: DateTextNode.Style, to end: Date? = nil) {
        self.init(Timestamp(date), style: style, to: end.map { Timestamp($0) })
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

extension Timestamp {
    /// `date` as UTC text, `2026-11-03T08:25:00Z` (whole seconds).
    public init(_ date: Date) {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let text = "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
        self = Timestamp(text)!
    }
}
