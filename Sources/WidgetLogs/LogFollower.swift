import Foundation

/// Reads a log file as it grows (`tail -F`): new complete lines are handed out as they are
/// written, and a rotation (the path now names a new file, or the file shrank) is followed to
/// the new file after the old one's last lines. A path that does not exist yet is waited for;
/// a symbolic link is followed (a new run re-pointing `last-dashboard.jsonl` reads as a rotation).
///
/// Polls the file's size every ``interval`` with `Task.sleep` (no busy loop); the cost is one
/// `stat` per interval.
public struct LogFollower: Sendable {
    public var path: String
    public var interval: Duration

    public init(path: String, interval: Duration = .milliseconds(200)) {
        self.path = path
        self.interval = interval
    }

    /// One new line: the file it came from, its line number there and the text.
    public struct Line: Sendable {
        public var file: String
        public var number: Int
        public var text: String
    }

    /// Lines written to `path` after `offset` bytes (the end of what was read already, with
    /// `linesBefore` lines), and in every file that replaces it. Ends when the task is cancelled.
    public func lines(startingAt offset: UInt64, linesBefore: Int) -> AsyncStream<Line> {
        let path = self.path
        let interval = self.interval
        return AsyncStream { continuation in
            let task = Task {
                var handle = FileHandle(forReadingAtPath: path)
                var identity = Self.identity(path)
                var position = offset
                var splitter = LineSplitter()
                var numberBase = linesBefore
                func drain() {
                    guard let current = handle else { return }
                    try? current.seek(toOffset: position)
                    guard let data = try? current.readToEnd(), !data.isEmpty else { return }
                    position += UInt64(data.count)
                    for (number, text) in splitter.feed(Array(data)) {
                        continuation.yield(Line(file: path, number: numberBase + number, text: text))
                    }
                }
                while !Task.isCancelled {
                    drain()
                    let now = Self.identity(path)
                    let rotated = now != nil && (now?.inode != identity?.inode || (now?.size ?? 0) < position)
                    if rotated || handle == nil {
                        // What the writer added to the old file since the drain above (between
                        // it and the rename), then its unterminated last line; then the new file.
                        if rotated { drain() }
                        if rotated, let line = splitter.finish().first {
                            continuation.yield(Line(file: path, number: numberBase + line.0, text: line.1))
                        }
                        try? handle?.close()
                        handle = FileHandle(forReadingAtPath: path)
                        identity = now
                        position = 0
                        splitter = LineSplitter()
                        numberBase = 0
                        if handle != nil { continue }
                    }
                    do { try await Task.sleep(for: interval) } catch { break }
                }
                try? handle?.close()
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The inode and size of the file `path` names, through symbolic links.
    static func identity(_ path: String) -> (inode: UInt64, size: UInt64)? {
        FileIdentity.of(path)
    }
}
