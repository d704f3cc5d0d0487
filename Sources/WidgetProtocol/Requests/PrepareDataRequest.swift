/// `prepareData` (host → widget, deadline 10 s, no params): warm caches after `initialize`,
/// before `init`. Sent only to widgets declaring `capabilities.prepareData`.
public struct PrepareDataRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "prepareData"
    /// The reply: `{}`.
    public typealias Response = EmptyResult

    /// Creates the request.
    public init() {}
}
