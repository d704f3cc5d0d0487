import Foundation
import WidgetProcess
import WidgetProtocol
import WidgetRPC

@testable import WidgetHost

/// A ``WidgetMachine`` driven by hand, the way the supervisor drives it: each input is the
/// machine's own method, returning its own action value for the test to compare; time moves
/// only when the test says; and the harness keeps what a driver keeps (the armed timers, the
/// effects of the last input), so a timer fires only if the machine armed it and did not
/// cancel it.
struct MachineHarness {
    typealias M = WidgetMachine

    /// The card width most tests show the widget at.
    static let width = 375.0
    /// An exit's random draw that gives no jitter (the middle of the range).
    static let noJitter: UInt64 = 1 << 63

    /// What a driver does for an action, flattened: what the generated tests reason about.
    enum Effect: Hashable {
        case spawn(Int), discard(Int), send(M.HandshakeStep, Int), fetchHeight(instance: Int, fetch: Int)
        case fetchCell(instance: Int, fetch: Int), kill(Int), stopSequence(Int), arm(M.Timer), cancel(M.Timer)
        case record(RPCLogRecord.Kind), present
    }

    /// A timer fired by ``fire(_:)``, and what its input returned.
    enum Fired: Hashable {
        case spawn(M.Spawn?)
        case kill(M.Kill?)
        case fetch(M.FetchStart?)
    }

    var machine: WidgetMachine
    var now = M.Moment(monotonic: .zero, wall: ProtocolFixtures.wallOrigin)
    /// The timers armed and not cancelled, with their delays.
    private(set) var armed: [M.Timer: Duration] = [:]
    /// What the last input made a driver do.
    private(set) var effects: [Effect] = []

    init(
        restart: RestartPolicies = RestartPolicies(), hungAfterMissedDeadlines: Int = 3,
        cellRetry: CellRetryPolicy = CellRetryPolicy(), timelineReload: TimelineReloadPolicy = TimelineReloadPolicy(),
        dashboard: DashboardKind? = nil, limits: ResourceLimits = ResourceLimits()
    ) {
        var configuration = M.Configuration(
            widgetID: "clock", restart: restart, hungAfterMissedDeadlines: hungAfterMissedDeadlines,
            cellRetry: cellRetry, timelineReload: timelineReload, dashboard: dashboard)
        configuration.limits = limits
        machine = WidgetMachine(configuration: configuration)
    }

    var snapshot: WidgetSnapshot { machine.snapshot }
    var status: WidgetStatus { machine.status }
    /// The lifecycle records of the last input.
    private(set) var records: [M.MachineRecord] = []

    /// Moves both clocks forward.
    mutating func advance(by duration: Duration) {
        now.monotonic = now.monotonic + duration
        now.wall = now.wall.addingTimeInterval(duration.inSeconds)
    }

    // MARK: - Inputs (each the machine's method, with the driver's bookkeeping)

    @discardableResult mutating func start() -> M.Spawn? {
        begin()
        return note(machine.start())
    }

    @discardableResult mutating func retry() -> M.RetryAction? {
        begin()
        let action = machine.retry()
        if let action {
            if action.cancelsRestart { cancel(.restart) }
            note(action.record)
            note(action.spawn)
        }
        return action
    }

    @discardableResult mutating func spawned(_ number: Int) -> M.SpawnedAction {
        begin()
        let action = machine.spawned(number, at: now)
        switch action {
        case .handshake(let number): effects.append(.send(.initialize, number))
        case .discard(let number): effects.append(.discard(number))
        }
        return action
    }

    mutating func spawnFailed(_ number: Int, reason: String) {
        begin()
        machine.spawnFailed(number, reason: reason)
    }

    @discardableResult mutating func initializeAnswered(
        _ number: Int, _ result: Result<InitializeResponse, WidgetCallError> = .success(ProtocolFixtures.identity())
    ) -> M.HandshakeAction? {
        begin()
        return note(machine.initializeAnswered(number, result))
    }

    @discardableResult mutating func prepareDataAnswered(_ number: Int, _ error: WidgetCallError? = nil) -> M.HandshakeAction? {
        begin()
        return note(machine.prepareDataAnswered(number, error))
    }

    @discardableResult mutating func initAnswered(
        _ number: Int, _ result: Result<Bool, WidgetCallError> = .success(true)
    )
        -> M.InitAnsweredAction?
    {
        begin()
        let action = machine.initAnswered(number, result, at: now)
        switch action {
        case .ready(let record, let fetch)?:
            note(record)
            note(fetch)
        case .kill(let kill)?:
            note(kill)
        case .refuse(let refusal)?:
            note(refusal)
        case nil:
            break
        }
        return action
    }

