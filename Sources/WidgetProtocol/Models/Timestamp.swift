/// An instant on the wire: ISO 8601 text with a UTC offset, kept exactly as written.
///
/// The text is kept (not converted to an instant) so a widget sees the local time and offset of
/// the airport the data came from, and so re-encoding gives back the same string. Accepted form:
/// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; the offset is required.
///
/// No Foundation here (the widget side links none): the instant is ``secondsSince1970``, the
/// number Foundation's `Date(timeIntervalSince1970:)` takes; host modules get `date` from
/// `WidgetProtocolFoundation`.
public struct Timestamp: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The ISO 8601 text, exactly as received or created.
    public let rawValue: String
    /// The instant, in seconds since 1970-01-01T00:00:00Z; compare instants with this, not `==`.
    public let secondsSince1970: Double
    /// The UTC offset written in the text, in seconds east of UTC.
    public let utcOffsetSeconds: Int

    /// Wraps ISO 8601 text; `nil` when it is not `YYYY-MM-DDTHH:MM:SS[.f](Z|±HH:MM)`.
    public init?(_ text: String) {
        guard let (seconds, offset) = Self.parse(text) else { return nil }
        self.rawValue = text
        self.secondsSince1970 = seconds
        self.utcOffsetSeconds = offset
    }

    /// Decodes from a JSON string; a string in another format is a decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Timestamp(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected an ISO 8601 date-time with a UTC offset, e.g. 2026-11-03T08:15:00+01:00, got \"\(text)\"")
        }
        self = value
    }

    /// Encodes as the original text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Equality is on the text: the same instant written with another offset is a different value.
    public static func == (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the text, matching `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The ISO 8601 text.
    public var description: String { rawValue }

    private static func parse(_ text: String) -> (Double, Int)? {
        var text = text
        return text.withUTF8 { parse(utf8: $0) }
    }

    /// Byte by byte, with no copy: every timestamp of every cell tree comes through here.
    private static func parse(utf8 b: UnsafeBufferPointer<UInt8>) -> (Double, Int)? {
        func digits(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= b.count else { return nil }
            var value = 0
            for i in start..<start + count {
                let c = b[i]
                guard c >= 0x30, c <= 0x39 else { return nil }
                value = value * 10 + Int(c - 0x30)
            }
            return value
        }
        func at(_ i: Int, _ c: Unicode.Scalar) -> Bool { i < b.count && b[i] == UInt8(ascii: c) }
        guard let year = digits(0, 4), at(4, "-"), let month = digits(5, 2), at(7, "-"),
            let day = digits(8, 2), at(10, "T"), let hour = digits(11, 2), at(13, ":"),
            let minute = digits(14, 2), at(16, ":"), let second = digits(17, 2)
        else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
            hour <= 23, minute <= 59, second <= 60
        else { return nil }
        var i = 19
        var fraction = 0.0
        if at(i, ".") {
            i += 1
            var scale = 0.1
            let start = i
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                fraction += Double(b[i] - 0x30) * scale
                scale /= 10
                i += 1
            }
            guard i > start else { return nil }
        }
        let offset: Int
        if at(i, "Z") {
            offset = 0
            i += 1
        } else if at(i, "+") || at(i, "-") {
            let sign = at(i, "-") ? -1 : 1
            guard let oh = digits(i + 1, 2), at(i + 3, ":"), let om = digits(i + 4, 2), oh <= 23, om <= 59 else {
                return nil
            }
            offset = sign * (oh * 3600 + om * 60)
            i += 6
        } else {
            return nil
        }
        guard i == b.count else { return nil }
        let days = CivilDate(year: year, month: month, day: day).daysSince1970
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return (seconds, offset)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The instant `secondsSince1970` as UTC text, `2026-11-03T08:25:00Z` (whole seconds,
    /// rounded down).
    public init(secondsSince1970: Double) {
        self = Timestamp(CivilDate.utcText(secondsSince1970: Int(secondsSince1970.rounded(.down))) + "Z")!
    }
}
