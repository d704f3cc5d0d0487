import WidgetJSON

/// `action` (host → widget, deadline 2 s): the user activated an `invoke` action or a header
/// button. An id the widget does not know gets `-32007 unknownAction`.
public struct ActionRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "action"
    /// The reply.
    public typealias Response = ActionResponse

    /// Where the action came from.
    public enum Source: String, Codable, Hashable, Sendable, CaseIterable {
        /// A node of the cell.
        case cell
        /// A node inside a presented controller.
        case controller
        /// A header button of a presented controller.
        case header
    }

    /// The action id (an `invoke` action's `id`, or a header button's `id`).
    public var id: String
    /// The `invoke` action's payload, unchanged.
    public var payload: JSONValue?
    /// Where it came from.
    public var source: Source

    /// Creates the request.
    public init(id: String, payload: JSONValue? = nil, source: Source) {
        self.id = id
        self.payload = payload
        self.source = source
    }
}

/// The reply to `action`: `{}`, or a follow-up for the host.
public struct ActionResponse: Codable, Hashable, Sendable {
    /// Dismiss the presented controller the action came from.
    public var dismiss: Bool?

    /// Creates the response.
    public init(dismiss: Bool? = nil) {
        self.dismiss = dismiss
    }
}
