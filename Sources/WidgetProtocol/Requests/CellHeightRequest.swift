/// `cellHeight` (host → widget, deadline 1 s): the card's height at a width.
///
/// Height is a function of width: the host calls `configureCell` with the same width next.
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
    /// The height in points: positive and finite.
    public var height: Double

    /// Creates the response.
    public init(height: Double) {
        self.height = height
    }
}
