import Foundation
import WidgetProcess
import WidgetProtocol
import WidgetRPC

@testable import WidgetHost

/// A ``WidgetMachine`` fed by hand: time moves only when the test says so, and each input's
/// actions come back as short strings ("spawn 1", "arm restart 0.5s", "fetchHeight 1 #2 375"),
/// so an assertion is one readable line.
struct MachineHarness {
    /// The card width most tests show the widget at.
    static let width = 375.0
    /// An exit's random draw that gives no jitter (the middle of the range).
    static let noJitter: UInt64 = 1 << 63

    var machine: WidgetMachine
    var now = WidgetMachine.Moment(monotonic: .zero, wall: ProtocolFixtures.wallOrigin)
    /// Every action of the last input, as the machine returned them.
    private(set) var last: [WidgetMachine.Action] = []

    init(
        restart: RestartPolicies = RestartPolicies(), hungAfterMissedDeadlines: Int = 3,
        cellRetry: CellRetryPolicy = CellRetryPolicy(), timelineReload: TimelineReloadPolicy = TimelineReloadPolicy()
    ) {
        machine = WidgetMachine(
            configuration: WidgetMachine.Configuration(
                widgetID: "clock", restart: restart, hungAfterMissedDeadlines: hungAfterMissedDeadlines,
                cellRetry: cellRetry, timelineReload: timelineReload))
    }

    // MARK: - Feeding

    /// Applies `input` now and returns its actions, described.
    @discardableResult
    mutating func feed(_ input: WidgetMachine.Input) -> [String] {
        last = machine.handle(input, at: now)
        return last.map(Self.describe)
    }

    /// Applies `inputs` in order and returns all their actions, described.
    @discardableResult
    mutating func feed(_ inputs: [WidgetMachine.Input]) -> [String] {
        inputs.flatMap { feed($0) }
    }

    /// Moves both clocks forward.
    mutating func advance(by duration: Duration) {
        now.monotonic = now.monotonic + duration
        now.wall = now.wall.addingTimeInterval(duration.inSeconds)
    }

    /// The lifecycle records of the last input.
    var records: [WidgetMachine.MachineRecord] {
        last.compactMap { if case .record(let record) = $0 { record } else { nil } }
    }

    var snapshot: WidgetSnapshot { machine.snapshot }
    var status: WidgetStatus { machine.status }

    // MARK: - Getting somewhere

    /// Start, spawn and handshake instance `machine.instance + 1`; the width is set first when
    /// given. Returns the actions of the handshake's success.
    @discardableResult
    mutating func makeReady(width: Double? = width, canBeDisplayed: Bool = true) -> [String] {
        if let width { feed(.widthChanged(width)) }
        feed(.start)
        return handshake(canBeDisplayed: canBeDisplayed)
    }

    /// Spawns and handshakes the instance that is starting.
    @discardableResult
    mutating func handshake(canBeDisplayed: Bool = true) -> [String] {
        guard case .starting(let number) = machine.lifecycle else { return ["not starting: \(status)"] }
        feed(.spawned(instance: number))
        return feed(.handshakeSucceeded(instance: number, ProtocolFixtures.identity(), canBeDisplayed: canBeDisplayed))
    }

    /// Ready, with the first cell (fetch #1) answered.
    mutating func makeReadyWithCell(_ response: ConfigureCellResponse = ProtocolFixtures.cellResponse()) {
        makeReady()
        answer(fetch: 1, response)
    }

    /// Answers both halves of fetch `fetch`; returns the actions of the `configureCell` answer.
    @discardableResult
    mutating func answer(fetch: Int, height: Double = 120, _ response: ConfigureCellResponse = ProtocolFixtures.cellResponse()) -> [String]
    {
        feed(.heightAnswered(fetch: fetch, .success(height)))
        return feed(.cellAnswered(fetch: fetch, .success(response)))
    }

    /// The live instance exits with `status`.
    @discardableResult
    mutating func exit(_ status: TerminationStatus, stderrTail: [String] = []) -> [String] {
        feed(.exited(instance: machine.instance, status, stderrTail: stderrTail, random: Self.noJitter))
    }

    /// A call error as the supervisor reports it.
    static func error(_ reason: WidgetCallError.Reason, method: String = "cellHeight") -> WidgetCallError {
        WidgetCallError(widgetID: "clock", method: method, reason: reason)
    }

    static let timedOut = error(.timedOut(after: .seconds(1)))

    // MARK: - Describing actions

    static func describe(_ action: WidgetMachine.Action) -> String {
        switch action {
        case .spawn(let number): "spawn \(number)"
        case .discard(let number): "discard \(number)"
        case .handshake(let number): "handshake \(number)"
        case .fetchHeight(let number, let fetch, let width): "fetchHeight \(number) #\(fetch) \(plain(width))"
        case .fetchCell(let number, let fetch, let width): "fetchCell \(number) #\(fetch) \(plain(width))"
        case .kill(let number, let cause, _): "kill \(number) \(cause.rawValue)"
        case .runStopSequence(let number): "runStopSequence \(number)"
        case .arm(let timer, let delay): "arm \(describe(timer)) \(plain(delay.inSeconds))s"
        case .cancel(let timer): "cancel \(describe(timer))"
        case .record(let record): "record \(record.kind.rawValue)"
        case .emit(let event): "emit \(describe(event))"
        }
    }

    static func describe(_ timer: WidgetMachine.Timer) -> String {
        switch timer {
        case .restart: "restart"
        case .channelClosedGrace(let number): "channelClosedGrace \(number)"
        case .cellRetry: "cellRetry"
        case .timelineReload: "timelineReload"
        }
    }

    static func describe(_ event: WidgetEvent) -> String {
        switch event {
        case .stateChanged: "stateChanged"
        case .presentController(let controller): "presentController \(controller.title)"
        case .log(let log): "log \(log.message)"
        case .protocolError(let error): "protocolError \(error.method)"
        }
    }

    /// 375 → "375", 0.5 → "0.5".
    private static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
