import Glibc

/// The processes Linux shows in `/proc`: who lives, in what state, below whom and in which
/// group. `widgets check` reads it to find what a widget left running; tests read it to prove
/// that nothing was left.
///
/// Every answer is a snapshot: a process can exit or be reaped between two reads.
public enum ProcessTable {
    /// One line of `/proc/<pid>/stat`: the fields the host and its tests use.
    public struct Process: Sendable, Hashable, CustomStringConvertible {
        public var pid: pid_t
        /// The command name (`comm`, at most 15 bytes; may hold spaces and parentheses).
        public var command: String
        /// The state letter: `R` running, `S` sleeping, `D` disk wait, `Z` zombie, `T` stopped, …
        public var state: Character
        public var parentPID: pid_t
        public var processGroup: pid_t
        public var session: pid_t

        /// Exited but not yet reaped by its parent.
        public var isZombie: Bool { state == "Z" }
        /// Neither a zombie nor dead (`X`): it can still run.
        public var isAlive: Bool { state != "Z" && state != "X" }

        public var description: String {
            "\(pid) (\(command)) \(state) ppid \(parentPID) pgid \(processGroup)"
        }

        /// Parses a `/proc/<pid>/stat` line; `nil` if it is not one.
        public init?(statLine line: String) {
            // The command is the text between the first "(" and the *last* ")": it can hold both.
            guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")"), open < close,
                let pid = pid_t(String(line[..<open].filter { $0 != " " }))
            else { return nil }
            let fields = line[line.index(after: close)...].split(separator: " ")
            guard fields.count > 4, let state = fields[0].first, let ppid = pid_t(fields[1]),
                let pgid = pid_t(fields[2]), let session = pid_t(fields[3])
            else { return nil }
            self.pid = pid
            self.command = String(line[line.index(after: open)..<close])
            self.state = state
            self.parentPID = ppid
            self.processGroup = pgid
            self.session = session
        }
    }

    /// Process `pid` as `/proc` shows it now; `nil` once it is gone (reaped, or never was).
    public static func process(_ pid: pid_t) -> Process? {
        guard let bytes = readFile("/proc/\(pid)/stat") else { return nil }
        return Process(statLine: String(decoding: bytes, as: UTF8.self))
    }

    /// Every process visible now, zombies included.
    public static func processes() -> [Process] {
        directoryEntries("/proc").compactMap { pid_t($0) }.compactMap(process)
    }

    /// Every process whose chain of parents leads to `root` (not `root` itself), zombies included.
    public static func descendants(of root: pid_t) -> [Process] {
        var children: [pid_t: [Process]] = [:]
        for process in processes() { children[process.parentPID, default: []].append(process) }
        var found: [Process] = []
        var stack = children[root] ?? []
        while let next = stack.popLast() {
            found.append(next)
            stack += children[next.pid] ?? []
        }
        return found
    }

    /// The command line of `pid`, its arguments joined by spaces; `nil` when it has none (a
    /// zombie, a kernel thread) or is gone.
    public static func commandLine(of pid: pid_t) -> String? {
        let arguments = (readFile("/proc/\(pid)/cmdline") ?? []).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return arguments.isEmpty ? nil : arguments.joined(separator: " ")
    }

    /// The names in `path`, a directory (`.` and `..` included).
    static func directoryEntries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names
    }

    /// The whole file at `path`; `nil` when it cannot be opened or is empty.
    static func readFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return bytes.isEmpty ? nil : bytes
    }
}
