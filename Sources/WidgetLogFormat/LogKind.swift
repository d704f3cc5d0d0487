/// What a flight-recorder record is (`protocol/rpc-log.md`, "Kinds"): the one list the recorder
/// writes and every reader (`widgets logs`, replay, the inspector) reads. Messages use the
/// JSON-RPC kinds; everything else is an event.
public enum LogKind: String, Sendable, Hashable, CaseIterable {
    case request, notification, response, errorResponse
    case spawned, spawnFailed, initialized, exited, restarting, quarantined, stopped, retry
    case deadlineMissed, handshakeFailed, lateResponse, unmatchedResponse, hung, wedged, channelClosed
    case strayLine, oversizeLineStarted, oversizeLine, partialLine, invalidResult, protocolMismatch
    case stderr, stderrDropped, notificationsDropped, widgetLog
    case stopStep
    case callFailed, recordsDropped
    /// The host got SIGTERM, SIGINT or SIGHUP and stops every widget (widget `*`).
    case hostSignal
    /// The sandbox a run got, right after its `spawned`: mode, guarantees, grants.
    case sandbox
    /// The watchdog killed the widget's process tree for going over a budget: which, how
    /// much it used, the limit.
    case budgetExceeded

    /// Lifecycle kinds: what happened to a widget instance, and the host's verdicts on what it
    /// said (`invalidResult`: why a card failed), as opposed to what it said. Their rate is set
    /// by the host (starts, stops, calls, the notification rate limit), never by a widget; they
    /// are the records that explain a state, so they are never the ones a flood or a slow exit
    /// drops, and the inspector shows the widget's state again after one.
    public var isLifecycle: Bool {
        switch self {
        case .spawned, .spawnFailed, .initialized, .exited, .restarting, .quarantined, .stopped, .retry,
            .stopStep, .hostSignal, .sandbox, .deadlineMissed, .handshakeFailed, .hung, .wedged, .channelClosed, .callFailed,
            .recordsDropped, .invalidResult, .budgetExceeded:
            return true
        case .request, .notification, .response, .errorResponse, .lateResponse, .unmatchedResponse,
            .strayLine, .oversizeLineStarted, .oversizeLine, .partialLine, .protocolMismatch, .stderr, .stderrDropped,
            .notificationsDropped, .widgetLog:
            return false
        }
    }

    /// A JSON-RPC message as sent or received (the records that carry `message`).
    public var isMessage: Bool {
        switch self {
        case .request, .notification, .response, .errorResponse: return true
        default: return false
        }
    }

    /// A response or error response (the records that carry a latency).
    public var isReply: Bool { self == .response || self == .errorResponse }

    /// Lines on stdout that were not protocol: one record per stray, partial or oversize line.
    public var isStrayOutput: Bool { self == .strayLine || self == .oversizeLineStarted || self == .partialLine }

    /// A kind whose record says why a run ended or was ended, when no `exited` record says it.
    public var endsARun: Bool {
        switch self {
        case .hung, .wedged, .channelClosed, .budgetExceeded, .spawnFailed, .handshakeFailed: return true
        default: return false
        }
    }
}
