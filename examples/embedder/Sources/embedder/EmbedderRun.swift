import Foundation
import WidgetDashboard
import WidgetHost
import WidgetJSON
import WidgetProcess
import WidgetProtocol
import WidgetRendering
import WidgetSamples

/// The app's dashboard, start to finish: what `docs/embedding.md` walks through, with a check
/// after each step.
struct EmbedderRun {
    let configuration: EmbedderConfiguration

    init(_ configuration: EmbedderConfiguration) {
        self.configuration = configuration
    }

    func run() async throws {
        // What the host adopts if a widget's sentinel is killed (defence in depth).
        _ = HostSubreaper.enable()
        let folder = NSTemporaryDirectory() + "embedder-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        // 1. The dashboard: the sample trip, moved to today; the manifest's widgets; a recorder.
        let samples = SampleSet.embedded()
        let trip = try samples.tripCase(named: samples.defaultTrip ?? "connection", now: Date())
        let context = try JSONValueDecoder().decode(InitRequest.self, from: trip.params)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (configuration.searchFirst + [environment["PATH"] ?? ExecutableSearch.defaultPath]).joined(separator: ":")
        let manifest = ManifestLoader.load(path: configuration.manifest, environment: environment)
        try check(
            manifest.errors.isEmpty && manifest.warnings.isEmpty, "the manifest loads cleanly: \(manifest.errors + manifest.warnings)")
        let recorder = FlightRecorder(options: FlightRecorder.Options(path: folder + "/rpc.jsonl"))
        var supervision = SupervisorOptions(user: UserInfo(userID: "usr-embedder"), recorder: recorder)
        supervision.dataRoot = folder + "/data"
        supervision.hostEnvironment = environment
        let dashboard = DashboardModel(context: context, entries: manifest.entries, supervisorOptions: supervision)
        let ids = await dashboard.entries.map(\.id)
        print("embedder: \(DashboardModel.title(of: context)) with \(ids.joined(separator: ", "))")

        // 2. Two subscribers, each with room for every state: they must see the same sequence.
        let first = collect(await dashboard.states(bufferingNewest: 100_000))
        let second = collect(await dashboard.states(bufferingNewest: 100_000))
        let watch = await dashboard.states(bufferingNewest: 100_000)

        // 3. Start, and wait until every card is ready with its cell.
        await dashboard.start()
        let ready = try await firstState(of: watch, "every card ready with a cell") { state in
            state.widgets.allSatisfy(\.isReady)
        }
        print("embedder: every card ready (\(ready.widgets.map { "\($0.widgetID) pid \($0.pid ?? 0)" }.joined(separator: ", ")))")

        // 4. An action that changes a cell: the checklist's first "Done".
        let checklist = try cardState(ready, "checklist")
        let done = try checklistDone(checklist)
        let outcome = await dashboard.perform(action: done.action, widgetID: "checklist", source: .cell)
        try check(outcome == .handled, "the checklist's Done button was handled (got \(outcome))")
        let changed = try await firstState(of: watch, "the checklist's cell to change after Done") { state in
            state["checklist"].map { $0.cellUpdates > checklist.cellUpdates && $0.cell != checklist.cell } ?? false
        }
        print("embedder: the action changed the checklist's cell (update \(try cardState(changed, "checklist").cellUpdates))")

        // 5. SIGKILL from outside, by the pid the card reports: a restart with its cause.
        let pid = try unwrap(try cardState(changed, "checklist").pid, "the checklist card reports a pid")
        try check(kill(pid, SIGKILL) == 0, "SIGKILL to the checklist's pid \(pid)")
        let restarted = try await firstState(of: watch, "the checklist ready again after the kill") { state in
            state["checklist"].map { $0.isReady && $0.instance == 2 && !$0.restartLog.isEmpty } ?? false
        }
        let restart = try unwrap(try cardState(restarted, "checklist").restartLog.first, "the restart is on the card")
        try check(restart.cause.contains("SIGKILL"), "the restart's cause names the SIGKILL: \(restart.cause)")
        print("embedder: restart seen: run #\(restart.instance) \(restart.cause)")
        let cost = try await dashboard.sampleCost(of: "checklist")
        try check((cost?.usage.residentBytes ?? 0) > 0, "a cost sample of the new checklist process")

        // 6. Stop: every stream ends, both subscribers saw the same states, nothing is left.
        await dashboard.stop()
        let one = try await within(.seconds(60), "the first subscriber's stream to end") { await first.value }
        let two = try await within(.seconds(60), "the second subscriber's stream to end") { await second.value }
        try check(!one.isEmpty && one == two, "two subscribers saw the same \(one.count) states (the other saw \(two.count))")
        try check(
            one.last?.widgets.allSatisfy { if case .stopped = $0.status { true } else { false } } == true, "the last state is all stopped")
        print("embedder: two subscribers saw the same \(one.count) states")
        let late = try await within(.seconds(60), "a stream asked for after the stop to end") {
            var count = 0
            for await _ in await dashboard.states() { count += 1 }
            return count
        }
        try check(late == 1, "a stream asked for after the stop gives the last state and ends (got \(late))")
        await recorder.close()
        let left = try await within(.seconds(60), "no process of ours left") { () async -> Bool in
            while !ProcessTree.descendants().isEmpty { try? await Task.sleep(for: .milliseconds(20)) }
            return true
        }
        try check(left, "nothing left in /proc: \(ProcessTree.descendants())")
        print("embedder: stopped; nothing left in /proc")
    }

    /// Every state of `states` until it ends, in a task of its own.
    private func collect(_ states: AsyncStream<DashboardState>) -> Task<[DashboardState], Never> {
        Task {
            var seen: [DashboardState] = []
            for await state in states { seen.append(state) }
            return seen
        }
    }

    private func cardState(_ state: DashboardState, _ id: String) throws -> WidgetCardState {
        try unwrap(state[id], "the dashboard has a \(id) card")
    }

    /// The checklist's first "Done" button, from the card's list of actions.
    private func checklistDone(_ card: WidgetCardState) throws -> KeyedAction {
        try unwrap(card.actions.first { $0.title.contains("Done") }, "the checklist offers Done (it offers \(card.actions.map(\.title)))")
    }

    private func unwrap<T>(_ value: T?, _ what: String) throws -> T {
        guard let value else { throw CheckFailure(what) }
        return value
    }
}
