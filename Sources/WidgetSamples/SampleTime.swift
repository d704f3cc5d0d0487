import Foundation
import WidgetJSON
import WidgetProtocol
import WidgetProtocolFoundation

/// Moves the bundled sample trips to "now", so a dashboard of them reads like a real trip
/// today: every timestamp of a trip is shifted by one amount (whole minutes, offsets kept), chosen
/// so that its current flight departs a plausible time ahead for its status — boarding 25 min
/// ahead, a scheduled or delayed flight 3 h ahead. Trips the user gives are never moved.
public enum SampleTime {
    /// How long before departure "now" is for a current flight with `status`.
    public static func lead(for status: String?) -> TimeInterval {
        switch status {
        case "boarding": return 25 * 60
        case "landed", "departed": return -3 * 3600
        default: return 3 * 3600
        }
    }

    /// `trip` with every timestamp shifted so that flight `current` departs `lead(for:)` after
    /// `now`.
    public static func shifted(trip: JSONValue, current: Int, now: Date) -> JSONValue {
        guard let flights = trip["flights"]?.arrayValue, flights.indices.contains(current) else { return trip }
        let flight = flights[current]
        guard let text = flight["departure"]?["scheduled"]?.stringValue, let departure = Timestamp(text)
        else { return trip }
        let target = now.addingTimeInterval(lead(for: flight["status"]?.stringValue))
        let minutes = (target.timeIntervalSince(departure.date) / 60).rounded()
        return shift(trip, by: Int(minutes) * 60)
    }

    /// `json` with every string that is a timestamp moved by `seconds`.
    public static func shift(_ json: JSONValue, by seconds: Int) -> JSONValue {
        guard seconds != 0 else { return json }
        switch json {
        case .string(let text):
            guard let timestamp = Timestamp(text) else { return json }
            return .string(format(timestamp.date.addingTimeInterval(TimeInterval(seconds)), offset: timestamp.utcOffsetSeconds))
        case .array(let items):
            return .array(items.map { shift($0, by: seconds) })
        case .object(let object):
            var moved = JSONObject()
            for (key, value) in object { moved.appendUnchecked(key: key, value: shift(value, by: seconds)) }
            return .object(moved)
        default:
            return json
        }
    }

    /// `2026-12-10T12:05:00+01:00` (or `Z` for a zero offset).
    public static func format(_ date: Date, offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let zone = offset == 0 ? "Z" : String(format: "%@%02d:%02d", offset < 0 ? "-" : "+", abs(offset) / 3600, abs(offset) % 3600 / 60)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
            + zone
    }

    /// Parses an instant such as `--now`: ISO 8601 with an offset (`2026-12-10T11:40:00+01:00`,
    /// or `Z`); nil for anything else.
    public static func parse(_ text: String) -> Date? {
        Timestamp(text)?.date
    }
}
