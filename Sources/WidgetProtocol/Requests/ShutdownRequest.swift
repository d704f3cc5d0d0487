/// `shutdown` (host → widget, deadline 1 s, no params): stop work and flush. The host then
/// closes stdin; the widget exits on EOF within 1 s. Later requests get `-32009 shuttingDown`.
public struct ShutdownRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "shutdown"
    /// The reply: `{}`.
    public typealias Response = EmptyResult

    /// Creates the request.
    public init() {}
}
