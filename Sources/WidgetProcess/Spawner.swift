import CWidgetSpawn
import Dispatch
import Foundation
import Synchronization

/// The one long-lived thread every widget process is forked from, and the host's side of the
/// orphan defences.
///
/// PR_SET_PDEATHSIG fires when the *thread* that forked the child exits, not the process.
/// Forking from the cooperative pool or a Dispatch worker would kill healthy sentinels whenever
/// that thread retired, so all spawns are queued to this thread, which never exits.
///
/// On first use it opens the lifeline: a pipe whose write end only this process holds, so every
/// sentinel reads EOF from it when the host dies, however it dies. It also runs the sweeps of a
/// `HostSubreaper` host, between spawns, so a sentinel being started is never mistaken for an
/// adopted orphan.
final class Spawner: Sendable {
    static let shared = Spawner()

    private enum Job: Sendable {
        case spawn(LaunchConfiguration, host: [String: String], CheckedContinuation<Result<ChildProcess, SpawnError>, Never>)
        case sweep(DispatchSemaphore)
    }

    private let jobs = Mutex<[Job]>([])
    private let available = DispatchSemaphore(value: 0)
    /// The read end handed to each sentinel, or why there is no lifeline.
    private let lifeline: Result<Int32, SpawnError>
    private let sentinel: Result<String, SpawnError>

    private init() {
        ProcessSystemCalls.ignoreBrokenPipeSignal()
        var ends: [Int32] = [-1, -1]
        if cws_lifeline_create(&ends) == 0 {
            // The write end (ends[1]) stays open, unused, until the process ends.
            lifeline = .success(ends[0])
        } else {
            lifeline = .failure(.systemCallFailed(call: "pipe2 (the sentinels' lifeline)", errno: ProcessSystemCalls.errno))
        }
        sentinel = SentinelLocator.locate(
            environment: ProcessInfo.processInfo.environment, executablePath: ProcessSystemCalls.executablePath())
        _ = ExitMonitor.shared
        let thread = Thread { [self] in
            self.run()
        }
        thread.name = "WidgetHost.spawner"
        thread.start()
    }

    /// Spawns on the spawner thread and resumes the caller with the result.
    func spawn(_ configuration: LaunchConfiguration) async -> Result<ChildProcess, SpawnError> {
        let host = ProcessInfo.processInfo.environment
        return await withCheckedContinuation { continuation in
            jobs.withLock { $0.append(.spawn(configuration, host: host, continuation)) }
            available.signal()
        }
    }

    /// Sweeps this subreaper host's adopted children (after a sentinel died before its
    /// teardown) on the spawner thread, and returns when done: every child that is neither a
    /// live sentinel nor its widget is SIGKILLed and reaped, and so is whatever it leaves behind.
    /// Blocks the calling thread (the exit monitor's) for at most one spawn plus the sweep.
    func sweepAdoptedChildren() {
        let done = DispatchSemaphore(value: 0)
        jobs.withLock { $0.append(.sweep(done)) }
        available.signal()
        done.wait()
    }

    private func run() -> Never {
        while true {
            available.wait()
            switch jobs.withLock({ $0.removeFirst() }) {
            case .spawn(let configuration, let host, let continuation):
                continuation.resume(returning: perform(configuration, host: host))
            case .sweep(let done):
                let keep = ExitMonitor.shared.watchedPIDs()
                _ = keep.withUnsafeBufferPointer { cws_sweep_children($0.baseAddress, Int32($0.count)) }
                done.signal()
            }
        }
    }

