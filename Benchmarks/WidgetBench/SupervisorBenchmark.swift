import Foundation
import Glibc
import WidgetHost
import WidgetProtocol
import WidgetRPC
import WidgetTestSupport

/// Supervisor figures: restart latency, start-up of 1 and of 20 widgets against the start-up's
/// own floor, the host's share of it and the sentinel's cost, idle memory and CPU.
/// Uses the `fast-widget` fixture (Swift, no interpreter start-up).
enum SupervisorBenchmark {
    static func options() -> SupervisorOptions {
        var options = SupervisorOptions(
            user: UserInfo(userID: "usr-bench"),
            recorder: FlightRecorder(options: .init(path: NSTemporaryDirectory() + "widgets-bench-rpc.jsonl")))
        options.dataRoot = NSTemporaryDirectory() + "widgets-bench-data"
        return options
    }

    static let context = InitRequest.airport(
        Airport(
            iataCode: "LHR", icaoCode: "EGLL", name: "London Heathrow", city: "London", country: "GB", timeZone: "Europe/London",
            latitude: 51.47, longitude: -0.4543, terminals: ["5"]))

    static func entry(_ id: String) -> ManifestEntry {
        var entry = ManifestEntry(id: id, executable: BuiltProducts.path(of: "fast-widget"))
        entry.restart = RestartPolicies(
            restart: .permanent, backoff: Backoff(initial: .zero, multiplier: 1, maximum: .zero, jitter: 0),
            intensity: RestartIntensity(maximumRestarts: 100_000, window: .seconds(60)))
        return entry
    }

    /// Crash (action "crash" → exit 7) → restarted → replayed cell announced; median and p90.
    static func restartLatency(samples: Int) async -> (p50: Duration, p90: Duration) {
        let widget = WidgetSupervisor(entry: entry("restart"), context: context, options: options())
        await widget.start()
        _ = await widget.waitForStatus(timeout: .seconds(10)) { $0.isReady }
        await widget.setWidth(390)
        _ = await widget.refreshCell(width: 390)
        var times: [Duration] = []
        for _ in 0..<samples {
            let started = ContinuousClock.now
            let before = await widget.instance
            _ = await widget.action(ActionRequest(id: "crash", source: .cell))
            // Restarted and its cell replayed: a fresh cell from a later instance.
            _ = await widget.waitForSnapshot { $0.instance > before && $0.cell?.instance == $0.instance && !$0.cellIsStale }
            times.append(.now - started)
        }
        await widget.stop()
        times.sort()
        return (times[times.count / 2], times[times.count * 9 / 10])
    }

    /// Starts `count` widgets together on `supervisor` and returns once each has answered its
    /// first `configureCell` (or given up waiting).
    static func startWithFirstCells(count: Int, on supervisor: DashboardSupervisor) async {
        let widgets = await supervisor.start((0..<count).map { entry("start-\($0)") })
        await withTaskGroup(of: Void.self) { group in
            for widget in widgets {
                group.addTask {
                    _ = await widget.waitForStatus(timeout: .seconds(30)) { $0.isReady }
                    _ = await widget.refreshCell(width: 390)
                }
            }
        }
    }

    /// Spawn → first `configureCell` answered, for `count` widgets started together.
    static func startUp(count: Int) async -> Duration {
        let supervisor = DashboardSupervisor(context: context, options: options())
        let started = ContinuousClock.now
        await startWithFirstCells(count: count, on: supervisor)
        let elapsed = ContinuousClock.now - started
        await supervisor.stopAll()
        return elapsed
    }

    /// One widget's own CPU from exec to answering its first `configureCell`: `fast-widget`
    /// spawned straight from here (no sentinel, no supervisor), handshaken and asked for its cell
    /// over a `Connection`, its CPU then read from /proc while it is still alive.
    static func oneWidgetStartCPU() async throws -> Duration {
        let child = try TestProcess(executable: BuiltProducts.path(of: "fast-widget"))
        let connection = Connection(transport: try FileDescriptorTransport(readFD: child.stdoutFD, writeFD: child.stdinFD))
        connection.start()
        _ = try await connection.call(
            InitializeRequest(
                host: HostInfo(name: "bench", version: "0"), user: UserInfo(userID: "usr-bench"), locale: "en", timeZone: "UTC",
                capabilities: HostCapabilities()), timeout: .seconds(10))
        _ = try await connection.call(context, timeout: .seconds(10))
        _ = try await connection.call(CellHeightRequest(width: 390), timeout: .seconds(10))
        _ = try await connection.call(ConfigureCellRequest(width: 390), timeout: .seconds(10))
        let cpu = ProcessProbe(pid: child.pid).read().cpu
        connection.close()
        _ = await child.waitForExit()
        return cpu
    }

