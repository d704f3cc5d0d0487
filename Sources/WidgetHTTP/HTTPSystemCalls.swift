// The one place WidgetHTTP touches the C library: sockets, `poll`, a wake-up pipe, a thread.
// WidgetHost targets Linux; this file is where a port would start.
import Glibc

/// Thin, `errno`-returning wrappers so the event loop stays free of C details.
enum HTTPSystemCalls {
    enum IOResult: Equatable {
        case bytes(Int)
        case endOfFile
        case wouldBlock
        case failed(Int32)
    }

    /// A listening TCP socket, non-blocking and close-on-exec, bound to `address` (an IPv4 or
    /// IPv6 literal) and `port` (0: a free one). Returns the socket and the port it got.
    static func listen(address: String, port: UInt16, backlog: Int32) throws(HTTPServerError) -> (socket: Int32, port: UInt16) {
        var storage = sockaddr_storage()
        let family: Int32
        let length: Int
        if address.contains(":") {
            var socketAddress = sockaddr_in6()
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, address, &socketAddress.sin6_addr) == 1 else { throw .invalidAddress(address) }
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: socketAddress, as: sockaddr_in6.self) }
            (family, length) = (AF_INET6, MemoryLayout<sockaddr_in6>.size)
        } else {
            var socketAddress = sockaddr_in()
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = port.bigEndian
            guard inet_pton(AF_INET, address, &socketAddress.sin_addr) == 1 else { throw .invalidAddress(address) }
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: socketAddress, as: sockaddr_in.self) }
            (family, length) = (AF_INET, MemoryLayout<sockaddr_in>.size)
        }
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .cannotListen(address: address, port: port, errno: errno, message: describe(errno)) }
        // A restarted server takes its port back at once, past the old connections' TIME_WAIT.
        var one: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(length)) }
        }
        guard bound == 0, Glibc.listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            throw .cannotListen(address: address, port: port, errno: code, message: describe(code))
        }
        var actual = sockaddr_storage()
        var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
        }
        let boundPort = withUnsafeBytes(of: &actual) { raw -> UInt16 in
            family == AF_INET6
                ? UInt16(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port)
                : UInt16(bigEndian: raw.load(as: sockaddr_in.self).sin_port)
        }
        return (fd, boundPort)
    }

    enum AcceptResult {
        case accepted(Int32)
        case wouldBlock
        /// Out of descriptors or memory: stop accepting for a while rather than spin.
        case exhausted(Int32)
        /// The connection died in the backlog, or another transient error: accept the next one.
        case failed(Int32)
    }

    /// Accepts one connection, made non-blocking and close-on-exec (`accept4` is not in
    /// Glibc's Swift module; widgets are spawned with every descriptor above 2 closed, so the
    /// window before `FD_CLOEXEC` leaks nothing). Disables Nagle: event-stream writes are small
    /// and must leave at once.
    static func accept(_ listener: Int32) -> AcceptResult {
        while true {
            let fd = Glibc.accept(listener, nil, nil)
            if fd >= 0 {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                let flags = fcntl(fd, F_GETFL)
                _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
                var one: Int32 = 1
                _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
                return .accepted(fd)
            }
            let code = errno
            switch code {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .exhausted(code)
            default: return .failed(code)
            }
        }
    }

    static func receive(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> IOResult {
        while true {
            let n = recv(fd, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT))
            if n > 0 { return .bytes(n) }
            if n == 0 { return .endOfFile }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { return .wouldBlock }
            return .failed(code)
        }
    }

    /// Sends without blocking and without SIGPIPE (a peer that left yields `EPIPE`).
    static func send(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> IOResult {
        while true {
            let n = Glibc.send(fd, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
            if n >= 0 { return .bytes(n) }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK { return .wouldBlock }
            return .failed(code)
        }
    }

    /// Half-closes: the peer reads end-of-file after the response, and may still send.
    static func shutdownOutput(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_WR))
    }

    static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    /// What `poll` reported for one descriptor.
    struct Readiness {
        var readable: Bool
        var writable: Bool
        /// Hang-up or error: reading tells which (end-of-file or an error number).
        var broken: Bool
    }

    /// Blocks in `poll` on `descriptors` (fd and whether to wait for input and for output)
    /// until one is ready; no timeout: timers wake the loop through its wake-up pipe.
    static func wait(_ descriptors: [(fd: Int32, input: Bool, output: Bool)]) -> [Readiness] {
        var fds = descriptors.map { entry in
            pollfd(fd: entry.fd, events: Int16(entry.input ? POLLIN : 0) | Int16(entry.output ? POLLOUT : 0), revents: 0)
        }
        while poll(&fds, nfds_t(fds.count), -1) < 0 && errno == EINTR {}
        return fds.map { entry in
            Readiness(
                readable: entry.revents & Int16(POLLIN) != 0,
                writable: entry.revents & Int16(POLLOUT) != 0,
                broken: entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0)
        }
    }

    /// A pipe that wakes the loop's `poll`: any thread writes a byte, the loop drains it.
    struct WakePipe: Sendable {
        let readEnd: Int32
        let writeEnd: Int32

        init() throws(HTTPServerError) {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { throw .cannotCreate(what: "a wake-up pipe", errno: errno, message: describe(errno)) }
            for fd in fds {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            }
            (readEnd, writeEnd) = (fds[0], fds[1])
        }

        func signal() {
            var one: UInt8 = 1
            _ = Glibc.write(writeEnd, &one, 1)
        }

        func drain() {
            var sink = [UInt8](repeating: 0, count: 64)
            while Glibc.read(readEnd, &sink, 64) > 0 {}
        }

        func close() {
            HTTPSystemCalls.close(readEnd)
            HTTPSystemCalls.close(writeEnd)
        }
    }

    /// Seconds since 1970 on the wall clock: only for the `Date` header, never for timeouts.
    static func wallClockSeconds() -> Int {
        Int(time(nil))
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Starts a detached POSIX thread running `body` (no Foundation: a plain pthread, as the
    /// RPC transports do).
    static func startThread(name: String, _ body: @escaping @Sendable () -> Void) throws(HTTPServerError) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 1 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let start = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { context in
                Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, start)
        guard status == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(start).release()
            throw .cannotCreate(what: "the \(name) thread", errno: status, message: describe(status))
        }
    }
}

/// What a thread started by ``HTTPSystemCalls/startThread(name:_:)`` runs.
private final class ThreadBody {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
    }
}
