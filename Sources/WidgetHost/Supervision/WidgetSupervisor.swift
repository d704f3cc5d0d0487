import Foundation
import Synchronization
import WidgetJSON
import WidgetProtocol
import WidgetRPC

/// Supervises one widget instance on one dashboard: spawns it, runs the handshake, answers the
/// dashboard's calls with the last good result when the widget cannot, restarts it by its
/// policies, quarantines it when it keeps failing, and stops it with the documented sequence.
///
/// Every message and lifecycle event goes to the flight recorder. Events for the dashboard come
/// on ``events`` (one consumer; the newest 256 are kept if it falls behind). Child events (exit,
/// lost channel, notifications) arrive on one stream and are handled in one `switch`.
public actor WidgetSupervisor {
    public nonisolated let entry: ManifestEntry
    public nonisolated let context: InitRequest
    public nonisolated let options: SupervisorOptions
    /// Status changes, cells, notifications, protocol errors.
    public nonisolated let events: AsyncStream<WidgetEvent>
    nonisolated let eventSink: AsyncStream<WidgetEvent>.Continuation
    nonisolated let childEvents: AsyncStream<ChildEvent>.Continuation
    nonisolated let counterBox = Locked(WidgetCounters())
    nonisolated let stderrTail = Locked<[String]>([])

    enum State {
        case idle
        case starting(instance: Int)
        case initializing(Instance)
        case ready(Instance)
        case restarting(after: Duration, attempt: Int, timer: Task<Void, Never>)
        case quarantined(QuarantineReason)
        case failed(String)
        case stopping(Instance?)
        case stopped(TerminationStatus?)
    }

    /// What happened to a running instance, from other threads, in order.
    enum ChildEvent: Sendable {
        case exited(instance: Int, TerminationStatus)
        case channelClosed(instance: Int, ConnectionCloseReason)
        case notification(instance: Int, method: String, params: JSONValue?)
    }

    /// Why the supervisor kills an instance itself (it broke the contract).
    enum KillCause: String {
        case hung, wedged, handshakeFailed, channelClosed
    }

    var state: State = .idle
    var instanceNumber = 0
    var history = RestartHistory()
    var random = SystemRandomNumberGenerator()
    var consecutiveMisses = 0
    var lastWidth: Double?
    var lastHeight: Double?
    var lastGoodCell: CellSnapshot?
    var canBeDisplayed: Bool?
    /// What the widget said about itself in its last successful `initialize`.
    var lastInitialize: InitializeResponse?
    var reloadInFlight = false
    /// The instance already being killed for a cause (one kill, one record).
    var killedInstance: Int?
    var reloadPending = false
    var statusWaiters: [UUID: (predicate: @Sendable (WidgetStatus) -> Bool, continuation: CheckedContinuation<WidgetStatus?, Never>)] = [:]
    var eventLoop: Task<Void, Never>?

    public init(entry: ManifestEntry, context: InitRequest, options: SupervisorOptions) {
        self.entry = entry
        self.context = context
        self.options = options
        (events, eventSink) = AsyncStream.makeStream(of: WidgetEvent.self, bufferingPolicy: .bufferingNewest(256))
        let (childStream, childContinuation) = AsyncStream.makeStream(of: ChildEvent.self)
        childEvents = childContinuation
        pendingChildStream = childStream
    }

    private var pendingChildStream: AsyncStream<ChildEvent>?

    public nonisolated var id: String { entry.id }

    /// Where supervision stands now.
    public var status: WidgetStatus { Self.status(of: state) }
    /// Which run of the widget is current (1 for the first).
    public var instance: Int { instanceNumber }
    /// The current process id, if one is running.
    public var pid: Int32? { currentInstance?.pid }
    /// The last good cell (kept across failures and restarts).
    public var lastCell: CellSnapshot? { lastGoodCell }

    /// The widget's answer to its last successful `initialize` (type, cell identifier,
    /// `canBeHidden`, dashboards), or `nil` before the first handshake.
    public var identity: InitializeResponse? { lastInitialize }
    /// Counters of everything the widget got wrong (all instances).
    public nonisolated var counters: WidgetCounters { counterBox.withLock { $0 } }

    /// Starts the widget. Returns once it is spawned (or has failed to); the handshake goes on
    /// in the background — wait with ``waitForStatus(timeout:_:)``.
    public func start() async {
        guard case .idle = state else { return }
        if let stream = pendingChildStream {
            pendingChildStream = nil
            eventLoop = Task { [weak self] in
                for await event in stream {
                    guard let self else { return }
                    await self.handle(event)
                }
            }
        }
        await launch()
    }

    /// A manual retry: forgets restarts and quarantine and starts the widget again. Does nothing
    /// while the widget is running or stopping.
    public func retry() async {
        switch state {
        case .quarantined, .failed, .stopped, .restarting:
            if case .restarting(_, _, let timer) = state { timer.cancel() }
            history.retry()
            record(.retry, text: "manual retry: restart history and quarantine cleared")
            state = .idle
            if eventLoop == nil { await start() } else { await launch() }
        case .idle:
            await start()
        case .starting, .initializing, .ready, .stopping:
            return
        }
    }

    /// Waits until the status satisfies `predicate` (checked at once, then on every change);
    /// nil after `timeout`.
    public func waitForStatus(
        timeout: Duration, _ predicate: @escaping @Sendable (WidgetStatus) -> Bool
    ) async -> WidgetStatus? {
        let now = status
        if predicate(now) { return now }
        let key = UUID()
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.expireWaiter(key)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            statusWaiters[key] = (predicate, continuation)
        }
    }

    private func expireWaiter(_ key: UUID) {
        statusWaiters.removeValue(forKey: key)?.continuation.resume(returning: nil)
    }

    // MARK: - State changes

    func setState(_ new: State) {
        let before = Self.status(of: state)
        state = new
        let after = Self.status(of: new)
        guard before != after else { return }
        eventSink.yield(.statusChanged(after))
        for (key, waiter) in statusWaiters where waiter.predicate(after) {
            statusWaiters.removeValue(forKey: key)
            waiter.continuation.resume(returning: after)
        }
    }

    static func status(of state: State) -> WidgetStatus {
        switch state {
        case .idle: return .idle
        case .starting: return .starting
        case .initializing: return .initializing
        case .ready: return .ready
        case .restarting(let after, let attempt, _): return .restarting(after: after, attempt: attempt)
        case .quarantined(let reason): return .quarantined(reason)
        case .failed(let reason): return .failed(reason)
        case .stopping: return .stopping
        case .stopped(let status): return .stopped(status)
        }
    }

    var currentInstance: Instance? {
        switch state {
        case .initializing(let instance), .ready(let instance): return instance
        case .stopping(let instance): return instance
        default: return nil
        }
    }

    /// The running instance if it is `number`.
    func current(_ number: Int) -> Instance? {
        guard let instance = currentInstance, instance.number == number else { return nil }
        return instance
    }

    // MARK: - Child events (one switch)

    func handle(_ event: ChildEvent) async {
        switch event {
        case .exited(let number, let status):
            guard let instance = current(number) else { return }
            await exited(instance, status: status)

        case .channelClosed(let number, let reason):
            guard let instance = current(number), instance.child.terminationStatus == nil else { return }
            if case .stopping = state { return }
            // A widget that is exiting closes stdout first; give the exit a moment to win.
            let child = instance.child
            Task { [weak self] in
                if await child.waitForExit(timeout: .milliseconds(250)) == nil {
                    await self?.kill(number, cause: .channelClosed, detail: "the widget closed its stdout but kept running (\(reason))")
                }
            }

        case .notification(let number, let method, let params):
            guard let instance = current(number) else { return }
            await notification(method, params: params, from: instance)
        }
    }

    private func exited(_ instance: Instance, status: TerminationStatus) async {
        record(.exited, instance: instance, text: "the widget \(status)", fields: Self.fields(of: status))
        // Pending calls fail now; what the widget wrote before it died is still read and recorded.
        await instance.connection.close(reason: "the widget \(status)", drainingInputFor: .milliseconds(100))
        // Let the stderr reader catch up, so the quarantine reason has the last lines.
        await instance.waitForStandardError(upTo: .milliseconds(100))
        if case .stopping = state {
            setState(.stopped(status))
            record(.stopped, instance: instance, text: "stopped by the host")
            return
        }
        let decision = entry.restart.decide(
            after: status, stopRequested: false, at: .now, history: &history,
            standardErrorTail: stderrTail.withLock { $0 }, random: &random)
        switch decision {
        case .restart(let delay):
            let attempt = history.backoff.attempt
            record(.restarting, instance: instance, text: "restarting in \(delay) (attempt \(attempt))",
                   fields: [("delayMs", .double((delay.seconds * 1e6).rounded() / 1e3)), ("attempt", .int(Int64(attempt)))])
            let clock = options.clock
            let number = instance.number
            let timer = Task { [weak self] in
                do { try await sleep(on: clock, for: delay) } catch { return }
                await self?.restartTimerFired(after: number)
            }
            setState(.restarting(after: delay, attempt: attempt, timer: timer))
        case .quarantine(let reason):
            record(.quarantined, instance: instance, text: reason.description,
                   fields: Self.fields(of: reason.lastStatus) + [("stderrTail", .array(reason.standardErrorTail.map(JSONValue.string)))])
            setState(.quarantined(reason))
        case .stayStopped:
            record(.stopped, instance: instance, text: "the \(entry.restart.restart.rawValue) policy does not restart after this exit")
            setState(.stopped(status))
        }
    }

    private func restartTimerFired(after number: Int) async {
        guard case .restarting = state, instanceNumber == number else { return }
        await launch()
    }

    /// Kills instance `number` (SIGKILL to its group) because it broke the contract; its exit
    /// then goes through the restart policies like any crash.
    func kill(_ number: Int, cause: KillCause, detail: String) {
        guard let instance = current(number), killedInstance != number else { return }
        if case .stopping = state { return }
        killedInstance = number
        let kind: RPCLogRecord.Kind = switch cause {
        case .hung: .hung
        case .wedged: .wedged
        case .channelClosed: .channelClosed
        case .handshakeFailed: .handshakeFailed
        }
        record(kind, instance: instance, text: detail, fields: [("action", .string("SIGKILL to the process group"))])
        instance.connection.close(reason: detail)
        instance.child.signal(Platform.sigkill, toGroup: true)
    }

    static func fields(of status: TerminationStatus) -> [(String, JSONValue)] {
        switch status {
        case .exited(let code): return [("exitCode", .int(Int64(code)))]
        case .signaled(let signal, let core): return [("signal", .int(Int64(signal))), ("coreDumped", .bool(core))]
        }
    }

    // MARK: - Recording

    nonisolated func record(
        _ kind: RPCLogRecord.Kind, instance: Instance? = nil, method: String? = nil, text: String? = nil,
        fields: [(String, JSONValue)] = []
    ) {
        options.recorder.record(RPCLogRecord(
            widget: entry.id, instance: instance?.number ?? 0, pid: instance?.pid, direction: .host, kind: kind,
            method: method, text: text, fields: fields))
    }

    nonisolated func count(_ update: (inout WidgetCounters) -> Void) {
        counterBox.withLock(update)
    }
}
