import Foundation
import Glibc
import Synchronization

/// A raw HTTP/1.1 client socket for tests: it sends exactly the bytes it is given (malformed on
/// purpose, or a byte at a time) and reads responses and event-stream events back.
///
/// Every blocking call (connect, read) runs on a thread of its own, never on the cooperative
/// pool, and reads give up after ``readTimeout`` (a guard against a hang, not a measurement).
public final class HTTPTestClient: Sendable {
    /// How long one read may block before the client reports a timeout.
    public static let readTimeout = 60

    private let fd: Int32
    /// Bytes read but not consumed yet.
    private let buffer = Mutex<[UInt8]>([])

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private init(fd: Int32) {
        self.fd = fd
    }

    deinit {
        Glibc.close(fd)
    }

    /// Connects to `127.0.0.1:port` (or `address`).
    public static func connect(port: UInt16, address: String = "127.0.0.1") async throws -> HTTPTestClient {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var timeout = timeval(tv_sec: readTimeout, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        inet_pton(AF_INET, address, &socketAddress.sin_addr)
        let target = socketAddress
        let status = await onThread {
            withUnsafePointer(to: target) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            } == 0 ? 0 : errno
        }
        guard status == 0 else {
            Glibc.close(fd)
            throw Failure(description: "connect to \(address):\(port): \(String(cString: strerror(status)))")
        }
        return HTTPTestClient(fd: fd)
    }

    /// Connects, sends `request` and reads one response: the usual one-shot exchange.
    public static func exchange(port: UInt16, _ request: String) async throws -> HTTPTestResponse? {
        let client = try await connect(port: port)
        try await client.send(request)
        return try await client.readResponse()
    }

    /// Sends `bytes` whole (on a thread: a server that does not read could block the write).
    public func send(_ bytes: [UInt8]) async throws {
        let failure = await Self.onThread { [self] () -> Int32 in
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { Glibc.send(self.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                sent += n
            }
            return 0
        }
        if failure != 0 { throw Failure(description: "send: \(String(cString: strerror(failure)))") }
    }

    public func send(_ text: String) async throws {
        try await send(Array(text.utf8))
    }

    /// Shuts the client's sending side (the server reads end-of-file).
    public func shutdownSending() {
        _ = shutdown(fd, Int32(SHUT_WR))
    }

    /// The next response, or nil when the server closed the connection cleanly before sending
    /// one. The body is read by `Content-Length`, or to the close when there is none.
    /// - Throws: when the connection is reset, a read times out, or the bytes are not a response.
    public func readResponse() async throws -> HTTPTestResponse? {
        guard var response = try await readHead() else { return nil }
        if let length = response.header("Content-Length").flatMap({ Int($0) }) {
            response.body = try await read(exactly: length)
        } else if response.status != 204, response.status != 304, response.status >= 200 {
            response.body = try await readToEnd()
        }
        return response
    }

    /// The status line and header fields of the next response (the body left unread: for an
    /// event stream), or nil on a clean close before any byte.
    public func readHead() async throws -> HTTPTestResponse? {
        guard let head = try await read(through: Array("\r\n\r\n".utf8)) else { return nil }
        let lines = String(decoding: head.dropLast(4), as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard statusParts.count >= 2, statusParts[0] == "HTTP/1.1", let status = Int(statusParts[1]) else {
            throw Failure(description: "not an HTTP/1.1 status line: \(lines[0].prefix(200))")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { throw Failure(description: "a header line without a colon: \(line)") }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return HTTPTestResponse(status: status, headers: headers, body: [])
    }

    /// The next event of an event stream (its fields; comments such as heartbeats are kept
    /// under the name ""), or nil when the stream ends.
    public func readEvent() async throws -> [String: String]? {
        while true {
            guard let block = try await read(through: Array("\n\n".utf8)) else { return nil }
            var fields: [String: String] = [:]
            for line in String(decoding: block, as: UTF8.self).split(separator: "\n") {
                let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let value = parts.count > 1 ? String(parts[1].drop { $0 == " " }) : ""
                let name = String(parts[0])
                fields[name] = fields[name].map { $0 + "\n" + value } ?? value
            }
            if !fields.isEmpty { return fields }
        }
    }

    /// Everything until the server closes (or resets) the connection.
    public func readToEnd() async throws -> [UInt8] {
        while try await fill() {}
        return buffer.withLock { bytes in
            defer { bytes = [] }
            return bytes
        }
    }

    /// Whether the server closed the connection (end-of-file or a reset) rather than sending
    /// more; bytes that do arrive are discarded.
    public func waitForClose() async -> Bool {
        while true {
            do {
                guard try await fill() else { return true }
                buffer.withLock { $0 = [] }
            } catch let failure as Failure {
                return failure.description.contains("reset")
            } catch {
                return false
            }
        }
    }

    // MARK: - Reading

    private func read(exactly count: Int) async throws -> [UInt8] {
        while buffer.withLock({ $0.count }) < count {
            guard try await fill() else { throw Failure(description: "the connection closed before the body's \(count) bytes") }
        }
        return buffer.withLock { bytes in
            defer { bytes.removeFirst(count) }
            return Array(bytes.prefix(count))
        }
    }

    /// The bytes up to and including `terminator`; nil on a close with nothing buffered.
    private func read(through terminator: [UInt8]) async throws -> [UInt8]? {
        while true {
            let found = buffer.withLock { bytes -> [UInt8]? in
                guard let range = Self.firstRange(of: terminator, in: bytes) else { return nil }
                defer { bytes.removeFirst(range.upperBound) }
                return Array(bytes[..<range.upperBound])
            }
            if let found { return found }
            guard try await fill() else {
                let rest = buffer.withLock { $0 }
                guard rest.isEmpty else {
                    throw Failure(
                        description: "the connection closed inside a message: \(String(decoding: rest.prefix(200), as: UTF8.self))")
                }
                return nil
            }
        }
    }

    /// Reads once; false at end-of-file.
    private func fill() async throws -> Bool {
        // The thread holds `self`, so the descriptor stays open while it reads.
        let (count, error, chunk) = await Self.onThread { [self] () -> (Int, Int32, [UInt8]) in
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let n = recv(self.fd, &chunk, chunk.count, 0)
                if n < 0, errno == EINTR { continue }
                return (n, n < 0 ? errno : 0, n > 0 ? Array(chunk[..<n]) : [])
            }
        }
        if count < 0 {
            if error == EAGAIN || error == EWOULDBLOCK { throw Failure(description: "no reply within \(Self.readTimeout) s") }
            throw Failure(description: error == ECONNRESET ? "connection reset" : "recv: \(String(cString: strerror(error)))")
        }
        guard count > 0 else { return false }
        buffer.withLock { $0 += chunk }
        return true
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return start..<start + needle.count }
        }
        return nil
    }

    private static func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: body()) }
        }
    }
}

/// A response as ``HTTPTestClient`` read it.
public struct HTTPTestResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    /// The first value of header `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    public var text: String { String(decoding: body, as: UTF8.self) }
}
