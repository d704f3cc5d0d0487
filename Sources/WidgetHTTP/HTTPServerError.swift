/// Why an ``HTTPServer`` could not start.
public enum HTTPServerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configured address is not an IPv4 or IPv6 literal.
    case invalidAddress(String)
    /// The socket could not be made, bound or put to listen (the port is taken, the address is
    /// not this machine's, or the process is out of descriptors).
    case cannotListen(address: String, port: UInt16, errno: Int32, message: String)
    /// A pipe or thread of the server's own could not be made.
    case cannotCreate(what: String, errno: Int32, message: String)

    public var description: String {
        switch self {
        case .invalidAddress(let address):
            "Cannot serve on \"\(address)\": not an IP address. Give a literal such as 127.0.0.1 or ::1."
        case .cannotListen(let address, let port, _, let message):
            "Cannot listen on \(address):\(port): \(message). Choose another port (0 picks a free one) or address."
        case .cannotCreate(let what, _, let message):
            "Cannot create \(what) for the HTTP server: \(message). The process may be out of descriptors or threads."
        }
    }
}
