/// A day of the proleptic Gregorian calendar, and its number counted from 1970-01-01: the
/// package's one calendar arithmetic (Howard Hinnant's `days_from_civil` and
/// `civil_from_days`), for ``Timestamp`` and for the host's own time formats (the HTTP `Date`
/// header, the log's times), none of which may lean on Foundation or the C library's locale.
public struct CivilDate: Sendable, Hashable {
    public var year: Int
    /// 1 to 12.
    public var month: Int
    /// 1 to the month's length.
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `days` after 1970-01-01 (before it when negative).
    public init(daysSince1970 days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // March is 0: the leap day ends the year
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The day the instant `seconds` after 1970-01-01T00:00:00 falls on, and the second of
    /// that day it is (an instant before 1970 falls on its own day, not the one after).
    public static func containing(secondsSince1970 seconds: Int) -> (date: CivilDate, secondOfDay: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (CivilDate(daysSince1970: days), seconds - days * 86_400)
    }

    /// How many days after 1970-01-01 this day is (negative before it).
    public var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
