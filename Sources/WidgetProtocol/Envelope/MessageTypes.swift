import WidgetJSON

/// A request the receiver must answer. The conforming struct *is* the `params` object.
///
/// Adding a message: one file under `Requests/` holding the request and its response, a line
/// in ``MessageRegistry``, and the method's section in `protocol/README.md` with its schema.
///
/// The codec requirements have `Codable` defaults; the protocol's own messages implement them
/// with their generated wire codecs (``WireCodable``), which the RPC layer and the SDK then
/// use with no `Codable` on the way.
public protocol RequestType: Codable, Hashable, Sendable {
    associatedtype Response: Codable, Hashable, Sendable
    /// The JSON-RPC `method` name.
    static var method: String { get }

    /// Reads params; absent params read as `{}`.
    /// - Throws: ``JSONDecodingError`` when they do not fit (or what a `Codable` conformance throws).
    static func decodeParams(_ params: JSONFragment?) throws -> Self
    /// Appends these params' JSON to `writer`.
    func encodeParams(to writer: inout JSONWriter) throws
    /// Reads a result; with `limits`, a cell tree over them stops decoding at the breach.
    static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> Response
    /// Appends a result's JSON to `writer`.
    static func encodeResult(_ result: Response, to writer: inout JSONWriter) throws
}

extension RequestType {
    public static func decodeParams(_ params: JSONFragment?) throws -> Self {
        try (params ?? .emptyObject).decode(Self.self)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        writer.raw(try JSONCodec.encode(self))
    }

    public static func decodeResult(_ result: JSONFragment, limits: Limits?) throws -> Response {
        try result.decode(Response.self, userInfo: limits.map(CellTreeBudget.userInfo) ?? [:])
    }

    public static func encodeResult(_ result: Response, to writer: inout JSONWriter) throws {
        writer.raw(try JSONCodec.encode(result))
    }
}

/// A one-way message. The conforming struct *is* the `params` object.
///
/// As for ``RequestType``, the codec requirements default to `Codable` and are generated for the
/// protocol's own notifications.
public protocol NotificationType: Codable, Hashable, Sendable {
    /// The JSON-RPC `method` name.
    static var method: String { get }

    /// Reads params; absent params read as `{}`.
    static func decodeParams(_ params: JSONFragment?) throws -> Self
    /// Appends these params' JSON to `writer`.
    func encodeParams(to writer: inout JSONWriter) throws
}

extension NotificationType {
    public static func decodeParams(_ params: JSONFragment?) throws -> Self {
        try (params ?? .emptyObject).decode(Self.self)
    }

    public func encodeParams(to writer: inout JSONWriter) throws {
        writer.raw(try JSONCodec.encode(self))
    }
}

/// The `params` of a request or notification that takes none. Encodes as `{}`; decodes from
/// `{}` or an absent `params`.
public struct EmptyParams: Codable, Hashable, Sendable {
    public init() {}
}