    @discardableResult mutating func channelClosed(_ number: Int) -> Duration? {
        begin()
        let grace = machine.channelClosed(number)
        if let grace { arm(.channelClosedGrace(instance: number), grace) }
        return grace
    }

    @discardableResult mutating func callFinished(_ number: Int, _ error: WidgetCallError?) -> M.Kill? {
        begin()
        return note(machine.callFinished(number, error))
    }

    @discardableResult mutating func exited(
        _ number: Int, _ status: TerminationStatus, stderrTail: [String] = [], memoryCeilingReached: Int? = nil
    ) -> M.ExitAction? {
        begin()
        let action = machine.exited(
            number, status, stderrTail: stderrTail, memoryCeilingReached: memoryCeilingReached, random: Self.noJitter, at: now)
        if let action {
            cancel(.channelClosedGrace(instance: number))
            if action.cancelsRetry { cancel(.cellRetry) }
            for record in action.records { note(record) }
            if let delay = action.restartAfter { arm(.restart, delay) }
        }
        return action
    }

    /// The live instance exits with `status`.
    @discardableResult mutating func exit(
        _ status: TerminationStatus, stderrTail: [String] = [], memoryCeilingReached: Int? = nil
    ) -> M.ExitAction? {
        exited(machine.instance, status, stderrTail: stderrTail, memoryCeilingReached: memoryCeilingReached)
    }

    @discardableResult mutating func stop() -> M.StopAction {
        begin()
        let action = machine.stop()
        cancel(.timelineReload)
        if action.cancelsRetry { cancel(.cellRetry) }
        if action.cancelsRestart { cancel(.restart) }
        note(action.record)
        if let number = action.runStopSequence { effects.append(.stopSequence(number)) }
        return action
    }

    @discardableResult mutating func stopFinished(_ number: Int, _ status: TerminationStatus) -> M.MachineRecord? {
        begin()
        return note(machine.stopFinished(number, status))
    }

    @discardableResult mutating func reload(_ number: Int = 1) -> M.FetchStart? {
        begin()
        return note(machine.reloadRequested(instance: number, at: now))
    }

    @discardableResult mutating func canBeDisplayed(_ number: Int, _ value: Bool) -> M.FetchStart? {
        begin()
        return note(machine.canBeDisplayedChanged(instance: number, value, at: now))
    }

    @discardableResult mutating func present(_ number: Int, _ controller: WidgetController) -> WidgetController? {
        begin()
        let passed = machine.presentRequested(instance: number, controller)
        if passed != nil { effects.append(.present) }
        return passed
    }

    @discardableResult mutating func width(_ width: Double) -> M.FetchStart? {
        begin()
        return note(machine.widthChanged(width, at: now))
    }

    @discardableResult mutating func shown(_ shown: Bool) -> M.FetchStart? {
        begin()
        return note(machine.shownByHost(shown, at: now))
    }

    @discardableResult mutating func refresh(width: Double) -> M.Refresh {
        begin()
        let refresh = machine.refreshRequested(width: width, at: now)
        note(refresh.fetch)
        return refresh
    }

    @discardableResult mutating func height(_ fetch: Int, _ result: Result<CellHeight, WidgetCallError>) -> M.HeightAnsweredAction? {
        begin()
        let action = machine.heightAnswered(fetch: fetch, result, at: now)
        switch action {
        case .fetchCell(let number, let fetch, _)?: effects.append(.fetchCell(instance: number, fetch: fetch))
        case .failed(let kill, let retry)?:
            note(kill)
            note(retry)
        case nil: break
        }
        return action
    }

    @discardableResult mutating func cell(_ fetch: Int, _ result: Result<ConfigureCellResponse, WidgetCallError>) -> M.CellAnsweredAction? {
        begin()
        let action = machine.cellAnswered(fetch: fetch, result, at: now)
        switch action {
        case .succeeded(let timeline, let next)?:
            switch timeline {
            case .arm(let delay): arm(.timelineReload, delay)
            case .cancel: cancel(.timelineReload)
            }
            note(next)
        case .failed(let kill, let retry)?:
            note(kill)
            note(retry)
        case nil:
            break
        }
        return action
    }

    /// Fires `timer` as a driver would: only if it is armed (nil otherwise).
    @discardableResult mutating func fire(_ timer: M.Timer) -> Fired? {
        guard armed[timer] != nil else { return nil }
        return fireEvenIfCancelled(timer)
    }

