import WidgetLogFormat
/// Why the host kills a widget itself: it broke the contract.
public enum KillCause: String, Sendable, Hashable {
    /// It missed `hungAfterMissedDeadlines` deadlines in a row.
    case hung
    /// It stopped reading its stdin (the outbound queue filled).
    case wedged
    /// `initialize`, `prepareData` or `init` failed or missed its deadline.
    case handshakeFailed
    /// It closed its stdout but kept running.
    case channelClosed
    /// Its process tree went over a budget (``BudgetBreach``).
    case overBudget

    /// The flight-recorder kind of the kill record.
    var recordKind: RPCLogRecord.Kind {
        switch self {
        case .hung: .hung
        case .wedged: .wedged
        case .handshakeFailed: .handshakeFailed
        case .channelClosed: .channelClosed
        case .overBudget: .budgetExceeded
        }
    }
}
