import Glibc

/// A UNIX datagram socket bound to a path of the test's own, for tests that check whether a
/// widget reached a pathname socket (as it would a root daemon's). The kernel queues a datagram
/// on arrival, so once the widget has said it sent one, ``received()`` answers without waiting.
public final class UnixDatagramReceiver: @unchecked Sendable {
    /// The bound socket; owned, closed (and its path removed) in `deinit`.
    private let fd: Int32
    public let path: String

    /// Binds `path` (which must not exist, and fit `sun_path`); throws `CommandRunner.Failure`
    /// when the system refuses.
    public init(path: String) throws {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw CommandRunner.Failure(description: "the socket path \(path) is longer than sun_path allows")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw CommandRunner.Failure(description: "socket(AF_UNIX, SOCK_DGRAM): errno \(errno)") }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0 }
        }
        guard bound else {
            let error = errno
            close(fd)
            throw CommandRunner.Failure(description: "bind \(path): errno \(error)")
        }
        self.fd = fd
        self.path = path
    }

    deinit {
        close(fd)
        unlink(path)
    }

    /// How many datagrams arrived and were not yet counted; never blocks.
    public func received() -> Int {
        var count = 0
        var buffer = [UInt8](repeating: 0, count: 64)
        while recv(fd, &buffer, buffer.count, 0) >= 0 { count += 1 }
        return count
    }
}
