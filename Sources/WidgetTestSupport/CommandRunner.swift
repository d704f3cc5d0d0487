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
        try await start(executable, arguments, environment: extra).finish()
    }

    /// Starts `executable arguments…` like `run` but returns at once, so the test can signal
    /// it before it ends; `finish()` then waits for it.
    public static func start(
        _ executable: String, _ arguments: [String], environment extra: [String: String] = [:]
    ) throws -> RunningCommand {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let outPath = directory.appendingPathComponent("stdout").path
        let errPath = directory.appendingPathComponent("stderr").path
        let environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        do {
            let pid = try spawn(executable, arguments, environment: environment, stdout: outPath, stderr: errPath)
            return RunningCommand(pid: pid, directory: directory)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
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

        switch PosixSpawn.spawn(executable, arguments, environment: environment, actions: &actions) {
        case .success(let pid): return pid
        case .failure(let error): throw Failure(description: "cannot run \(executable): \(error)")
        }
    }
}

/// A program started by ``CommandRunner/start(_:_:environment:)``: running until `finish()`.
public struct RunningCommand: Sendable {
    public let pid: pid_t
    let directory: URL

    /// Sends `signal` to the program.
    public func signal(_ signal: Int32) {
        _ = kill(pid, signal)
    }

    /// What the program has written to stdout so far (it may still be writing).
    public var standardOutputSoFar: String {
        (try? String(contentsOfFile: directory.appendingPathComponent("stdout").path, encoding: .utf8)) ?? ""
    }

    /// What the program has written to stderr so far.
    public var standardErrorSoFar: String {
        (try? String(contentsOfFile: directory.appendingPathComponent("stderr").path, encoding: .utf8)) ?? ""
    }

    /// Waits for the program to end (on a thread of its own) and returns what it left.
    public func finish() async -> CommandRun {
        defer { try? FileManager.default.removeItem(at: directory) }
        let raw = await PosixSpawn.waitForExit(pid)
        return CommandRun(
            status: (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f),
            stdout: (try? String(contentsOfFile: directory.appendingPathComponent("stdout").path, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: directory.appendingPathComponent("stderr").path, encoding: .utf8)) ?? "")
    }
}
