import Glibc

/// A TCP listener (or UDP socket) on 127.0.0.1 at a port the kernel picks, for tests that check
/// whether a widget reached the network. The kernel completes a TCP connection into the backlog
/// before anyone accepts it, and queues a datagram on arrival, so once the widget has said it
/// tried, ``received()`` answers without waiting.
public final class LoopbackListener: @unchecked Sendable {
    /// The listening socket; owned, closed in `deinit`.
    private let fd: Int32
    public let port: UInt16
    public let isDatagram: Bool

    /// Opens the socket; throws `CommandRunner.Failure` when the system refuses.
    public init(datagram: Bool = false) throws {
        let fd = socket(AF_INET, Int32(datagram ? SOCK_DGRAM.rawValue : SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw CommandRunner.Failure(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound, datagram || listen(fd, 16) == 0 else {
            close(fd)
            throw CommandRunner.Failure(description: "bind/listen on 127.0.0.1: errno \(errno)")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        self.fd = fd
        self.port = UInt16(bigEndian: address.sin_port)
        self.isDatagram = datagram
    }

    deinit {
        close(fd)
    }

    /// How many connections (or datagrams) arrived and were not yet counted; never blocks.
    public func received() -> Int {
        var count = 0
        while true {
            if isDatagram {
                var byte: UInt8 = 0
                guard recv(fd, &byte, 1, 0) >= 0 else { return count }
            } else {
                let connection = accept(fd, nil, nil)
                guard connection >= 0 else { return count }
                close(connection)
            }
            count += 1
        }
    }
}