    /// Runs on the spawner thread only.
    private func perform(_ configuration: LaunchConfiguration, host: [String: String]) -> Result<ChildProcess, SpawnError> {
        var configuration = configuration
        if configuration.sandbox.landlockABILimit == nil, let limit = host[SandboxPolicy.landlockLimitVariable].flatMap(Int.init) {
            configuration.sandbox.landlockABILimit = limit
        }
        var path: String
        let environment: [String]
        let sentinelPath: String
        let lifelineFD: Int32
        do throws(SpawnError) {
            try Self.validate(configuration)
            path = try Self.resolve(configuration, host: host)
            // A version manager's shim forks to find its interpreter, which a widget without the
            // processes grant may not: the host asks the manager instead (InterpreterShim).
            if configuration.sandbox.mode != .off,
                let launch = InterpreterShim.bypass(
                    path: path, arguments: configuration.arguments, environment: configuration.environment,
                    workingDirectory: configuration.workingDirectory ?? ProcessSystemCalls.currentDirectory() ?? "/", host: host)
            {
                path = launch.path
                configuration.executable = launch.argv0
                configuration.arguments = launch.arguments
                configuration.environment = launch.environment
            }
            environment = configuration.environment
                .sorted { $0.key < $1.key }
                .map { "\($0.key)=\($0.value)" }
            sentinelPath = try sentinel.get()
            lifelineFD = try lifeline.get()
        } catch {
            return .failure(error)
        }

        let hostReaps = HostSubreaper.isEnabled
        let grants =
            configuration.sandbox.mode == .off
            ? nil : SandboxGrants.resolve(for: configuration, program: path, hostEnvironment: host)
        if let grants { LeftoverTemporaryFolders.sweepOnFirstUse(parent: grants.temporaryParent) }
        var limits: [CgroupResource: Int] = [:]
        limits[.tasks] = configuration.taskCeiling
        limits[.memory] = configuration.memoryCeiling
        var cgroups = limits.isEmpty ? [] : CgroupPlace.make(name: configuration.environment["WIDGET_ID"] ?? "widget", limits: limits)
        let argv = ProcessSystemCalls.cStrings(
            Self.sentinelArguments(
                sentinelPath, path: path, configuration, grants: grants, hostReaps: hostReaps, cgroups: cgroups))
        let envp = ProcessSystemCalls.cStrings(environment)
        defer {
            ProcessSystemCalls.freeCStrings(argv)
            ProcessSystemCalls.freeCStrings(envp)
        }
        var result = cws_spawn_result()
        let status = sentinelPath.withCString { cSentinel in
            withOptionalCString(configuration.workingDirectory) { cwd in
                var request = cws_spawn_request(
                    sentinel_path: cSentinel,
                    argv: UnsafePointer(argv),
                    envp: UnsafePointer(envp),
                    cwd: cwd,
                    lifeline_fd: lifelineFD,
                    host_reaps: hostReaps ? 1 : 0
                )
                return cws_spawn(&request, &result)
            }
        }
        guard status == 0 else {
            for cgroup in cgroups { CgroupPlace.remove(cgroup) }
            return .failure(
                SpawnError(
                    stage: result.failed_stage,
                    errno: result.failed_errno,
                    detail: result.failed_detail,
                    path: path,
                    workingDirectory: configuration.workingDirectory,
                    temporaryParent: grants?.temporaryParent
                ))
        }
        // The sentinel joins before it forks the widget, and has reported since: if it is not in
        // the cgroup, the kernel refused the join, and the tree has no ceiling.
        cgroups.removeAll { cgroup in
            guard !cgroup.contains(result.sentinel_pid) else { return false }
            CgroupPlace.remove(cgroup)
            return true
        }
        var sandbox = SandboxReport(
            mode: configuration.sandbox.mode, applied: SandboxGuarantee.set(from: result.sandbox_applied),
            landlockABI: Int(result.landlock_abi),
            grants: grants ?? SandboxGrants(system: [], read: [], write: [], connectPorts: [], temporaryParent: ""))
        let ceilings = cgroups.flatMap(\.ceilings)
        sandbox.kernelTasks = ceilings.first { $0.resource == .tasks }
        sandbox.kernelMemory = ceilings.first { $0.resource == .memory }
        let child = ChildProcess(
            pid: result.pid,
            sentinelPID: result.sentinel_pid,
            pidfd: result.pidfd,
            reportFD: result.report_fd,
            hostReaps: hostReaps,
            standardInput: result.stdin_fd,
            standardOutput: result.stdout_fd,
            standardError: result.stderr_fd,
            sandbox: sandbox,
            cgroups: cgroups
        )
        ExitMonitor.shared.watch(child)
        return .success(child)
    }

