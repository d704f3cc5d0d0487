// Helpers for the process tests; the only test file that imports the C library.
import CWidgetSpawn
import Foundation
import Glibc
import Testing

@testable import WidgetProcess

/// Signal numbers for assertions.
enum Sig {
    static let kill: Int32 = SIGKILL
    static let term: Int32 = SIGTERM
    static let segv: Int32 = SIGSEGV
    static let abrt: Int32 = SIGABRT
    static let xcpu: Int32 = SIGXCPU
}

/// The path of a fixture script under Tests/Fixtures/Children.
func fixture(_ name: String, file: String = #filePath) -> String {
    URL(fileURLWithPath: file)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Children/\(name)")
        .path
}

/// A built executable next to the test bundle (.build/debug/).
func builtProduct(_ name: String) throws -> String {
    let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent(name).path
}

/// The configuration for a fixture, with a minimal environment so `#!/usr/bin/env` works. The
/// fixtures are shell scripts, which start processes: they hold the processes grant.
func fixtureLaunch(_ name: String, _ arguments: String..., limits: ResourceLimits = ResourceLimits()) -> LaunchConfiguration {
    LaunchConfiguration(
        executable: fixture(name),
        arguments: arguments,
        environment: ["PATH": "/usr/local/bin:/usr/bin:/bin", "LC_ALL": "C.UTF-8"],
        limits: limits,
        sandbox: SandboxPolicy(processes: 64)
    )
}

/// Reads `descriptor` to EOF on a dedicated thread, then closes it.
func readToEnd(_ descriptor: FileDescriptor) async -> String {
    await withCheckedContinuation { continuation in
        Thread {
            var data = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor.rawValue, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                data.append(contentsOf: buffer[0..<count])
            }
            descriptor.close()
            continuation.resume(returning: String(decoding: data, as: UTF8.self))
        }.start()
    }
}

/// Reads one line (without `\n`) from `descriptor` on a dedicated thread; leaves it open.
func readLine(_ descriptor: FileDescriptor) async -> String {
    await withCheckedContinuation { continuation in
        Thread {
            var data = [UInt8]()
            var byte: UInt8 = 0
            while Glibc.read(descriptor.rawValue, &byte, 1) == 1 && byte != UInt8(ascii: "\n") {
                data.append(byte)
            }
            continuation.resume(returning: String(decoding: data, as: UTF8.self))
        }.start()
    }
}

/// Spawns a fixture that prints "ready" once it has set itself up, and waits for that line.
func spawnReady(_ configuration: LaunchConfiguration) async throws -> ChildProcess {
    let child = try await ChildProcess.spawn(configuration)
    let output = try #require(child.takeStandardOutput())
    let line = await readLine(output)
    output.close()
    try #require(line == "ready")
    return child
}

/// Number of open descriptors of the test process.
func openDescriptorCount() -> Int {
    Int(cws_count_open_fds())
}

/// Number of pidfds open in the test process.
func openPidfdCount() -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return names.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) == "anon_inode:[pidfd]" }
        .count
}

/// Waits up to `timeout` for `pid` (any process, not only our child) to die, via a pidfd.
/// True if it is gone (or a zombie awaiting its new parent) within the timeout.
func waitForDeath(of pid: Int32, timeout: Duration) -> Bool {
    let fd = cws_pidfd_open(pid)
    if fd < 0 { return errno == ESRCH }
    defer { close(fd) }
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
    return poll(&entry, 1, milliseconds) == 1
}

/// True if `pid` exists and is not a zombie.
func isRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return false }
    return !stat[stat.index(after: close)...].hasPrefix(" Z")
}

/// Makes the test process hold descriptors that are *not* close-on-exec, the way careless
/// code in a host might; the spawn must not pass them on. Returns them for closing.
func openLeakyDescriptors() -> [Int32] {
    let low = open("/dev/null", O_RDONLY)
    var pipeEnds: [Int32] = [0, 0]
    _ = pipe(&pipeEnds)
    let high = dup2(low, 900)
    return [low, high] + pipeEnds
}

func closeDescriptors(_ fds: [Int32]) {
    for fd in fds { close(fd) }
}

func setHostEnvironment(_ key: String, _ value: String) {
    setenv(key, value, 1)
}

var currentPID: Int32 { getpid() }
var currentUID: UInt32 { getuid() }

// MARK: - Process trees (the orphan tests)

/// A living process, found by a marker in its environment.
struct MarkedProcess: CustomStringConvertible {
    var pid: Int32
    var command: String
    var description: String { "\(pid) \(command)" }
}

/// The environment variable that marks every process of one test's tree: each descendant
/// inherits it, whatever session or process group it moves to.
let treeMarkerVariable = "WIDGETHOST_TEST_TREE"

/// Every living (non-zombie) process whose environment holds `treeMarkerVariable=marker`.
func livingProcesses(marked marker: String) -> [MarkedProcess] {
    let needle = Array("\(treeMarkerVariable)=\(marker)".utf8)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> MarkedProcess? in
        guard let pid = Int32(entry), isRunning(pid),
            let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
            environment.split(separator: 0).contains(where: { Array($0) == needle })
        else { return nil }
        let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") ?? Data()
        let words = commandLine.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return MarkedProcess(pid: pid, command: words.joined(separator: " "))
    }
}

/// Polls /proc until no process marked `marker` lives; returns the survivors if some are still
/// there after `timeout` (empty: the tree is gone). Zombies do not count: they are dead.
func survivors(marked marker: String, within timeout: Duration = .seconds(10)) async -> [MarkedProcess] {
    let deadline = ContinuousClock.now + timeout
    while true {
        let living = livingProcesses(marked: marker)
        if living.isEmpty || ContinuousClock.now >= deadline { return living }
        try? await Task.sleep(for: .milliseconds(20))
    }
}

/// Reaps those of `pids` that are exited children of the test process (a killed host's
/// sentinels, reparented to us when the test process is itself a subreaper).
func reapExitedChildren(among pids: [Int32]) {
    for pid in pids {
        var status: Int32 = 0
        _ = waitpid(pid, &status, WNOHANG)
    }
}

/// SIGKILLs `pids` (cleanup after a failed assertion, so one failure does not leak processes).
func killAll(_ processes: [MarkedProcess]) {
    for process in processes { kill(process.pid, SIGKILL) }
}

/// Sends `signal` to any process (not only a `ChildProcess`).
func send(_ signal: Int32, to pid: Int32) {
    kill(pid, signal)
}

extension Sig {
    static let hup: Int32 = SIGHUP
}

/// Writes all of `text` to `descriptor` (a pipe with room for it).
func write(_ text: String, to descriptor: FileDescriptor) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(descriptor.rawValue, $0.baseAddress, $0.count) }
}
