import Foundation
import Testing
import WidgetLogs

/// Times with their date and zone.
@Suite struct LogTimeFormatTests {
    @Test(arguments: [
        ("2026-11-03T08:25:00.123456Z", 0, "2026-11-03T08:25:00.123Z"),
        ("2026-11-03T08:25:00.123456Z", 3600, "2026-11-03T09:25:00.123+01:00"),
        ("2026-11-03T23:59:59.999Z", 19_800, "2026-11-04T05:29:59.999+05:30"),
        ("2026-03-01T00:10:00Z", -5 * 3600, "2026-02-28T19:10:00.000-05:00"),
        ("1969-12-31T23:59:59.500Z", 0, "1969-12-31T23:59:59.500Z"),
    ])
    func formatsDateTimeAndOffset(time: String, offset: Int, expected: String) throws {
        let micros = try #require(LogTime.parse(time))
        #expect(LogTime.format(micros: micros, offsetSeconds: offset) == expected)
        // And --since reads it back (to the millisecond).
        #expect(LogTime.parse(expected) == micros / 1000 * 1000)
    }

    @Test func theFormatterShowsTheZonesOffsetAtEachRecordsTime() throws {
        let paired = try LogFixture.paired()
        let first = try #require(paired.first)
        let kolkata = LogLineFormatter(timeZone: try #require(TimeZone(identifier: "Asia/Kolkata"))).format(first)
        #expect(kolkata.hasPrefix("2026-11-03T13:55:00.000+05:30 "), "\(kolkata)")
        let london = try #require(TimeZone(identifier: "Europe/London"))
        // Summer time in London: +01:00 in July, +00:00 (Z) in November.
        #expect(
            LogLineFormatter(timeZone: london).time(try #require(LogTime.parse("2026-07-01T12:00:00Z"))) == "2026-07-01T13:00:00.000+01:00")
        #expect(LogLineFormatter(timeZone: london).time(try #require(LogTime.parse("2026-11-01T12:00:00Z"))) == "2026-11-01T12:00:00.000Z")
    }
}