    /// Spawn → first `configureCell` of `count` widgets started together, with what the host
    /// process and the widgets' sentinels spent meanwhile, and each sentinel's resident memory.
    struct StartUp {
        var elapsed: Duration
        var hostCPU: Duration
        /// Read while the widgets were up.
        var sentinels: [ProcessProbe.Reading]
        var widgetsCPU: Duration
    }

    static func measuredStartUp(count: Int) async -> StartUp {
        let supervisor = DashboardSupervisor(context: context, options: options())
        let cpuBefore = processCPU()
        let started = ContinuousClock.now
        await startWithFirstCells(count: count, on: supervisor)
        let elapsed = ContinuousClock.now - started
        let hostCPU = processCPU() - cpuBefore
        let sentinels = ProcessProbe.children(of: getpid()).filter { $0.command == "widget-sentinel" }
        let sentinelReadings = sentinels.map { $0.read() }
        let widgetsCPU = sentinels.flatMap { ProcessProbe.children(of: $0.pid) }.reduce(Duration.zero) { $0 + $1.read().cpu }
        await supervisor.stopAll()
        return StartUp(elapsed: elapsed, hostCPU: hostCPU, sentinels: sentinelReadings, widgetsCPU: widgetsCPU)
    }

    /// This process's CPU, all threads.
    static func processCPU() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    /// Host VmRSS (KiB) with `count` idle widgets, and host CPU (utime+stime) over `window`.
    static func idle(count: Int, window: Duration) async -> (rssKiB: Int, cpu: Duration) {
        let supervisor = DashboardSupervisor(context: context, options: options())
        let widgets = await supervisor.start((0..<count).map { entry("idle-\($0)") })
        for widget in widgets { _ = await widget.waitForStatus(timeout: .seconds(60)) { $0.isReady } }
        try? await Task.sleep(for: .milliseconds(500))
        let before = cpuTime()
        try? await Task.sleep(for: window)
        let cpu = cpuTime() - before
        let rss = residentKiB()
        await supervisor.stopAll()
        return (rss, cpu)
    }

