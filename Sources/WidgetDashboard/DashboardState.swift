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

    /// The cards shown, top to bottom.
    public var visible: [WidgetCardState] { widgets.filter(\.isVisible) }

    /// The widget `id`.
    public subscript(id: String) -> WidgetCardState? { widgets.first { $0.widgetID == id } }

    /// True when every widget has answered or cannot: it shows a cell, it is hidden (by the
    /// user, or by itself for longer than ``DashboardOptions/hiddenSettleDelay``), or it failed,
    /// is quarantined or stopped. `widgets dashboard --once` prints its frame at this point.
    public var isSettled: Bool { widgets.allSatisfy(\.isSettled) }
}

/// One widget on a dashboard.
public struct WidgetCardState: Sendable, Hashable {
    /// The manifest id.
    public var widgetID: String
    /// What the supervisor says.
    public var status: WidgetStatus
    /// When a `restarting` widget starts again (for the countdown).
    public var restartAt: Date?
    /// Starts after the first one.
    public var restarts: Int
    /// The widget's own say: `nil` until `init` answered.
    public var canBeDisplayed: Bool?
    /// Whether the user may hide it, as the widget said in its `initialize` result: `nil` until
    /// the handshake answered, in which case hiding is allowed.
    public var canBeHidden: Bool?
    /// Hidden by the user with ``DashboardModel/hide(_:)``.
    public var hiddenByUser: Bool
    /// The last good height, in points, at ``cellWidth``.
    public var height: Double?
    /// The width the cell was made for.
    public var cellWidth: Double?
    /// The cell shown now: the timeline entry current at the last tick, else the base cell.
    public var cell: Cell?
    /// The last good `configureCell` answer (base cell and timeline).
    public var response: ConfigureCellResponse?
    /// Good `configureCell` answers received so far (each reload, width change or replay adds one).
    public var cellUpdates: Int
    /// The supervisor's sequence number of the cell shown (see ``CellSnapshot/sequence``).
    var cellSequence: Int?
    /// True when the cell is out of date: it came from a run before a crash, or the last
    /// fetch failed and it was kept. ``cellAsOf`` says as of when.
    public var isStale: Bool
    /// When the cell shown arrived (wall clock).
    public var cellAsOf: Date?
    /// Why the last fetch failed, as a sentence (nil after a good one).
    public var lastError: String?
    /// Why the widget last failed, if it did (spawn, handshake, kill, exit, quarantine).
    public var failure: String?
    /// Its sandbox: mode, the guarantees that hold, its grants (nil before its first start).
    public var sandbox: SandboxReport?
    /// The process of the current run (the widget's sentinel, which leads its process tree: a
    /// signal to it reaches the widget); nil while none runs.
    public var pid: Int32?
    /// Which run is current (1 for the first, 0 before the first start).
    public var instance: Int
    /// The restarts of this dashboard's run with their causes, oldest first (the last
    /// ``WidgetCardState/restartLogLimit``).
    public var restartLog: [WidgetRestart]
    /// The last lines the widget wrote to stderr (all runs, newest last): the cause of a
    /// crash is often there.
    public var standardErrorTail: [String]
    /// What the widget got wrong so far (stray lines, missed deadlines, dropped stderr…).
    public var counters: WidgetCounters
    /// The widget's last `log` notifications, newest last (the last ``WidgetCardState/logLimit``).
    public var logs: [LogNotification]
    /// The last protocol error it made (a bad result or notification), as a sentence.
    public var lastProtocolError: String?
    /// The last sample of its process tree's cost (``DashboardModel/sampleCost(of:)``); nil
    /// until one is taken (sampling reads `/proc`, so it is done when asked).
    public var cost: WidgetCost?
    /// Set when the last cell was rejected for breaking a rule: which rule, and where.
    public var rejection: String?
    /// A controller the widget asked to present without the user asking (spec §4): shown as a
    /// notice on the card until the user opens it (``DashboardModel/openPendingPresentation(_:)``).
    public var pendingPresentation: WidgetController?
    /// When the user last interacted with this widget (tap, action, header button).
    var lastInteraction: Date?
    /// Ready but hidden by the widget long enough to stop waiting for it.
    var hiddenSettled: Bool

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

    /// Shown in the column: displayable and not hidden by the user.
    public var isVisible: Bool { canBeDisplayed == true && !hiddenByUser }

    /// See ``DashboardState/isSettled``.
    public var isSettled: Bool {
        switch status {
        // A widget that crashed before its first cell shows that it is restarting.
        case .failed, .quarantined, .stopped, .stopping, .restarting: return true
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
        status = .idle
        restarts = 0
        instance = 0
        restartLog = []
        standardErrorTail = []
        counters = WidgetCounters()
        logs = []
        cellUpdates = 0
        hiddenByUser = false
        isStale = false
        hiddenSettled = false
    }
}
