import WidgetConcurrency
import WidgetJSON
import WidgetLogFormat
import WidgetProtocol
import WidgetRPC

// Calls to the widget (handshake, taps, actions), its notifications, and what the review found.
extension WidgetSupervisor {
    // MARK: - Dashboard operations

    /// The controller to present after a tap, or `nil` ("the widget presents itself").
    ///
    /// Returns once the reply has been applied in line order: whatever the widget said before
    /// it (a `presentWidgetController`, a `canBeDisplayed`) has been applied first, and
    /// whatever it said after is applied after.
    public func viewController(
        width: Double, sizeClass: ViewControllerRequest.SizeClass
    ) async -> Result<WidgetController?, WidgetCallError> {
        guard let number = readyInstance else { return .failure(notReady(ViewControllerRequest.method)) }
        let reply = await callWork(ViewControllerRequest(width: width, sizeClass: sizeClass), on: number)()
        let result = await withCheckedContinuation { caller in
            hear(.controller(reply.result, caller), at: reply.arrival, from: number)
        }
        publishIfChanged()
        return result
    }

    /// Forwards a tap on a button or header button. Returns once the reply has been applied in
    /// line order, as ``viewController(width:sizeClass:)`` does.
    public func action(_ request: ActionRequest) async -> Result<ActionResponse, WidgetCallError> {
        guard let number = readyInstance else { return .failure(notReady(ActionRequest.method)) }
        let reply = await callWork(request, on: number)()
        let result = await withCheckedContinuation { caller in
            hear(.action(reply.result, caller), at: reply.arrival, from: number)
        }
        publishIfChanged()
        return result
    }

    /// A `viewController` reply of instance `number`, in its turn: reviewed and fed to the machine.
    func controllerAnswered(
        _ reply: Result<WidgetController?, ConnectionError>, on number: Int
    ) -> Result<WidgetController?, WidgetCallError> {
        let verdict = review.controller(instance: number, reply)
        note(verdict.findings, instance: number)
        perform(machine.callFinished(number, verdict.result.failure))
        return verdict.result
    }

    /// An `action` reply of instance `number`, in its turn.
    func actionAnswered(_ reply: Result<ActionResponse, ConnectionError>, on number: Int) -> Result<ActionResponse, WidgetCallError> {
        let verdict = review.plain(ActionRequest.method, reply)
        note(verdict.findings, instance: number)
        perform(machine.callFinished(number, verdict.result.failure))
        return verdict.result
    }

    /// The ready instance, if the widget is ready.
    private var readyInstance: Int? {
        guard case .ready(let running) = machine.lifecycle, instances[running.number] != nil else { return nil }
        return running.number
    }

    // MARK: - The handshake

    /// ``Job/handshake(_:instance:)``: one step's request (`initialize`, `prepareData`, `init`
    /// with this supervisor's dashboard context), reported for the review and the machine.
    func handshakeWork(_ step: WidgetMachine.HandshakeStep, _ number: Int) -> @Sendable () async -> ChildResult {
        switch step {
        case .initialize:
            let request = InitializeRequest(
                host: options.host, user: options.user, locale: options.locale, timeZone: options.timeZone,
                capabilities: options.capabilities)
            let offered = request.supportedVersions
            guard let connection = instances[number]?.connection else {
                return { .initializeAnswered(instance: number, .failure(.closed(.closedLocally("the widget is gone"))), offered: offered) }
            }
            let deadline = entry.deadline(for: InitializeRequest.method)
            return {
                // Raw, so the one HandshakeValidator judges the result (as `widgets check` does).
                let params: JSONValue
                do {
                    params = try JSONValueEncoder().encode(request)
                } catch {
                    let failure = ConnectionError.encodingFailed(method: InitializeRequest.method, reason: "\(error)")
                    return .initializeAnswered(instance: number, .failure(failure), offered: offered)
                }
                let reply = await connection.orderedCall(method: InitializeRequest.method, params: params, timeout: deadline)
                return .arriving(.initializeAnswered(instance: number, reply.result, offered: offered), reply.arrival, instance: number)
            }
        case .prepareData:
            let call = callWork(PrepareDataRequest(), on: number)
            return {
                let reply = await call()
                return .arriving(.prepareDataAnswered(instance: number, reply.result), reply.arrival, instance: number)
            }
        case .initContext:
            let call = callWork(context, on: number)
            return {
                let reply = await call()
                return .arriving(.initAnswered(instance: number, reply.result), reply.arrival, instance: number)
            }
        }
    }

    // MARK: - Notifications

    /// One notification, in arrival order, from instance `number`: reviewed, state changes fed
    /// to the machine.
    func received(_ method: String, params: JSONValue?, from number: Int) {
        guard machine.liveInstance == number else { return }
        let (change, findings) = review.notification(method: method, params: params)
        note(findings, instance: number)
        switch change {
        case .reload?: perform(machine.reloadRequested(instance: number, at: now()))
        case .canBeDisplayed(let value)?: perform(machine.canBeDisplayedChanged(instance: number, value, at: now()))
        case .present(let controller)?:
            if let controller = machine.presentRequested(instance: number, controller) { broadcast.yield(.presentController(controller)) }
        case nil: break
        }
    }

    // MARK: - What the review found

    /// Records (and counts, and announces) what the ``AnswerReview`` found in what `instance` sent.
    func note(_ findings: [AnswerReview.Finding], instance: Int) {
        for finding in findings {
            switch finding {
            case .invalid(let error):
                guard case .invalidResult(let reason, let pointer) = error.reason else { continue }
                count { $0.invalidResults += 1 }
                record(.invalidResult, instance: instance, method: error.method, text: reason, fields: [(.pointer, .string(pointer))])
                broadcast.yield(.protocolError(error))
            case .notice(let notice):
                record(.protocolMismatch, instance: instance, text: notice.description)
            case .log(let log):
                record(.widgetLog, instance: instance, text: log.message, fields: [(.level, .string(log.level.rawValue))])
                broadcast.yield(.log(log))
            case .unknownNotification(let method):
                record(.strayLine, instance: instance, method: method, text: "unknown notification '\(method)' ignored")
            }
        }
    }
}
