/// A colour: a semantic token the host resolves through its theme, or `#RRGGBB`.
///
/// A struct, not an enum, so a token this build does not know (from a newer protocol version)
/// still round-trips; a renderer draws an unknown token as `primary` and logs it.
public struct ColorToken: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The token name or `#RRGGBB` text.
    public var rawValue: String

    /// Wraps a token name or hex text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a token name or hex text.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes from a JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Main text colour.
    public static let primary = ColorToken(rawValue: "primary")
    /// Less prominent text.
    public static let secondary = ColorToken(rawValue: "secondary")
    /// Least prominent text.
    public static let tertiary = ColorToken(rawValue: "tertiary")
    /// The host's tint colour.
    public static let accent = ColorToken(rawValue: "accent")
    /// Good news: on time, landed.
    public static let good = ColorToken(rawValue: "good")
    /// Attention: delayed, gate change.
    public static let warning = ColorToken(rawValue: "warning")
    /// Bad news: cancelled, missed connection.
    public static let critical = ColorToken(rawValue: "critical")
    /// The cell background.
    public static let background = ColorToken(rawValue: "background")
    /// A raised surface inside a cell.
    public static let secondaryBackground = ColorToken(rawValue: "secondaryBackground")
    /// The background of grouped content.
    public static let groupedBackground = ColorToken(rawValue: "groupedBackground")

    /// The semantic tokens of protocol version 1.0.
    public static let knownTokens: Set<String> = [
        "primary", "secondary", "tertiary", "accent", "good", "warning", "critical", "background",
        "secondaryBackground", "groupedBackground",
    ]

    /// A `#RRGGBB` colour.
    public static func hex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> ColorToken {
        func two(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
        return ColorToken(rawValue: "#" + two(red) + two(green) + two(blue))
    }

    /// Whether this is one of ``knownTokens``.
    public var isKnownToken: Bool { Self.knownTokens.contains(rawValue) }

    /// Whether this is `#RRGGBB` (six hex digits).
    public var isHex: Bool {
        let u = Array(rawValue.utf8)
        return u.count == 7 && u[0] == UInt8(ascii: "#")
            && u.dropFirst().allSatisfy { c in
                (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
            }
    }
}
