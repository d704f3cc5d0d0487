import Dispatch
import Foundation
import Glibc
import Synchronization
import WidgetJSON

/// The always-on RPC flight recorder: JSONL records appended to a file by a writer thread of
/// its own, rotated by size (`path`, `path.1`, … `path.(maxFiles-1)`).
///
/// ``record(_:)`` never blocks and never fails: it appends to a bounded queue, and when the
/// queue is full the record is dropped and counted. An unwritable path prints one warning to
/// stderr and the host carries on (records are then counted as dropped).
public final class FlightRecorder: Sendable {
    public struct Options: Sendable {
        /// The log file; `nil` records nothing (but still counts).
        public var path: String?
        public var maxFileBytes = 10 << 20
        /// Files kept, the live one included.
        public var maxFiles = 3
        /// Records waiting for the writer beyond this are dropped.
        public var queueLimit = 16_384
        /// Messages whose JSON is longer are stored as a truncated `messagePrefix`.
        public var maxMessageBytes = 16 << 10
        /// Cap on `text` (stderr and stray lines).
        public var maxTextBytes = 4096
        /// Replace every `userID` value with `"<redacted>"`.
        public var redactUserID = false

        public init(path: String?) {
            self.path = path
        }
    }

    /// What the recorder did so far.
    public struct Statistics: Sendable, Hashable {
        public var written = 0
        /// Records dropped because the queue was full or the file could not be written.
        public var dropped = 0
        public var rotations = 0
    }

    public let options: Options
    private struct State {
        var queue: [RPCLogRecord] = []
        var statistics = Statistics()
        var closed = false
        var writerBusy = false
        var flushWaiters: [CheckedContinuation<Void, Never>] = []
        /// Set by the writer thread as it exits; `close()` callers wait for it.
        var writerStopped = false
        var stopWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())
    private let wakeup = DispatchSemaphore(value: 0)

    public init(options: Options) {
        self.options = options
        let thread = Thread { [self] in writerLoop() }
        thread.name = "WidgetHost.flight-recorder"
        thread.start()
    }

    /// A recorder that keeps nothing (for embedders that opt out of a file).
    public static func disabled() -> FlightRecorder { FlightRecorder(options: Options(path: nil)) }

    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// Queues `record`; drops it (counted) if the queue is full or the recorder is closed.
    public func record(_ record: RPCLogRecord) {
        let signal = state.withLock { state -> Bool in
            guard !state.closed, state.queue.count < options.queueLimit else {
                state.statistics.dropped += 1
                return false
            }
            state.queue.append(record)
            return state.queue.count == 1 && !state.writerBusy
        }
        if signal { wakeup.signal() }
    }

    /// Waits until everything queued before the call is in the file.
    public func flush() async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state -> Bool in
                if state.queue.isEmpty && !state.writerBusy { return true }
                state.flushWaiters.append(continuation)
                return false
            }
            if done { continuation.resume() } else { wakeup.signal() }
        }
    }

    /// Writes what is queued, then stops the writer thread. Later records are dropped.
    public func close() async {
        await flush()
        let first = state.withLock { state -> Bool in
            defer { state.closed = true }
            return !state.closed
        }
        guard first else { return }
        wakeup.signal()
        // Resumed by the writer thread as it exits; no thread blocks waiting for it.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done = state.withLock { state -> Bool in
                if state.writerStopped { return true }
                state.stopWaiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }

    // MARK: - Writer thread

    private func writerLoop() {
        var file = LogFile(options: options)
        while true {
            wakeup.wait()
            while true {
                let (batch, closed) = state.withLock { state -> ([RPCLogRecord], Bool) in
                    let batch = state.queue
                    state.queue = []
                    state.writerBusy = !batch.isEmpty
                    return (batch, state.closed)
                }
                if batch.isEmpty {
                    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                        guard state.queue.isEmpty else { return [] }
                        defer { state.flushWaiters = [] }
                        return state.flushWaiters
                    }
                    for waiter in waiters { waiter.resume() }
                    if closed {
                        file.close()
                        let stopWaiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                            state.writerStopped = true
                            defer { state.stopWaiters = [] }
                            return state.stopWaiters
                        }
                        for waiter in stopWaiters { waiter.resume() }
                        return
                    }
                    break
                }
                var written = 0, failed = 0, rotations = 0
                for record in batch {
                    var line = record.json(
                        maxMessageBytes: options.maxMessageBytes, maxTextBytes: options.maxTextBytes,
                        redactUserID: options.redactUserID
                    ).serialized()
                    line.append(0x0A)
                    switch file.append(line) {
                    case .written(let rotated): written += 1; rotations += rotated ? 1 : 0
                    case .failed: failed += 1
                    }
                }
                file.flush()
                state.withLock { state in
                    state.statistics.written += written
                    state.statistics.dropped += failed
                    state.statistics.rotations += rotations
                    state.writerBusy = false
                }
            }
        }
    }
}

/// The live log file with size-based rotation. Only the writer thread touches it.
private struct LogFile {
    enum Outcome { case written(rotated: Bool), failed }

    let path: String?
    let maxFileBytes: Int
    let maxFiles: Int
    var fd: Int32 = -1
    var size = 0
    var warned = false
    var buffer: [UInt8] = []

    init(options: FlightRecorder.Options) {
        path = options.path
        maxFileBytes = max(options.maxFileBytes, 1024)
        maxFiles = max(options.maxFiles, 1)
        open()
    }

    mutating func open() {
        guard let path else { return }
        fd = Glibc.open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        if fd < 0 {
            warn("cannot open \(path): \(String(cString: strerror(errno)))")
            return
        }
        var info = stat()
        size = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
    }

    mutating func warn(_ problem: String) {
        guard !warned else { return }
        warned = true
        let text = "WidgetHost: the RPC flight recorder is off: \(problem); widgets keep running without a log.\n"
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }

    mutating func append(_ line: [UInt8]) -> Outcome {
        guard path != nil, fd >= 0 else { return .failed }
        var rotated = false
        if size + buffer.count > 0, size + buffer.count + line.count > maxFileBytes {
            flush()
            rotate()
            rotated = true
            guard fd >= 0 else { return .failed }
        }
        buffer.append(contentsOf: line)
        if buffer.count >= 64 << 10 { flush() }
        return .written(rotated: rotated)
    }

    mutating func flush() {
        guard fd >= 0, !buffer.isEmpty else { return }
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                warn("writing \(path ?? "") failed: \(String(cString: strerror(errno)))")
                break
            }
            offset += n
        }
        size += offset
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func rotate() {
        guard let path else { return }
        Glibc.close(fd)
        fd = -1
        if maxFiles > 1 {
            for index in stride(from: maxFiles - 1, through: 1, by: -1) {
                let from = index == 1 ? path : "\(path).\(index - 1)"
                _ = rename(from, "\(path).\(index)")
            }
        } else {
            unlink(path)
        }
        size = 0
        open()
    }

    mutating func close() {
        flush()
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }
}
