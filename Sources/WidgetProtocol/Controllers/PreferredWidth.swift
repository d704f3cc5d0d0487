/// The width a controller would like, per size class. Used by `popup`; ignored by `push`/`modal`.
public struct PreferredWidth: Codable, Hashable, Sendable {
    /// One width: points or a size token.
    public enum Value: Codable, Hashable, Sendable {
        /// A width in points.
        case points(Double)
        /// The host's small sheet width.
        case small
        /// The host's medium sheet width.
        case medium
        /// The host's large sheet width.
        case large

        /// Decodes a number or `"small"`/`"medium"`/`"large"`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let points = try? container.decode(Double.self) {
                self = .points(points)
                return
            }
            switch try container.decode(String.self) {
            case "small": self = .small
            case "medium": self = .medium
            case "large": self = .large
            case let other:
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected points or small/medium/large, got \"\(other)\"")
            }
        }

        /// Encodes a number or a token string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .points(let points): try container.encode(points)
            case .small: try container.encode("small")
            case .medium: try container.encode("medium")
            case .large: try container.encode("large")
            }
        }
    }

    /// Width in the compact size class (phones).
    public var compact: Value?
    /// Width in the regular size class (tablets, desktop).
    public var regular: Value?

    /// Creates a preferred width.
    public init(compact: Value? = nil, regular: Value? = nil) {
        self.compact = compact
        self.regular = regular
    }
}
