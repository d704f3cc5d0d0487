import Foundation
import WidgetHost
import WidgetProcess
import WidgetProtocol
import WidgetRendering

/// One still picture of a ``DashboardModel``: every widget with its status and cell, the presented
/// controllers, the width. Values only; take ``frame(now:selectedWidgetID:statusLine:)`` to draw it.
public struct DashboardState: Sendable, Hashable {
    /// The dashboard's title, e.g. "Singapore via Frankfurt · LH 778".
    public var title: String
    /// Which kind of dashboard.
    public var dashboard: DashboardKind
    /// The column width in points (320…400).
    public var width: Double
    /// Every widget that serves this dashboard, in manifest order (hidden ones included).
    public var widgets: [WidgetCardState]
    /// Presented controllers, bottom first (push, modal and popup alike).
    public var presented: [PresentedController]
    /// The last thing the host wants to tell the user (a failed action, a URL to open).
    public var message: String?
    /// Increases with every change.
    public var revision: Int
    /// The host is stopping the dashboard, or has stopped it (``DashboardModel/stop()``): every
    /// widget is stopped by the host, and none can be started until the dashboard runs again.
    public var isStopping = false

    /// The cards shown, top to bottom.
    public var visible: [WidgetCardState] { widgets.filter(\.isVisible) }

    /// The widget `id`.
    public subscript(id: String) -> WidgetCardState? { widgets.first { $0.widgetID == id } }

    /// True when every widget has answered or cannot: it shows a cell, it is hidden (by the
    /// user, or by itself for longer than ``DashboardOptions/hiddenSettleDelay``), or it failed,
    /// is quarantined or stopped. `widgets dashboard --once` prints its frame at this point.
    public var isSettled: Bool { widgets.allSatisfy(\.isSettled) }
}

/// One widget on a dashboard: its supervisor's ``WidgetSnapshot`` (the one truth about the
/// widget) and the dashboard's own facts about the card (hidden by the user, the timeline entry
/// shown, the restart log, presentations, who stopped it).
public struct WidgetCardState: Sendable, Hashable {
    /// The manifest id.
    public var widgetID: String
    /// What its supervisor published last: status, run, cell, failure, stderr tail, counters.
    public internal(set) var snapshot: WidgetSnapshot

    // MARK: - What the snapshot says

    /// What the supervisor says.
    public var status: WidgetStatus {
        get { snapshot.status }
        set { snapshot.status = newValue }
    }
    /// Restarts scheduled by the restart policy so far.
    public var restarts: Int {
        get { snapshot.restarts }
        set { snapshot.restarts = newValue }
    }
    /// The widget's own say: `nil` until `init` answered.
    public var canBeDisplayed: Bool? {
        get { snapshot.canBeDisplayed }
        set { snapshot.canBeDisplayed = newValue }
    }
    /// Whether the user may hide it, as the widget said in its `initialize` result: `nil` until
    /// the handshake answered, in which case hiding is allowed.
    public var canBeHidden: Bool? { snapshot.identity?.canBeHidden }
    /// The last good height at ``cellWidth``: points, or ``CellHeight/fit`` (sized to its content).
    public var height: CellHeight? { snapshot.cell?.height }
    /// The width the cell was made for.
    public var cellWidth: Double? { snapshot.cell?.width }
    /// The last good `configureCell` answer (base cell and timeline).
    public var response: ConfigureCellResponse? { snapshot.cell?.content }
    /// The supervisor's sequence number of the cell shown (see ``CellSnapshot/sequence``).
    var cellSequence: Int? { snapshot.cell?.sequence }
    /// The run that made the cell shown.
    var cellInstance: Int? { snapshot.cell?.instance }
    /// True when the cell is out of date: it came from a run before a crash, or the last
    /// fetch failed and it was kept. ``cellAsOf`` says as of when.
    public var isStale: Bool {
        get { snapshot.cellIsStale }
        set { snapshot.cellIsStale = newValue }
    }
    /// When the cell shown arrived (wall clock).
    public var cellAsOf: Date? { snapshot.cell?.receivedAt }
    /// Why the last fetch failed, as a sentence (nil after a good one).
    public var lastError: String? { snapshot.cellError?.description }
    /// Why the widget last failed, if it did (spawn, handshake, kill, exit, quarantine).
    public var failure: String? { snapshot.failure?.description }
    /// Its sandbox: mode, the guarantees that hold, its grants (nil before its first start).
    public var sandbox: SandboxReport? {
        get { snapshot.sandbox }
        set { snapshot.sandbox = newValue }
    }
    /// The widget's own process in the current run (also its process group and session id),
    /// not the sentinel that waits above it; nil while none runs.
    public var pid: Int32? {
        get { snapshot.pid }
        set { snapshot.pid = newValue }
    }
    /// Which run is current (1 for the first, 0 before the first start).
    public var instance: Int {
        get { snapshot.instance }
        set { snapshot.instance = newValue }
    }
    /// The last lines the widget wrote to stderr (all runs, newest last): the cause of a
    /// crash is often there.
    public var standardErrorTail: [String] {
        get { snapshot.standardErrorTail }
        set { snapshot.standardErrorTail = newValue }
    }
    /// What the widget got wrong so far (stray lines, missed deadlines, dropped stderr…).
    public var counters: WidgetCounters {
        get { snapshot.counters }
        set { snapshot.counters = newValue }
    }
    /// Set when the last cell was rejected for breaking a rule: which rule, and where.
    public var rejection: String? {
        guard case .invalidResult(let reason, let pointer)? = snapshot.cellError?.reason else { return nil }
        return "\(reason) (at \(pointer.isEmpty ? "/" : pointer))"
    }

