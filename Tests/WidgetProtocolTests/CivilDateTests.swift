import Testing
import WidgetProtocol

/// The one calendar arithmetic: days since 1970 to a date and back, across leap days, century
/// rules and 1970 itself.
@Suite struct CivilDateTests {
    @Test(arguments: [
        (0, CivilDate(year: 1970, month: 1, day: 1)),
        (-1, CivilDate(year: 1969, month: 12, day: 31)),
        (59, CivilDate(year: 1970, month: 3, day: 1)),
        (11_016, CivilDate(year: 2000, month: 2, day: 29)),
        (-25_508, CivilDate(year: 1900, month: 3, day: 1)),
        (20_760, CivilDate(year: 2026, month: 11, day: 3)),
        (47_541, CivilDate(year: 2100, month: 3, day: 1)),
    ])
    func knownDays(days: Int, date: CivilDate) {
        #expect(CivilDate(daysSince1970: days) == date)
        #expect(date.daysSince1970 == days)
    }

    @Test func everyDayOfFourCenturiesRoundTripsAndFollowsTheDayBefore() {
        var previous = CivilDate(daysSince1970: -73_049)
        for days in -73_048...73_048 {
            let date = CivilDate(daysSince1970: days)
            if date.daysSince1970 != days { Issue.record("\(days) days is \(date), which is \(date.daysSince1970) days") }
            let next = previous.day + 1 == date.day && previous.month == date.month && previous.year == date.year
            let newMonth = date.day == 1 && (previous.month % 12 + 1 == date.month)
            if !(next || newMonth) { Issue.record("\(previous) is followed by \(date)") }
            previous = date
        }
    }

    @Test func anInstantBefore1970FallsOnItsOwnDay() {
        let before = CivilDate.containing(secondsSince1970: -1)
        #expect(before.date == CivilDate(year: 1969, month: 12, day: 31) && before.secondOfDay == 86_399)
        let second = CivilDate.containing(secondsSince1970: 86_400)
        #expect(second.date == CivilDate(year: 1970, month: 1, day: 2) && second.secondOfDay == 0)
    }

    @Test func utcTextIsZeroPaddedWithOrWithoutSeparators() {
        // 2026-11-03T08:25:07Z, and one second before 1970.
        #expect(CivilDate.utcText(secondsSince1970: 1_793_694_307) == "2026-11-03T08:25:07")
        #expect(CivilDate.utcText(secondsSince1970: 1_793_694_307, separators: false) == "20261103T082507")
        #expect(CivilDate.utcText(secondsSince1970: -1) == "1969-12-31T23:59:59")
        #expect(CivilDate.digits(7, 3) == "007" && CivilDate.digits(1234, 2) == "1234")
    }
}
