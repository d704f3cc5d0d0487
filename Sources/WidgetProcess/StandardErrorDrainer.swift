import Foundation
import Synchronization

/// Drains a child's stderr on its own thread and delivers it as capped lines.
///
/// The thread always keeps reading, however slow the consumer: lines beyond the bounded
/// buffer are dropped and counted, so the child can never block on a full stderr pipe.
/// Memory is bounded by `maximumLineBytes x bufferedLines`. The drainer owns the descriptor and
/// closes it at EOF (when every writer in the child's group is gone).
public final class StandardErrorDrainer: Sendable {
    /// The lines, without their `\n`; invalid UTF-8 is repaired. Finishes at EOF.
    public let lines: AsyncStream<String>

    private let counters = Mutex(Counters())

    /// What the drainer saw so far.
    public struct Counters: Sendable, Hashable {
        /// Lines delivered to `lines`.
        public var delivered = 0
        /// Lines dropped because the consumer fell `bufferedLines` behind.
        public var dropped = 0
        /// Lines cut at `maximumLineBytes` (their tail was discarded).
        public var truncated = 0
        /// All bytes read from the pipe.
        public var bytes = 0
    }

    public var counts: Counters { counters.withLock { $0 } }

    /// Starts draining `descriptor`, taking ownership of it.
    public init(_ descriptor: FileDescriptor, maximumLineBytes: Int = 4096, bufferedLines: Int = 256) {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingOldest(bufferedLines))
        lines = stream
        let thread = Thread { [self] in
            self.drain(descriptor, maximumLineBytes: maximumLineBytes, continuation: continuation)
        }
        thread.name = "WidgetHost.stderr-\(descriptor.rawValue)"
        thread.start()
    }

    private func drain(
        _ descriptor: FileDescriptor,
        maximumLineBytes: Int,
        continuation: AsyncStream<String>.Continuation
    ) {
        var line: [UInt8] = []
        line.reserveCapacity(maximumLineBytes)
        var lineTruncated = false
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer {
            buffer.deallocate()
            descriptor.close()
            continuation.finish()
        }

        func emit() {
            let result = continuation.yield(String(decoding: line, as: UTF8.self))
            let wasTruncated = lineTruncated
            counters.withLock { counts in
                if case .dropped = result { counts.dropped += 1 } else { counts.delivered += 1 }
                if wasTruncated { counts.truncated += 1 }
            }
            line.removeAll(keepingCapacity: true)
            lineTruncated = false
        }

        func append(_ bytes: UnsafeRawBufferPointer) {
            let room = maximumLineBytes - line.count
            if bytes.count > room { lineTruncated = true }
            // Rebased, not `prefix`: a contiguous buffer is copied with one memcpy even in debug builds.
            let take = min(bytes.count, max(room, 0))
            if take > 0 { line.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[0..<take])) }
        }

        while true {
            let count = ProcessSystemCalls.read(descriptor.rawValue, into: buffer)
            guard count > 0 else { break }
            counters.withLock { $0.bytes += count }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
            var start = 0
            while let newline = ProcessSystemCalls.index(of: UInt8(ascii: "\n"), in: chunk, from: start) {
                append(UnsafeRawBufferPointer(rebasing: chunk[start..<newline]))
                emit()
                start = newline + 1
            }
            append(UnsafeRawBufferPointer(rebasing: chunk[start..<count]))
        }
        if !line.isEmpty || lineTruncated { emit() }
    }
}
