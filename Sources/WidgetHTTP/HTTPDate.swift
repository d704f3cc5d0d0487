import WidgetProtocol

/// The IMF-fixdate of RFC 9110 (`Sun, 06 Nov 1994 08:49:37 GMT`) for the `Date` header,
/// computed from seconds since 1970 without the C library's locale-dependent `strftime`.
enum HTTPDate {
    static func format(secondsSince1970 seconds: Int) -> String {
        let (date, secondOfDay) = CivilDate.containing(secondsSince1970: seconds)
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday
        let weekday = weekdays[((date.daysSince1970 % 7) + 7) % 7]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return
            "\(weekday), \(two(date.day)) \(months[date.month - 1]) \(date.year) \(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)) GMT"
    }

    private static func two(_ value: Int) -> String { CivilDate.digits(value, 2) }
}
