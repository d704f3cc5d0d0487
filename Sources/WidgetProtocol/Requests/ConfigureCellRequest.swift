/// `configureCell` (host → widget, deadline 2 s): the card's content at a width.
public struct ConfigureCellRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "configureCell"
    /// The reply.
    public typealias Response = ConfigureCellResponse

    /// The card width in points, 320…400 (the same as the preceding `cellHeight`).
    public var width: Double

    /// Creates the request.
    public init(width: Double) {
        self.width = width
    }
}

/// The reply to `configureCell`: the cell tree, optionally with future versions.
public struct ConfigureCellResponse: Codable, Hashable, Sendable {
    /// The cell to show now.
    public var cell: Cell
    /// Cells to swap in later without a message, and when to ask again.
    public var timeline: Timeline?

    /// Creates the response.
    public init(cell: Cell, timeline: Timeline? = nil) {
        self.cell = cell
        self.timeline = timeline
    }
}
