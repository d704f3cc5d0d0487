import Dispatch
import Foundation
import WidgetConcurrency
import WidgetJSON
import WidgetRPC

/// The always-on RPC flight recorder (`protocol/rpc-log.md`): JSONL records appended to a
/// file by a writer thread of its own, rotated by size (`path`, `path.1`, … `path.(maxFiles-1)`),
/// with every lifecycle record also kept in `path.lifecycle`, out of rotation's way.
///
/// ``record(_:)`` never blocks and never fails: it appends to a bounded queue. A record that
/// finds no room — the queue full, or the widget over its ``RecordBudget`` — is dropped and
/// counted, and the counts are written as `recordsDropped` records. Lifecycle records have
/// room reserved in the queue and no budget. An unwritable path prints one warning to stderr
/// and the host carries on (records are then counted as dropped).
public final class FlightRecorder: Sendable {
    public struct Options: Sendable {
        /// The log file; `nil` records nothing (but still counts).
        public var path: String?
        public var maxFileBytes = 10 << 20
        /// Files kept, the live one included.
        public var maxFiles = 3
        /// Remove what an earlier run left at `path` (the live file, its rotated files and its
        /// lifecycle files) before writing: one log, one run.
        public var startsClean = true
        /// Records waiting for the writer beyond this are dropped.
        public var queueLimit = 16_384
        /// Places in the queue only lifecycle records may take.
        public var lifecycleReserve = 1024
        /// Bytes of non-lifecycle records waiting for the writer beyond this are dropped.
        public var queueByteLimit = 64 << 20
        /// What each widget's own traffic may take (see ``RecordBudget``).
        public var budget = RecordBudget()
        /// Messages whose JSON is longer are stored as a truncated `messagePrefix`. At least
        /// the protocol's line limit, so every message a peer could send is kept whole.
        public var maxMessageBytes = 2 * LineFramer.defaultMaxLineBytes
        /// Cap on `text` (stderr lines, sentences). A stray or partial stdout line is kept up
        /// to ``maxMessageBytes``, as the message it should have been.
        public var maxTextBytes = 4096
        /// Members written as `"<redacted>"` at any depth of a message, their values also
        /// removed from later strings (see ``Redactor``). By default ``personalFields``, as the
        /// `widgets` commands record; recording personal data as sent is a choice to make
        /// explicitly, with an empty set (what `--log-unredacted` does).
        public var redactedFields: Set<String> = Options.personalFields
        /// How long ``close()`` waits for the writer before it gives up on the messages still
        /// queued (counted as dropped). The lifecycle records are then waited for while the
        /// writer makes progress: the host's exit never loses the records that explain a
        /// state to a slow disk or a megabyte being encoded.
        public var closeTimeout: Duration = .seconds(1)
        /// How long the writer may take no step (a record encoded, written or skipped) before
        /// ``close()`` takes it for stuck (a write to a dead disk) and returns: the host's exit
        /// never waits on a disk that does not answer.
        public var stuckWriterTimeout: Duration = .seconds(1)

        public init(path: String?) {
            self.path = path
        }

        /// Whether `userID` is redacted (one of ``redactedFields``).
        public var redactUserID: Bool {
            get { redactedFields.contains("userID") }
            set { if newValue { redactedFields.insert("userID") } else { redactedFields.remove("userID") } }
        }

        /// The personal members of the protocol's models: the user's id and name, and a
        /// flight's booking reference, seat and passenger names (`protocol/rpc-log.md`).
        public static let personalFields: Set<String> = [
            "userID", "displayName", "bookingReference", "seat", "passengerName", "passengerNames", "passengers",
        ]
    }

    /// What the recorder did so far.
    public struct Statistics: Sendable, Hashable {
        /// Records written (the recorder's own `recordsDropped` reports not included).
        public var written = 0
        /// Records not written: no room in the queue, over a widget's budget, a failed write, or
        /// still queued when ``close()`` gave up.
        public var dropped = 0
        public var rotations = 0
        /// ``dropped`` per widget.
        public var droppedByWidget: [String: Int] = [:]
    }

    public let options: Options
    let clock = RecorderClock()

