import WidgetJSON
import WidgetProtocol

extension WidgetMachine {
    /// What the host must do, in order.
    enum Action: Sendable {
        /// Start the process of `instance` and attach its pipes; report ``Input/spawned(instance:)``
        /// or ``Input/spawnFailed(instance:reason:)``.
        case spawn(instance: Int)
        /// Kill a process that was spawned after its start was called off, quietly.
        case discard(instance: Int)
        /// Run `initialize`, `prepareData` (if declared) and `init`; report the outcome.
        case handshake(instance: Int)
        /// Ask `cellHeight` at `width` (fetch `fetch`); report ``Input/heightAnswered(fetch:_:)``.
        case fetchHeight(instance: Int, fetch: Int, width: Double)
        /// Ask `configureCell` at `width`; report ``Input/cellAnswered(fetch:_:)``.
        case fetchCell(instance: Int, fetch: Int, width: Double)
        /// SIGKILL the process group of `instance` because it broke the contract, and record
        /// why (`cause`'s kind, `detail`). Its exit then goes through the restart policies.
        case kill(instance: Int, cause: KillCause, detail: String)
        /// Run the stop sequence of `instance`; report ``Input/stopFinished(instance:_:)``.
        case runStopSequence(instance: Int)
        /// Fire ``Input/timerFired(_:)`` after `delay` (replacing an armed timer of that name).
        case arm(Timer, after: Duration)
        case cancel(Timer)
        /// Write a lifecycle record to the flight recorder.
        case record(MachineRecord)
        /// Tell the dashboard about a one-off event (state changes are published by the driver
        /// whenever ``WidgetMachine/snapshot`` changes).
        case emit(WidgetEvent)
    }

    /// A lifecycle record, before the driver adds the widget's pid.
    struct MachineRecord: Sendable {
        var kind: RPCLogRecord.Kind
        var instance: Int
        var text: String
        var fields: [(String, JSONValue)] = []
    }
}
