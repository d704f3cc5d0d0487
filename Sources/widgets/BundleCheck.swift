import Foundation
import WidgetBundles
import WidgetJSON
import WidgetProcess

/// `widgets install`'s review: runs `widgets check --json` on a staged bundle, from its folder,
/// in the sandbox with the permissions it declares, and reads the verdict.
///
/// It runs the `widgets` executable itself as a child, so the gate is exactly the command a
/// widget author runs, and what it reads is check's public output: its exit status (0 passed,
/// 1 failed) decides, and the `--json` report's `checks` (`name`, `status`, `actual`, `hint`)
/// only say what failed. The child starts in the bundle's folder through `/bin/sh -c 'cd -- "$0"
/// && exec "$@"'` with the folder and the command line as arguments, never as text
/// (glibc's `posix_spawn` has no portable way to set a child's working directory).
struct BundleCheck {
    /// What the check said.
    struct Verdict: Sendable {
        /// Exit status 0.
        var passed: Bool
        /// The failed checks: name, what happened, how to fix it.
        var failures: [(name: String, actual: String, hint: String?)]
        /// The check's stderr, for when it did not run at all.
        var standardError: String
    }

    var root: String
    var manifest: BundleManifest
    var deadlineScale: Double
    var environment: [String: String]

    /// The arguments of `widgets check` for this bundle.
    var checkArguments: [String] {
        var arguments = ["check", "--json", "--sandbox", manifest.permissions.sandbox.rawValue]
        if deadlineScale != 1 { arguments += ["--deadline-scale", String(deadlineScale)] }
        for path in manifest.permissions.read { arguments += ["--permit", "read=" + path] }
        for path in manifest.permissions.write { arguments += ["--permit", "write=" + path] }
        for port in manifest.permissions.network { arguments += ["--permit", "network=\(port)"] }
        if let processes = manifest.permissions.processes { arguments += ["--permit", "processes=\(processes)"] }
        return arguments + ["--"] + manifest.command
    }

    /// Runs the check and waits for it; a failure to run it at all is an `.failure` sentence.
    func run() async -> Result<Verdict, CheckFailure> {
        let output = NSTemporaryDirectory() + "widgets-install-check-\(getpid())-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: output + ".out", contents: nil),
            FileManager.default.createFile(atPath: output + ".err", contents: nil)
        else { return .failure(CheckFailure("cannot make its output files in \(NSTemporaryDirectory())")) }
        defer {
            unlink(output + ".out")
            unlink(output + ".err")
        }
        let executable = DashboardSetup.binaryDirectory + "/widgets"
        let script = "cd -- \"$0\" && exec \"$@\""
        let pid: pid_t
        switch Self.spawn("/bin/sh", ["-c", script, root, executable] + checkArguments, stdout: output + ".out", stderr: output + ".err") {
        case .success(let spawned): pid = spawned
        case .failure(let failure): return .failure(failure)
        }
        let status = await Self.waitForExit(pid)
        let stdout = FileManager.default.contents(atPath: output + ".out") ?? Data()
        let stderr = String(decoding: FileManager.default.contents(atPath: output + ".err") ?? Data(), as: UTF8.self)
        guard status & 0x7F == 0, case let code = (status >> 8) & 0xFF, code == 0 || code == 1 else {
            return .failure(CheckFailure("'widgets check' did not run (\(Self.describe(status))): \(stderr.suffix(2000))"))
        }
        var failures: [(String, String, String?)] = []
        if let report = try? JSONValue(parsing: Array(stdout)), case .array(let checks)? = report["checks"] {
            for check in checks where check["status"]?.stringValue == "fail" {
                failures.append(
                    (check["name"]?.stringValue ?? "?", check["actual"]?.stringValue ?? "", check["hint"]?.stringValue))
            }
        }
        return .success(Verdict(passed: code == 0, failures: failures, standardError: stderr))
    }

    struct CheckFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: - The child

    private static func spawn(_ executable: String, _ arguments: [String], stdout: String, stderr: String) -> Result<pid_t, CheckFailure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_TRUNC, 0o600)
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
        var argv = ([executable] + arguments).map { strdup($0) } + [nil]
        var environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            environment.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, &argv, &environment)
        guard rc == 0 else { return .failure(CheckFailure("'widgets check' could not be started: \(String(cString: strerror(rc)))")) }
        return .success(pid)
    }

    /// Waits for `pid` on a thread of its own (never the cooperative pool); its raw status.
    private static func waitForExit(_ pid: pid_t) async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                continuation.resume(returning: status)
            }
        }
    }

    private static func describe(_ status: Int32) -> String {
        status & 0x7F == 0 ? "exit status \((status >> 8) & 0xFF)" : "killed by signal \(status & 0x7F)"
    }
}
