import WidgetLogFormat
/// The flight recorder's queue and its bookkeeping, as a value: records in, batches out, and
/// after each step what the writer must do — write, sleep, stop. No lock, no thread and no
/// I/O: the ``FlightRecorder`` keeps it in a `WaitableState`, where a flush waits until
/// ``isFlushed(through:)``; tests drive it directly.
struct RecorderQueue: Sendable {
    enum Phase: Hashable {
        /// Records are taken.
        case open
        /// ``close(now:)`` came: what is queued is written, then the writer stops.
        case closing
        /// ``abandon(now:)`` came: only lifecycle records and the drop reports are still written.
        case abandoned
        /// The writer was told to stop (``WriterStep/finish``): nothing is written any more.
        case finished
    }

    /// What the writer does next.
    enum WriterStep {
        /// Write these records (taken off the queue), then report with ``written(_:rotations:failed:)``.
        case write([RPCLogRecord])
        /// Nothing is queued: sleep until woken.
        case sleep
        /// Closed and drained: close the files and stop.
        case finish
    }

    private(set) var records: [RPCLogRecord] = []
    var admission: RecordAdmission
    private(set) var statistics = FlightRecorder.Statistics()
    private(set) var phase = Phase.open
    /// Records queued so far, all told: what a flush waits for is this number when it begins.
    private(set) var queuedTotal = 0
    /// Of those, the records written, failed or dropped since: done with, one way or the other.
    private var settledTotal = 0
    /// Records the writer holds (its batch, until ``written(_:rotations:failed:)``).
    private var taken = 0
    /// When ``abandon(now:)`` came, and whether the drops counted since (the messages the writer
    /// skipped in the batch it held) have had their last report.
    private var abandonedAt: UInt64?
    private var skipsReported = false

    init(capacity: RecordAdmission.Capacity) {
        admission = RecordAdmission(capacity: capacity)
    }

    /// Queues `record`, or drops and counts it (no room, over its widget's budget, closed).
    /// Returns whether to wake the writer: it may be asleep on an empty queue.
    @discardableResult
    mutating func record(_ record: RPCLogRecord) -> Bool {
        guard phase == .open else {
            admission.count(record, .notWritten)
            statistics.count(dropOf: record.widget)
            return false
        }
        let wasEmpty = records.isEmpty
        let admitted = admission.admit(record)
        if admitted.dropped != nil { statistics.count(dropOf: record.widget) }
        enqueue(admitted.records)
        return wasEmpty && !admitted.records.isEmpty && taken == 0
    }

    /// Whether every record of the first `mark` queued (``queuedTotal`` when a flush began) is
    /// done with: written, failed, or dropped; or no writer is left to write it.
    func isFlushed(through mark: Int) -> Bool {
        settledTotal >= mark || phase == .finished
    }

    /// Takes up to `limit` records for the writer (freeing their places as it goes), or says
    /// that there is nothing to write.
    mutating func next(limit: Int) -> WriterStep {
        let count = min(records.count, limit)
        guard count == 0 else {
            let batch = Array(records.prefix(count))
            records.removeFirst(count)
            for record in batch { admission.dequeued(record) }
            taken += count
            return .write(batch)
        }
        if let abandonedAt, phase == .abandoned, !skipsReported {
            // The messages the writer skipped in its batch after the abandon, reported last.
            skipsReported = true
            enqueue(admission.finalReports(now: abandonedAt))
            if !records.isEmpty { return next(limit: limit) }
        }
        guard phase == .open else {
            phase = .finished
            return .finish
        }
        return .sleep
    }

    /// The writer wrote a batch: `written` records (drop reports not counted), `rotations`
    /// file rotations, and `failed` records it could not write (counted as dropped).
    mutating func written(_ written: Int, rotations: Int, failed: [RPCLogRecord]) {
        statistics.written += written
        statistics.rotations += rotations
        for record in failed where record.kind != .recordsDropped {
            admission.count(record, .notWritten)
            statistics.count(dropOf: record.widget)
        }
        settledTotal += taken
        taken = 0
    }

    /// No more records: a `recordsDropped` report for every widget with unreported drops is
    /// queued last. Returns whether this was the first close (wake the writer).
    @discardableResult
    mutating func close(now: UInt64) -> Bool {
        guard phase == .open else { return false }
        phase = .closing
        enqueue(admission.finalReports(now: now))
        return true
    }

    /// The close gave up waiting for the messages: every queued record but the lifecycle ones
    /// is counted as dropped, and reported by a last lifecycle record the writer may still get
    /// to; the writer skips the messages of the batch it holds too, which
    /// get a report of their own once the queue is empty. Nothing once the writer has finished
    /// (it stopped as the close gave up).
    mutating func abandon(now: UInt64) {
        guard phase != .finished else { return }
        phase = .abandoned
        abandonedAt = now
        var kept: [RPCLogRecord] = []
        for record in records {
            if record.isLifecycle {
                kept.append(record)
            } else {
                admission.dequeued(record)
                admission.count(record, .notWritten)
                statistics.count(dropOf: record.widget)
                settledTotal += 1
            }
        }
        records = kept
        enqueue(admission.finalReports(now: now))
    }

    private mutating func enqueue(_ admitted: [RPCLogRecord]) {
        records.append(contentsOf: admitted)
        queuedTotal += admitted.count
    }
}
