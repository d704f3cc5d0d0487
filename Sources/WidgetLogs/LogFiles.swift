import Foundation

/// The files of one flight recorder log and reading them whole.
public enum LogFiles {
    /// Every file of the log at `path`: its lifecycle files (`path.lifecycle.1`,
    /// `path.lifecycle`), then its rotated files oldest first (`path.N`, …, `path.1`), then
    /// `path` — only those that exist, but `path` always, last. Without `includeRotated`, `[path]`.
    /// A symbolic link (`last-dashboard.jsonl`) is resolved first: the run's files sit next to
    /// its target.
    public static func paths(for path: String, includeRotated: Bool) -> [String] {
        let path = resolvingLink(path)
        guard includeRotated else { return [path] }
        var rotated: [String] = []
        var index = 1
        while FileManager.default.fileExists(atPath: "\(path).\(index)") {
            rotated.append("\(path).\(index)")
            index += 1
        }
        let lifecycle = ["\(path).lifecycle.1", "\(path).lifecycle"].filter { FileManager.default.fileExists(atPath: $0) }
        return lifecycle + rotated.reversed() + [path]
    }

    /// `path`, or where the symbolic link at `path` points (made absolute).
    public static func resolvingLink(_ path: String) -> String {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return path }
        if target.hasPrefix("/") { return target }
        return ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
    }

    /// What reading a log gave: the records in file order and the lines that were skipped.
    public struct Contents: Sendable {
        public var records: [LogRecord] = []
        public var malformed: [LogRecord.Malformed] = []
        /// In the last file: the bytes up to the end of its last complete line, and the number
        /// of complete lines (where `--follow` carries on).
        public var endOffset: UInt64 = 0
        public var endLines = 0

        public init() {}
    }

    /// Reads and parses every line of `files` in order. Blank lines are ignored; malformed lines
    /// are collected, never fatal. Throws ``LogReadError`` only when a file cannot be read. With
    /// `holdingPartialLastLine` (for `--follow`) a last line without its newline is left for
    /// the follower, as the writer may be in the middle of it.
    ///
    /// Records with a `seq` are put in `seq` order and kept once: a lifecycle record is in the
    /// lifecycle file and, until rotation removes it, in the main files too.
    public static func read(_ files: [String], holdingPartialLastLine: Bool = false) throws -> Contents {
        var contents = try readInFileOrder(files, holdingPartialLastLine: holdingPartialLastLine)
        contents.mergeBySequence()
        return contents
    }

    private static func readInFileOrder(_ files: [String], holdingPartialLastLine: Bool) throws -> Contents {
        var contents = Contents()
        for file in files {
            let bytes = try LogReadError.contents(of: file)
            var splitter = LineSplitter()
            let complete = splitter.feed(bytes)
            contents.endLines = splitter.lineCount
            contents.endOffset = UInt64(bytes.count - (bytes.lastIndex(of: 0x0A).map { bytes.count - 1 - $0 } ?? bytes.count))
            let partial = holdingPartialLastLine && file == files.last ? [] : splitter.finish()
            for (number, line) in complete + partial {
                contents.append(line: line, file: file, number: number)
            }
        }
        return contents
    }
}

extension LogFiles.Contents {
    /// Orders the records that have a `seq` by it, dropping repeats; records without one (logs
    /// of older hosts) keep their place in file order, before them.
    mutating func mergeBySequence() {
        guard records.contains(where: { $0.seq != nil }) else { return }
        var seen = Set<Int64>()
        var sequenced: [LogRecord] = []
        var unsequenced: [LogRecord] = []
        for record in records {
            if let seq = record.seq {
                if seen.insert(seq).inserted { sequenced.append(record) }
            } else {
                unsequenced.append(record)
            }
        }
        sequenced.sort { $0.seq! < $1.seq! }
        records = unsequenced + sequenced
    }

    /// Parses `line` (number `number` of `file`) into a record or a malformed entry.
    public mutating func append(line: String, file: String, number: Int) {
        guard !line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { return }
        do {
            records.append(try LogRecord(line: line, file: file, number: number))
        } catch {
            malformed.append(error)
        }
    }
}

/// Splits bytes into numbered lines as they arrive; a line without its newline waits for more.
public struct LineSplitter: Sendable {
    private var pending: [UInt8] = []
    /// Lines handed out so far.
    public private(set) var lineCount = 0

    public init() {}

    /// The complete lines in `bytes` (with what was pending), numbered from 1 per splitter.
    public mutating func feed(_ bytes: [UInt8]) -> [(Int, String)] {
        var lines: [(Int, String)] = []
        for byte in bytes {
            if byte == 0x0A {
                lineCount += 1
                lines.append((lineCount, String(decoding: pending, as: UTF8.self)))
                pending.removeAll(keepingCapacity: true)
            } else {
                pending.append(byte)
            }
        }
        return lines
    }

    /// The last line if the input did not end with a newline.
    public mutating func finish() -> [(Int, String)] {
        guard !pending.isEmpty else { return [] }
        lineCount += 1
        defer { pending = [] }
        return [(lineCount, String(decoding: pending, as: UTF8.self))]
    }
}
