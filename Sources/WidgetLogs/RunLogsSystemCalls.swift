import Foundation
import WidgetProtocol

#if canImport(Glibc)
import Glibc
#endif

/// The few system calls ``RunLogs`` needs: private folders, process liveness, the time.
enum RunLogsSystemCalls {
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
            throw RunLogs.Failure(
                "\(path) belongs to another user (uid \(info.st_uid)); logs hold private data, so they are not written there")
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
        CivilDate.utcText(secondsSince1970: seconds, separators: false) + "Z"
    }
}
