/// Where an image comes from. Wire form: an object with exactly one of `symbol`, `asset`,
/// `url` or `data`, e.g. `{"symbol": "airplane.departure"}`.
public enum ImageSource: Codable, Hashable, Sendable {
    /// A system symbol name (SF Symbols names; hosts map them to their own icon sets).
    case symbol(String)
    /// An asset the host ships, by id (e.g. an airline logo "airline/BA").
    case asset(String)
    /// An `http` or `https` URL the host downloads.
    case url(String)
    /// Inline base64 PNG or JPEG, at most 256 KiB decoded.
    case data(String)

    private enum CodingKeys: String, CodingKey {
        case symbol, asset, url, data
    }

    /// Decodes the one-key object; zero or several of the keys is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let present = [CodingKeys.symbol, .asset, .url, .data].filter(container.contains)
        guard present.count == 1, let key = present.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "an image source needs exactly one of symbol, asset, url, data"))
        }
        let value = try container.decode(String.self, forKey: key)
        switch key {
        case .symbol: self = .symbol(value)
        case .asset: self = .asset(value)
        case .url: self = .url(value)
        case .data: self = .data(value)
        }
    }

    /// Encodes the one-key object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .symbol(let v): try container.encode(v, forKey: .symbol)
        case .asset(let v): try container.encode(v, forKey: .asset)
        case .url(let v): try container.encode(v, forKey: .url)
        case .data(let v): try container.encode(v, forKey: .data)
        }
    }
}
