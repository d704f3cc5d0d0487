// The one place WidgetRPC touches the C library.
// WidgetHost targets Linux; this file is where a port would start.
import Glibc

/// `memchr` for `\n`: the fastest way to find line ends in a chunk.
@inline(__always)
func memchrNewline(_ start: UnsafePointer<UInt8>, _ count: Int) -> UnsafePointer<UInt8>? {
    guard let hit = memchr(start, 0x0A, count) else { return nil }
    return UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
}

/// Thin, `errno`-returning wrappers so transports stay free of C details.
enum TransportSystemCalls {
    /// Ignores SIGPIPE for the whole process, once: a write to a dead peer must come back as
    /// `EPIPE`, not kill us.
    static let ignoreSIGPIPE: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()

    enum IOResult {
        case bytes(Int)
        case endOfFile
        case wouldBlock
        case failed(Int32)
    }

    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> IOResult {
        while true {
            let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
            if n > 0 { return .bytes(n) }
            if n == 0 { return .endOfFile }
            let error = errno
            if error == EINTR { continue }
            if error == EAGAIN || error == EWOULDBLOCK { return .wouldBlock }
            return .failed(error)
        }
    }

    static func write(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> IOResult {
        while true {
            let n = Glibc.write(fd, buffer.baseAddress, buffer.count)
            if n >= 0 { return .bytes(n) }
            let error = errno
            if error == EINTR { continue }
            if error == EAGAIN || error == EWOULDBLOCK { return .wouldBlock }
            return .failed(error)
        }
    }

    enum Readiness: Equatable {
        /// The descriptor is ready (or has an error or hang-up to report on the next call).
        case ready
        /// The stop event fired.
        case event
    }

    /// Blocks until `fd` is readable or `event` (an eventfd) is signalled. No timeout, no spinning.
    static func waitReadable(_ fd: Int32, orEvent event: Int32) -> Readiness {
        wait(fd, events: Int16(POLLIN), orEvent: event)
    }

    /// Blocks until `fd` is writable or `event` (an eventfd) is signalled.
    static func waitWritable(_ fd: Int32, orEvent event: Int32) -> Readiness {
        wait(fd, events: Int16(POLLOUT), orEvent: event)
    }

    /// What woke the reader thread's `poll`.
    struct ReaderWakeup {
        var readable = false
        var woken = false
    }

    /// Blocks until `fd` (when given) is readable or `wake` has bytes.
    static func waitForReader(_ fd: Int32?, wake: Int32) -> ReaderWakeup {
        var fds = (
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            pollfd(fd: fd ?? -1, events: Int16(POLLIN), revents: 0)  // poll ignores negative fds
        )
        withUnsafeMutableBytes(of: &fds) { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: pollfd.self)
            while poll(base, 2, -1) < 0 && errno == EINTR {}
        }
        return ReaderWakeup(readable: fds.1.revents != 0, woken: fds.0.revents != 0)
    }

    private static func wait(_ fd: Int32, events: Int16, orEvent event: Int32) -> Readiness {
        var fds = [pollfd(fd: fd, events: events, revents: 0), pollfd(fd: event, events: Int16(POLLIN), revents: 0)]
        while poll(&fds, 2, -1) < 0 && errno == EINTR {}
        return fds[1].revents != 0 ? .event : .ready
    }

    /// A level-triggered "stop" flag that `poll` can wait on: once signalled, its read end stays
    /// readable. A pipe, because Glibc's Swift module does not export `eventfd`.
    struct WakeupPipe: Sendable {
        let readEnd: Int32
        let writeEnd: Int32

        /// - Throws: ``TransportError/cannotCreate(errno:message:)`` when no pipe can be made
        ///   (the process is out of file descriptors).
        init() throws(TransportError) {
            guard let (r, w) = TransportSystemCalls.makePipe() else {
                let code = errno
                throw .cannotCreate(errno: code, message: TransportSystemCalls.errorDescription(code))
            }
            readEnd = r
            writeEnd = w
        }

        func signal() {
            var one: UInt8 = 1
            _ = Glibc.write(writeEnd, &one, 1)
        }

        /// Empties the pipe (for wake-ups, which are edge-like: one read per wake).
        /// The read end must be non-blocking.
        func drain() {
            var sink = [UInt8](repeating: 0, count: 64)
            while Glibc.read(readEnd, &sink, 64) == 64 {}
        }

        func close() {
            TransportSystemCalls.close(readEnd)
            TransportSystemCalls.close(writeEnd)
        }
    }

    static func setNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }

    /// The calling thread's id (`pthread_self`): one register read.
    @inline(__always)
    static func currentThread() -> UInt {
        UInt(pthread_self())
    }

    static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    /// Makes a pipe whose ends are close-on-exec (`(read, write)`). Widgets are spawned with
    /// every descriptor above 2 closed, so the short window before `FD_CLOEXEC` is set leaks nothing.
    static func makePipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return (fds[0], fds[1])
    }

    /// `EPIPE`: the peer closed its end.
    static let brokenPipe = EPIPE

    static func errorDescription(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Starts a detached POSIX thread running `body`; `name` is for the failure message (Glibc's
    /// module does not export `pthread_setname_np`). A plain pthread rather than Foundation's
    /// `Thread`: the widget side links no Foundation.
    /// - Throws: ``TransportError/cannotCreate(errno:message:)`` when the system has no thread
    ///   to give (threads-max, a cgroup's pids.max, memory): a widget that forks until the
    ///   limit costs the host a failed start, never its life.
    static func startThread(name: String, stackSize: Int, _ body: @escaping @Sendable () -> Void) throws(TransportError) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let start = Unmanaged.passRetained(ThreadStart(body: body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { context in
                let start = Unmanaged<ThreadStart>.fromOpaque(context!).takeRetainedValue()
                start.body()
                return nil
            }, start)
        guard status == 0 else {
            Unmanaged<ThreadStart>.fromOpaque(start).release()
            throw .cannotCreate(errno: status, message: "cannot start thread \(name): \(errorDescription(status))")
        }
    }
}

/// What a thread started by ``TransportSystemCalls/startThread(name:stackSize:_:)`` runs.
private final class ThreadStart {
    let body: @Sendable () -> Void

    init(body: @escaping @Sendable () -> Void) {
        self.body = body
    }
}
