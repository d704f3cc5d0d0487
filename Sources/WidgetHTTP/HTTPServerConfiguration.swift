/// Where an ``HTTPServer`` listens, who it admits and what it bounds.
public struct HTTPServerConfiguration: Sendable {
    /// The address to bind: loopback by default. Another (`0.0.0.0`, a LAN address) exposes
    /// the page beyond this machine, guarded by the token alone: only on explicit request,
    /// and the command line warns (``isLoopbackOnly``).
    public var address = "127.0.0.1"
    /// The port; 0 picks a free one (``HTTPServer/port`` tells which).
    public var port: UInt16 = 0
    /// More names the server may be reached by (`Host`), for a non-loopback address.
    public var hostNames: [String] = []
    /// The run's secret (``AccessToken/random()`` unless an app keeps one across restarts).
    public var token = AccessToken.random()
    public var limits = HTTPLimits()
    public var timeouts = HTTPTimeouts()
    public var contentSecurityPolicy = ContentSecurityPolicy()

    public init() {}

    /// Whether only this machine can connect.
    public var isLoopbackOnly: Bool { AccessPolicy.isLoopback(address) }
}