    static func cpuTime() -> Duration {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return .zero }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        let ticks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
        return .milliseconds(ticks * 1000 / Int(sysconf(Int32(_SC_CLK_TCK))))
    }

    static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// Mean CPU (user + system) of running `executable` with no arguments to its exit, over
    /// `runs` runs alternating with the others: what its exec and dynamic linking cost, since
    /// both programs measured exit at once (the sentinel, started without the host's descriptors,
    /// exits 64 after two `fcntl`s).
    static func execCPU(of executables: [String], runs: Int) -> [Duration] {
        var totals = [Duration](repeating: .zero, count: executables.count)
        for _ in 0..<runs {
            for (index, executable) in executables.enumerated() {
                let before = childrenCPU()
                let process = Process()
                process.executableURL = URL(fileURLWithPath: executable)
                process.standardError = FileHandle.nullDevice
                guard (try? process.run()) != nil else { continue }
                process.waitUntilExit()
                totals[index] += childrenCPU() - before
            }
        }
        return totals.map { $0 / runs }
    }

    /// User + system CPU of this process's waited-for children so far.
    static func childrenCPU() -> Duration {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func duration(_ t: timeval) -> Duration { .seconds(t.tv_sec) + .microseconds(t.tv_usec) }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }

    /// Runs them all and prints a Markdown table. Call from main.swift:
    /// `await SupervisorBenchmark.run(quick: quick)`.
    static func run(quick: Bool) async {
        let restart = await restartLatency(samples: quick ? 20 : 100)
        var ownCPU: [Duration] = []
        for _ in 0..<(quick ? 3 : 9) {
            do {
                ownCPU.append(try await oneWidgetStartCPU())
            } catch {
                FileHandle.standardError.write(Data("error: one widget's start: \(error)\n".utf8))
            }
        }
        ownCPU.sort()
        let one = await startUp(count: 1)
        let twenty = await measuredStartUp(count: 20)
        let idle = await idle(count: 100, window: .seconds(2))
        let sentinel = (CommandLine.selfExecutable as NSString).deletingLastPathComponent + "/widget-sentinel"
        let exec = execCPU(of: [sentinel, "/bin/true"], runs: quick ? 20 : 200)
        let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let cpu1 = ownCPU.isEmpty ? Duration.zero : ownCPU[ownCPU.count / 2]
        let floor = cpu1 * 20 / cores
        let sentinelCPU = twenty.sentinels.reduce(Duration.zero) { $0 + $1.cpu }
        let share = (twenty.hostCPU + sentinelCPU) / floor
        let perSentinelCPU = twenty.sentinels.isEmpty ? .zero : sentinelCPU / twenty.sentinels.count
        let perSentinelRSS = twenty.sentinels.isEmpty ? 0 : twenty.sentinels.reduce(0) { $0 + $1.residentKiB } / twenty.sentinels.count
        let perSentinelPSS = twenty.sentinels.isEmpty ? 0 : twenty.sentinels.reduce(0) { $0 + $1.proportionalKiB } / twenty.sentinels.count
        print("\n| supervisor benchmark | value | target |")
        print("|---|---|---|")
        print("| crash → restarted → cell re-rendered (backoff 0), p50 / p90 | \(ms(restart.p50)) / \(ms(restart.p90)) | ≤ 20 ms |")
        print("| one widget's own CPU, exec → first configureCell answered (median of \(ownCPU.count)) | \(ms(cpu1)) | |")
        print("| spawn → first configureCell, 1 widget | \(ms(one)) | |")
        print(
            """
            | spawn → first configureCell, 20 widgets, ÷ its floor (20 × one widget's CPU ÷ \(cores) cores = \(ms(floor))) | \
            \(ms(twenty.elapsed)) (\(String(format: "%.2f", twenty.elapsed / floor))×) | |
            """)
        print(
            """
            | the host's share meanwhile: host process \(ms(twenty.hostCPU)) + \(twenty.sentinels.count) sentinels \(ms(sentinelCPU)) of CPU, \
            ÷ the floor | \(String(format: "%.1f %%", share * 100)) | < 20 % |
            """)
        print("| the 20 widgets' own CPU meanwhile (20 × one widget's: \(ms(cpu1 * 20))) | \(ms(twenty.widgetsCPU)) | |")
        // Issue 32's start cost: what the host and a sentinel spend on one widget's start, against
        // what that widget spends itself (its exec, its runtime, its handshake and first cell).
        let perWidgetHost = twenty.sentinels.isEmpty ? Duration.zero : twenty.hostCPU / twenty.sentinels.count
        let startCost = cpu1 == .zero ? 0 : (perWidgetHost + perSentinelCPU) / cpu1
        print(
            """
            | start cost, each of the 20: (host \(ms(perWidgetHost)) + sentinel \(ms(perSentinelCPU))) ÷ the widget's own \
            \(ms(cpu1)) | \(String(format: "%.2f×", startCost)) | ≤ 0.5× |
            """)
        print(
            """
            | one sentinel: CPU to its widget's first cell; resident memory (VmRSS, most of it libc shared with every \
            process), proportional set size | \(ms(perSentinelCPU)); \(perSentinelRSS) KiB, PSS \(perSentinelPSS) KiB | |
            """)
        print(
            """
            | exec → exit, CPU: widget-sentinel (C, but SwiftPM links every executable with libswiftCore and libstdc++) \
            / `/bin/true` (C, libc only) | \(ms(exec[0])) / \(ms(exec[1])) | |
            """)
        print("| host VmRSS with 100 idle widgets | \(idle.rssKiB / 1024) MiB | ≤ 50 MB |")
        print("| host CPU while 100 widgets idle, 2 s | \(ms(idle.cpu)) | ~0 |")
    }

    static func ms(_ d: Duration) -> String {
        let (s, atto) = d.components
        return String(format: "%.1f ms", Double(s) * 1000 + Double(atto) / 1e15)
    }
}
