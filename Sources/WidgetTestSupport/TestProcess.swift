import Foundation
import Glibc

/// A child process for tests and benchmarks, spawned with `posix_spawn` and joined to us by
/// pipes on its stdin and stdout (stderr is inherited, so its diagnostics show in test output).
///
/// Deliberately small: the supervisor's own spawner lives in WidgetHost; this only exists so the
/// RPC layer can be tested across a real process boundary without depending on the host.
public final class TestProcess: Sendable {
    public let pid: pid_t
    /// Our write end of the child's stdin.
    public let stdinFD: Int32
    /// Our read end of the child's stdout.
    public let stdoutFD: Int32

    public struct SpawnError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Spawns `executable` with `arguments`.
    public init(executable: String, arguments: [String] = [], environment: [String: String]? = nil) throws {
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else {
            throw SpawnError(description: "pipe failed: \(String(cString: strerror(errno)))")
        }
        for fd in [toChild[1], fromChild[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addclose(&actions, toChild[0])
        posix_spawn_file_actions_addclose(&actions, fromChild[1])

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = [executable] + arguments
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var cArgv = argv.map { strdup($0) } + [nil]
        var cEnv = env.map { strdup($0) } + [nil]
        defer {
            cArgv.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, &attributes, &cArgv, &cEnv)
        close(toChild[0])
        close(fromChild[1])
        guard rc == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw SpawnError(description: "cannot spawn \(executable): \(String(cString: strerror(rc)))")
        }
        pid = child
        stdinFD = toChild[1]
        stdoutFD = fromChild[0]
    }

    /// Sends `signal` to the child.
    public func kill(_ signal: Int32 = SIGKILL) {
        _ = Glibc.kill(pid, signal)
    }

    /// Waits for the child to exit on a dedicated thread (never blocking the cooperative pool)
    /// and returns its raw wait status.
    public func waitForExit() async -> Int32 {
        let pid = self.pid
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                continuation.resume(returning: status)
            }
        }
    }
}

/// Finds executables that SwiftPM built next to the running test bundle.
public enum BuiltProducts {
    /// The build products directory (e.g. `.build/debug`).
    public static var directory: URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        // Inside an .xctest bundle directory on some layouts.
        if dir.pathExtension == "xctest" { dir = dir.deletingLastPathComponent() }
        return dir
    }

    /// The path of the built executable `name`.
    public static func path(of name: String) -> String {
        directory.appendingPathComponent(name).path
    }
}
