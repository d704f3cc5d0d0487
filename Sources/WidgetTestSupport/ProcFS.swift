import Glibc
import WidgetProcess

/// What tests learn about processes and descriptors from Linux's `/proc`: which processes
/// live, their state, parent and group, and the descriptors this test process holds.
///
/// Every answer is a snapshot, and the whole test bundle is one process in which suites run
/// side by side: another suite's child can be a zombie for the instant between its exit and its
/// reaping, and another suite can hold a descriptor for a moment. Ask about *your* pids, or wait
/// for the state you expect with ``waitUntil(_:timeout:pollingEvery:_:)`` rather than looking once.
public enum ProcFS {
    /// One line of `/proc/<pid>/stat` (``ProcessTable/Process``).
    public typealias Process = ProcessTable.Process

    /// The pid of the test process.
    public static var currentPID: pid_t { getpid() }

    /// Process `pid` as `/proc` shows it now; `nil` once it is gone (reaped, or never was).
    public static func process(_ pid: pid_t) -> Process? {
        ProcessTable.process(pid)
    }

    /// Every process visible now, zombies included.
    public static func processes() -> [Process] {
        ProcessTable.processes()
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

    /// True once every zombie child the test process has now is reaped, checked for up to
    /// `timeout`. Other suites run in parallel and their children are zombies for the instant
    /// between exit and reaping (on a loaded machine there may never be an instant with none), so
    /// only the zombies seen at the start count: a leaked zombie stays, a passing one goes.
    public static func noZombieChildren(within timeout: Duration = .seconds(30)) async -> Bool {
        func zombies() -> Set<pid_t> { Set(children().filter { !$0.isAlive }.map(\.pid)) }
        let seen = zombies()
        let deadline = ContinuousClock.now + timeout
        while !seen.isDisjoint(with: zombies()) {
            guard ContinuousClock.now < deadline else {
                // Which ones, so a failure under load says whose they were.
                let left = children().filter { seen.contains($0.pid) && !$0.isAlive }
                let text = Array("ProcFS.noZombieChildren: still zombies after \(timeout): \(left)\n".utf8)
                _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
                return false
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return true
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

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
