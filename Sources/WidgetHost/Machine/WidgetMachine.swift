import Foundation
import WidgetProcess
import WidgetProtocol
import WidgetRPC

/// Everything the host knows about one widget, as a value: its lifecycle (starting, handshaking,
/// ready, restarting, quarantined, failed, stopping, stopped) **and** its cell (width, fetch in
/// flight, reload pending, last good cell, staleness, timeline reload).
///
/// Inputs go in through ``handle(_:at:)``; what the host must do comes out as ``Action``s. No
/// I/O, no tasks, no clock reads: time arrives with each input as a ``Moment``, randomness
/// with the exit that needs it. The ``WidgetSupervisor`` actor performs the actions and feeds
/// back what happened; tests feed inputs directly (swift-nio's handler state machines are the
/// model).
///
/// Two rules hold whatever order inputs arrive in:
/// - After ``Input/stopRequested`` no action is ever a spawn, until ``Input/retryRequested``.
/// - At most one `cellHeight` + `configureCell` pair is in flight, and every trigger that
///   arrives meanwhile (reload, width, show, timeline, restart) collapses into one pending fetch.
struct WidgetMachine: Sendable {
    /// The fixed rules for one widget.
    struct Configuration: Sendable {
        var widgetID: String
        var restart: RestartPolicies
        var hungAfterMissedDeadlines: Int
        /// The limits it runs under, to name the one an exit hit.
        var limits = ResourceLimits()
        var cellRetry = CellRetryPolicy()
        var timelineReload = TimelineReloadPolicy()
        /// How long a widget that closed its stdout may take to exit before it is killed.
        var channelClosedGrace: Duration = .milliseconds(250)
    }

    /// When an input happened: on the monotonic clock (restart maths) and the wall clock
    /// (timeline dates).
    struct Moment: Sendable, Hashable {
        var monotonic: MonotonicInstant
        var wall: Date
    }

    /// Timers the machine arms through ``Action/arm(_:after:)``; each fires as ``Input/timerFired(_:)``.
    enum Timer: Sendable, Hashable {
        /// The backoff before the next instance.
        case restart
        /// A widget closed its stdout: it must exit within the grace or be killed.
        case channelClosedGrace(instance: Int)
        /// A failed cell fetch is tried again.
        case cellRetry
        /// The timeline's reload policy is due.
        case timelineReload
    }

    enum Lifecycle: Sendable, Hashable {
        case idle
        /// The spawn of `instance` is under way.
        case starting(instance: Int)
        /// `initialize` / `prepareData` / `init` are under way.
        case handshaking(instance: Int)
        case ready(instance: Int)
        /// The instance ended; the next starts when ``Timer/restart`` fires.
        case restarting(after: Duration, attempt: Int)
        case quarantined(QuarantineReason)
        /// It cannot be started at all.
        case failed(String)
        /// The stop sequence of `instance` runs.
        case stopping(instance: Int)
        case stopped(TerminationStatus?)
    }

    /// One `cellHeight` + `configureCell` pair.
    struct Fetch: Sendable, Hashable {
        var id: Int
        var instance: Int
        var width: Double
        /// The height, once `cellHeight` answered.
        var height: Double?
        /// The trigger count this fetch answers (see ``CellState/requests``).
        var serves: Int
    }

    /// The cell half of the state.
    struct CellState: Sendable, Hashable {
        /// The width the host shows the card at; nil until the host says.
        var width: Double?
        /// False while the user hides the card.
        var shownByHost = true
        /// The widget's own say, from `init` and `canBeDisplayed`.
        var canBeDisplayed: Bool?
        var fetch: Fetch?
        /// A trigger arrived while a fetch was in flight: one more fetch follows it.
        var pending = false
        /// A fetch is owed as soon as one can be made (triggered while not ready or hidden,
        /// or while waiting for a retry).
        var owed = false
        /// A host request is pending: it does not wait for the retry backoff.
        var pendingIsHostRequest = false
        var nextFetchID = 1
        /// Triggers so far, and the last one whose fetch has finished (answered or failed).
        var requests = 0
        var served = 0
        var lastGood: CellSnapshot?
        /// Why the last fetch failed (nil after a good one).
        var lastError: WidgetCallError?
        /// Consecutive failed fetches (the retry backoff's attempt).
        var failures = 0
        var retryArmed = false
        var timelineArmed = false
        /// Consecutive answers whose timeline was already past due.
        var pastDueStreak = 0
        /// Triggers collapsed into an already pending fetch.
        var coalesced = 0
    }

    let configuration: Configuration
    var lifecycle: Lifecycle = .idle
    /// The newest instance's number (1 for the first run).
    var instance = 0
    var history = RestartHistory()
    /// Restarts scheduled so far (manual retries do not count).
    var restarts = 0
    var missedDeadlines = 0
    /// The instance being killed for a cause (one kill, one record).
    var killing: Int?
    /// Set by the host's stop; only a retry clears it.
    var stopRequested = false
    /// The widget's answer to its last successful `initialize`.
    var identity: InitializeResponse?
    /// Why the widget last failed, if it did.
    var failure: WidgetFailure?
    /// The sandbox of the current (or last) run, as its launcher reported it: carried to the
    /// snapshot only, no input depends on it.
    var sandbox: SandboxReport?
    var cell = CellState()

    init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The running instance (handshaking, ready or stopping), if any.
    var liveInstance: Int? {
        switch lifecycle {
        case .handshaking(let number), .ready(let number), .stopping(let number): return number
        default: return nil
        }
    }

    var status: WidgetStatus {
        switch lifecycle {
        case .idle: return .idle
        case .starting: return .starting
        case .handshaking: return .initializing
        case .ready: return .ready
        case .restarting(let after, let attempt): return .restarting(after: after, attempt: attempt)
        case .quarantined(let reason): return .quarantined(reason)
        case .failed(let reason): return .failed(reason)
        case .stopping: return .stopping
        case .stopped(let status): return .stopped(status)
        }
    }

    /// Whether the dashboard wants a cell now (and so fetches are made by themselves).
    var wantsCell: Bool {
        cell.width != nil && cell.shownByHost && cell.canBeDisplayed == true
    }

    /// The cell is out of date: a fetch failed since it was made, it comes from an earlier
    /// run, or the widget is not running.
    var cellIsStale: Bool {
        guard let good = cell.lastGood else { return false }
        if cell.lastError != nil { return true }
        guard case .ready(let number) = lifecycle else { return true }
        return good.instance != number
    }

    var snapshot: WidgetSnapshot {
        WidgetSnapshot(
            status: status, instance: instance, restarts: restarts, identity: identity,
            canBeDisplayed: cell.canBeDisplayed, width: cell.width, cell: cell.lastGood,
            cellIsStale: cellIsStale, cellError: cell.lastError, isFetching: cell.fetch != nil,
            fetchesServed: cell.served, failure: failure, sandbox: sandbox)
    }
}
