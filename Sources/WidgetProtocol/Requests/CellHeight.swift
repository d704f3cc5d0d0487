/// A `cellHeight` answer: points, or `"fit"` (protocol 1.2 and later), which asks the host to
/// size the card to its content at the width it asked about.
///
/// A literal is points: `return 148` in a `cellHeight` that returns a `CellHeight`.
public enum CellHeight: Codable, Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A height in points: positive and finite (the host checks it).
    case points(Double)
    /// As tall as the content at this width, as the host lays it out (the wire string `"fit"`).
    /// Only in a session whose protocol version is 1.2 or later
    /// (``ProtocolVersion/allowsFitHeight(_:)``).
    case fit

    /// Points, from an integer literal.
    public init(integerLiteral value: Int) {
        self = .points(Double(value))
    }

    /// Points, from a float literal.
    public init(floatLiteral value: Double) {
        self = .points(value)
    }

    /// The points, or `nil` for ``fit``.
    public var points: Double? {
        if case .points(let value) = self { return value }
        return nil
    }

    /// Decodes a number or the string `"fit"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Double.self) {
            self = .points(value)
        } else if let text = try? container.decode(String.self), text == "fit" {
            self = .fit
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number of points or \"fit\"")
        }
    }

    /// Encodes a number or `"fit"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .points(let value): try container.encode(value)
        case .fit: try container.encode("fit")
        }
    }
}
