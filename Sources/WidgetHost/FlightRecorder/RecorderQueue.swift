/// The flight recorder's queue and its bookkeeping, as a value: records in, batches out, and
/// after each step what the ``FlightRecorder`` must do — wake the writer, resume the callers
/// waiting for a flush, stop. No lock, no thread and no I/O: the recorder keeps it under its
/// lock and performs what it returns; tests drive it directly. `Waiter` is whatever the
/// recorder resumes (a continuation; a number in tests).
struct RecorderQueue<Waiter> {
    enum Phase: Hashable {
        /// Records are taken.
        case open
        /// ``close(now:)`` came: what is queued is written, then the writer stops.
        case closing
        /// ``abandon(now:)`` came: only lifecycle records and the drop reports are still written.
        case abandoned
        /// The writer was told to stop (``WriterStep/finish(resume:)``): nothing is written any more.
        case finished
    }

    /// What the writer does next.
    enum WriterStep {
        /// Write these records (taken off the queue), then report with ``written(_:rotations:failed:)``.
        case write([RPCLogRecord])
        /// Nothing is queued: resume these flush waiters, then sleep until woken.
        case sleep(resume: [Waiter])
        /// Closed and drained: resume these, close the files and stop.
        case finish(resume: [Waiter])
    }

    /// What ``flush(_:)`` asks of the recorder.
    enum FlushStep {
        /// Nothing is queued or being written: resume the waiter now.
        case resumeNow
        /// The waiter is queued; wake the writer.
        case wakeWriter
    }

    private(set) var records: [RPCLogRecord] = []
    var admission: RecordAdmission
    private(set) var statistics = FlightRecorder.Statistics()
    private(set) var phase = Phase.open
    /// The writer holds a batch.
    private(set) var writing = false
    private var flushWaiters: [Waiter] = []

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
        records.append(contentsOf: admitted.records)
        return wasEmpty && !admitted.records.isEmpty && !writing
    }

    /// `waiter` wants everything queued now to be written.
    mutating func flush(_ waiter: Waiter) -> FlushStep {
        // Once finished, no writer is left to resume a waiter.
        if phase == .finished || (records.isEmpty && !writing) { return .resumeNow }
        flushWaiters.append(waiter)
        return .wakeWriter
    }

    /// Takes up to `limit` records for the writer (freeing their places as it goes), or says
    /// that there is nothing to write.
    mutating func next(limit: Int) -> WriterStep {
        let count = min(records.count, limit)
        guard count == 0 else {
            let batch = Array(records.prefix(count))
            records.removeFirst(count)
            for record in batch { admission.dequeued(record) }
            writing = true
            return .write(batch)
        }
        writing = false
        let waiters = flushWaiters
        flushWaiters = []
        guard phase == .open else {
            phase = .finished
            return .finish(resume: waiters)
        }
        return .sleep(resume: waiters)
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
        writing = false
    }

    /// No more records: a `recordsDropped` report for every widget with unreported drops is
    /// queued last. Returns whether this was the first close (wake the writer).
    @discardableResult
    mutating func close(now: UInt64) -> Bool {
        guard phase == .open else { return false }
        phase = .closing
        records.append(contentsOf: admission.finalReports(now: now))
        return true
    }

    /// The close gave up waiting for the writer: every queued record but the lifecycle ones is
    /// counted as dropped, and reported by a last lifecycle record the writer may still get to.
    /// Nothing once the writer has finished (it stopped as the close gave up).
    mutating func abandon(now: UInt64) {
        guard phase != .finished else { return }
        phase = .abandoned
        var kept: [RPCLogRecord] = []
        for record in records {
            if record.isLifecycle {
                kept.append(record)
            } else {
                admission.dequeued(record)
                admission.count(record, .notWritten)
                statistics.count(dropOf: record.widget)
            }
        }
        records = kept + admission.finalReports(now: now)
    }
}
