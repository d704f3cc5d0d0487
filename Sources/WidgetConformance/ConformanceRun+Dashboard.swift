import Foundation
import Synchronization
import WidgetConcurrency
import WidgetDashboard
import WidgetHost
import WidgetJSON
import WidgetProtocol
import WidgetSamples

// The card on a dashboard (`dashboard`): each sample runs once more, under the real
// `WidgetSupervisor` and `DashboardModel`, through their public API as `widgets dashboard --once`
// runs them, and the card must end up shown. The sessions above talk to the widget directly; this
// is what a user sees, with the host's ordering, retries and restarts.
extension ConformanceRun {
    /// The widget id the dashboard runs the widget under.
    static let dashboardWidgetID = "widgets-check"

    /// Runs every sample on a dashboard of its own, one at a time, and judges each card.
    func checkDashboards(_ cases: [SampleSet.InitCase]) async {
        let verdict = DashboardVerdict(settleDelay: DashboardOptions().hiddenSettleDelay)
        var shown = 0
        var hidden: [String] = []
        var slowest: (label: String, timeline: CardTimeline)?
        for initCase in cases {
            if Task.isCancelled { return }
            if relaunchRefusal("dashboard \(initCase.label)") != nil {
                recorder.skip(.dashboard, because: "the widget could not be started again")
                return
            }
            guard let context = try? JSONValueDecoder().decode(InitRequest.self, from: initCase.params) else {
                recorder.skip(.dashboard, because: "the sample \(initCase.label) is not an init the host can send")
                continue
            }
            let said = stats.withLock { $0.ownSay[initCase.label] ?? .unknown }
            let timeline = await showOnDashboard(context, said: said)
            options.transcript?("[dashboard \(initCase.label)] \(timeline.summary)")
            switch verdict.judge(timeline, said: said) {
            case .shown:
                shown += 1
                recorder.pass(.dashboard)
                if slowest.map({ ($0.timeline.shownAt ?? .zero) < (timeline.shownAt ?? .zero) }) ?? true {
                    slowest = (initCase.label, timeline)
                }
            case .shownLate(let text):
                shown += 1
                recorder.warn(.dashboard, initCase.label, actual: text)
            case .hiddenByWidget:
                hidden.append(initCase.label)
            case .failed(let actual, let hint):
                recorder.fail(.dashboard, initCase.label, actual: actual, hint: hint)
            }
        }
        if shown == 0, !hidden.isEmpty, hidden.count == cases.count {
            recorder.fail(
                .dashboard, "every sample",
                actual:
                    """
                    the dashboard kept the card hidden for every sample (\(hidden.count)), as the widget did in its own sessions: no \
                    user ever sees it (\(hidden.prefix(3).joined(separator: ", "))\(hidden.count > 3 ? ", …" : ""))
                    """,
                hint: CheckID.canBeDisplayed.hint)
        }
        var summary = "\(shown) card\(shown == 1 ? "" : "s") shown on a dashboard"
        if let slowest { summary += "; slowest, \(slowest.label): \(slowest.timeline.summary)" }
        if !hidden.isEmpty {
            summary += "; \(hidden.count) kept hidden by the widget, as in its own session (\(hidden.prefix(3).joined(separator: ", ")))"
        }
        recorder.summarize(.dashboard, summary)
    }

    /// One dashboard of `context` with the widget as its only card, as `widgets dashboard --once`
    /// runs it: started, watched until the card is shown (or fails, or restarts), then stopped.
    /// A card the widget keeps hidden is watched for as long as `dashboard --once` waits for it,
    /// and, when the widget showed it in its own session, as long as the `canBeDisplayed` check
    /// waited there (5 s, scaled).
    private func showOnDashboard(_ context: InitRequest, said: DashboardVerdict.OwnSay) async -> CardTimeline {
        let supervision = supervisorOptions()
        let dashboard = DashboardModel(context: context, entries: [dashboardEntry(for: context.dashboard)], supervisorOptions: supervision)
        let started = ContinuousClock.now
        let timeline = WaitableState(CardTimeline())
        let id = Self.dashboardWidgetID
        /// Follows the states until the card is final, or (`untilSettled`) settles as `--once` waits for it, or the stream ends.
        @Sendable func follow(untilSettled: Bool) async {
            for await state in await dashboard.states(bufferingNewest: 256) {
                guard let card = state[id] else { continue }
                let final = timeline.update { $0.observe(CardTimeline.Card(card), at: .now - started) }
                if final || (untilSettled && card.isSettled) { return }
            }
        }
        await dashboard.start()
        let startLimit = .seconds(20) * options.deadlineScale
        _ = await withDeadline(startLimit) { await follow(untilSettled: true) }
        if case .hidden = timeline.value.ending, said == .shownAtInit || said == .shownLater {
            _ = await withDeadline(.seconds(5) * options.deadlineScale) { await follow(untilSettled: false) }
        }
        await dashboard.stop()
        await supervision.recorder.close()  // its writer thread ends with it (a check runs several dashboards)
        return timeline.value
    }

    private func dashboardEntry(for kind: DashboardKind) -> ManifestEntry {
        var deadlines: [String: Duration] = [:]
        for entry in MessageRegistry.requests { deadlines[entry.method] = entry.defaultDeadline * options.deadlineScale }
        return ManifestEntry(
            id: Self.dashboardWidgetID, executable: options.command[0], arguments: Array(options.command.dropFirst()),
            dashboards: [kind], deadlines: deadlines, sandbox: options.sandboxPolicy)
    }

    private func supervisorOptions() -> SupervisorOptions {
        let user = options.samples.user.flatMap { try? JSONValueDecoder().decode(UserInfo.self, from: $0) }
        var supervision = SupervisorOptions(user: user ?? UserInfo(userID: "usr-conformance"), recorder: .disabled())
        supervision.host = HostInfo(name: "widgets check", version: WidgetHostVersion.current)
        supervision.launcher = ProcessLauncher(sandboxMode: options.sandbox)
        supervision.dataRoot = dataDirectory + "/.dashboard"
        supervision.hostEnvironment = options.hostEnvironment
        return supervision
    }
}
