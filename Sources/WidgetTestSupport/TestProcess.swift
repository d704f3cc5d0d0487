import CWidgetSpawn
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

    /// Why the test process did not start.
    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Spawns `executable` with `arguments`.
    public init(executable: String, arguments: [String] = [], environment: [String: String]? = nil) throws {
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        // Close-on-exec from the start: a child another suite spawns meanwhile must not hold them.
        guard cws_pipe_cloexec(&toChild) == 0, cws_pipe_cloexec(&fromChild) == 0 else {
            throw StartFailure(description: "pipe failed: \(String(cString: strerror(errno)))")
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addclose(&actions, toChild[0])
        posix_spawn_file_actions_addclose(&actions, fromChild[1])

        let spawned = PosixSpawn.spawn(
            executable, arguments, environment: environment ?? ProcessInfo.processInfo.environment, actions: &actions)
        close(toChild[0])
        close(fromChild[1])
        let child: pid_t
        switch spawned {
        case .success(let pid):
            child = pid
        case .failure(let error):
            close(toChild[1])
            close(fromChild[0])
            throw StartFailure(description: "cannot spawn \(executable): \(error)")
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
        await PosixSpawn.waitForExit(pid)
    }
}

/// Finds executables that SwiftPM built next to the running test bundle.
public enum BuiltProducts {
    /// The build products directory (e.g. `.build/debug`).
    public static var directory: URL {
        let exe = URL(fileURLWithPath: ProcFS.executablePath() ?? CommandLine.arguments[0])
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
