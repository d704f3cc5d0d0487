import Foundation
import Testing
import WidgetProtocol
import WidgetProtocolFoundation
import WidgetRendering

/// `dateText` evaluation against a fixed now (2026-11-03 08:01:50 UTC).
@Suite struct DateTextFormatterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var style: DateTextNode.Style
        var date: String
        var to: String? = nil
        var zone: String? = nil
        var locale = "en_GB"
        var expected: String
        var testDescription: String { "\(style) \(date) \(zone ?? "") \(locale) → \(expected)" }
    }

    static let cases: [Case] = [
        Case(style: .relative, date: "2026-11-03T08:25:00+00:00", expected: "in 23 min"),
        Case(style: .relative, date: "2026-11-03T07:56:50Z", expected: "5 min ago"),
        Case(style: .relative, date: "2026-11-03T08:02:20Z", expected: "in 1 min"),
        Case(style: .relative, date: "2026-11-03T10:06:50Z", expected: "in 2 hr 5 min"),
        Case(style: .relative, date: "2026-11-03T11:01:50Z", expected: "in 3 hr"),
        Case(style: .relative, date: "2026-11-06T08:01:50Z", expected: "in 3 days"),
        Case(style: .relative, date: "2026-11-03T09:25:00+01:00", expected: "in 23 min"),
        Case(style: .offset, date: "2026-11-03T08:25:00+00:00", expected: "+23 min"),
        Case(style: .offset, date: "2026-11-03T07:56:50Z", expected: "-5 min"),
        Case(style: .timer, date: "2026-11-03T08:25:00+00:00", expected: "0:23:10"),
        Case(style: .timer, date: "2026-11-03T07:00:00Z", expected: "1:01:50"),
        Case(style: .timer, date: "2026-11-03T08:01:50.900Z", expected: "0:00:00"),
        Case(style: .date, date: "2026-11-03T08:25:00+00:00", expected: "3 Nov 2026"),
        Case(style: .date, date: "2026-11-03T08:25:00+00:00", locale: "en_US", expected: "Nov 3, 2026"),
        Case(style: .date, date: "2026-11-03T23:30:00-05:00", expected: "3 Nov 2026"),
        Case(style: .time, date: "2026-11-03T08:25:00+00:00", expected: "08:25"),
        Case(style: .time, date: "2026-11-03T11:20:00-05:00", expected: "11:20"),
        Case(style: .time, date: "2026-11-03T08:25:00+00:00", zone: "America/New_York", expected: "03:25"),
        Case(style: .time, date: "2026-11-03T13:05:00Z", locale: "en_US", expected: "1:05 PM"),
        Case(style: .time, date: "2026-11-03T00:05:00Z", locale: "en_US", expected: "12:05 AM"),
        Case(style: .time, date: "2026-11-03T08:25:00+00:00", zone: "Mars/Olympus_Mons", expected: "08:25"),
        Case(style: .range, date: "2026-11-03T08:25:00+00:00", to: "2026-11-03T11:20:00-05:00", expected: "08:25 – 11:20"),
        Case(
            style: .range, date: "2026-11-03T23:10:00+00:00", to: "2026-11-04T07:05:00+00:00",
            expected: "3 Nov 2026, 23:10 – 4 Nov 2026, 07:05"),
        Case(style: .range, date: "2026-11-03T08:25:00+00:00", expected: "Departs 08:25"),
    ]

    @Test(arguments: cases)
    func formats(_ c: Case) throws {
        let formatter = DateTextFormatter(
            now: Samples.now, timeZone: TimeZone(identifier: "Europe/London")!, locale: Locale(identifier: c.locale))
        let node = DateTextNode(
            date: try #require(Timestamp(c.date)), style: c.style, to: c.to.flatMap(Timestamp.init), timeZone: c.zone,
            fallbackText: "Departs 08:25")
        #expect(formatter.string(for: node) == c.expected)
    }

    /// Seconds from now → the relative text: nearest whole second, then nearest minute (half
    /// up), never `now` before the date, calendar days from a day on (Foundation's rounding).
    @Test(
        arguments: [
            (59.0, "in 1 min"), (1, "in 1 min"), (0.6, "in 1 min"), (0.4, "now"), (0, "now"), (-0.4, "now"),
            (60, "in 1 min"), (89, "in 1 min"), (90, "in 2 min"), (22 * 60 + 29, "in 22 min"), (22 * 60 + 30, "in 23 min"),
            (23 * 60 + 10, "in 23 min"), (59 * 60 + 29, "in 59 min"), (59 * 60 + 30, "in 1 hr"),
            (2 * 3600 + 5 * 60 + 29, "in 2 hr 5 min"), (2 * 3600 + 5 * 60 + 40, "in 2 hr 6 min"),
            (-29, "now"), (-30, "1 min ago"), (-59, "1 min ago"), (-90, "2 min ago"), (-(5 * 60 + 10), "5 min ago"),
            (-(3 * 3600), "3 hr ago"),
        ] as [(Double, String)])
    func relativeRounding(seconds: Double, expected: String) {
        let formatter = DateTextFormatter(now: Samples.now, timeZone: .gmt, locale: Locale(identifier: "en_GB"))
        #expect(formatter.relative(Samples.now.addingTimeInterval(seconds)) == expected)
    }

    /// From a day on, days are counted on the calendar of the viewer's zone, like Foundation:
    /// now is 2026-11-03 08:01:50 UTC.
    @Test(arguments: [
        ("2026-11-04T08:01:50Z", "in 1 day"), ("2026-11-04T23:30:00Z", "in 1 day"), ("2026-11-05T00:30:00Z", "in 2 days"),
        ("2026-11-12T12:05:00Z", "in 9 days"), ("2026-11-02T07:00:00Z", "1 day ago"), ("2026-10-06T08:00:00Z", "28 days ago"),
    ])
    func relativeDaysFollowTheCalendar(date: String, expected: String) throws {
        let formatter = DateTextFormatter(now: Samples.now, timeZone: .gmt, locale: Locale(identifier: "en_GB"))
        #expect(formatter.relative(try #require(Timestamp(date)).date) == expected)
    }

    @Test func offsetRoundsLikeRelative() {
        let formatter = DateTextFormatter(now: Samples.now, timeZone: .gmt, locale: Locale(identifier: "en_GB"))
        #expect(formatter.offset(Samples.now.addingTimeInterval(59)) == "+1 min")
        #expect(formatter.offset(Samples.now.addingTimeInterval(-90)) == "-2 min")
        #expect(formatter.offset(Samples.now) == "now")
    }

    @Test func aLiveCountdownChangesWithNow() throws {
        let date = try #require(Timestamp("2026-11-03T08:25:00+00:00"))
        let later = DateTextFormatter(now: Samples.now.addingTimeInterval(600), timeZone: .gmt, locale: Locale(identifier: "en_GB"))
        #expect(later.string(for: DateTextNode(date: date, style: .relative)) == "in 13 min")
        #expect(later.string(for: DateTextNode(date: date, style: .timer)) == "0:13:10")
    }
}
