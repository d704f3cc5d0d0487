import WidgetDashboard
import WidgetProtocol

/// What a key asks of the dashboard (see ``LiveScreen/press(_:)``). The live view performs
/// them one at a time, in the order the keys came, so two quick presses never race.
enum LiveCommand: Hashable, Sendable {
    case quit
    case tap(String)
    case back
    case hide(String)
    case show(String)
    case retry(String)
    /// The next standard width after the one the dashboard has when this command runs.
    case cycleWidth
    case pressHeaderButton(String)
    case perform(Action, widgetID: String, source: ActionRequest.Source)

    /// Performs `commands` on `dashboard` one at a time, each to its end before the next
    /// begins, until the stream ends: the live view's one consumer.
    static func performAll(_ commands: AsyncStream<LiveCommand>, on dashboard: DashboardModel) async {
        for await command in commands { await command.perform(on: dashboard) }
    }

    /// Performs the command on `dashboard` and returns once it is done (``quit`` is the view's).
    func perform(on dashboard: DashboardModel) async {
        switch self {
        case .quit: break
        case .tap(let id): await dashboard.tap(id)
        case .back: await dashboard.back()
        case .hide(let id): await dashboard.hide(id)
        case .show(let id): await dashboard.show(id)
        // The live view runs the dashboard and offers only its own widgets: nothing to report.
        case .retry(let id): try? await dashboard.retry(id)
        case .cycleWidth: await dashboard.cycleWidth()
        case .pressHeaderButton(let id): await dashboard.pressHeaderButton(id)
        case .perform(let action, let id, let source): await dashboard.perform(action: action, widgetID: id, source: source)
        }
    }
}
