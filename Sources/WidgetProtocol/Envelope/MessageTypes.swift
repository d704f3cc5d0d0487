/// A request the receiver must answer. The conforming struct *is* the `params` object.
///
/// Adding a message: one file under `Requests/` holding the request and its response, a line
/// in ``MessageRegistry``, and the method's section in `protocol/README.md` with its schema.
public protocol RequestType: Codable, Hashable, Sendable {
    associatedtype Response: Codable, Hashable, Sendable
    /// The JSON-RPC `method` name.
    static var method: String { get }
}

/// A one-way message. The conforming struct *is* the `params` object.
public protocol NotificationType: Codable, Hashable, Sendable {
    /// The JSON-RPC `method` name.
    static var method: String { get }
}

/// The `params` of a request or notification that takes none. Encodes as `{}`; decodes from
/// `{}` or an absent `params`.
public struct EmptyParams: Codable, Hashable, Sendable {
    public init() {}
}
