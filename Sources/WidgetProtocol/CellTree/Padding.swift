/// Padding around a node: one token for all edges, or per edge.
///
/// Wire form: `"m"`, or `{"top": "s", "leading": "m", "bottom": "s", "trailing": "m"}` where
/// absent edges get no padding.
public enum Padding: Codable, Hashable, Sendable {
    /// The same spacing on all four edges.
    case all(Spacing)
    /// Separate spacing per edge.
    case edges(EdgeInsets)

    /// Decodes a token string or an edges object.
    public init(from decoder: any Decoder) throws {
        if let token = try? decoder.singleValueContainer().decode(Spacing.self) {
            self = .all(token)
        } else {
            self = .edges(try EdgeInsets(from: decoder))
        }
    }

    /// Encodes as a token string or an edges object.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .all(let token):
            var container = encoder.singleValueContainer()
            try container.encode(token)
        case .edges(let insets):
            try insets.encode(to: encoder)
        }
    }
}

/// Per-edge spacing tokens.
public struct EdgeInsets: Codable, Hashable, Sendable {
    /// Top edge.
    public var top: Spacing?
    /// Leading edge.
    public var leading: Spacing?
    /// Bottom edge.
    public var bottom: Spacing?
    /// Trailing edge.
    public var trailing: Spacing?

    /// Creates insets; absent edges mean no padding.
    public init(top: Spacing? = nil, leading: Spacing? = nil, bottom: Spacing? = nil, trailing: Spacing? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
