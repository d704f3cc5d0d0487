import WidgetRPC

/// Durations and counts written for people in records, statuses and reasons:
/// `0.57 s`, `12 ms`, `2 min 5 s`; `1 restart`, `3 restarts`.
public enum ReadableText {
    /// `duration` rounded to what a person can use: milliseconds below 0.1 s, seconds with two
    /// decimals below 10 s (trailing zeros dropped), whole seconds below 2 minutes, then minutes
    /// and seconds.
    public static func duration(_ duration: Duration) -> String {
        let seconds = duration.inSeconds
        if seconds < 0 { return "-" + self.duration(.zero - duration) }
        if seconds < 0.1 { return "\(Int((seconds * 1000).rounded())) ms" }
        if seconds < 10 {
            var text = String(Int((seconds * 100).rounded()))
            while text.count < 3 { text = "0" + text }
            var fraction = String(text.suffix(2))
            while fraction.hasSuffix("0") { fraction.removeLast() }
            let whole = String(text.dropLast(2))
            return (fraction.isEmpty ? whole : whole + "." + fraction) + " s"
        }
        let whole = Int(seconds.rounded())
        if whole < 120 { return "\(whole) s" }
        let (minutes, rest) = whole.quotientAndRemainder(dividingBy: 60)
        return rest == 0 ? "\(minutes) min" : "\(minutes) min \(rest) s"
    }

    /// `1 restart`, `0 restarts`, `2 restarts`.
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