    /// Fires `timer` whether or not it is armed: a timer whose sleep ended just as the machine
    /// cancelled it, reaching a driver that did not drop it.
    @discardableResult mutating func fireEvenIfCancelled(_ timer: M.Timer) -> Fired {
        armed[timer] = nil
        begin()
        switch timer {
        case .restart: return .spawn(note(machine.restartTimerFired()))
        case .channelClosedGrace(let number): return .kill(note(machine.graceExpired(instance: number)))
        case .cellRetry: return .fetch(note(machine.retryTimerFired(at: now)))
        case .timelineReload: return .fetch(note(machine.timelineTimerFired(at: now)))
        }
    }

    // MARK: - Getting somewhere

    /// Start, spawn and handshake the next instance; the width is set first when given.
    /// Returns the action of `init`'s answer.
    @discardableResult
    mutating func makeReady(width: Double? = width, canBeDisplayed: Bool = true) -> M.InitAnsweredAction? {
        if let width { self.width(width) }
        start()
        return handshake(canBeDisplayed: canBeDisplayed)
    }

    /// Spawns and handshakes the instance that is starting.
    @discardableResult
    mutating func handshake(canBeDisplayed: Bool = true) -> M.InitAnsweredAction? {
        guard case .starting(let number) = machine.lifecycle else { return nil }
        spawned(number)
        initializeAnswered(number)
        return initAnswered(number, .success(canBeDisplayed))
    }

    /// Ready, with the first cell (fetch #1) answered.
    mutating func makeReadyWithCell(_ response: ConfigureCellResponse = ProtocolFixtures.cellResponse()) {
        makeReady()
        answer(fetch: 1, response)
    }

    /// Answers both halves of fetch `fetch`; returns the action of the `configureCell` answer.
    @discardableResult
    mutating func answer(
        fetch: Int, height: CellHeight = 120, _ response: ConfigureCellResponse = ProtocolFixtures.cellResponse()
    ) -> M.CellAnsweredAction? {
        self.height(fetch, .success(height))
        return cell(fetch, .success(response))
    }

    // MARK: - Values to compare with

    /// `cellHeight` of `fetch` for `instance` at `width`.
    static func fetch(_ fetch: Int, instance: Int = 1, width: Double = width, cancelsRetry: Bool = false) -> M.FetchStart {
        M.FetchStart(instance: instance, fetch: fetch, width: width, cancelsRetry: cancelsRetry)
    }

    /// A call error as the supervisor reports it.
    static func error(_ reason: WidgetCallError.Reason, method: String = "cellHeight") -> WidgetCallError {
        WidgetCallError(widgetID: "clock", method: method, reason: reason)
    }

    static let timedOut = error(.timedOut(after: .seconds(1)))

    // MARK: - Bookkeeping

    private mutating func begin() {
        effects = []
        records = []
    }

    private mutating func arm(_ timer: M.Timer, _ delay: Duration) {
        armed[timer] = delay
        effects.append(.arm(timer))
    }

    private mutating func cancel(_ timer: M.Timer) {
        if armed.removeValue(forKey: timer) != nil { effects.append(.cancel(timer)) }
    }

    @discardableResult private mutating func note(_ spawn: M.Spawn?) -> M.Spawn? {
        if let spawn { effects.append(.spawn(spawn.instance)) }
        return spawn
    }

    @discardableResult private mutating func note(_ action: M.HandshakeAction?) -> M.HandshakeAction? {
        switch action {
        case .send(let step, let number)?: effects.append(.send(step, number))
        case .kill(let kill)?: note(kill)
        case .refuse(let refusal)?: note(refusal)
        case nil: break
        }
        return action
    }

    private mutating func note(_ refusal: M.Refusal) {
        note(refusal.record)
        effects.append(.stopSequence(refusal.instance))
    }

    @discardableResult private mutating func note(_ kill: M.Kill?) -> M.Kill? {
        if let kill { effects.append(.kill(kill.instance)) }
        return kill
    }

    @discardableResult private mutating func note(_ fetch: M.FetchStart?) -> M.FetchStart? {
        guard let fetch else { return nil }
        if fetch.cancelsRetry { cancel(.cellRetry) }
        effects.append(.fetchHeight(instance: fetch.instance, fetch: fetch.fetch))
        return fetch
    }

    private mutating func note(_ retry: M.FetchRetry?) {
        switch retry {
        case .now(let fetch)?: note(fetch)
        case .after(let delay)?: arm(.cellRetry, delay)
        case nil: break
        }
    }

    @discardableResult private mutating func note(_ record: M.MachineRecord?) -> M.MachineRecord? {
        if let record {
            records.append(record)
            effects.append(.record(record.kind))
        }
        return record
    }
}
