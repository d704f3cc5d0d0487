import Glibc

/// What tests learn about processes and descriptors from Linux's `/proc`: which processes
/// live, their state, parent and group, and the descriptors this test process holds.
///
/// Every answer is a snapshot, and the whole test bundle is one process in which suites run
/// side by side: another suite's child can be a zombie for the instant between its exit and its
/// reaping, and another suite can hold a descriptor for a moment. Ask about *your* pids, or wait
/// for the state you expect with ``waitUntil(_:timeout:pollingEvery:_:)`` rather than looking once.
public enum ProcFS {
    /// One line of `/proc/<pid>/stat`, the fields tests use.
    public struct Process: Sendable, Hashable, CustomStringConvertible {
        public var pid: pid_t
        /// The command name (`comm`, at most 15 bytes; may contain spaces and parentheses).
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

    /// The pid of the test process.
    public static var currentPID: pid_t { getpid() }

    /// Process `pid` as `/proc` shows it now; `nil` once it is gone (reaped, or never was).
    public static func process(_ pid: pid_t) -> Process? {
        guard let line = readFile("/proc/\(pid)/stat") else { return nil }
        return Process(statLine: line)
    }

    /// Every process visible now, zombies included.
    public static func processes() -> [Process] {
        directoryEntries("/proc").compactMap { pid_t($0) }.compactMap(process)
    }

    /// The pids of every process that is alive now (zombies left out).
    public static func livePIDs() -> [pid_t] {
        processes().filter(\.isAlive).map(\.pid)
    }

    /// The children of `pid` (by default, of the test process), zombies included.
    public static func children(of pid: pid_t = currentPID) -> [Process] {
        processes().filter { $0.parentPID == pid }
    }

    /// The members of process group `pgid` that are alive (zombies left out).
    public static func liveMembers(ofGroup pgid: pid_t) -> [Process] {
        processes().filter { $0.processGroup == pgid && $0.isAlive }
    }

    /// True if `pid` exists and is not a zombie.
    public static func isAlive(_ pid: pid_t) -> Bool {
        process(pid)?.isAlive ?? false
    }

    /// How many descriptors the test process has open (the one used to count them left out).
    public static func openDescriptorCount() -> Int {
        openDescriptors().count
    }

    /// The test process's open descriptors and what each refers to (`readlink` of
    /// `/proc/self/fd/<n>`: a path, `pipe:[…]`, `anon_inode:[pidfd]`, …).
    public static func openDescriptors() -> [Int32: String] {
        guard let directory = opendir("/proc/self/fd") else { return [:] }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var result: [Int32: String] = [:]
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let fd = Int32(name), fd != own else { continue }
            result[fd] = readLink("/proc/self/fd/\(fd)") ?? ""
        }
        return result
    }

    /// The executable of `pid` (by default, of the test process), symbolic links resolved.
    public static func executablePath(of pid: pid_t = currentPID) -> String? {
        readLink("/proc/\(pid)/exe")
    }

    // MARK: - Reading

    private static func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += buffer[..<n]
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func directoryEntries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names
    }
}
