import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The module's one file of system calls: opening without following links, reading and
/// writing whole buffers, `lstat`, `mkdir`, `rename`, `fsync`, `flock`. Errors come back as
/// ``BundleError``s that name the path; `ENOSPC` and `EDQUOT` are a full disk.
enum FileSystem {
    /// What `lstat` says of a path (a link is a link, never its target).
    enum Kind: Equatable {
        case file(size: UInt64, executable: Bool)
        case directory
        case symlink
        case other(String)
    }

    static func kind(_ path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(size: UInt64(info.st_size), executable: info.st_mode & 0o100 != 0)
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        case S_IFIFO: return .other("a FIFO")
        case S_IFSOCK: return .other("a socket")
        case S_IFCHR, S_IFBLK: return .other("a device")
        default: return .other("an unknown kind of file")
        }
    }

    static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    static func reason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    static func writeError(_ path: String, _ code: Int32 = errno) -> BundleError {
        code == ENOSPC || code == EDQUOT ? .diskFull(path) : .writeFailed(path, reason(code))
    }

    /// Opens `path` for reading; a link is refused (`O_NOFOLLOW`), a FIFO never blocks.
    static func openForReading(_ path: String) throws(BundleError) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw .unreadable(path, reason()) }
        return fd
    }

    /// Creates `path` (which must not exist) for writing, with `mode`.
    static func create(_ path: String, mode: mode_t) throws(BundleError) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else { throw writeError(path) }
        return fd
    }

    /// Up to `count` bytes; empty at the end of the file.
    static func read(_ fd: Int32, count: Int, path: String) throws(BundleError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let got = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, count) }
            if got >= 0 { return Array(buffer[0..<got]) }
            if errno == EINTR { continue }
            throw .unreadable(path, reason())
        }
    }

    static func write(_ fd: Int32, _ bytes: [UInt8], path: String) throws(BundleError) {
        var offset = 0
        while offset < bytes.count {
            let wrote = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if wrote < 0 {
                if errno == EINTR { continue }
                throw writeError(path)
            }
            offset += wrote
        }
    }

    static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    /// `fsync`, then `close`: a file is on the disk before it is renamed into place.
    static func finish(_ fd: Int32, path: String) throws(BundleError) {
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw writeError(path) }
    }

    /// Closes a file whose bytes ``syncFileSystem(of:)`` will flush with the others.
    static func closeWritten(_ fd: Int32, path: String) throws(BundleError) {
        guard Glibc.close(fd) == 0 else { throw writeError(path) }
    }

    /// `fsync` of each of `paths` (files and folders): a staged bundle is on the disk before it
    /// is renamed into place. Done once the bundle has passed every check, so a hostile archive
    /// never costs thousands of them.
    static func sync(_ paths: [String]) throws(BundleError) {
        for path in paths {
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            guard fd >= 0 else { throw writeError(path) }
            defer { Glibc.close(fd) }
            guard fsync(fd) == 0 else { throw writeError(path) }
        }
    }

    static func makeDirectory(_ path: String, mode: mode_t = 0o755) throws(BundleError) {
        guard mkdir(path, mode) == 0 else { throw writeError(path) }
    }

    /// `mkdir -p` of the folders of the install store, each private to the user.
    static func makeDirectories(_ path: String, mode: mode_t = 0o700) throws(BundleError) {
        var built = ""
        for part in path.split(separator: "/") {
            built += "/" + part
            if mkdir(built, mode) != 0 && errno != EEXIST { throw writeError(built) }
        }
    }

    static func symlink(_ target: String, at path: String) throws(BundleError) {
        guard Glibc.symlink(target, path) == 0 else { throw writeError(path) }
    }

    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, 4096)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What `path` resolves to, links followed; nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = Glibc.realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func rename(_ from: String, to: String) throws(BundleError) {
        guard Glibc.rename(from, to) == 0 else { throw writeError(to) }
    }

    /// Writes `bytes` to `path` atomically: a temporary file beside it, synced, renamed over it.
    static func writeAtomically(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) throws(BundleError) {
        let temporary = path + ".tmp-\(getpid())"
        unlink(temporary)
        let fd = try create(temporary, mode: mode)
        do throws(BundleError) {
            try write(fd, bytes, path: temporary)
            try finish(fd, path: temporary)
            try rename(temporary, to: path)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// The whole file, or nil when it cannot be read; at most `limit` bytes are read.
    static func contents(_ path: String, limit: Int = 16 << 20) -> [UInt8]? {
        guard let fd = try? openForReading(path) else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        while result.count <= limit {
            guard let chunk = try? read(fd, count: 64 * 1024, path: path) else { return nil }
            if chunk.isEmpty { return result }
            result += chunk
        }
        return nil
    }

    /// Removes `path` and everything beneath it, never following a link; true when it is gone.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        guard let kind = kind(path) else { return true }
        if kind == .directory {
            chmod(path, 0o700)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                removeTree(path + "/" + name)
            }
            return rmdir(path) == 0
        }
        return unlink(path) == 0
    }

    /// The names in folder `path` (not `.` and `..`), sorted; nil when it cannot be listed.
    static func names(in path: String) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return names.sorted()
    }

    /// Holds an exclusive `flock` on `path` (created) while `body` runs; ``BundleError/busy(_:)``
    /// when another process holds it.
    static func withLock<T>(_ path: String, folder: String, _ body: () throws(BundleError) -> T) throws(BundleError) -> T {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw writeError(path) }
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { throw .busy(folder) }
        return try body()
    }

    /// A new private folder beneath `parent`, named `prefix` and random characters.
    static func makeTemporaryDirectory(in parent: String, prefix: String) throws(BundleError) -> String {
        var template = Array((parent + "/" + prefix + ".XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw writeError(parent) }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
