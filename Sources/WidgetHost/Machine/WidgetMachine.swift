import Foundation
import WidgetProcess
import WidgetProtocol
import WidgetRPC

/// Everything the host knows about one widget, as a value: its lifecycle (starting,
/// handshaking, ready, restarting, quarantined, failed, stopping, stopped) **and** its cell
/// (width, fetch in flight, reload pending, last good cell, staleness, timeline reload).
///
/// One mutating method per input (``start()``, ``spawned(_:at:)``, ``exited(_:_:stderrTail:random:at:)``,
/// ``heightAnswered(fetch:_:at:)`` …), each returning its own action type: exactly what the
/// host must do after that input, as an `Equatable` value. No I/O, no tasks, no clock reads:
/// time arrives with each input as a ``Moment``, randomness with the exit that needs it. State
/// is an enum whose cases carry their own data (swift-nio's state machines are the model).
/// Whatever a widget does and whatever order the world reports it in, an input is handled: one
/// that is merely late (about an instance or fetch that is gone, a timer that fired as it was
/// cancelled) is ignored. A `precondition` guards only the driver's own bookkeeping (reporting
/// an instance or fetch the machine never began, or the same answer twice), which no widget,
/// timing or OS error reaches. The ``WidgetSupervisor`` performs the actions and feeds back what
/// happened; tests call the methods directly.
///
/// Two rules hold whatever order inputs arrive in:
/// - After ``stop()`` no action is ever a spawn, until ``retry()``.
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
        /// The dashboard it is shown on (its `init`): one its `initialize` does not list fails
        /// the start before `init` is sent. `nil`: not checked.
        var dashboard: DashboardKind?
    }

    /// When an input happened: on the monotonic clock (restart maths) and the wall clock
    /// (timeline dates).
    struct Moment: Sendable, Hashable {
        var monotonic: MonotonicInstant
        var wall: Date
    }

    /// The timers the machine arms; the host fires each back through its own input
    /// (``restartTimerFired()``, ``graceExpired(instance:)``, ``retryTimerFired(at:)``,
    /// ``timelineTimerFired(at:)``). The driver drops a timer the machine cancelled; one that
    /// still fires (it lost the race with its cancellation) is ignored.
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

    /// The handshake's requests, in order (`prepareData` only when the widget declares it).
    enum HandshakeStep: Sendable, Hashable {
        case initialize, prepareData, initContext

        var method: String {
            switch self {
            case .initialize: InitializeRequest.method
            case .prepareData: PrepareDataRequest.method
            case .initContext: InitRequest.method
            }
        }
    }

    /// A process that runs and talks to the host.
    struct Instance: Sendable, Hashable {
        let number: Int
        /// Calls in a row that missed their deadline (see ``Configuration/hungAfterMissedDeadlines``).
        var missedDeadlines = 0
        /// Set when the host kills it for breaking the contract: one kill, one record.
        var killedFor: KillCause?

        init(_ number: Int) {
            self.number = number
        }
    }

    enum Lifecycle: Sendable, Hashable {
        case idle
        /// The spawn of `instance` is under way.
        case starting(instance: Int)
        /// The handshake runs: `step` has been sent and awaits its answer.
        case handshaking(Instance, step: HandshakeStep)
        case ready(Instance)
        /// The instance ended; the next starts when ``Timer/restart`` fires.
        case restarting(after: Duration, attempt: Int)
        case quarantined(QuarantineReason)
        /// It cannot be started at all (a spawn failed), or it said something a restart cannot
        /// change (a refusal): only a manual retry starts it again.
        case failed(String)
        /// It ended and its restart policy does not restart it (a manual retry still does).
        case ended(TerminationStatus)
        /// The host's stop sequence of `instance` runs.
        case stopping(instance: Int)
        /// Stopped by the host: nothing but a manual retry starts it again.
        case stopped(TerminationStatus?)
    }

    let configuration: Configuration
    var lifecycle: Lifecycle = .idle
    /// The newest instance's number (1 for the first run).
    var instance = 0
    var history = RestartHistory()
    /// Restarts scheduled so far (manual retries do not count).
    var restarts = 0
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
        case .handshaking(let running, _), .ready(let running): return running.number
        case .stopping(let number): return number
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
        case .ended(let status): return .ended(status)
        case .stopping: return .stopping
        case .stopped(let status): return .stopped(status)
        }
    }

    /// Whether the host's stop has run its course (the supervisor's run may end).
    var isStoppedByHost: Bool {
        if case .stopped = lifecycle { return true }
        return false
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
        guard case .ready(let running) = lifecycle else { return true }
        return good.instance != running.number
    }

    var snapshot: WidgetSnapshot {
        WidgetSnapshot(
            status: status, instance: instance, restarts: restarts, identity: identity,
            canBeDisplayed: cell.canBeDisplayed, width: cell.width, cell: cell.lastGood,
            cellIsStale: cellIsStale, cellError: cell.lastError, isFetching: cell.fetch.inFlight != nil,
            fetchesServed: cell.served, failure: failure, sandbox: sandbox)
    }

    /// Checks that `number` is an instance this machine started: a report about one it never
    /// spawned is a host bug.
    func requireStarted(_ number: Int, _ input: StaticString) {
        precondition(number >= 1 && number <= instance, "\(input) for instance \(number), but the newest is \(instance)")
    }
}
