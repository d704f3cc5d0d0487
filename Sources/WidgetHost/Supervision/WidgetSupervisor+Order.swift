import WidgetJSON
import WidgetProtocol
import WidgetRPC

// One order for everything a widget says (`protocol/README.md` §9): its replies and its
// notifications reach the machine in the order their lines came in, whichever task waited for
// the reply. Each comes with the ``Arrival`` its connection stamped on the reader thread, and
// the instance's ``ArrivalOrder`` lets it through once everything before it has been applied.
extension WidgetSupervisor {
    /// Something the widget said, to apply in line order.
    enum Heard: Sendable {
        /// A reply to a call of the run loop (the handshake, a cell fetch), as its child reported it.
        case answer(ChildResult)
        case notification(method: String, params: JSONValue?)
        /// A reply to ``action(_:)``: applied, then its caller resumed with the verdict.
        case action(Result<ActionResponse, ConnectionError>, CheckedContinuation<Result<ActionResponse, WidgetCallError>, Never>)
        /// A reply to ``viewController(width:sizeClass:)``, likewise.
        case controller(
            Result<WidgetController?, ConnectionError>, CheckedContinuation<Result<WidgetController?, WidgetCallError>, Never>)
    }

    /// `item` from instance `number`, which came in at `arrival` (`nil`: no line ended it, as
    /// a timeout, or it came out of line): applied now if nothing said before it is still on
    /// its way, else when that has been applied.
    func hear(_ item: Heard, at arrival: Arrival?, from number: Int) {
        guard let arrival, instances[number] != nil else { return apply(item, from: number) }
        let due = instances[number]?.lineOrder.arrived(arrival, item) ?? [item]
        for item in due { apply(item, from: number) }
    }

    /// The stamps `arrivals` of instance `number` hold nothing (dropped notifications).
    func skip(_ arrivals: ClosedRange<UInt64>, of number: Int) {
        let due = instances[number]?.lineOrder.skipped(arrivals) ?? []
        for item in due { apply(item, from: number) }
    }

    /// Instance `number` has ended: what waits for a line that will never come is applied now,
    /// in order, and what comes later is applied as it comes (and found late by the machine).
    func releaseLineOrder(of number: Int) {
        let due = instances[number]?.lineOrder.release() ?? []
        for item in due { apply(item, from: number) }
    }

    private func apply(_ item: Heard, from number: Int) {
        switch item {
        case .answer(let result):
            handle(result)
        case .notification(let method, let params):
            received(method, params: params, from: number)
        case .action(let reply, let caller):
            caller.resume(returning: actionAnswered(reply, on: number))
        case .controller(let reply, let caller):
            caller.resume(returning: controllerAnswered(reply, on: number))
        }
    }
}

extension WidgetSupervisor.ChildResult {
    /// `result`, in line order when its reply came in at `arrival`.
    static func arriving(_ result: Self, _ arrival: Arrival?, instance number: Int) -> Self {
        guard let arrival else { return result }
        return .arrived(result, arrival, instance: number)
    }
}
