/// The `result` of a request that returns nothing: `{}` on the wire. Unknown members are ignored.
public struct EmptyResult: Codable, Hashable, Sendable {
    /// Creates the empty result.
    public init() {}
}
