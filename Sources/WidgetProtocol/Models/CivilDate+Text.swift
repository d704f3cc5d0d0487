extension CivilDate {
    /// The UTC day and time of the instant `seconds` after 1970-01-01T00:00:00, zero-padded:
    /// `2026-11-03T08:25:00`, or `20261103T082500` without separators. The host's time formats
    /// (the flight recorder's times, the log folders' names, the log's `--since` times) add
    /// their fraction and zone to it.
    public static func utcText(secondsSince1970 seconds: Int, separators: Bool = true) -> String {
        let (date, secondOfDay) = containing(secondsSince1970: seconds)
        let day = separators ? "-" : "", time = separators ? ":" : ""
        return digits(date.year, 4) + day + digits(date.month, 2) + day + digits(date.day, 2) + "T" + digits(secondOfDay / 3600, 2)
            + time + digits(secondOfDay % 3600 / 60, 2) + time + digits(secondOfDay % 60, 2)
    }

    /// `value` in decimal, zero-padded on the left to `width` digits.
    public static func digits(_ value: some BinaryInteger, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