    /// The queue and its bookkeeping (a value that says what to do next), under the lock; a
    /// flush waits on it.
    let state: WaitableState<RecorderQueue>
    let wakeup = DispatchSemaphore(value: 0)
    /// Set by the writer thread as it exits; `close()` waits for it.
    let writerStopped = WaitableState(false)
    /// What the writer is doing, read by `close()` to tell a busy writer from a stuck one.
    let progress = WriterProgress()
    /// Live copies of the written records (``tap(bufferingNewest:)``), handed over by the writer.
    let taps = Broadcast<JSONValue>()

    public init(options: Options) {
        self.options = options
        let capacity = RecordAdmission.Capacity(
            queueLimit: max(options.queueLimit, 1), lifecycleReserve: min(max(options.lifecycleReserve, 0), max(options.queueLimit - 1, 0)),
            queueByteLimit: options.queueByteLimit, budget: options.budget)
        state = WaitableState(RecorderQueue(capacity: capacity))
        let thread = Thread { [self] in writerLoop() }
        thread.name = "WidgetHost.flight-recorder"
        thread.start()
    }

    /// A recorder that keeps nothing (for embedders that opt out of a file).
    public static func disabled() -> FlightRecorder { FlightRecorder(options: Options(path: nil)) }

    public var statistics: Statistics { state.value.statistics }

    /// The queue and its bookkeeping now (tests read what admission counted).
    var queue: RecorderQueue { state.value }

    /// Queues `record`; drops and counts it if there is no room for it (see the type's notes)
    /// or the recorder is closed. Make the record at the moment of its event: its time is
    /// taken when it is made.
    public func record(_ record: RPCLogRecord) {
        if state.update({ $0.record(record) }) { wakeup.signal() }
    }

    /// Waits until everything queued before the call is in the file (or could not be written),
    /// or the calling task is cancelled.
    public func flush() async {
        let mark = state.update { $0.queuedTotal }
        _ = await state.wait { $0.isFlushed(through: mark) }
    }

    /// Writes what is queued (and a `recordsDropped` report for every widget with unreported
    /// drops), then stops the writer thread; later records are dropped and counted. Waits at
    /// most ``Options/closeTimeout`` for the whole queue; after that the messages still queued
    /// (or in the writer's batch) are counted as dropped and only the lifecycle records are
    /// still written: the records that explain a state are never the ones lost to a slow exit.
    /// Those are waited for as long as the writer makes progress (a step within each
    /// ``Options/stuckWriterTimeout``, or a record being encoded: a megabyte takes a while in a
    /// debug build); once it is stuck (a write to a dead disk that does not return), `close`
    /// returns. Safe to call more than once.
    public func close() async {
        if state.update({ $0.close(now: RPCLogRecord.now()) }) { wakeup.signal() }
        if await waitForWriter(upTo: options.closeTimeout) { return }
        state.update { $0.abandon(now: RPCLogRecord.now()) }
        progress.skipMessages()
        wakeup.signal()
        var step = progress.step
        while true {
            if await waitForWriter(upTo: options.stuckWriterTimeout) { return }
            let now = progress.step
            guard now != step || progress.isEncoding else { return }
            step = now
        }
    }

    /// Whether the writer thread stopped within `limit`.
    private func waitForWriter(upTo limit: Duration) async -> Bool {
        let stopped = await withDeadline(limit) { await self.writerStopped.wait { $0 } } ?? false
        return stopped || writerStopped.value
    }
}

extension FlightRecorder.Statistics {
    mutating func count(dropOf widget: String, _ count: Int = 1) {
        dropped += count
        droppedByWidget[widget, default: 0] += count
    }

    /// One sentence for the host's stderr at exit, or nil when nothing was dropped:
    /// `Flight recorder: 12,345 records not written (flood 12,340, clock 5); see the recordsDropped records in <path>.`
    public func dropSummary(path: String?) -> String? {
        guard dropped > 0 else { return nil }
        let perWidget = droppedByWidget.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let whereTo = path.map { "; the log counts them in its recordsDropped records: \($0)" } ?? ""
        return "Flight recorder: \(dropped) record\(dropped == 1 ? "" : "s") not written (\(perWidget))\(whereTo)."
    }
}
