import WidgetConcurrency
import WidgetJSON
import WidgetProtocol
import WidgetRPC

// Calls to the widget (handshake, taps, actions), its notifications, and what the review found.
extension WidgetSupervisor {
    // MARK: - Dashboard operations

    /// The controller to present after a tap, or `nil` ("the widget presents itself").
    public func viewController(
        width: Double, sizeClass: ViewControllerRequest.SizeClass
    ) async -> Result<WidgetController?, WidgetCallError> {
        guard let number = readyInstance else { return .failure(notReady(ViewControllerRequest.method)) }
        let reply = await callWork(ViewControllerRequest(width: width, sizeClass: sizeClass), on: number)()
        let verdict = review.controller(instance: number, reply)
        note(verdict.findings, instance: number)
        perform(machine.callFinished(number, verdict.result.failure))
        publishIfChanged()
        return verdict.result
    }

    /// Forwards a tap on a button or header button.
    public func action(_ request: ActionRequest) async -> Result<ActionResponse, WidgetCallError> {
        guard let number = readyInstance else { return .failure(notReady(ActionRequest.method)) }
        let reply = await callWork(request, on: number)()
        let verdict = review.plain(ActionRequest.method, reply)
        note(verdict.findings, instance: number)
        perform(machine.callFinished(number, verdict.result.failure))
        publishIfChanged()
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
                let reply: Result<JSONValue, ConnectionError>
                do {
                    let params = try JSONValueEncoder().encode(request)
                    reply = .success(try await connection.call(method: InitializeRequest.method, params: params, timeout: deadline))
                } catch let error as ConnectionError {
                    reply = .failure(error)
                } catch {
                    reply = .failure(.encodingFailed(method: InitializeRequest.method, reason: "\(error)"))
                }
                return .initializeAnswered(instance: number, reply, offered: offered)
            }
        case .prepareData:
            let call = callWork(PrepareDataRequest(), on: number)
            return { .prepareDataAnswered(instance: number, await call()) }
        case .initContext:
            let call = callWork(context, on: number)
            return { .initAnswered(instance: number, await call()) }
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
                record(.invalidResult, instance: instance, method: error.method, text: reason, fields: [("pointer", .string(pointer))])
                broadcast.yield(.protocolError(error))
            case .notice(let notice):
                record(.protocolMismatch, instance: instance, text: notice.description)
            case .log(let log):
                record(.widgetLog, instance: instance, text: log.message, fields: [("level", .string(log.level.rawValue))])
                broadcast.yield(.log(log))
            case .unknownNotification(let method):
                record(.strayLine, instance: instance, method: method, text: "unknown notification '\(method)' ignored")
            }
        }
    }
}
