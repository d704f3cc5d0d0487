import WidgetJSON
import WidgetProtocol
import WidgetRPC

// Calls to the widget (handshake, cell fetches, taps, actions) and its notifications.
extension WidgetSupervisor {
    // MARK: - Dashboard operations

    /// The controller to present after a tap, or `nil` ("the widget presents itself").
    public func viewController(
        width: Double, sizeClass: ViewControllerRequest.SizeClass
    ) async -> Result<WidgetController?, WidgetCallError> {
        let method = ViewControllerRequest.method
        guard case .ready(let number) = machine.lifecycle, let running = instances[number] else { return .failure(notReady(method)) }
        var result = await call(ViewControllerRequest(width: width, sizeClass: sizeClass), on: running)
        if case .success(let controller?) = result {
            if let violation = validator.firstViolation(in: controller) {
                result = .failure(invalid(method, instance: number, violation.message, pointer: violation.pointer))
            } else if let notices = audits[number]?.notices(for: controller) {
                audit(notices, instance: number)
            }
        }
        feed(.callFinished(instance: number, result.failure))
        return result
    }

    /// Forwards a tap on a button or header button.
    public func action(_ request: ActionRequest) async -> Result<ActionResponse, WidgetCallError> {
        guard case .ready(let number) = machine.lifecycle, let running = instances[number] else {
            return .failure(notReady(ActionRequest.method))
        }
        let result = await call(request, on: running)
        feed(.callFinished(instance: number, result.failure))
        return result
    }

    // MARK: - Handshake and cells (performing the machine's actions)

    /// `initialize`, `prepareData` if declared, `init` with this supervisor's dashboard context.
    func handshake(_ number: Int) async {
        guard let running = instances[number] else { return }
        let initialize = InitializeRequest(
            host: options.host, user: options.user, locale: options.locale, timeZone: options.timeZone,
            capabilities: options.capabilities)
        let info: InitializeResponse
        switch await askInitialize(initialize, on: running) {
        case .success(let response): info = response
        case .failure(let error): return feed(.handshakeFailed(instance: number, step: "initialize", error))
        }
        audits[number] = CapabilityAudit(hostNodeKinds: options.capabilities.nodeKinds, widgetCapabilities: info.capabilities)
        feed(.identified(instance: number, info))
        if info.capabilities.prepareData == true, case .failure(let error) = await call(PrepareDataRequest(), on: running) {
            return feed(.handshakeFailed(instance: number, step: "prepareData", error))
        }
        switch await call(context, on: running) {
        case .success(let response): feed(.handshakeSucceeded(instance: number, info, canBeDisplayed: response.canBeDisplayed))
        case .failure(let error): feed(.handshakeFailed(instance: number, step: "init", error))
        }
    }

    /// `initialize`, its answer judged by the one ``HandshakeValidator`` `widgets check` uses too:
    /// a version the host did not offer, a `widgetType` or `cellIdentifier` off its pattern, or
    /// a result that does not decode fails the handshake (recorded with the rule and pointer).
    private func askInitialize(
        _ request: InitializeRequest, on running: RunningInstance
    ) async -> Result<InitializeResponse, WidgetCallError> {
        let method = InitializeRequest.method
        let reply: Result<JSONValue, ResponseError>
        do {
            let params = try JSONValueEncoder().encode(request)
            reply = .success(try await running.connection.call(method: method, params: params, timeout: entry.deadline(for: method)))
        } catch let error as ConnectionError {
            if case .remote(let response) = error {
                reply = .failure(response)
            } else {
                return .failure(callError(method, error, instance: running.number))
            }
        } catch {
            return .failure(
                WidgetCallError(widgetID: entry.id, method: method, reason: .connectionLost("the request could not be encoded: \(error)")))
        }
        let outcome = HandshakeValidator(offeredVersions: request.supportedVersions).validate(reply)
        switch outcome {
        case .accepted(let info):
            return .success(info)
        case .failed(let error), .noCommonVersion(_, let error):
            return .failure(WidgetCallError(widgetID: entry.id, method: method, reason: .remote(error)))
        case .rejected(let problems):
            return .failure(invalid(method, instance: running.number, outcome.summary, pointer: problems.first?.pointer ?? ""))
        }
    }

    /// Records what the host accepts but the widget should not have sent (an unknown node kind,
    /// a timeline it did not declare), once per kind per instance.
    func audit(_ notices: [CapabilityAudit.Notice], instance: Int) {
        for notice in notices {
            record(.protocolMismatch, instance: instance, pid: instances[instance]?.process.pid, text: notice.description)
        }
    }