    /// `widget-sentinel [-k] [-g CGROUP_PROCS]... [-l RESOURCE=VALUE]... [-S MODE [-A ABI] -t TEMPLATE -r PATH...
    /// -w PATH... -c PORT...] -- PATH ARGV0 [ARG]...`: the widget's argv[0] is `executable` as given, PATH the
    /// resolved one (no PATH search happens in the child); -k leaves the widget's zombie to a
    /// subreaper host; -g joins each of `cgroups` before the widget is forked; -S and the rest sandbox
    /// it with `grants` (none: no sandbox).
    static func sentinelArguments(
        _ sentinel: String, path: String, _ configuration: LaunchConfiguration, grants: SandboxGrants?, hostReaps: Bool,
        cgroups: [WidgetCgroup] = []
    ) -> [String] {
        var arguments = [sentinel]
        if hostReaps { arguments.append("-k") }
        for cgroup in cgroups { arguments += ["-g", cgroup.processesFile] }
        for setting in configuration.limits.settings {
            arguments += ["-l", "\(setting.resource)=\(setting.value)"]
        }
        if let grants {
            arguments += ["-S", configuration.sandbox.mode.rawValue]
            if let limit = configuration.sandbox.landlockABILimit { arguments += ["-A", "\(max(0, limit))"] }
            let id = (configuration.environment["WIDGET_ID"] ?? "").filter { $0.isLetter || $0.isNumber || "-_.".contains($0) }
            let name = id.isEmpty ? "widget" : "widget-\(id.prefix(64))"
            arguments += ["-t", grants.temporaryParent + "/" + name + ".XXXXXX"]
            if configuration.sandbox.temporaryRemovalLimit != SandboxPolicy.defaultTemporaryRemovalLimit {
                arguments += ["-T", "\(max(0, BudgetEnforcement.milliseconds(configuration.sandbox.temporaryRemovalLimit)))"]
            }
            for path in grants.system + grants.read { arguments += ["-r", path] }
            for path in grants.write { arguments += ["-w", path] }
            for port in grants.connectPorts { arguments += ["-c", "\(port)"] }
            if let processes = configuration.sandbox.processes { arguments += ["-P", "\(processes)"] }
        }
        return arguments + ["--", path, configuration.executable] + configuration.arguments
    }

    private static func validate(_ configuration: LaunchConfiguration) throws(SpawnError) {
        for argument in [configuration.executable] + configuration.arguments where argument.utf8.contains(0) {
            throw .invalidArgument("the argument \(String(reflecting: argument)) contains a NUL byte")
        }
        if let cwd = configuration.workingDirectory, cwd.utf8.contains(0) {
            throw .invalidArgument("the working directory \(String(reflecting: cwd)) contains a NUL byte")
        }
        for path in configuration.sandbox.read + configuration.sandbox.write
        where !(path.hasPrefix("/") || path.hasPrefix("${\(SandboxPolicy.dataDirectoryVariable)}")) || path.utf8.contains(0) {
            throw .invalidArgument("the sandbox grant \(String(reflecting: path)) is not an absolute path")
        }
        if let processes = configuration.sandbox.processes, processes < 1 {
            throw .invalidArgument("the sandbox grants \(processes) processes; grant at least 1, or none to allow threads only")
        }
        if configuration.sandbox.connectPorts.contains(0) { throw .invalidArgument("the sandbox grants TCP port 0, which is no port") }
        for (key, value) in configuration.environment {
            do throws(EnvironmentError) {
                try ChildEnvironment.validate(key: key, value: value)
            } catch {
                throw .invalidEnvironment(error)
            }
        }
    }

    /// The path execve gets: no PATH search happens in the child. A relative path with a `/`
    /// is made absolute against the host's cwd, because the child changes directory first.
    private static func resolve(_ configuration: LaunchConfiguration, host: [String: String]) throws(SpawnError) -> String {
        let executable = configuration.executable
        if executable.isEmpty { throw .executableNotFound(path: "\"\"", searched: []) }
        if executable.contains("/") {
            if executable.hasPrefix("/") { return executable }
            return (ProcessSystemCalls.currentDirectory() ?? ".") + "/" + executable
        }
        let directories =
            configuration.searchPath
            ?? ExecutableSearch.searchPath(widget: configuration.environment, host: host)
        if let found = ExecutableSearch.find(executable, in: directories) { return found }
        throw .executableNotFound(path: executable, searched: directories)
    }
}

private func withOptionalCString<R>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let string else { return body(nil) }
    return string.withCString { body($0) }
}
