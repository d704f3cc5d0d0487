import Foundation
import Testing
import WidgetProtocol
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
        Case(style: .relative, date: "2026-11-03T08:02:20Z", expected: "now"),
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
        Case(style: .range, date: "2026-11-03T23:10:00+00:00", to: "2026-11-04T07:05:00+00:00", expected: "3 Nov 2026, 23:10 – 4 Nov 2026, 07:05"),
        Case(style: .range, date: "2026-11-03T08:25:00+00:00", expected: "Departs 08:25"),
    ]

    @Test(arguments: cases)
    func formats(_ c: Case) throws {
        let formatter = DateTextFormatter(now: Samples.now, timeZone: TimeZone(identifier: "Europe/London")!, locale: Locale(identifier: c.locale))
        let node = DateTextNode(
            date: try #require(Timestamp(c.date)), style: c.style, to: c.to.flatMap(Timestamp.init), timeZone: c.zone,
            fallbackText: "Departs 08:25")
        #expect(formatter.string(for: node) == c.expected)
    }

    @Test func aLiveCountdownChangesWithNow() throws {
        let date = try #require(Timestamp("2026-11-03T08:25:00+00:00"))
        let later = DateTextFormatter(now: Samples.now.addingTimeInterval(600), timeZone: .gmt, locale: Locale(identifier: "en_GB"))
        #expect(later.string(for: DateTextNode(date: date, style: .relative)) == "in 13 min")
        #expect(later.string(for: DateTextNode(date: date, style: .timer)) == "0:13:10")
    }
}
