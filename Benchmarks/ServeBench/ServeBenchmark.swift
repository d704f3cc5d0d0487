import Foundation
import Glibc
import WidgetDashboard
import WidgetHTTP
import WidgetHost
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetRendering
import WidgetServe
import WidgetTestSupport

/// The page's latency and cost, each row measured in one run on this machine.
struct ServeBenchmark {
    let quick: Bool

    func run() async throws {
        print(
            "widgets serve — measured in headless Chromium (\(HeadlessChromium.executable ?? "none")), \(ProcessInfo.processInfo.activeProcessorCount) cores\n"
        )
        for cards in [3, 100] {
            let result = try await latency(cards: cards, changes: quick ? 40 : 300)
            print(
                "snapshot change → DOM, \(cards) cards: p50 \(Self.ms(result.p50)), p99 \(Self.ms(result.p99)) (\(result.count) changes, one every 50 ms); "
                    + "first load \(Self.ms(result.load))")
        }
        try await idleCost(seconds: quick ? 5 : 20)
    }

    static func ms(_ value: Double) -> String { String(format: "%.1f ms", value) }

    /// Changes one card every 50 ms (host clock in its text) and reads, in the page, when each
    /// change reached the DOM.
    func latency(cards count: Int, changes: Int) async throws -> (p50: Double, p99: Double, count: Int, load: Double) {
        let cards = (0..<count).map { ScriptedDashboard.card("card-\($0)", text: "Card \($0)") }
        let dashboard = ScriptedDashboard(ServedState(title: "Benchmark", width: 375, cards: cards, now: Date()))
        let server = try DashboardServer(dashboard: dashboard)
        defer { dashboard.finish() }
        let result = try await HeadlessChromium.withBrowser(width: 1200, height: 900) { browser in
            let page = try await browser.newPage()
            let start = ContinuousClock.now
            try await page.navigate(to: server.url)
            try await page.waitFor(
                "document.body.dataset.ready === 'true' && document.querySelectorAll('article.card').length === \(count)")
            let load = (ContinuousClock.now - start).milliseconds
            _ = try await page.evaluate(
                """
                window.latencies = [];
                new MutationObserver(() => {
                  const now = performance.timeOrigin + performance.now();
                  for (const title of document.querySelectorAll('h4.text')) {
                    const match = /^t=([0-9.]+)$/.exec(title.textContent);
                    if (match && !title.dataset.seen) { title.dataset.seen = '1'; window.latencies.push(now - Number(match[1])); }
                  }
                }).observe(document.getElementById('cards'), { childList: true, subtree: true });
                """)
            for change in 0..<changes {
                let index = change % count
                let stamp = String(format: "%.3f", Date().timeIntervalSince1970 * 1000)
                dashboard.update { $0.cards[index] = ScriptedDashboard.card("card-\(index)", text: "t=\(stamp)") }
                try await Task.sleep(for: .milliseconds(50))
            }
            try await page.waitFor("window.latencies.length >= \(changes)", timeout: .seconds(60))
            let values = try await page.evaluate("window.latencies").arrayValue?.compactMap(\.doubleValue) ?? []
            return (values.sorted(), load)
        }
        await server.stop()
        let sorted = result.0
        return (Self.percentile(sorted, 0.5), Self.percentile(sorted, 0.99), sorted.count, result.1)
    }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    /// The example widgets under a real dashboard, the page open: this process's CPU and the
    /// widgets' over an idle window, then again with an inspector open.
    func idleCost(seconds: Int) async throws {
        let directory = NSTemporaryDirectory() + "serve-bench-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorder = FlightRecorder(options: FlightRecorder.Options(path: directory + "/rpc.jsonl"))
        var supervision = SupervisorOptions(user: UserInfo(userID: "usr-bench"), recorder: recorder)
        supervision.dataRoot = directory + "/data"
        let model = DashboardModel(context: try Self.connection(), entries: Self.examples(), supervisorOptions: supervision)
        let server = try DashboardServer(dashboard: DashboardModelAdapter(model: model, recorder: recorder))
        await model.start()
        let widgets = await model.supervisor.widgets
        var pids: [Int32] = []
        for widget in widgets {
            if let settled = await widget.waitForSnapshot(timeout: .seconds(30), { $0.cell != nil && !$0.isFetching }),
                settled.status.isReady,
                let pid = await widget.pid
            {
                pids.append(pid)
            }
        }
        let alone = await Self.cost(seconds: seconds, widgets: pids)
        print(
            "host CPU, no page, every widget idle: \(String(format: "%.2f", alone.host)) % of a core over \(seconds) s "
                + "(widgets: \(String(format: "%.2f", alone.widgets)) %)")
        try await HeadlessChromium.withBrowser(width: 1200, height: 900) { browser in
            let page = try await browser.newPage()
            try await page.navigate(to: server.url)
            try await page.waitFor("[...document.querySelectorAll('.slot')].filter(s => s.dataset.state === 'ready').length === 2")
            let idle = await Self.cost(seconds: seconds, widgets: pids)
            print(
                "host CPU, page open, every widget idle: \(String(format: "%.2f", idle.host)) % of a core over \(seconds) s "
                    + "(widgets: \(String(format: "%.2f", idle.widgets)) %)")
            _ = try await page.evaluate("document.querySelector('.slot [data-tool=\"inspect\"]').click()")
            try await page.waitFor("document.getElementById('cost-text').textContent.includes('MB')")
            let inspecting = await Self.cost(seconds: seconds, widgets: pids)
            print("host CPU, one inspector open (a sample every 2 s): \(String(format: "%.2f", inspecting.host)) % of a core")
        }
        await server.stop()
        await model.stop()
        await recorder.close()
    }

    /// CPU use of this process and of the widgets' trees over `seconds`, in % of one core.
    static func cost(seconds: Int, widgets: [Int32]) async -> (host: Double, widgets: Double) {
        func hostTime() -> Double {
            var usage = rusage()
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        func widgetTime() -> Double {
            widgets.compactMap { ProcessTreeUsage.sample(root: $0) }.reduce(0) { $0 + $1.cpuTime.seconds }
        }
        let (host, tree, start) = (hostTime(), widgetTime(), ContinuousClock.now)
        try? await Task.sleep(for: .seconds(seconds))
        let elapsed = (ContinuousClock.now - start).seconds
        return ((hostTime() - host) / elapsed * 100, (widgetTime() - tree) / elapsed * 100)
    }

    static func examples() -> [ManifestEntry] {
        let root = RepositoryPaths.root.appendingPathComponent("examples").path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let python = path.split(separator: ":").map { String($0) + "/python3" }.first { Glibc.access($0, X_OK) == 0 } ?? "/usr/bin/python3"
        return [
            ManifestEntry(id: "flight-status", executable: python, arguments: [root + "/flight-status/main.py"], dashboards: [.trip]),
            ManifestEntry(id: "checklist", executable: BuiltProducts.path(of: "checklist-widget"), dashboards: [.trip]),
        ]
    }

    static func connection() throws -> InitRequest {
        let data = try Data(contentsOf: RepositoryPaths.samples.appendingPathComponent("trips/connection.json"))
        let trip = try JSONValueDecoder().decode(Trip.self, from: try JSONValue(parsing: Array(data)))
        return .trip(trip, flight: trip.flights[1])
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    var milliseconds: Double { seconds * 1000 }
}
