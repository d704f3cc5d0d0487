import Foundation
import Synchronization
import WidgetBundles
import WidgetDashboard
import WidgetHost
import WidgetLogs
import WidgetProtocol
import WidgetRendering
import WidgetUsage

/// Counts what one dashboard run does with its widgets, by `widgetType` (``UsageTally``), and
/// keeps it on this machine (``UsageBook``): ``follow(_:)`` reads every state of the dashboard
/// until it stops, the model's ``DashboardOptions/interacted`` hook brings the taps and
/// actions, and the counts are added to the book every minute and when the run ends. Made only
/// when ``UsageSettings`` says usage is counted. Nothing leaves the machine.
final class UsageRecorder: Sendable {
    private let tally = Mutex(UsageTally())
    private let types = Mutex<[String: String]>([:])
    let book: UsageBook
    /// The wall clock (not `--now`: a pinned clock would show every card for no time at all).
    private let now: @Sendable () -> Date
    /// Where a save that failed is said.
    private let console: Console

    init(book: UsageBook, console: Console, now: @escaping @Sendable () -> Date = { Date() }) {
        self.book = book
        self.console = console
        self.now = now
    }

    /// The recorder for this user, or nil when they turned usage counting off.
    static func forUser(environment: [String: String], console: Console) -> UsageRecorder? {
        let settings = UsageSettings(path: UsageSettings.path(configDirectory: DashboardLayout.configDirectory(environment: environment)))
        guard settings.isOn else { return nil }
        return UsageRecorder(
            book: UsageBook(path: UsageBook.path(stateDirectory: DefaultPaths.stateDirectory(environment: environment))), console: console)
    }

    /// For ``DashboardOptions/interacted``.
    @Sendable func interacted(_ interaction: DashboardInteraction) {
        tally.withLock { tally in
            switch interaction {
            case .tap(let id): tally.tapped(id)
            case .action(let id): tally.acted(id)
            }
        }
    }

    /// Follows `dashboard` until its states end (it stopped), then keeps what was counted.
    func follow(_ dashboard: DashboardModel) async {
        var lastSave = now()
        for await state in await dashboard.states(bufferingNewest: 64) {
            var cards: [UsageTally.Card] = []
            for card in state.widgets {
                cards.append(
                    UsageTally.Card(
                        widgetID: card.widgetID, widgetType: await widgetType(of: card.widgetID, in: dashboard),
                        visible: card.isVisible && card.cell != nil, restarts: card.restarts, inError: Self.inError(card)))
            }
            let time = now()
            tally.withLock { $0.observe(cards, presented: state.presented.map(\.widgetID), at: time) }
            if time.timeIntervalSince(lastSave) >= 60 {
                save(at: time)
                lastSave = time
            }
        }
        save(at: now())
    }

    /// Adds what was counted since the last save to the book.
    func save(at time: Date) {
        let counts = tally.withLock { tally in
            tally.settle(at: time)
            return tally.take()
        }
        do {
            try book.add(counts, now: time)
        } catch {
            console.error("Warning: the usage counts could not be kept in \(book.path): \(error.localizedDescription)\n")
        }
    }

    /// The widget's type as its handshake said it, else its id (kept once known).
    private func widgetType(of id: String, in dashboard: DashboardModel) async -> String {
        if let known = types.withLock({ $0[id] }) { return known }
        guard let type = await dashboard.supervisor.widget(id)?.identity?.widgetType else { return id }
        types.withLock { $0[id] = type }
        return type
    }

    /// Widget `id`'s kind's counts, kept and not yet kept, by name (the inspector's).
    @Sendable func counts(forWidget id: String) -> [String: Int] {
        let type = types.withLock { $0[id] } ?? id
        let kept = book.read().counts[type] ?? UsageCounts()
        let total = kept + (tally.withLock { $0.counts[type] } ?? UsageCounts())
        return [
            "impressions": total.impressions, "shownSeconds": Int(total.shownSeconds.rounded()), "taps": total.taps,
            "controllerOpens": total.controllerOpens, "actions": total.actions, "errors": total.errors, "restarts": total.restarts,
        ]
    }

    static func inError(_ card: WidgetCardState) -> Bool {
        switch card.status {
        case .failed, .quarantined: return true
        default: return card.rejection != nil || (card.lastError != nil && card.cell == nil)
        }
    }
}
