/// Size constraints on a node, in points. Any combination may be given.
public struct Frame: Codable, Hashable, Sendable {
    /// Exact width.
    public var width: FrameLength?
    /// Exact height.
    public var height: FrameLength?
    /// Minimum width.
    public var minWidth: FrameLength?
    /// Maximum width; `"infinity"` fills the available width.
    public var maxWidth: FrameLength?
    /// Minimum height.
    public var minHeight: FrameLength?
    /// Maximum height; `"infinity"` fills the available height.
    public var maxHeight: FrameLength?

    /// Creates a frame.
    public init(
        width: FrameLength? = nil, height: FrameLength? = nil, minWidth: FrameLength? = nil,
        maxWidth: FrameLength? = nil, minHeight: FrameLength? = nil, maxHeight: FrameLength? = nil
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }
}

/// A frame length: points (a non-negative number) or `"infinity"`.
public enum FrameLength: Codable, Hashable, Sendable {
    /// A length in points.
    case points(Double)
    /// As much as is available (the wire string `"infinity"`).
    case infinity

    /// Decodes a number or the string `"infinity"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Double.self) {
            self = .points(value)
        } else if let text = try? container.decode(String.self), text == "infinity" {
            self = .infinity
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a number of points or \"infinity\"")
        }
    }

    /// Encodes a number or `"infinity"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .points(let value): try container.encode(value)
        case .infinity: try container.encode("infinity")
        }
    }
}
