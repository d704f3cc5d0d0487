import WidgetProtocol

/// Record times as microseconds since the Unix epoch (UTC), parsed and printed without
/// Foundation's date formatters: the log's format is fixed (`2026-11-03T08:25:00.123456Z`).
public enum LogTime {
    /// Parses an ISO 8601 UTC time: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, or a date alone
    /// (`YYYY-MM-DD`, midnight UTC). Returns microseconds since the epoch, nil if malformed.
    public static func parse(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int64? {
            guard range.upperBound <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[range] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int64(byte - 0x30)
            }
            return value
        }
        guard bytes.count >= 10, bytes[4] == 0x2D, bytes[7] == 0x2D,
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let days = Int64(CivilDate(year: Int(year), month: Int(month), day: Int(day)).daysSince1970)
        if bytes.count == 10 { return days * 86_400_000_000 }
        guard bytes.count >= 19, bytes[10] == 0x54 || bytes[10] == 0x20, bytes[13] == 0x3A, bytes[16] == 0x3A,
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var micros: Int64 = 0
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            var scale: Int64 = 100_000
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                micros += Int64(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offsetSeconds: Int64 = 0
        if index == bytes.count - 1, bytes[index] == 0x5A {
            offsetSeconds = 0
        } else if index + 6 == bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D, bytes[index + 3] == 0x3A,
            let hours = number((index + 1)..<(index + 3)), let minutes = number((index + 4)..<(index + 6))
        {
            offsetSeconds = (hours * 3600 + minutes * 60) * (bytes[index] == 0x2B ? 1 : -1)
        } else {
            return nil
        }
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return seconds * 1_000_000 + micros
    }

    /// Parses `--since`: an ISO 8601 time (see ``parse(_:)``) or a duration before `now` such as
    /// `90s`, `10m`, `2h`, `1d`. Returns microseconds since the epoch, nil if neither.
    public static func parseSince(_ text: String, nowMicros: Int64) -> Int64? {
        if let absolute = parse(text) { return absolute }
        guard let unit = text.last, let amount = Int64(text.dropLast()), amount >= 0 else { return nil }
        let seconds: Int64
        switch unit {
        case "s": seconds = 1
        case "m": seconds = 60
        case "h": seconds = 3600
        case "d": seconds = 86_400
        default: return nil
        }
        // A duration longer than Int64 microseconds can hold is not a time anyone means.
        let (micros, overflow) = amount.multipliedReportingOverflow(by: seconds * 1_000_000)
        guard !overflow else { return nil }
        return nowMicros - micros
    }
}
