import WidgetJSON
import WidgetLogFormat

/// Matches responses to their requests by widget, instance and id (ids restart with each
/// instance) and works out each reply's latency.
///
/// Feed records in log order. A reply's latency is the one the host recorded (`latencyUs`);
/// without it, the time between the request record and the reply record.
public struct RequestPairer: Sendable {
    struct Key: Hashable, Sendable {
        var widget: String
        var instance: Int64
        var id: JSONValue
    }

    private var open: [Key: LogRecord] = [:]

    public init() {}

    /// A record with what pairing found: for a reply, its request (if seen) and its latency.
    public struct Paired: Sendable, Hashable {
        public var record: LogRecord
        public var request: LogRecord?
        public var latencyUs: Int64?
        /// The method: the record's own, else its request's.
        public var method: String? { record.method ?? request?.method }
    }

    /// Pairs one record. Requests are remembered until their reply (or a deadline miss, whose
    /// late reply then still pairs) arrives.
    public mutating func pair(_ record: LogRecord) -> Paired {
        guard let id = record.id else { return Paired(record: record) }
        let key = Key(widget: record.widget, instance: record.instance, id: id)
        switch record.kind {
        case .request:
            open[key] = record
            return Paired(record: record)
        case .response, .errorResponse, .lateResponse:
            let request = open.removeValue(forKey: key)
            let latency = record.latencyUs ?? request.map { max(0, record.timeMicros - $0.timeMicros) }
            return Paired(record: record, request: request, latencyUs: latency)
        case .deadlineMissed:
            return Paired(record: record, request: open[key])
        default:
            return Paired(record: record)
        }
    }

    /// Pairs `records` in order.
    public static func pairAll(_ records: [LogRecord]) -> [Paired] {
        var pairer = RequestPairer()
        return records.map { pairer.pair($0) }
    }

    /// Requests still waiting for a reply.
    public var unanswered: Int { open.count }
}
