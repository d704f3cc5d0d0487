// The only file of this module that imports the C library: processes below `widgets check`.
#if canImport(Glibc)
import Glibc
#else
#error("WidgetConformance supports Linux (Glibc) only.")
#endif
import WidgetProcess

/// Raw Linux calls the checker uses to find what a widget left running.
enum ProcessTable {
    static let sigkill: Int32 = SIGKILL

    /// One process below this one, from `/proc/<pid>/stat` and `cmdline`.
    struct Process: Sendable, Hashable {
        var pid: Int32
        var parent: Int32
        var group: Int32
        var session: Int32
        /// `Z` for a zombie (exited, not yet reaped).
        var state: Character
        var command: String
    }

    /// Makes this process a child subreaper (`PR_SET_CHILD_SUBREAPER`): a widget's descendant
    /// whose parent exits comes to `widgets check` instead of pid 1, so it can be found and
    /// killed. `prctl` is variadic and not imported into Swift; it is called through its symbol
    /// with its five integer arguments, which the x86-64 and AArch64 Linux ABIs pass exactly as
    /// for a non-variadic call. Returns false if the call is not available or fails.
    @discardableResult
    static func becomeChildSubreaper() -> Bool {
        // The host's own switch (widgets runs as one already): one PR_SET_CHILD_SUBREAPER call.
        HostSubreaper.enable()
    }

    static var currentProcess: Int32 { getpid() }

    /// Every process whose chain of parents leads to `root` (not `root` itself).
    static func descendants(of root: Int32) -> [Process] {
        let all = processes()
        var children: [Int32: [Process]] = [:]
        for process in all { children[process.parent, default: []].append(process) }
        var found: [Process] = []
        var stack = children[root] ?? []
        while let next = stack.popLast() {
            found.append(next)
            stack += children[next.pid] ?? []
        }
        return found
    }

    /// Every process in `/proc` that could be read.
    static func processes() -> [Process] {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var result: [Process] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = Int32(name), let process = process(pid) else { continue }
            result.append(process)
        }
        return result
    }

    private static func process(_ pid: Int32) -> Process? {
        guard let stat = readFile("/proc/\(pid)/stat"), let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        // After "pid (comm) ": state ppid pgrp session ...
        let fields = stat[(close + 2)...].split(separator: UInt8(ascii: " "), maxSplits: 5).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count >= 4, let state = fields[0].first, let parent = Int32(fields[1]), let group = Int32(fields[2]),
            let session = Int32(fields[3])
        else { return nil }
        let arguments = (readFile("/proc/\(pid)/cmdline") ?? []).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        let command = arguments.isEmpty ? "(no command line)" : arguments.joined(separator: " ")
        return Process(pid: pid, parent: parent, group: group, session: session, state: state, command: String(command.prefix(160)))
    }

    private static func readFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { Glibc.close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        return bytes
    }

    /// What identifies a file's content for "did the widget change its own files": device,
    /// inode, size and modification time.
    struct FileIdentity: Sendable, Hashable {
        var path: String
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var modifiedNanoseconds: Int
    }

    /// The identity of the regular file at `path`, or nil when there is none.
    static func fileIdentity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileIdentity(
            path: path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
    }

    /// SIGKILL to one process.
    static func kill(_ pid: Int32) {
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Reaps `pid` if it is an exited child of this process; true if it was reaped.
    @discardableResult
    static func reap(_ pid: Int32) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid
    }
}
