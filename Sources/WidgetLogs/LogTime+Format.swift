extension LogTime {
    /// `micros` (since the epoch) as local time at `offsetSeconds` east of UTC, to the
    /// millisecond, in the form `--since` and `--until` read back:
    /// `2026-11-03T09:25:00.123+01:00`, or `2026-11-03T08:25:00.123Z` at offset 0.
    public static func format(micros: Int64, offsetSeconds: Int) -> String {
        let local = micros + Int64(offsetSeconds) * 1_000_000
        let millis = local >= 0 ? local / 1000 : (local - 999) / 1000
        let seconds = millis >= 0 ? millis / 1000 : (millis - 999) / 1000
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilFromDays(days)
        var text = digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2)
        text += "T" + digits(secondOfDay / 3600, 2) + ":" + digits(secondOfDay % 3600 / 60, 2) + ":" + digits(secondOfDay % 60, 2)
        text += "." + digits(millis - seconds * 1000, 3)
        guard offsetSeconds != 0 else { return text + "Z" }
        let minutes = abs(offsetSeconds) / 60
        return text + (offsetSeconds < 0 ? "-" : "+") + digits(Int64(minutes / 60), 2) + ":" + digits(Int64(minutes % 60), 2)
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's
    /// civil_from_days, the inverse of ``daysFromCivil(year:month:day:)``).
    static func civilFromDays(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func digits(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
