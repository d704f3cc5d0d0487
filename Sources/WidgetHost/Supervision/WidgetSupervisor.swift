import Foundation
import WidgetConcurrency
import WidgetJSON
import WidgetProtocol
import WidgetRPC

/// Supervises one widget instance on one dashboard: a thin driver around its
/// ``WidgetMachine``.
///
/// Every input (a spawn's outcome, an exit, a notification, a call's answer, a timer, the
/// dashboard's width or visibility, a stop) is fed to the machine, and the actions it returns
/// are performed here: spawning through the ``WidgetLauncher``, calls over the ``Connection``,
/// timers on the injected clock, kills, the stop sequence, flight-recorder records. The
/// supervisor owns no lifecycle or cell state of its own, so there is nothing that could
/// disagree with the machine.
///
/// Observe it with ``events`` (one consumer; the newest 256 are kept if it falls behind): a
/// ``WidgetEvent/stateChanged(_:)`` with the whole ``WidgetSnapshot`` after every change, plus
/// presentations, logs and protocol errors.
public actor WidgetSupervisor {
    public nonisolated let entry: ManifestEntry
    public nonisolated let context: InitRequest
    public nonisolated let options: SupervisorOptions
    /// State changes, presentations, logs, protocol errors.
    public nonisolated let events: AsyncStream<WidgetEvent>
    nonisolated let eventSink: AsyncStream<WidgetEvent>.Continuation
    nonisolated let notifications: AsyncStream<Notification>.Continuation
    nonisolated let counterBox = Locked(WidgetCounters())
    nonisolated let stderrTail = Locked<[String]>([])
    /// Timers and call deadlines run on this clock (``SupervisorOptions/clock``).
    nonisolated let clock: MonotonicClock

    /// A widget's notification, in arrival order, for the instance that sent it.
    struct Notification: Sendable {
        var instance: Int
        var method: String
        var params: JSONValue?
    }

    /// A timer the machine armed: the token tells a fired timer from a replaced one.
    struct ArmedTimer {
        var token: UInt64
        var task: Task<Void, Never>
    }

    struct Waiter {
        var predicate: @Sendable (WidgetSnapshot) -> Bool
        var continuation: CheckedContinuation<WidgetSnapshot?, Never>
    }

    var machine: WidgetMachine
    /// The snapshot last published.
    var published: WidgetSnapshot
    /// Running (or just ended) instances by number.
    var instances: [Int: RunningInstance] = [:]
    var timers: [WidgetMachine.Timer: ArmedTimer] = [:]
    /// What each instance sent that the host accepts but records (``CapabilityAudit``).
    var audits: [Int: CapabilityAudit] = [:]
    var waiters: [UInt64: Waiter] = [:]
    /// Stop sequences under way: ``stop()`` returns only once they have recorded their last step.
    var stopSequences: [Int: Task<Void, Never>] = [:]
    var nextToken: UInt64 = 0
    private var pendingNotifications: AsyncStream<Notification>?

    public init(entry: ManifestEntry, context: InitRequest, options: SupervisorOptions) {
        self.entry = entry
        self.context = context
        self.options = options
        clock = MonotonicClock(wrapping: options.clock)
        (events, eventSink) = AsyncStream.makeStream(of: WidgetEvent.self, bufferingPolicy: .bufferingNewest(256))
        let (stream, continuation) = AsyncStream.makeStream(of: Notification.self)
        notifications = continuation
        pendingNotifications = stream
        machine = WidgetMachine(
            configuration: WidgetMachine.Configuration(
                widgetID: entry.id, restart: entry.restart, hungAfterMissedDeadlines: entry.hungAfterMissedDeadlines,
                limits: entry.limits, cellRetry: options.cellRetry, timelineReload: options.timelineReload))
        published = machine.snapshot
    }

    public nonisolated var id: String { entry.id }

    // MARK: - What the supervisor knows

    /// Everything at once (also published on ``events``).
    public var snapshot: WidgetSnapshot { machine.snapshot }
    /// Where supervision stands now.
    public var status: WidgetStatus { machine.status }
    /// Which run of the widget is current (1 for the first).
    public var instance: Int { machine.instance }
    /// The current process id, if one is running.
    public var pid: Int32? { machine.liveInstance.flatMap { instances[$0]?.process.pid } }
    /// The last good cell (kept across failures and restarts).
    public var lastCell: CellSnapshot? { machine.cell.lastGood }
    /// The widget's answer to its last successful `initialize` (type, cell identifier,
    /// `canBeHidden`, dashboards), or `nil` before the first handshake.
    public var identity: InitializeResponse? { machine.identity }
    /// Why the widget last failed, if it did.
    public var failure: WidgetFailure? { machine.failure }
    /// Restarts and backoff as the restart policies remember them.
    public var restartHistory: RestartHistory { machine.history }
    /// The last lines the widget wrote to stderr (all instances, newest last).
    public nonisolated var standardErrorTail: [String] { stderrTail.withLock { $0 } }
    /// Counters of everything the widget got wrong (all instances).
    public nonisolated var counters: WidgetCounters { counterBox.withLock { $0 } }

    // MARK: - Host requests

    /// Starts the widget. Returns once it is spawned (or has failed to); the handshake goes on
    /// in the background — wait with ``waitForStatus(timeout:_:)``.
    public func start() async {
        if let stream = pendingNotifications {
            pendingNotifications = nil
            Task { [weak self] in
                for await notification in stream {
                    guard let self else { return }
                    await self.notification(notification)
                }
            }
        }
        feed(.start)
        await waitUntilSpawned()
    }

    /// A manual retry: forgets restarts and quarantine and starts the widget again. Does nothing
    /// while the widget is running or stopping.
    public func retry() async {
        if pendingNotifications != nil { return await start() }
        feed(.retryRequested)
        await waitUntilSpawned()
    }

    /// The column width the card is shown at: a visible card is fetched at it.
    public func setWidth(_ width: Double) {
        feed(.widthChanged(width))
    }

    /// Whether the user shows (true) or hides the card; a shown card is fetched if needed.
    public func setShown(_ shown: Bool) {
        feed(.shownByHost(shown))
    }

    /// Asks for a fresh cell at `width` now (through the one fetcher, so coalesced with any
    /// fetch in flight) and returns when it is answered: the fresh cell, or the last good one
    /// with the reason there is no fresh one.
    public func refreshCell(width: Double) async -> WidgetAnswer<CellSnapshot> {
        guard case .ready = machine.lifecycle else {
            return WidgetAnswer(value: machine.cell.lastGood, isFresh: false, error: notReady(ConfigureCellRequest.method))
        }
        feed(.refreshRequested(width: width))
        let target = machine.cell.requests
        let after = await waitForSnapshot { $0.fetchesServed >= target || !$0.status.isReady } ?? machine.snapshot
        let fresh = after.status.isReady && after.cellError == nil && after.cell?.width == width
        let error = fresh ? nil : (after.cellError ?? notReady(ConfigureCellRequest.method))
        return WidgetAnswer(value: after.cell, isFresh: fresh, error: error)
    }

    /// Waits until the status satisfies `predicate` (checked at once, then on every change);
    /// nil after `timeout`.
    public func waitForStatus(
        timeout: Duration, _ predicate: @escaping @Sendable (WidgetStatus) -> Bool
    ) async -> WidgetStatus? {
        await waitForSnapshot(timeout: timeout) { predicate($0.status) }?.status
    }

    /// Waits until the snapshot satisfies `predicate` (checked at once, then on every change);
    /// nil after `timeout` (real time: a safety bound, not a semantic one).
    public func waitForSnapshot(
        timeout: Duration? = nil, _ predicate: @escaping @Sendable (WidgetSnapshot) -> Bool
    ) async -> WidgetSnapshot? {
        let now = machine.snapshot
        if predicate(now) { return now }
        guard let timeout else { return await waitForChange(predicate) }
        return await withDeadline(timeout) { await self.waitForChange(predicate) } ?? nil
    }

    private func waitForChange(_ predicate: @escaping @Sendable (WidgetSnapshot) -> Bool) async -> WidgetSnapshot? {
        // Checked again here: the snapshot may have changed while the deadline's race began.
        let now = machine.snapshot
        if predicate(now) { return now }
        nextToken += 1
        let key = nextToken
        // A cancelled wait (a test's time limit, a caller giving up) ends with nil.
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled { return continuation.resume(returning: nil) }
                waiters[key] = Waiter(predicate: predicate, continuation: continuation)
            }
        } onCancel: {
            Task { await self.expireWaiter(key) }
        }
    }

    private func expireWaiter(_ key: UInt64) {
        waiters.removeValue(forKey: key)?.continuation.resume(returning: nil)
    }

    private func waitUntilSpawned() async {
        _ = await waitForSnapshot { snapshot in
            switch snapshot.status {
            case .idle, .starting: return false
            default: return true
            }
        }
    }

    // MARK: - The machine

    /// Applies `input` to the machine, performs its actions, and publishes the new snapshot.
    func feed(_ input: WidgetMachine.Input) {
        let now = WidgetMachine.Moment(monotonic: clock.now, wall: options.wallClock())
        for action in machine.handle(input, at: now) {
            perform(action)
        }
        let coalesced = machine.cell.coalesced
        count { $0.reloadsCoalesced = coalesced }
        publishIfChanged()
    }

    private func publishIfChanged() {
        let now = machine.snapshot
        guard now != published else { return }
        published = now
        eventSink.yield(.stateChanged(now))
        for (key, waiter) in waiters where waiter.predicate(now) {
            waiters.removeValue(forKey: key)
            waiter.continuation.resume(returning: now)
        }
    }

    private func perform(_ action: WidgetMachine.Action) {
        switch action {
        case .spawn(let number):
            count { $0.starts += 1 }
            Task { await launch(number) }
        case .discard(let number):
            instances[number]?.connection.close(reason: "the widget's start was called off")
            instances[number]?.process.kill()
        case .handshake(let number):
            Task { await handshake(number) }
        case .fetchHeight(let number, let fetch, let width):
            Task { feed(.heightAnswered(fetch: fetch, await askHeight(number, width: width))) }
        case .fetchCell(let number, let fetch, let width):
            Task { feed(.cellAnswered(fetch: fetch, await askCell(number, width: width))) }
        case .kill(let number, let cause, let detail):
            recordEvent(cause.recordKind, instance: number, text: detail, fields: [("action", .string("SIGKILL to the process group"))])
            instances[number]?.connection.close(reason: detail)
            instances[number]?.process.kill()
        case .runStopSequence(let number):
            stopSequences[number] = Task { feed(.stopFinished(instance: number, await runStopSequence(number))) }
        case .arm(let timer, let delay):
            arm(timer, after: delay)
        case .cancel(let timer):
            timers.removeValue(forKey: timer)?.task.cancel()
        case .record(let record):
            recordEvent(record.kind, instance: record.instance, text: record.text, fields: record.fields)
        case .emit(let event):
            eventSink.yield(event)
        }
    }

    private func arm(_ timer: WidgetMachine.Timer, after delay: Duration) {
        timers[timer]?.task.cancel()
        nextToken += 1
        let token = nextToken
        let deadline = clock.now + delay
        let clock = clock
        let task = Task { [weak self] in
            do { try await clock.sleep(until: deadline) } catch { return }
            await self?.fire(timer, token: token)
        }
        timers[timer] = ArmedTimer(token: token, task: task)
    }

    private func fire(_ timer: WidgetMachine.Timer, token: UInt64) {
        // A timer cancelled or re-armed after its sleep ended must not fire.
        guard timers[timer]?.token == token else { return }
        timers[timer] = nil
        feed(.timerFired(timer))
    }

    // MARK: - Recording

    /// Writes a host record about `instance` (its pid filled in when known).
    nonisolated func record(
        _ kind: RPCLogRecord.Kind, instance: Int, pid: Int32? = nil, method: String? = nil, text: String? = nil,
        fields: [(String, JSONValue)] = []
    ) {
        options.recorder.record(
            RPCLogRecord(
                widget: entry.id, instance: instance, pid: pid, direction: .host, kind: kind,
                method: method, text: text, fields: fields))
    }

    /// Writes a host record about `instance`, with the pid of that instance if it ran.
    func recordEvent(_ kind: RPCLogRecord.Kind, instance: Int, text: String, fields: [(String, JSONValue)] = []) {
        record(kind, instance: instance, pid: instances[instance]?.process.pid, text: text, fields: fields)
    }

    nonisolated func count(_ update: (inout WidgetCounters) -> Void) {
        counterBox.withLock(update)
    }

    func notReady(_ method: String) -> WidgetCallError {
        WidgetCallError(widgetID: entry.id, method: method, reason: .notReady(machine.status))
    }
}
