import WidgetProtocol

extension LogTime {
    /// `micros` (since the epoch) as local time at `offsetSeconds` east of UTC, to the
    /// millisecond, in the form `--since` and `--until` read back:
    /// `2026-11-03T09:25:00.123+01:00`, or `2026-11-03T08:25:00.123Z` at offset 0.
    public static func format(micros: Int64, offsetSeconds: Int) -> String {
        let local = micros + Int64(offsetSeconds) * 1_000_000
        let millis = local >= 0 ? local / 1000 : (local - 999) / 1000
        let seconds = millis >= 0 ? millis / 1000 : (millis - 999) / 1000
        let text = CivilDate.utcText(secondsSince1970: Int(seconds)) + "." + digits(millis - seconds * 1000, 3)
        guard offsetSeconds != 0 else { return text + "Z" }
        let minutes = abs(offsetSeconds) / 60
        return text + (offsetSeconds < 0 ? "-" : "+") + digits(minutes / 60, 2) + ":" + digits(minutes % 60, 2)
    }

    private static func digits(_ value: some BinaryInteger, _ width: Int) -> String {
        CivilDate.digits(value, width)
    }
}
