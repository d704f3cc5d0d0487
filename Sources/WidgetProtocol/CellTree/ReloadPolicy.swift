/// When the host asks for a fresh cell after a timeline (WidgetKit's policies).
///
/// Wire form: `{"policy": "atEnd"}`, `{"policy": "after", "date": "…"}`, `{"policy": "never"}`.
/// A reload means `cellHeight` then `configureCell`, as after `reloadWidget`.
public enum ReloadPolicy: Codable, Hashable, Sendable {
    /// Reload when the last entry becomes current.
    case atEnd
    /// Reload at this instant.
    case after(Timestamp)
    /// Only when the widget sends `reloadWidget`.
    case never

    private enum CodingKeys: String, CodingKey { case policy, date }

    /// Decodes by `policy`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let policy = try container.decode(String.self, forKey: .policy)
        switch policy {
        case "atEnd": self = .atEnd
        case "after": self = .after(try container.decode(Timestamp.self, forKey: .date))
        case "never": self = .never
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .policy, in: container, debugDescription: "unknown reload policy \"\(policy)\" (expected atEnd, after or never)")
        }
    }

    /// Encodes with its `policy`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .atEnd: try container.encode("atEnd", forKey: .policy)
        case .after(let date):
            try container.encode("after", forKey: .policy)
            try container.encode(date, forKey: .date)
        case .never: try container.encode("never", forKey: .policy)
        }
    }
}
