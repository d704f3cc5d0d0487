import Dispatch
import Foundation
import Synchronization
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
        /// Cap on `text` (stderr and stray lines).
        public var maxTextBytes = 4096
        /// Members written as `"<redacted>"` at any depth of a message, their values also
        /// removed from later strings (see ``Redactor``). Empty: nothing redacted.
        public var redactedFields: Set<String> = []
        /// How long ``close()`` waits for the writer before it gives up on what is still queued
        /// (counted as dropped): the host's exit never waits on a slow disk.
        public var closeTimeout: Duration = .seconds(1)

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

    struct State {
        var queue: [RPCLogRecord] = []
        var admission: RecordAdmission
        var statistics = Statistics()
        var closed = false
        var writerBusy = false
        var flushWaiters: [CheckedContinuation<Void, Never>] = []
        /// Set by the writer thread as it exits; `close()` callers wait for it.
        var writerStopped = false
        var nextWaiter: UInt64 = 0
        var stopWaiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
        /// Waiters that timed out before they registered.
        var expiredWaiters: Set<UInt64> = []
    }

    let state: Mutex<State>
    let wakeup = DispatchSemaphore(value: 0)
    /// Set when ``close()`` gave up waiting: the writer then skips what is left but lifecycle records.
    let abandoning = Atomic<Bool>(false)
    /// Live copies of the written records (``tap(bufferingNewest:)``).
    let taps = RecordTaps()

    public init(options: Options) {
        self.options = options
        let limits = RecordAdmission.Capacity(
            queueLimit: max(options.queueLimit, 1), lifecycleReserve: min(max(options.lifecycleReserve, 0), max(options.queueLimit - 1, 0)),
            queueByteLimit: options.queueByteLimit, budget: options.budget)
        state = Mutex(State(admission: RecordAdmission(limits: limits)))
        let thread = Thread { [self] in writerLoop() }
        thread.name = "WidgetHost.flight-recorder"
        thread.start()
    }

    /// A recorder that keeps nothing (for embedders that opt out of a file).
    public static func disabled() -> FlightRecorder { FlightRecorder(options: Options(path: nil)) }

    public var statistics: Statistics { state.withLock { $0.statistics } }

    /// Queues `record`; drops and counts it if there is no room for it (see the type's notes)
    /// or the recorder is closed. Make the record at the moment of its event: its time is
    /// taken when it is made.
    public func record(_ record: RPCLogRecord) {
        let signal = state.withLock { state -> Bool in
            guard !state.closed else {
                state.admission.count(record, .notWritten)
                state.statistics.count(dropOf: record.widget)
                return false
            }
            let before = state.queue.count
            let admitted = state.admission.admit(record)
            if admitted.dropped != nil { state.statistics.count(dropOf: record.widget) }
            state.queue.append(contentsOf: admitted.records)
            return before == 0 && !admitted.records.isEmpty && !state.writerBusy
        }
        if signal { wakeup.signal() }
    }

    /// Waits until everything queued before the call is in the file.
    public func flush() async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state -> Bool in
                if state.queue.isEmpty && !state.writerBusy { return true }
                state.flushWaiters.append(continuation)
                return false
            }
            if done { continuation.resume() } else { wakeup.signal() }
        }
    }

    /// Writes what is queued (and a `recordsDropped` report for every widget with unreported
    /// drops), then stops the writer thread; later records are dropped and counted. Waits at
    /// most ``Options/closeTimeout`` for the writer: after that, what is still queued is
    /// counted as dropped and only its lifecycle records are still written, and `close`
    /// returns. Safe to call more than once.
    public func close() async {
        let first = state.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.closed = true
            state.queue.append(contentsOf: state.admission.finalReports(now: RPCLogRecord.now()))
            return true
        }
        if first { wakeup.signal() }
        if await waitForWriter(upTo: options.closeTimeout) { return }
        abandoning.store(true, ordering: .relaxed)
        state.withLock { state in
            // Give up on the messages still queued (counted, and reported by a lifecycle record
            // the writer may still get to); lifecycle records stay queued.
            var kept: [RPCLogRecord] = []
            for record in state.queue {
                if record.isLifecycle {
                    kept.append(record)
                } else {
                    state.admission.dequeued(record)
                    state.admission.count(record, .notWritten)
                    state.statistics.count(dropOf: record.widget)
                }
            }
            state.queue = kept + state.admission.finalReports(now: RPCLogRecord.now())
        }
        wakeup.signal()
        // The writer drops the rest quickly, unless it is stuck in a write to a dead disk.
        _ = await waitForWriter(upTo: .milliseconds(200))
    }

    /// Whether the writer thread stopped within `limit`.
    private func waitForWriter(upTo limit: Duration) async -> Bool {
        let key = state.withLock { state -> UInt64 in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    let done = self.state.withLock { state -> Bool in
                        if state.writerStopped || state.expiredWaiters.remove(key) != nil { return true }
                        state.stopWaiters[key] = continuation
                        return false
                    }
                    if done { continuation.resume() }
                }
                return true
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return false
            }
            let first = await group.next() ?? false
            if !first {
                // Resume our waiter so the group can finish; the writer may still stop later.
                let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                    guard let waiter = state.stopWaiters.removeValue(forKey: key) else {
                        state.expiredWaiters.insert(key)
                        return nil
                    }
                    return waiter
                }
                waiter?.resume()
            }
            group.cancelAll()  // the sleep, when the writer won
            await group.waitForAll()
            return first || state.withLock { $0.writerStopped }
        }
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
