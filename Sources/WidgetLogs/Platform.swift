import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The terminal's size, for cutting lines and laying out cards.
public enum TerminalSize {
    /// The width in columns of the terminal on `descriptor`, nil when it is not a terminal.
    public static func columns(of descriptor: Int32 = 1) -> Int? {
        #if canImport(Glibc)
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
        #else
        return nil
        #endif
    }
}

/// A file's identity for following it: `stat(2)` (through symbolic links, unlike
/// `FileManager.attributesOfItem`).
enum FileIdentity {
    static func of(_ path: String) -> (inode: UInt64, size: UInt64)? {
        #if canImport(Glibc)
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_ino), UInt64(info.st_size))
        #else
        return nil
        #endif
    }
}

/// The few system calls ``RunLogs`` needs: private folders, process liveness, the time.
enum RunLogsPlatform {
    /// The process's pid.
    static var processID: Int32 {
        #if canImport(Glibc)
        return getpid()
        #else
        return 0
        #endif
    }

    /// Creates `path` and its missing parents, each 0700. An existing folder owned by this user
    /// is tightened to 0700; one owned by someone else, or not a folder, is an error.
    static func makePrivateDirectory(_ path: String) throws(RunLogs.Failure) {
        #if canImport(Glibc)
        var info = stat()
        if stat(path, &info) != 0 {
            let parent = (path as NSString).deletingLastPathComponent
            if !parent.isEmpty, parent != path, access(parent, F_OK) != 0 { try makePrivateDirectory(parent) }
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw RunLogs.Failure("cannot create \(path): \(String(cString: strerror(errno)))")
            }
            guard stat(path, &info) == 0 else { throw RunLogs.Failure("cannot create \(path): \(String(cString: strerror(errno)))") }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw RunLogs.Failure("\(path) is not a folder") }
        guard info.st_uid == geteuid() else {
            throw RunLogs.Failure("\(path) belongs to another user (uid \(info.st_uid)); logs hold private data, so they are not written there")
        }
        if info.st_mode & 0o777 != 0o700 { _ = chmod(path, 0o700) }
        #endif
    }

    /// Whether process `pid` is alive (it exists, ours or not).
    static func isAlive(_ pid: Int32) -> Bool {
        #if canImport(Glibc)
        return pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
        #else
        return false
        #endif
    }

    /// `20261103T082500Z` for seconds since the epoch.
    static func compactUTC(_ seconds: Int) -> String {
        #if canImport(Glibc)
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(parts.tm_year + 1900, 4))\(pad(parts.tm_mon + 1, 2))\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2))\(pad(parts.tm_min, 2))\(pad(parts.tm_sec, 2))Z"
        #else
        return String(seconds)
        #endif
    }
}
