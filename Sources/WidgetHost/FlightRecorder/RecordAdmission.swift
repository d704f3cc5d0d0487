import WidgetJSON
import WidgetLogFormat

/// Decides, for each record, whether it waits for the writer or is dropped and counted; and
/// turns the counts into `recordsDropped` records. A pure value (times are the records' own
/// monotonic instants), owned by the recorder's lock.
///
/// - Lifecycle records may use the whole queue; every other record leaves
///   ``Capacity/lifecycleReserve`` places free for them and stays under the byte limit.
/// - Records a widget paces (``RPCLogRecord/isWidgetPaced``) also need room in that widget's
///   ``RecordBudget``.
/// - Drops are counted per widget; at the first drop, and then at most once a second per
///   widget, and at close, the counts since the last report become a `recordsDropped` record.
struct RecordAdmission: Sendable {
    struct Capacity: Sendable {
        var queueLimit: Int
        var lifecycleReserve: Int
        var queueByteLimit: Int
        var budget: RecordBudget
        /// Least time between two `recordsDropped` records of one widget.
        var reportInterval: UInt64 = 1_000_000_000
    }

    /// Why a record was not kept.
    enum DropReason: String, Sendable {
        case overBudget, queueFull, notWritten
    }

    /// One widget's drops.
    struct Tally: Sendable {
        var total = 0
        var sinceReport = 0
        var reasons: [DropReason: Int] = [:]
        var kinds: [RPCLogRecord.Kind: Int] = [:]
        var lastReport: UInt64?
        var instance = 0
        var pid: Int32?
    }

    let capacity: Capacity
    private(set) var queued = 0
    private(set) var queuedBytes = 0
    private var buckets: [String: RecordBudget.Buckets] = [:]
    private(set) var tallies: [String: Tally] = [:]

    init(capacity: Capacity) {
        self.capacity = capacity
    }

    /// What ``admit(_:)`` decided.
    struct Admitted: Sendable {
        /// To append to the queue, in order: possibly a `recordsDropped` report, then the
        /// record itself unless it was dropped.
        var records: [RPCLogRecord] = []
        var dropped: DropReason?
    }

    /// Decides about `record`; the caller appends ``Admitted/records`` to the queue.
    mutating func admit(_ record: RPCLogRecord) -> Admitted {
        var out = Admitted()
        let size = record.estimatedBytes
        let lifecycle = record.isLifecycle
        let room =
            lifecycle
            ? queued < capacity.queueLimit
            : queued < capacity.queueLimit - capacity.lifecycleReserve && queuedBytes + size <= capacity.queueByteLimit
        var reason: DropReason?
        if !room {
            reason = .queueFull
        } else if record.isWidgetPaced {
            var bucket = buckets[record.widget] ?? RecordBudget.Buckets(capacity.budget, now: record.instant)
            if !bucket.take(size: size, budget: capacity.budget, now: record.instant) { reason = .overBudget }
            buckets[record.widget] = bucket
        }
        if let reason {
            count(record, reason)
            out.dropped = reason
        }
        if let report = report(for: record.widget, now: record.instant, force: false) { out.records.append(report) }
        if reason == nil {
            queued += 1
            queuedBytes += size
            out.records.append(record)
        }
        return out
    }

    /// Counts a record that was not kept (also for records the writer could not write).
    mutating func count(_ record: RPCLogRecord, _ reason: DropReason) {
        var tally = tallies[record.widget] ?? Tally()
        tally.total += 1
        tally.sinceReport += 1
        tally.reasons[reason, default: 0] += 1
        tally.kinds[record.kind, default: 0] += 1
        tally.instance = max(tally.instance, record.instance)
        tally.pid = record.pid ?? tally.pid
        tallies[record.widget] = tally
    }

    /// The writer took `record` off the queue.
    mutating func dequeued(_ record: RPCLogRecord) {
        queued -= 1
        queuedBytes -= record.estimatedBytes
    }

    /// `recordsDropped` reports of every widget with unreported drops (at close).
    mutating func finalReports(now: UInt64) -> [RPCLogRecord] {
        tallies.keys.sorted().compactMap { report(for: $0, now: now, force: true) }
    }

    /// The report of `widget`'s drops since its last one, if any are unreported and one is due.
    /// The report itself is a lifecycle record: it takes a place in the queue if there is one
    /// (else it waits for the next chance).
    private mutating func report(for widget: String, now: UInt64, force: Bool) -> RPCLogRecord? {
        guard var tally = tallies[widget], tally.sinceReport > 0 else { return nil }
        if !force, let last = tally.lastReport, now < last + capacity.reportInterval { return nil }
        guard queued < capacity.queueLimit else { return nil }
        var record = RPCLogRecord(widget: widget, instance: tally.instance, pid: tally.pid, direction: .host, kind: .recordsDropped)
        record.instant = max(record.instant, now)
        let reasons = tally.reasons.sorted { $0.key.rawValue < $1.key.rawValue }
        record.text =
            "\(tally.sinceReport) record\(tally.sinceReport == 1 ? "" : "s") of this widget not written ("
            + reasons.map { "\($0.value) \(Self.describe($0.key))" }.joined(separator: ", ") + ")"
        record.fields = [
            (.dropped, .int(Int64(tally.sinceReport))),
            (.droppedTotal, .int(Int64(tally.total))),
            (.reasons, .object(JSONObject(reasons.map { ($0.key.rawValue, JSONValue.int(Int64($0.value))) }))),
            (
                .kinds,
                .object(
                    JSONObject(
                        tally.kinds.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.rawValue, JSONValue.int(Int64($0.value))) }))
            ),
        ]
        tally.sinceReport = 0
        tally.reasons = [:]
        tally.kinds = [:]
        tally.lastReport = now
        tallies[widget] = tally
        queued += 1
        queuedBytes += record.estimatedBytes
        return record
    }

    static func describe(_ reason: DropReason) -> String {
        switch reason {
        case .overBudget: "over the widget's budget"
        case .queueFull: "with the recorder's queue full"
        case .notWritten: "not written before the host exited"
        }
    }
}
