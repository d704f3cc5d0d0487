import Foundation
import WidgetProcess
import WidgetProtocol
import WidgetRPC

/// Where one widget's supervision stands.
public enum WidgetStatus: Sendable, Hashable, CustomStringConvertible {
    /// Not started yet.
    case idle
    /// The process is being spawned.
    case starting
    /// Spawned; `initialize` / `prepareData` / `init` in progress.
    case initializing
    /// Handshake done: the widget answers cell requests.
    case ready
    /// It ended and will be started again after `after` (restart attempt `attempt`).
    case restarting(after: Duration, attempt: Int)
    /// It failed too often; it stays stopped until ``WidgetSupervisor/retry()``.
    case quarantined(QuarantineReason)
    /// It cannot be started at all (not found, not executable, …); retry after fixing it.
    case failed(String)
    /// The host is stopping it.
    case stopping
    /// The host stopped it (its own stop, or one asked of it); nil: it was not running.
    case stopped(TerminationStatus?)
    /// It ended by itself with this status and its restart policy does not restart that exit
    /// (a `transient` widget's clean exit, any exit of a `temporary` one); a manual retry or
    /// start runs it again.
    case ended(TerminationStatus)

    public var description: String {
        switch self {
        case .idle: return "idle"
        case .starting: return "starting"
        case .initializing: return "initializing"
        case .ready: return "ready"
        case .restarting(let after, let attempt): return "restarting in \(ReadableText.duration(after)) (attempt \(attempt))"
        case .quarantined(let reason): return "quarantined: \(reason)"
        case .failed(let reason): return "failed: \(reason)"
        case .stopping: return "stopping"
        case .stopped(let status): return "stopped" + (status.map { " (\($0))" } ?? "")
        case .ended(let status): return "ended (\(status)); its restart policy does not restart it"
        }
    }

    /// Ready to answer calls.
    public var isReady: Bool { self == .ready }
    /// Quarantined, whatever the reason.
    public var isQuarantined: Bool { if case .quarantined = self { return true } else { return false } }
    /// Waiting to restart.
    public var isRestarting: Bool { if case .restarting = self { return true } else { return false } }
}

/// The cell the dashboard shows for a widget: the last good `cellHeight` and `configureCell`.
public struct CellSnapshot: Sendable, Hashable {
    public var width: Double
    /// What `cellHeight` answered at ``width``: points, or ``CellHeight/fit`` (the renderers
    /// size the card to its content).
    public var height: CellHeight
    public var content: ConfigureCellResponse
    /// Which run of the widget produced it.
    public var instance: Int
    /// When it arrived (wall clock): a stale card reads "as of" this.
    public var receivedAt: Date
    /// Which fetch produced it; grows with every good answer, even one equal to the last.
    public var sequence: Int

    public init(width: Double, height: CellHeight, content: ConfigureCellResponse, instance: Int, receivedAt: Date, sequence: Int) {
        self.width = width
        self.height = height
        self.content = content
        self.instance = instance
        self.receivedAt = receivedAt
        self.sequence = sequence
    }
}

/// Something the dashboard layer should react to, in order, per widget.
public enum WidgetEvent: Sendable {
    /// Status, cell, visibility or identity changed: the whole new picture.
    case stateChanged(WidgetSnapshot)
    /// The widget asked to present a controller (already validated).
    case presentController(WidgetController)
    /// A `log` notification.
    case log(LogNotification)
    /// The widget broke the protocol (bad result, bad notification); recorded, last good cell kept.
    case protocolError(WidgetCallError)
}

/// Why a call to a widget produced no fresh answer. Descriptions name the widget.
public struct WidgetCallError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// The widget is not ready (restarting, quarantined, stopped…).
        case notReady(WidgetStatus)
        case timedOut(after: Duration)
        /// The result was of the wrong shape or broke a limit; `pointer` locates it.
        case invalidResult(reason: String, pointer: String)
        /// The widget answered with an error response.
        case remote(ResponseError)
        /// The process or its pipes went away during the call.
        case connectionLost(String)
        /// The widget stopped reading its stdin.
        case wedged
        case cancelled
    }

    public var widgetID: String
    public var method: String
    public var reason: Reason

    public init(widgetID: String, method: String, reason: Reason) {
        self.widgetID = widgetID
        self.method = method
        self.reason = reason
    }

    public var description: String {
        let who = "Widget \"\(widgetID)\""
        switch reason {
        case .notReady(let status):
            return "\(who) is \(status); '\(method)' was not sent and the last good result is shown."
        case .timedOut(let after):
            return "\(who) did not answer '\(method)' within \(after); a late reply will be dropped."
        case .invalidResult(let reason, let pointer):
            return
                """
                \(who) answered '\(method)' with an invalid result at \(pointer.isEmpty ? "/" : pointer): \(reason); the last good \
                result is kept.
                """
        case .remote(let error):
            return "\(who) answered '\(method)' with an error: \(error)."
        case .connectionLost(let why):
            return "\(who) went away during '\(method)': \(why)."
        case .wedged:
            return "\(who) stopped reading its input while '\(method)' was being sent; it is restarted."
        case .cancelled:
            return "'\(method)' to widget \"\(widgetID)\" was cancelled."
        }
    }
}

/// A fresh answer, or the last good one with the error that prevented a fresh one.
public struct WidgetAnswer<Value: Sendable>: Sendable {
    /// The fresh value, or the last good one (nil if there never was one).
    public var value: Value?
    /// True when `value` came from this call.
    public var isFresh: Bool
    public var error: WidgetCallError?
}

/// What went wrong with a widget so far (all instances): ``WidgetSnapshot/counters``.
public struct WidgetCounters: Sendable, Hashable {
    public var starts = 0
    public var strayLines = 0
    public var oversizeLines = 0
    public var partialLines = 0
    public var deadlinesMissed = 0
    public var lateResponses = 0
    public var unmatchedResponses = 0
    public var notificationsDropped = 0
    public var stderrLines = 0
    public var stderrLinesDropped = 0
    public var invalidResults = 0
    public var reloadsCoalesced = 0
    public init() {}

    /// Adds `other`'s counts to these (what other threads counted since the run loop last looked).
    mutating func add(_ other: WidgetCounters) {
        starts += other.starts
        strayLines += other.strayLines
        oversizeLines += other.oversizeLines
        partialLines += other.partialLines
        deadlinesMissed += other.deadlinesMissed
        lateResponses += other.lateResponses
        unmatchedResponses += other.unmatchedResponses
        notificationsDropped += other.notificationsDropped
        stderrLines += other.stderrLines
        stderrLinesDropped += other.stderrLinesDropped
        invalidResults += other.invalidResults
        reloadsCoalesced += other.reloadsCoalesced
    }
}
