// A miniature host for tests that need a process of their own.
//
// Default: spawns `sleep 60` through WidgetHost, prints the child's pid, then waits for it.
// The parent-death test SIGKILLs this process and expects the sleep to die too.
//
// `--subreaper` first, in any mode: this host is a `HostSubreaper`, like the `widgets` CLI.
//
// `--run COMMAND [ARG…]`: spawns COMMAND through WidgetHost with this process's environment,
// copies its stdout lines to ours, then prints `exited <status>` when it ends. A spawn error
// prints `spawn failed: <description>` and exits 3. The orphan tests SIGKILL this host while its
// child's descendants run.
//
// `--leak-check N`: spawns N short children plus failing spawns (missing executable, bad
// working directory) and prints `pipes <before> <after> fds <before> <after> pidfds <n>
// zombies <n>`. Counting descriptors only means something in a process where nothing else
// runs, which the test process (many suites in parallel) is not. Even here the Swift runtime
// opens a few descriptors of its own lazily (Dispatch's eventfd and timerfd), so the total is
// reported for information and the exact check is on pipes and pidfds, which spawning uses.
import CWidgetSpawn
import Foundation
import Glibc
import WidgetProcess

/// Open descriptors whose link target passes `matches` (e.g. pipes, pidfds).
func descriptorCount(_ matches: (String) -> Bool) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return names.filter { matches((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) ?? "") }.count
}

func pidfdCount() -> Int { descriptorCount { $0 == "anon_inode:[pidfd]" } }
func pipeCount() -> Int { descriptorCount { $0.hasPrefix("pipe:") } }

func zombieCount() -> Int {
    let me = getpid()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { entry in
        guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 2 && fields[0] == "Z" && Int32(fields[1]) == me
    }.count
}

let arguments = CommandLine.arguments
if arguments.dropFirst().first == "--subreaper" { HostSubreaper.enable() }
if let flag = arguments.firstIndex(of: "--run"), flag + 1 < arguments.count {
    let command = Array(arguments[(flag + 1)...])
    let child: ChildProcess
    do {
        child = try await ChildProcess.spawn(
            LaunchConfiguration(
                executable: command[0], arguments: Array(command.dropFirst()), environment: ProcessInfo.processInfo.environment,
                // What it runs builds a tree of processes (the orphan tests' escape-tree.py).
                sandbox: SandboxPolicy(processes: 64)))
    } catch {
        FileHandle.standardOutput.write(Data("spawn failed: \(error)\n".utf8))
        exit(3)
    }
    let output = child.takeStandardOutput()!
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(output.rawValue, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        FileHandle.standardOutput.write(Data(buffer[0..<count]))
    }
    output.close()
    FileHandle.standardOutput.write(Data("exited \(await child.waitForExit())\n".utf8))
    exit(0)
}
if let flag = arguments.firstIndex(of: "--leak-check"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
    // Warm up: the spawner and exit-monitor threads open their descriptors once.
    _ = try await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/true")).waitForExit()
    let before = cws_count_open_fds()
    let pipesBefore = pipeCount()
    for index in 0..<count {
        switch index % 10 {
        case 0:
            _ = try? await ChildProcess.spawn(LaunchConfiguration(executable: "/nonexistent/widget"))
        case 1:
            _ = try? await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/true", workingDirectory: "/nonexistent"))
        default:
            _ = try await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/true")).waitForExit()
        }
    }
    // The last child's unused pipe ends close when its object is released, which may trail
    // its exit by a moment (the exit monitor still holds it): give it up to a second.
    for _ in 0..<20 where pipeCount() > pipesBefore {
        try await Task.sleep(for: .milliseconds(50))
    }
    print("pipes \(pipesBefore) \(pipeCount()) fds \(before) \(cws_count_open_fds()) pidfds \(pidfdCount()) zombies \(zombieCount())")
    exit(0)
}

let child = try await ChildProcess.spawn(LaunchConfiguration(executable: "/bin/sleep", arguments: ["60"]))
// Unbuffered: stdout is a pipe, and this process never exits normally.
FileHandle.standardOutput.write(Data("\(child.pid)\n".utf8))
_ = await child.waitForExit()
