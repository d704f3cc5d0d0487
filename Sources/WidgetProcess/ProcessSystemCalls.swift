// With ProcessTable (which reads /proc), the only file of this module that imports the C
// library: thin wrappers, no policy.
#if canImport(Glibc)
import Glibc
#else
#error("WidgetProcess supports Linux (Glibc) only.")
#endif

/// Raw Linux calls the process layer uses, so the rest of the module stays free of Glibc.
enum ProcessSystemCalls {
    static let sigkill: Int32 = SIGKILL
    static let sigxcpu: Int32 = SIGXCPU
    static let sigxfsz: Int32 = SIGXFSZ
    static let sigterm: Int32 = SIGTERM
    static let sigcont: Int32 = SIGCONT

    static let enoent: Int32 = ENOENT
    static let eacces: Int32 = EACCES
    static let enoexec: Int32 = ENOEXEC

    static var errno: Int32 { Glibc.errno }

    /// A sentence fragment for an errno value, e.g. "No such file or directory (ENOENT)".
    static func describe(errno value: Int32) -> String {
        let message = String(cString: strerror(value))
        let name = errnoNames[value].map { " (\($0))" } ?? " (errno \(value))"
        return message + name
    }

    private static let errnoNames: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", ESRCH: "ESRCH", EINTR: "EINTR", EIO: "EIO",
        E2BIG: "E2BIG", ENOEXEC: "ENOEXEC", EBADF: "EBADF", EAGAIN: "EAGAIN", ENOMEM: "ENOMEM",
        EACCES: "EACCES", EFAULT: "EFAULT", ENOTDIR: "ENOTDIR", EISDIR: "EISDIR",
        EINVAL: "EINVAL", ENFILE: "ENFILE", EMFILE: "EMFILE", ETXTBSY: "ETXTBSY",
        ELOOP: "ELOOP", ENAMETOOLONG: "ENAMETOOLONG", ENOSYS: "ENOSYS", EPIPE: "EPIPE",
    ]

    /// Ignores SIGPIPE process-wide so a write to a dead widget returns EPIPE instead of
    /// killing the host. Children get default dispositions back before exec.
    static func ignoreBrokenPipeSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    /// read(2), retrying EINTR. Returns the byte count, 0 at EOF, -1 on error.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = Glibc.read(fd, buffer.baseAddress, buffer.count)
            if count >= 0 || Glibc.errno != EINTR { return count }
        }
    }

    /// kill(2) or killpg(2). Returns true if the signal was sent.
    @discardableResult
    static func send(_ signal: Int32, to pid: Int32, group: Bool) -> Bool {
        (group ? killpg(pid, signal) : kill(pid, signal)) == 0
    }

    /// Index of the first `byte` in `buffer` at or after `start`, via memchr.
    static func index(of byte: UInt8, in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard start < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
        return UnsafeRawPointer(found) - base
    }

    /// True if `path` names a regular file this process may execute.
    /// The ``FileStamp`` of the regular file at `path`, or nil.
    static func regularFileStamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
    }

    /// Seconds since `path` (any kind of file) last changed, or nil when it cannot be read.
    static func secondsSinceChange(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(time(nil) - info.st_mtim.tv_sec)
    }

    static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        return access(path, X_OK) == 0
    }

    /// The running executable (readlink of /proc/self/exe), or nil.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func currentDirectory() -> String? {
        guard let pointer = getcwd(nil, 0) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The path with every symbolic link resolved (realpath), or nil.
    static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Up to `count` bytes of the regular file at `path` from `offset`; fewer at its end, none
    /// on error or for anything but a regular file. Never blocks on what the path names: a
    /// widget's `#!` line may name a FIFO or a terminal, and opening one to read would wait for
    /// a writer (or take a controlling terminal).
    static func readBytes(_ path: String, at offset: Int, count: Int) -> [UInt8] {
        guard count > 0, offset >= 0 else { return [] }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return [] }
        defer { Glibc.close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
        return got > 0 ? Array(bytes[..<got]) : []
    }

    static func pathExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// mkdir with mode 0755; 0 or the errno.
    static func makeDirectory(_ path: String) -> Int32 {
        mkdir(path, 0o755) == 0 ? 0 : Glibc.errno
    }

    /// rmdir; 0 or the errno (a cgroup folder with tasks in it is EBUSY).
    static func removeDirectory(_ path: String) -> Int32 {
        rmdir(path) == 0 ? 0 : Glibc.errno
    }

    /// Writes `text` to the existing file at `path` in one write (as cgroup control files want
    /// it); 0 or the errno.
    static func writeFile(_ path: String, _ text: String) -> Int32 {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return Glibc.errno }
        defer { Glibc.close(fd) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        return written == bytes.count ? 0 : (written < 0 ? Glibc.errno : EIO)
    }

    static let eexist: Int32 = EEXIST

    /// This process's pid.
    static var processID: Int32 { getpid() }

    /// The home folder of this process's user in the password database, or nil (looked up once:
    /// a database lookup may read files or ask a daemon).
    static let passwordHome: String? = {
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }()

    static let rlimitAddressSpace = Int32(RLIMIT_AS.rawValue)
    static let rlimitCPU = Int32(RLIMIT_CPU.rawValue)
    static let rlimitOpenFiles = Int32(RLIMIT_NOFILE.rawValue)
    static let rlimitProcesses = Int32(__RLIMIT_NPROC.rawValue)
    static let rlimitCore = Int32(RLIMIT_CORE.rawValue)
    static let rlimitFileSize = Int32(RLIMIT_FSIZE.rawValue)

    /// Duplicates Swift strings into a NULL-terminated C array; free it with `freeCStrings`.
    static func cStrings(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { array[index] = strdup(string) }
        array[strings.count] = nil
        return array
    }

    static func freeCStrings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) {
        var index = 0
        while let pointer = array[index] {
            free(pointer)
            index += 1
        }
        array.deallocate()
    }
}
