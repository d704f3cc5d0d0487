/// The request methods the server implements; any other gets 501 from the parser.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"

    /// True for methods that change state, which must come from the page's own origin.
    public var isStateChanging: Bool { self == .post }
}

/// The protocol versions the server speaks; any other `HTTP/x.y` gets 505.
public enum HTTPVersion: String, Sendable, Hashable {
    case http1_0 = "HTTP/1.0"
    case http1_1 = "HTTP/1.1"
}
