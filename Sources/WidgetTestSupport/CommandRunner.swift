import Foundation
import Glibc

/// What a program run to its end left behind.
public struct CommandRun: Sendable {
    /// The exit code, or 128 + the signal number for a death by signal (as a shell reports it).
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs a program to its end for CLI tests, without disturbing the rest of the test process.
///
/// It opens no descriptor in the test process while the child runs (stdout and stderr go to
/// files that posix_spawn opens in the child, stdin is `/dev/null`) and a dedicated thread reaps
/// exactly this pid: other suites in the same process count descriptors, pidfds and zombies,
/// and watch their own pipes, and a child must hold none of them. Not Foundation's `Process`.
public enum CommandRunner {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// Runs `executable arguments…` with our environment plus `environment`, and waits.
    public static func run(
        _ executable: String, _ arguments: [String], environment extra: [String: String] = [:]
    ) async throws -> CommandRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outPath = directory.appendingPathComponent("stdout").path
        let errPath = directory.appendingPathComponent("stderr").path
        let environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let pid = try spawn(executable, arguments, environment: environment, stdout: outPath, stderr: errPath)
        // waitpid blocks: on its own thread, never on the cooperative pool the suites share.
        let raw = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var raw: Int32 = 0
                while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
                continuation.resume(returning: raw)
            }
        }
        return CommandRun(
            status: (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f),
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], stdout: String, stderr: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

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
        let env = environment.map { "\($0.key)=\($0.value)" }
        var cArgv = argv.map { strdup($0) } + [nil]
        var cEnv = env.map { strdup($0) } + [nil]
        defer {
            cArgv.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, &cArgv, &cEnv)
        guard rc == 0 else { throw Failure(description: "cannot run \(executable): \(String(cString: strerror(rc)))") }
        return pid
    }
}
