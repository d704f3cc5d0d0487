import Foundation
import WidgetProtocol
import WidgetProtocolFoundation

/// Host-side evaluation of `dateText` nodes (spec §5.3) against ``RenderContext/now``, so a
/// countdown stays live without any message from the widget. Pure: the same node, `now`, zone
/// and locale give the same text.
///
/// | style | example (now 08:01:50, date 08:25:00) |
/// |---|---|
/// | `relative` | `in 23 min`, `5 min ago`, `in 2 hr 5 min`, `in 3 days`, `now` (rounding: ``RelativeAmount``) |
/// | `offset` | `+23 min`, `-5 min`, `+2 hr 5 min` |
/// | `timer` | `0:23:10` (counts down to the date, then up from it) |
/// | `date` | `3 Nov 2026` (en_GB), `Nov 3, 2026` (en_US) |
/// | `time` | `08:25` (en_GB), `8:25 AM` (en_US) |
/// | `range` | `08:25 – 11:20`, or with dates when the days differ |
///
/// Zones: the node's `timeZone` when this machine knows it, else the viewer's zone if the node
/// named an unknown one, else the offset written in the timestamp (spec: "default: the offset
/// written in `date`"). Relative texts are English; `date`/`time` for locales other than
/// `en_GB` and `en_US` come from Foundation's formatter.
public struct DateTextFormatter: Sendable {
    /// The instant texts are relative to.
    public var now: Date
    /// The viewer's zone (used only for unknown `timeZone` names).
    public var timeZone: TimeZone
    /// The locale of `date`, `time` and `range`.
    public var locale: Locale

    /// Creates a formatter.
    public init(now: Date, timeZone: TimeZone, locale: Locale) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
    }

    /// A formatter for a render context.
    public init(_ context: RenderContext) {
        self.init(now: context.now, timeZone: context.timeZone, locale: context.locale)
    }

    /// The text of a `dateText` node at `now`: its `fallbackText` (or "–") when the node
    /// cannot be evaluated (a `range` without `to`).
    public func string(for node: DateTextNode) -> String {
        switch node.style {
        case .relative: return relative(node.date.date)
        case .offset: return offset(node.date.date)
        case .timer: return timer(node.date.date)
        case .date: return day(node.date, zoneName: node.timeZone)
        case .time: return time(node.date, zoneName: node.timeZone)
        case .range:
            guard let to = node.to else { return node.fallbackText.map(UntrustedText.clean) ?? "–" }
            return range(node.date, to, zoneName: node.timeZone)
        }
    }

    /// `in 23 min` / `23 min ago` / `in 2 hr 5 min` / `in 3 days` / `now`, rounded the way
    /// Foundation's `RelativeDateTimeFormatter` (and so SwiftUI's relative text) rounds: see
    /// ``RelativeAmount``. Never `now` before the date: `in 1 min` until it is reached.
    public func relative(_ date: Date) -> String {
        switch RelativeAmount(from: now, to: date, timeZone: timeZone) {
        case .now: return "now"
        case .future(let amount): return "in " + amount
        case .past(let amount): return amount + " ago"
        }
    }

    /// `+23 min` / `-5 min` / `now`, rounded like ``relative(_:)``.
    public func offset(_ date: Date) -> String {
        switch RelativeAmount(from: now, to: date, timeZone: timeZone) {
        case .now: return "now"
        case .future(let amount): return "+" + amount
        case .past(let amount): return "-" + amount
        }
    }

    /// `H:MM:SS` of the distance between now and `date`, hours unpadded (`0:23:10`).
    public func timer(_ date: Date) -> String {
        let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        return "\(h):" + Self.two(m) + ":" + Self.two(s)
    }

    /// The calendar date of `timestamp`.
    public func day(_ timestamp: Timestamp, zoneName: String? = nil) -> String {
        let parts = components(timestamp, zoneName: zoneName)
        switch locale.identifier {
        case "en_GB", "en-GB": return "\(parts.day!) \(Self.months[parts.month! - 1]) \(parts.year!)"
        case "en_US", "en-US": return "\(Self.months[parts.month! - 1]) \(parts.day!), \(parts.year!)"
        default: return foundation(timestamp, zoneName: zoneName, template: "yMMMd")
        }
    }

    /// The wall-clock time of `timestamp`.
    public func time(_ timestamp: Timestamp, zoneName: String? = nil) -> String {
        let parts = components(timestamp, zoneName: zoneName)
        switch locale.identifier {
        case "en_GB", "en-GB": return Self.two(parts.hour!) + ":" + Self.two(parts.minute!)
        case "en_US", "en-US":
            let hour = parts.hour! % 12 == 0 ? 12 : parts.hour! % 12
            return "\(hour):" + Self.two(parts.minute!) + (parts.hour! < 12 ? " AM" : " PM")
        default: return foundation(timestamp, zoneName: zoneName, template: "jmm")
        }
    }

    /// `08:25 – 11:20` when both ends fall on the same calendar day (each in its own zone),
    /// else `3 Nov 2026, 23:10 – 4 Nov 2026, 07:05`.
    public func range(_ from: Timestamp, _ to: Timestamp, zoneName: String? = nil) -> String {
        let (a, b) = (components(from, zoneName: zoneName), components(to, zoneName: zoneName))
        if a.year == b.year && a.month == b.month && a.day == b.day {
            return time(from, zoneName: zoneName) + " – " + time(to, zoneName: zoneName)
        }
        return day(from, zoneName: zoneName) + ", " + time(from, zoneName: zoneName) + " – "
            + day(to, zoneName: zoneName) + ", " + time(to, zoneName: zoneName)
    }

    // MARK: - Helpers

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    func zone(for timestamp: Timestamp, name: String?) -> TimeZone {
        if let name {
            return TimeZone(identifier: name) ?? timeZone
        }
        return TimeZone(secondsFromGMT: timestamp.utcOffsetSeconds) ?? timeZone
    }

    func components(_ timestamp: Timestamp, zoneName: String?) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone(for: timestamp, name: zoneName)
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: timestamp.date)
    }

    func foundation(_ timestamp: Timestamp, zoneName: String?, template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = zone(for: timestamp, name: zoneName)
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: timestamp.date)
    }
}
