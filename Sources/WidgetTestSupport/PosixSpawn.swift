import CWidgetSpawn
import Foundation
import Glibc

/// The part of spawning a test child that ``TestProcess`` and ``CommandRunner`` share: the child
/// starts with every signal at its default and none blocked (whatever the test process set up),
/// and it is reaped by a thread of its own, never on the cooperative pool the suites share.
enum PosixSpawn {
    /// Spawns `executable arguments…` with exactly `environment` and the descriptors `actions`
    /// arrange; with `ownProcessGroup`, as the leader of a new process group (whose id is its
    /// pid), so the test can end the child and everything it started. Returns the pid, or the
    /// `posix_spawn` error number.
    ///
    /// Every descriptor from `closingFrom` up is closed in the child, close-on-exec or not: the
    /// suites run side by side in one process, and a child that inherited another test's pipe
    /// would keep it from ever seeing end-of-file (a browser lives for a whole suite).
    static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String],
        actions: inout posix_spawn_file_actions_t, ownProcessGroup: Bool = false, closingFrom lowest: Int32 = 3
    ) -> Result<pid_t, Errno> {
        _ = cws_spawn_actions_close_from(&actions, lowest)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let group = ownProcessGroup ? POSIX_SPAWN_SETPGROUP : 0
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | group))

        var cArgv = ([executable] + arguments).map { strdup($0) } + [nil]
        var cEnv = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            cArgv.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, &cArgv, &cEnv)
        return rc == 0 ? .success(pid) : .failure(Errno(rc))
    }

    /// Waits for `pid` to exit and returns its raw wait status.
    static func waitForExit(_ pid: pid_t) async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                continuation.resume(returning: status)
            }
        }
    }

    /// A `posix_spawn` error number, described.
    struct Errno: Error, CustomStringConvertible {
        var code: Int32
        init(_ code: Int32) { self.code = code }
        var description: String { String(cString: strerror(code)) }
    }
}
