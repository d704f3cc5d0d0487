import WidgetProcess
import WidgetProtocol

/// Everything a dashboard needs to draw one widget's card, published by its
/// ``WidgetSupervisor`` whenever any of it changes (``WidgetEvent/stateChanged(_:)``).
public struct WidgetSnapshot: Sendable, Hashable {
    /// Where supervision stands.
    public var status: WidgetStatus
    /// Which run of the widget is current (1 for the first).
    public var instance: Int
    /// The widget's own process in the current run (also its process group and session id;
    /// ``WidgetSupervisor/pid``), not the sentinel that waits above it; nil while none runs.
    public var pid: Int32? = nil
    /// Restarts scheduled by the restart policy so far (a host stop or a manual retry is not one).
    public var restarts: Int
    /// The widget's answer to its last successful `initialize`, as soon as it arrives.
    public var identity: InitializeResponse?
    /// The widget's own say (`init`, then `canBeDisplayed` notifications); nil before `init`.
    public var canBeDisplayed: Bool?
    /// The width the host shows the card at, once set.
    public var width: Double?
    /// The last good cell, kept across failures and restarts.
    public var cell: CellSnapshot?
    /// True when ``cell`` is out of date: a fetch failed since, or it comes from an earlier run,
    /// or the widget is not running. ``CellSnapshot/receivedAt`` says as of when.
    public var cellIsStale: Bool
    /// Why the last fetch failed; nil after a good one.
    public var cellError: WidgetCallError?
    /// A `cellHeight` + `configureCell` pair is in flight.
    public var isFetching: Bool
    /// How many cell triggers have been dealt with (see ``WidgetSupervisor/refreshCell(width:)``).
    public var fetchesServed: Int
    /// Why the widget last failed, if it did (cleared by a good handshake).
    public var failure: WidgetFailure?
    /// The sandbox the current (or last) run got: mode, guarantees that hold, grants. Nil
    /// before the first start, or from a launcher that starts no process.
    public var sandbox: SandboxReport? = nil
    /// The last lines the widget wrote to stderr (all runs, newest last;
    /// ``SupervisorOptions/stderrTailLines``): the cause of a crash is often there.
    public var standardErrorTail: [String] = []
    /// What the widget got wrong so far, and how often it started (all runs).
    public var counters = WidgetCounters()
}

extension WidgetSnapshot {
    /// Nothing known yet: a widget that has not started (idle, no run, no cell).
    public init() {
        self.init(status: .idle, instance: 0, restarts: 0, cellIsStale: false, isFetching: false, fetchesServed: 0)
    }
}