    // MARK: - The dashboard's own facts

    /// When a `restarting` widget starts again (for the countdown).
    public var restartAt: Date?
    /// Hidden by the user with ``DashboardModel/hide(_:)``.
    public var hiddenByUser: Bool
    /// The cell shown now: the timeline entry current at the last tick, else the base cell.
    public var cell: Cell?
    /// Good `configureCell` answers received so far (each reload, width change or replay adds one).
    public var cellUpdates: Int
    /// The restarts of this dashboard's run with their causes, oldest first (the last
    /// ``WidgetCardState/restartLogLimit``).
    public var restartLog: [WidgetRestart]
    /// The widget's last `log` notifications, newest last (the last ``WidgetCardState/logLimit``).
    public var logs: [LogNotification]
    /// The last protocol error it made (a bad result or notification), as a sentence.
    public var lastProtocolError: String?
    /// The last sample of its process tree's cost (``DashboardModel/sampleCost(of:)``); nil
    /// until one is taken (sampling reads `/proc`, so it is done when asked).
    public var cost: WidgetCost?
    /// A controller the widget asked to present without the user asking (spec §4): shown as a
    /// notice on the card until the user opens it (``DashboardModel/openPendingPresentation(_:)``).
    public var pendingPresentation: WidgetController?
    /// What stopped the widget, while the host stops it or has stopped it: the dashboard's
    /// stop, or a stop of this widget alone; nil otherwise.
    public var stoppedBy: StopCause?
    /// When the user last interacted with this widget (tap, action, header button).
    var lastInteraction: Date?
    /// Ready but hidden by the widget long enough to stop waiting for it.
    var hiddenSettled: Bool
    /// Coming back from a restart (a crash, or ``DashboardModel/restart(_:)``) of a card that
    /// was shown: until its new run shows a fresh cell (or fails to, or keeps its card hidden
    /// past ``DashboardOptions/hiddenSettleDelay``) the card stays, with its last good cell, as
    /// restarting. A new run that says `canBeDisplayed: false` while it loads (as the
    /// flight-status example does) would otherwise hide the card for a moment, and the card
    /// would pass through starting, hidden and out of date on its way back.
    var isReturning = false
    /// What stopped a widget the host stopped (``WidgetCardState/stoppedBy``).
    public enum StopCause: Sendable, Hashable {
        /// The dashboard stopped (a signal to the host, the user quitting): every widget stops.
        case dashboard
        /// This widget alone was stopped (``DashboardModel/stop(_:)``).
        case request
    }

    /// Restarts kept in ``restartLog``.
    public static let restartLogLimit = 20
    /// `log` notifications kept in ``logs``.
    public static let logLimit = 20

    /// The actions of the cell shown (buttons and toggles), in the order they are drawn,
    /// numbered as the terminal's key hints: perform one with
    /// ``DashboardModel/perform(action:widgetID:source:)`` and source `.cell`.
    public var actions: [KeyedAction] {
        guard let cell else { return [] }
        let columns = TerminalRenderer.columns(forPoints: cellWidth ?? DashboardOptions().width)
        return TerminalRenderer.keyedActions(for: cell, width: columns, context: RenderContext())
    }

    /// The card without what no screen shows (when the user last touched it, a fetch in flight,
    /// the supervisor's count of fetches, the width it asked at): a change must touch the rest
    /// to be published.
    var shown: WidgetCardState {
        var card = self
        card.lastInteraction = nil
        card.snapshot.isFetching = false
        card.snapshot.fetchesServed = 0
        card.snapshot.width = nil
        return card
    }

    /// Shown in the column: displayable and not hidden by the user.
    public var isVisible: Bool { canBeDisplayed == true && !hiddenByUser }

    /// The one readiness rule for an embedder (docs/embedding.md §3): the card shows a current
    /// cell of the running widget. The supervisor says ready, the card is visible, its cell is
    /// fresh (not kept from a run before a crash or after a failed fetch) and it is not on its
    /// way back from a restart; in words, ``statusWord(now:)`` is "ready". `status == .ready`
    /// alone is also true for a hidden card, or a stale one its new run has not replaced yet.
    public var isReady: Bool {
        guard status == .ready, cell != nil, !isStale, !isReturning else { return false }
        return cardStatus(now: Date()) == .ready
    }

    /// See ``DashboardState/isSettled``.
    public var isSettled: Bool {
        switch status {
        // A widget that crashed before its first cell shows that it is restarting.
        case .failed, .quarantined, .stopped, .ended, .stopping, .restarting: return true
        default: break
        }
        if hiddenByUser { return true }
        // A rejected first cell is a state to show, not one to wait for; an unanswered one is
        // asked again (1 s, 2 s, …), so a widget that was only slow still shows its card.
        if canBeDisplayed == true { return cell != nil || rejection != nil }
        return canBeDisplayed == false && hiddenSettled
    }

    init(widgetID: String) {
        self.widgetID = widgetID
        snapshot = WidgetSnapshot()
        restartLog = []
        logs = []
        cellUpdates = 0
        hiddenByUser = false
        hiddenSettled = false
    }
}
