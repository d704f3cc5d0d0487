/// `cellHeight` (host → widget, deadline 1 s): the card's height at a width.
///
/// Height is a function of width: the host calls `configureCell` with the same width next. From
/// protocol 1.2 the answer may be `"fit"`: the host sizes the card to its content.
public struct CellHeightRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "cellHeight"
    /// The reply.
    public typealias Response = CellHeightResponse

    /// The card width in points, 320…400.
    public var width: Double

    /// Creates the request.
    public init(width: Double) {
        self.width = width
    }
}

/// The reply to `cellHeight`.
public struct CellHeightResponse: Codable, Hashable, Sendable {
    /// The height in points (positive and finite), or ``CellHeight/fit`` (protocol 1.2).
    public var height: CellHeight

    /// Creates the response.
    public init(height: CellHeight) {
        self.height = height
    }
}
