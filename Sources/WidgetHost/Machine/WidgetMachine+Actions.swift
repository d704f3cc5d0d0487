import WidgetJSON
import WidgetLogFormat
import WidgetProtocol

// What the host must do after each input: one type per input (or per family of inputs with
// the same outcomes), each exactly as wide as that input's outcomes. `nil` means "nothing".
extension WidgetMachine {
    /// Start the process of `instance` and attach its pipes; report ``spawned(_:at:)`` or
    /// ``spawnFailed(_:reason:)``.
    struct Spawn: Sendable, Hashable {
        var instance: Int
    }

    /// SIGKILL the process group of `instance` because it broke the contract, and record why
    /// (`cause`'s kind, `detail`). Its exit then goes through the restart policies.
    struct Kill: Sendable, Hashable {
        var instance: Int
        var cause: KillCause
        var detail: String
        /// The budget it went over, for a kill of cause ``KillCause/overBudget``.
        var breach: BudgetBreach? = nil
    }

    /// Ask `cellHeight` of `instance` at `width` for fetch `fetch`; report
    /// ``heightAnswered(fetch:_:at:)``.
    struct FetchStart: Sendable, Hashable {
        var instance: Int
        var fetch: Int
        var width: Double
        /// The cell retry timer is armed and this fetch takes its place: cancel it.
        var cancelsRetry = false
    }

    /// After ``spawned(_:at:)``.
    enum SpawnedAction: Sendable, Hashable {
        /// Send the handshake's first request, `initialize`.
        case handshake(instance: Int)
        /// Kill the process quietly: its start was called off (stopped or retried meanwhile).
        case discard(instance: Int)
    }

    /// After a handshake step other than `init` answered.
    enum HandshakeAction: Sendable, Hashable {
        /// Send the next request of the handshake; report its answer.
        case send(HandshakeStep, instance: Int)
        /// The step failed: kill the widget (its exit is a crash like any other).
        case kill(Kill)
        /// The widget said it cannot run here, which no restart changes: the widget has failed.
        case refuse(Refusal)
    }

    /// After `init`, the handshake's last step, answered.
    enum InitAnsweredAction: Sendable, Hashable {
        /// It is ready: record it, and fetch the cell if the card wants one.
        case ready(MachineRecord, fetch: FetchStart?)
        /// The step failed: kill the widget.
        case kill(Kill)
        /// It refused this dashboard (`-32004`): the widget has failed.
        case refuse(Refusal)
    }

    /// The widget answered its handshake with something no restart can change (a dashboard it
    /// does not support, no common protocol version, an answer that breaks the protocol, `init`
    /// refused with `-32004`): record why (`handshakeFailed`), and end `instance` politely with
    /// the stop sequence, which reports back as a stop the machine no longer waits for. No
    /// restart follows; the card shows the reason until the user retries.
    struct Refusal: Sendable, Hashable {
        var instance: Int
        var record: MachineRecord
    }

    /// After ``retry()``.
    struct RetryAction: Sendable, Hashable {
        /// The widget was waiting to restart: cancel ``Timer/restart``.
        var cancelsRestart = false
        /// Retries after a failure are recorded (a first start is not).
        var record: MachineRecord?
        var spawn: Spawn
    }

    /// After ``exited(_:_:stderrTail:random:at:)`` of the live instance. The instance's
    /// ``Timer/channelClosedGrace(instance:)`` is always cancelled.
    struct ExitAction: Sendable, Hashable {
        /// A cell fetch waited for its retry: cancel ``Timer/cellRetry``.
        var cancelsRetry = false
        var records: [MachineRecord]
        /// Arm ``Timer/restart`` after this delay.
        var restartAfter: Duration?
    }

    /// After ``stop()``. Every stop cancels ``Timer/timelineReload`` (armed or not).
    struct StopAction: Sendable, Hashable {
        var cancelsRestart = false
        var cancelsRetry = false
        var record: MachineRecord?
        /// Run the stop sequence of this instance; report ``stopFinished(_:_:)``.
        var runStopSequence: Int?
    }

    /// After ``refreshRequested(width:at:)``.
    struct Refresh: Sendable, Hashable {
        /// The trigger count the refresh is: once ``WidgetSnapshot/fetchesServed`` reaches it,
        /// the refresh has been answered (or has failed).
        var ticket: Int
        var fetch: FetchStart?
    }

    /// What follows a failed fetch that is worth trying again.
    enum FetchRetry: Sendable, Hashable {
        /// A host request waited behind it: fetch again at once.
        case now(FetchStart)
        /// Arm ``Timer/cellRetry`` after this delay.
        case after(Duration)
    }

    /// After ``heightAnswered(fetch:_:at:)`` of the fetch in flight.
    enum HeightAnsweredAction: Sendable, Hashable {
        /// A valid height: ask `configureCell` at `width`; report ``cellAnswered(fetch:_:at:)``.
        case fetchCell(instance: Int, fetch: Int, width: Double)
        /// It failed: kill the instance when that made it hung or wedged, then retry as said.
        case failed(kill: Kill?, retry: FetchRetry?)
    }

    /// After ``cellAnswered(fetch:_:at:)`` of the fetch in flight.
    enum CellAnsweredAction: Sendable, Hashable {
        /// A good cell: arm the timeline's reload (or cancel the old one), and fetch again if
        /// a trigger waited.
        case succeeded(timeline: TimelineReload, next: FetchStart?)
        /// It failed: kill the instance when that made it hung or wedged, then retry as said.
        case failed(kill: Kill?, retry: FetchRetry?)
    }

    /// What becomes of ``Timer/timelineReload`` after a good cell.
    enum TimelineReload: Sendable, Hashable {
        case arm(after: Duration)
        case cancel
    }

    /// A lifecycle record, before the driver adds the widget's pid.
    struct MachineRecord: Sendable, Equatable {
        var kind: RPCLogRecord.Kind
        var instance: Int
        /// The method it is about, if any (a refused handshake step).
        var method: String?
        var text: String
        var fields: [(LogField, JSONValue)] = []

        init(kind: RPCLogRecord.Kind, instance: Int, method: String? = nil, text: String, fields: [(LogField, JSONValue)] = []) {
            self.kind = kind
            self.instance = instance
            self.method = method
            self.text = text
            self.fields = fields
        }

        static func == (lhs: MachineRecord, rhs: MachineRecord) -> Bool {
            lhs.kind == rhs.kind && lhs.instance == rhs.instance && lhs.method == rhs.method && lhs.text == rhs.text
                && lhs.fields.map(\.0) == rhs.fields.map(\.0) && lhs.fields.map(\.1) == rhs.fields.map(\.1)
        }
    }
}

extension WidgetMachine.MachineRecord: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(instance)
        hasher.combine(text)
    }
}
