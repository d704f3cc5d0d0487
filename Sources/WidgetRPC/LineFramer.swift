/// Splits a byte stream into `\n`-terminated lines, whatever way the bytes were chunked.
///
/// - A trailing `\r` is stripped (CRLF senders work); lines that are empty or only whitespace
///   are skipped, not reported.
/// - A line longer than ``maxLineBytes`` is not buffered: the framer reports
///   ``Event/oversizeLineStarted(limit:)`` as soon as the line crosses the limit, discards bytes
///   up to the next newline, reports ``Event/oversizeLine(byteCount:)`` once, then carries on
///   with the next line (resync), so one bad line never costs the connection, and an endless one
///   is known while it is still being written.
/// - Bytes after the last newline when the stream ends are reported by ``finish()`` as
///   ``Event/partialLineAtEOF(_:)``; the protocol only counts terminated lines.
///
/// The framer does not look inside lines: UTF-8 and JSON validity are the parser's job.
public struct LineFramer: Sendable {
    public enum Event: Sendable, Hashable {
        /// A complete line without its terminator.
        case line([UInt8])
        /// A line went over the limit of `limit` bytes: from here it is skipped up to its newline
        /// (then ``oversizeLine(byteCount:)`` follows). Reported once per line.
        case oversizeLineStarted(limit: Int)
        /// A line over the limit was skipped; `byteCount` is its length without the newline.
        case oversizeLine(byteCount: Int)
        /// The stream ended in the middle of a line (reported by ``finish()`` only).
        case partialLineAtEOF([UInt8])
    }

    /// The default maximum line size, 1 MiB, excluding the newline.
    public static let defaultMaxLineBytes = 1 << 20

    public let maxLineBytes: Int
    private var pending: [UInt8] = []
    /// When non-nil the framer is skipping an oversize line; the value counts its bytes.
    private var discarding: Int?

    public init(maxLineBytes: Int = LineFramer.defaultMaxLineBytes) {
        precondition(maxLineBytes > 0, "maxLineBytes must be positive")
        self.maxLineBytes = maxLineBytes
    }

    /// Feeds a chunk and calls `emit` for every event it completes, in order.
    public mutating func push(_ chunk: UnsafeRawBufferPointer, emit: (Event) -> Void) {
        push(chunk, line: { emit(.line(Array($0))) }, other: emit)
    }

    /// Feeds a chunk; complete lines go to `line` as bytes that are valid only during the call
    /// (straight from `chunk` when the line lies within it: no copy), oversize lines to
    /// `other`. Events come in stream order. The receive path of a connection uses this.
    public mutating func push(
        _ chunk: UnsafeRawBufferPointer, line: (UnsafeRawBufferPointer) -> Void, other: (Event) -> Void
    ) {
        let bytes = chunk.bindMemory(to: UInt8.self)
        var start = 0
        while start < bytes.count {
            guard let newline = Self.firstNewline(in: bytes, from: start) else {
                if absorb(bytes, from: start, to: bytes.count) { other(.oversizeLineStarted(limit: maxLineBytes)) }
                return
            }
            if discarding == nil, pending.isEmpty, newline - start <= maxLineBytes {
                // The whole line is in this chunk: hand it over in place.
                Self.emit(UnsafeBufferPointer(rebasing: bytes[start..<newline]), to: line)
                start = newline + 1
                continue
            }
            if absorb(bytes, from: start, to: newline) { other(.oversizeLineStarted(limit: maxLineBytes)) }
            start = newline + 1
            if let skipped = discarding {
                discarding = nil
                other(.oversizeLine(byteCount: skipped))
            } else {
                pending.withUnsafeBufferPointer { Self.emit($0, to: line) }
                // Keep a modest buffer for the next split line; let a huge one go.
                pending.removeAll(keepingCapacity: pending.capacity <= 64 << 10)
            }
        }
    }

    /// Feeds a chunk held in an array.
    public mutating func push(_ chunk: [UInt8], emit: (Event) -> Void) {
        chunk.withUnsafeBytes { push($0, emit: emit) }
    }

    /// Feeds a chunk and returns the completed events (convenient in tests).
    public mutating func push(_ chunk: [UInt8]) -> [Event] {
        var events: [Event] = []
        push(chunk) { events.append($0) }
        return events
    }

    /// Ends the stream: reports an unterminated last line or an oversize line still being
    /// skipped, and resets the framer.
    public mutating func finish() -> Event? {
        defer {
            pending = []
            discarding = nil
        }
        if let skipped = discarding { return .oversizeLine(byteCount: skipped) }
        guard !pending.withUnsafeBufferPointer({ Self.isBlank($0) }) else { return nil }
        return .partialLineAtEOF(pending)
    }

    // MARK: - Private

    /// Adds bytes of the current line; true when they take it over the limit (it is skipped
    /// from now on).
    private mutating func absorb(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let count = end - start
        guard count > 0 else { return false }
        if let skipped = discarding {
            discarding = skipped + count
        } else if pending.count + count > maxLineBytes {
            discarding = pending.count + count
            pending = []
            return true
        } else {
            pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        return false
    }

    /// Strips a trailing `\r` and skips blank lines.
    private static func emit(_ bytes: UnsafeBufferPointer<UInt8>, to line: (UnsafeRawBufferPointer) -> Void) {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
        guard !isBlank(bytes) else { return }
        line(UnsafeRawBufferPointer(bytes))
    }

    private static func firstNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count else { return nil }
        guard let hit = memchrNewline(base + start, bytes.count - start) else { return nil }
        return hit - base
    }

    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }
}
