import Foundation
import Testing
import WidgetProtocol
import WidgetProtocolFoundation

/// `Timestamp` as a Foundation `Date`, both ways (WidgetProtocolFoundation).
@Suite struct TimestampDateTests {
    @Test func dateIsTheInstantWhateverTheOffset() throws {
        let stamp = try #require(Timestamp("2026-11-03T11:20:00-05:00"))
        #expect(stamp.date == Date(timeIntervalSince1970: 1_793_722_800))  // 2026-11-03T16:20:00Z
        #expect(try #require(Timestamp("2026-11-03T16:20:00Z")).date == stamp.date)
        #expect(try #require(Timestamp("2026-11-03T16:20:00.250Z")).date.timeIntervalSince(stamp.date) == 0.25)
    }

    @Test func aDateBecomesUTCTextInWholeSeconds() {
        let stamp = Timestamp(Date(timeIntervalSince1970: 1_793_722_800.75))
        #expect(stamp.rawValue == "2026-11-03T16:20:00Z")
        #expect(stamp.utcOffsetSeconds == 0)
    }
}
