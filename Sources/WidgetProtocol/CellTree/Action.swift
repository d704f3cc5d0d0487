import WidgetJSON

/// What happens when the user activates a node (`tap` modifier, `button`, `toggle`, `list.more`).
///
/// Wire form: `{"type": "invoke", "id": "...", "payload": ...}`, `{"type": "openURL", "url": "..."}`
/// or `{"type": "present"}`.
public enum Action: Codable, Hashable, Sendable {
    /// The host sends the widget an `action` request with this id and payload
    /// (payload ≤ 2048 bytes serialized).
    case invoke(id: String, payload: JSONValue? = nil)
    /// The host opens an `http`/`https` URL.
    case openURL(String)
    /// The host calls `viewController` and presents the result.
    case present

    private enum CodingKeys: String, CodingKey {
        case type, id, payload, url
    }

    /// Decodes by `type`; an unknown type is a decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "invoke":
            self = .invoke(
                id: try container.decode(String.self, forKey: .id),
                payload: try container.decodeIfPresent(JSONValue.self, forKey: .payload))
        case "openURL":
            self = .openURL(try container.decode(String.self, forKey: .url))
        case "present":
            self = .present
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown action type \"\(type)\" (expected invoke, openURL or present)")
        }
    }

    /// Encodes with its `type`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .invoke(let id, let payload):
            try container.encode("invoke", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encodeIfPresent(payload, forKey: .payload)
        case .openURL(let url):
            try container.encode("openURL", forKey: .type)
            try container.encode(url, forKey: .url)
        case .present:
            try container.encode("present", forKey: .type)
        }
    }
}
