import Foundation
import Glibc
import WidgetHost
import WidgetProcess
import WidgetProtocol
import WidgetRPC
import WidgetTestSupport

/// What the sandbox adds to starting a widget: spawn → `initialize` answered, for the
/// `fast-widget` fixture (Swift, no interpreter start-up), with the sandbox on and off, the two
/// alternating so that a change in the machine's load falls on both alike. Wall time suffers
/// from a loaded machine's scheduling; the CPU time each start costs (the host's, the
/// sentinel's and the widget's, from start to exit) does not, so both are shown.
enum SandboxBenchmark {
    /// One widget: spawned (grants resolved, sentinel, sandbox applied, exec), `initialize`
    /// asked and answered; then stdin closed and the exit awaited (not timed).
    static func startToInitialize(_ mode: SandboxPolicy.Mode, dataDirectory: String) async throws -> Duration {
        let environment = ["WIDGET_ID": "bench", "WIDGET_DATA_DIR": dataDirectory, "PATH": "/usr/bin:/bin"]
        let configuration = LaunchConfiguration(
            executable: BuiltProducts.path(of: "fast-widget"), environment: environment, sandbox: SandboxPolicy(mode: mode))
        let started = ContinuousClock.now
        let widget = try await ProcessLauncher().launch(configuration, outboundLimit: 1 << 20, stderrMaxLineBytes: 4096)
        var options = ConnectionOptions()
        options.idPrefix = "h-"
        let connection = Connection(transport: widget.transport, options: options)
        connection.start()
        _ = try await connection.call(
            InitializeRequest(
                host: HostInfo(name: "bench", version: "1"), user: UserInfo(userID: "usr-bench"), locale: "en-GB",
                timeZone: "Europe/London", capabilities: HostCapabilities()),
            timeout: .seconds(10))
        let elapsed = ContinuousClock.now - started
        connection.close()
        _ = await widget.waitForExit()
        return elapsed
    }

    /// CPU time (user + system) of this process and of its children that have been waited for
    /// (the sentinels, which wait for their widgets).
    static func cpuTime() -> Duration {
        var total = Duration.zero
        for who in [RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue] {
            var usage = rusage()
            getrusage(who, &usage)
            for time in [usage.ru_utime, usage.ru_stime] { total += .seconds(time.tv_sec) + .microseconds(time.tv_usec) }
        }
        return total
    }

    /// Medians of `samples` starts each way, and the difference; prints a Markdown table.
    static func run(quick: Bool) async {
        let samples = quick ? 20 : 200
        let data = NSTemporaryDirectory() + "widgets-bench-sandbox"
        try? FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        var on: [Duration] = []
        var off: [Duration] = []
        var cpu: [SandboxPolicy.Mode: Duration] = [.on: .zero, .off: .zero]
        var report: SandboxReport?
        do {
            for _ in 0..<3 {
                _ = try await startToInitialize(.on, dataDirectory: data)
                _ = try await startToInitialize(.off, dataDirectory: data)
            }
            for _ in 0..<samples {
                for mode in [SandboxPolicy.Mode.on, .off] {
                    let before = cpuTime()
                    let elapsed = try await startToInitialize(mode, dataDirectory: data)
                    cpu[mode, default: .zero] += cpuTime() - before
                    if mode == .on { on.append(elapsed) } else { off.append(elapsed) }
                }
            }
            let probe = try await ChildProcess.spawn(
                LaunchConfiguration(executable: "/bin/true", environment: ["WIDGET_DATA_DIR": data]))
            _ = await probe.waitForExit()
            report = probe.sandbox
        } catch {
            print("\nsandbox benchmark failed: \(error)")
            return
        }
        on.sort()
        off.sort()
        let medianOn = on[on.count / 2]
        let medianOff = off[off.count / 2]
        print("\n| sandbox benchmark (\(samples) starts each, alternating) | median | p90 | target |")
        print("|---|---|---|---|")
        print("| spawn → initialize answered, sandbox off | \(ms(medianOff)) | \(ms(off[off.count * 9 / 10])) | |")
        print("| spawn → initialize answered, sandbox on | \(ms(medianOn)) | \(ms(on[on.count * 9 / 10])) | |")
        print("| added by the sandbox, per widget (difference of medians) | \(ms(medianOn - medianOff)) | | < 1 ms |")
        let cpuOn = cpu[.on, default: .zero] / samples
        let cpuOff = cpu[.off, default: .zero] / samples
        print("| CPU per start to exit (host, sentinel, widget), off / on | \(ms(cpuOff)) / \(ms(cpuOn)) | | |")
        print("| CPU added by the sandbox, per widget | \(ms(cpuOn - cpuOff)) | | < 1 ms |")
        if let report { print("| guarantees on this kernel | \(report.summary) | | |") }
    }

    static func ms(_ d: Duration) -> String {
        let (s, atto) = d.components
        return String(format: "%.2f ms", Double(s) * 1000 + Double(atto) / 1e15)
    }
}
