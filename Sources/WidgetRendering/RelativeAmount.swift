import Foundation

/// The distance from now to a date as the `relative` and `offset` styles of `dateText` say it,
/// rounded the way Foundation's `RelativeDateTimeFormatter` / `Date.RelativeFormatStyle` round
/// (what SwiftUI's `Text(date, style: .relative)` builds on):
///
/// 1. The distance is first rounded to the nearest whole second (Foundation's precision).
/// 2. Under a day, the distance is rounded to the nearest minute, half a minute up, as
///    Foundation rounds its largest unit by the next one ("hour 1, minute 40" → 2 hours):
///    `in 23 min` from 23:30 down to 22:30 to go, `in 2 hr 6 min` at 2:05:40.
/// 3. Before the date it is never `now`: this host has no seconds unit, so where Foundation
///    would say "in 59 seconds" it says `in 1 min`, until the date is reached. After the date,
///    the first half minute reads `now`, then `1 min ago`.
/// 4. From a day on, days are counted on the calendar in the viewer's zone (Foundation aligns
///    day units on day boundaries): a flight on the 10th seen on the 1st is `in 9 days`,
///    whatever the hours.
///
/// Two units below a day (`2 hr 5 min`) like SwiftUI's relative text; Foundation alone would
/// say "in 2 hours".
enum RelativeAmount: Equatable {
    case now
    case future(String)
    case past(String)

    init(from now: Date, to date: Date, timeZone: TimeZone) {
        let seconds = date.timeIntervalSince(now)
        guard seconds.isFinite else {
            self = .now
            return
        }
        let whole = Int(min(1e15, max(-1e15, seconds)).rounded(.toNearestOrAwayFromZero))
        if whole == 0 {
            self = .now
            return
        }
        let future = whole > 0
        var minutes = (abs(whole) + 30) / 60
        if future { minutes = max(1, minutes) }
        if minutes == 0 {
            self = .now
            return
        }
        let text: String
        if minutes < 60 {
            text = "\(minutes) min"
        } else if minutes < 24 * 60 {
            text = minutes % 60 == 0 ? "\(minutes / 60) hr" : "\(minutes / 60) hr \(minutes % 60) min"
        } else {
            let days = max(1, Self.calendarDays(from: now, to: date, timeZone: timeZone))
            text = days == 1 ? "1 day" : "\(days) days"
        }
        self = future ? .future(text) : .past(text)
    }

    /// How many midnights lie between the two instants in `timeZone` (absolute).
    static func calendarDays(from a: Date, to b: Date, timeZone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.startOfDay(for: min(a, b))
        let end = calendar.startOfDay(for: max(a, b))
        return calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }
}
