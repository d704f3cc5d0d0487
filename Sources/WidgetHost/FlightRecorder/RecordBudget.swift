/// How much of a widget's own traffic the recorder keeps (`protocol/rpc-log.md`, "Budgets"):
/// two token buckets per widget, one counting records and one counting their bytes. A record
/// the widget paces (see ``RPCLogRecord/isLifecycle``) is written only when both buckets have
/// room; otherwise it is counted, and the counts are written as `recordsDropped` records.
public struct RecordBudget: Sendable, Hashable {
    public var recordsPerSecond: Double
    public var burstRecords: Int
    public var bytesPerSecond: Double
    public var burstBytes: Int

    public init(
        recordsPerSecond: Double = 500, burstRecords: Int = 5000, bytesPerSecond: Double = Double(1 << 20), burstBytes: Int = 16 << 20
    ) {
        self.recordsPerSecond = recordsPerSecond
        self.burstRecords = burstRecords
        self.bytesPerSecond = bytesPerSecond
        self.burstBytes = burstBytes
    }

    /// No limit (every record kept while the queue has room).
    public static let unlimited = RecordBudget(
        recordsPerSecond: .infinity, burstRecords: .max, bytesPerSecond: .infinity, burstBytes: .max)

    /// One widget's buckets; times are the records' monotonic instants.
    struct Buckets: Sendable {
        private var records: Double
        private var bytes: Double
        private var last: UInt64

        init(_ budget: RecordBudget, now: UInt64) {
            records = Double(budget.burstRecords)
            bytes = Double(budget.burstBytes)
            last = now
        }

        /// Takes one record of `size` bytes if both buckets hold enough.
        mutating func take(size: Int, budget: RecordBudget, now: UInt64) -> Bool {
            if now > last {
                let seconds = Double(now - last) / 1e9
                records = min(Double(budget.burstRecords), records + seconds * budget.recordsPerSecond)
                bytes = min(Double(budget.burstBytes), bytes + seconds * budget.bytesPerSecond)
                last = now
            }
            guard records >= 1, bytes >= Double(size) || bytes >= Double(budget.burstBytes) else { return false }
            records -= 1
            bytes -= Double(size)
            return true
        }
    }
}