    /// `cellHeight` at `width`; a result that is not positive, finite and at most
    /// ``SupervisorOptions/maxCellHeight`` is a protocol error.
    func askHeight(_ number: Int, width: Double) async -> Result<Double, WidgetCallError> {
        let method = CellHeightRequest.method
        guard let running = instances[number] else { return .failure(notReady(method)) }
        switch await call(CellHeightRequest(width: width), on: running) {
        case .success(let response):
            let height = response.height
            guard height.isFinite, height > 0, height <= options.maxCellHeight else {
                return .failure(
                    invalid(
                        method, instance: number, "height \(height) is not a positive finite number up to \(options.maxCellHeight)",
                        pointer: "/height"))
            }
            return .success(height)
        case .failure(let error):
            return .failure(error)
        }
    }

    /// `configureCell` at `width`, validated with ``CellTreeValidator``.
    func askCell(_ number: Int, width: Double) async -> Result<ConfigureCellResponse, WidgetCallError> {
        let method = ConfigureCellRequest.method
        guard let running = instances[number] else { return .failure(notReady(method)) }
        let result = await call(ConfigureCellRequest(width: width), on: running)
        if case .success(let response) = result {
            if let violation = validator.firstViolation(in: response) {
                return .failure(invalid(method, instance: number, violation.message, pointer: violation.pointer))
            }
            if let notices = audits[number]?.notices(for: response) { audit(notices, instance: number) }
        }
        return result
    }

    private var validator: CellTreeValidator { CellTreeValidator(limits: options.capabilities.limits) }

    /// A result that broke the protocol: recorded against the widget, counted, announced.
    func invalid(_ method: String, instance: Int, _ reason: String, pointer: String) -> WidgetCallError {
        count { $0.invalidResults += 1 }
        record(
            .invalidResult, instance: instance, pid: instances[instance]?.process.pid, method: method, text: reason,
            fields: [("pointer", .string(pointer))])
        let error = WidgetCallError(widgetID: entry.id, method: method, reason: .invalidResult(reason: reason, pointer: pointer))
        eventSink.yield(.protocolError(error))
        return error
    }

    /// One request with its per-method deadline (on the supervisor's clock).
    func call<R: RequestType>(_ request: R, on running: RunningInstance) async -> Result<R.Response, WidgetCallError> {
        func failure(_ reason: WidgetCallError.Reason) -> Result<R.Response, WidgetCallError> {
            .failure(WidgetCallError(widgetID: entry.id, method: R.method, reason: reason))
        }
        do {
            return .success(try await running.connection.call(request, timeout: entry.deadline(for: R.method)))
        } catch {
            return .failure(callError(R.method, error, instance: running.number))
        }
    }

    /// A connection's error as the supervisor reports it.
    func callError(_ method: String, _ error: ConnectionError, instance: Int) -> WidgetCallError {
        func failure(_ reason: WidgetCallError.Reason) -> WidgetCallError {
            WidgetCallError(widgetID: entry.id, method: method, reason: reason)
        }
        switch error {
        case .timedOut(_, _, let after): return failure(.timedOut(after: after))
        case .outboundQueueFull: return failure(.wedged)
        case .invalidResponse(_, let decodingError):
            return invalid(method, instance: instance, decodingError.reason, pointer: decodingError.pointer)
        case .remote(let responseError): return failure(.remote(responseError))
        case .closed(let reason): return failure(.connectionLost(reason.description))
        case .cancelled: return failure(.cancelled)
        case .encodingFailed(_, let reason): return failure(.connectionLost("the request could not be encoded: \(reason)"))
        }
    }

    // MARK: - Notifications

    /// One notification, in arrival order: decoded and validated here, state changes fed to the
    /// machine.
    func notification(_ notification: Notification) {
        let (number, method, params) = (notification.instance, notification.method, notification.params)
        guard machine.liveInstance == number else { return }
        func decode<N: NotificationType>(_ type: N.Type) -> N? {
            switch MethodRouter.decodeParams(N.self, params) {
            case .success(let value): return value
            case .failure(let error):
                _ = invalid(method, instance: number, error.message, pointer: "")
                return nil
            }
        }
        switch method {
        case ReloadWidgetNotification.method:
            feed(.reloadRequested(instance: number))
        case CanBeDisplayedNotification.method:
            guard let value = decode(CanBeDisplayedNotification.self) else { return }
            feed(.canBeDisplayedChanged(instance: number, value.canBeDisplayed))
        case PresentWidgetControllerNotification.method:
            guard let value = decode(PresentWidgetControllerNotification.self) else { return }
            if let violation = validator.firstViolation(in: value.controller) {
                _ = invalid(method, instance: number, violation.message, pointer: "/controller" + violation.pointer)
                return
            }
            feed(.presentRequested(instance: number, value.controller))
        case LogNotification.method:
            guard let value = decode(LogNotification.self) else { return }
            recordEvent(.widgetLog, instance: number, text: value.message, fields: [("level", .string(value.level.rawValue))])
            eventSink.yield(.log(value))
        default:
            record(
                .strayLine, instance: number, pid: instances[number]?.process.pid, method: method,
                text: "unknown notification '\(method)' ignored")
        }
    }
}
