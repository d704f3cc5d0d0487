import WidgetJSON
import WidgetProtocol
import WidgetRPC

// The dashboard's typed operations, the handshake and replay, and notifications.
extension WidgetSupervisor {
    // MARK: - Dashboard operations

    /// The cell's height at `width`. On any failure (not ready, deadline, bad result) the last
    /// good height is returned with the error; a result that is negative, not finite or above
    /// ``SupervisorOptions/maxCellHeight`` is a protocol error recorded against the widget.
    public func cellHeight(width: Double) async -> WidgetAnswer<Double> {
        lastWidth = width
        let method = CellHeightRequest.method
        guard case .ready(let instance) = state else {
            return WidgetAnswer(value: lastHeight ?? lastGoodCell?.height, isFresh: false, error: notReady(method))
        }
        switch await perform(CellHeightRequest(width: width), on: instance) {
        case .success(let response):
            let height = response.height
            guard height.isFinite, height > 0, height <= options.maxCellHeight else {
                let error = invalid(method, instance: instance, "height \(height) is not a positive finite number up to \(options.maxCellHeight)", pointer: "/height")
                return WidgetAnswer(value: lastHeight ?? lastGoodCell?.height, isFresh: false, error: error)
            }
            lastHeight = height
            return WidgetAnswer(value: height, isFresh: true, error: nil)
        case .failure(let error):
            return WidgetAnswer(value: lastHeight ?? lastGoodCell?.height, isFresh: false, error: error)
        }
    }

    /// The cell at `width`, validated with ``CellTreeValidator``; on failure the last good cell.
    public func configureCell(width: Double) async -> WidgetAnswer<ConfigureCellResponse> {
        lastWidth = width
        let method = ConfigureCellRequest.method
        guard case .ready(let instance) = state else {
            return WidgetAnswer(value: lastGoodCell?.content, isFresh: false, error: notReady(method))
        }
        switch await perform(ConfigureCellRequest(width: width), on: instance) {
        case .success(let response):
            if let violation = CellTreeValidator(limits: options.capabilities.limits).firstViolation(in: response) {
                let error = invalid(method, instance: instance, violation.message, pointer: violation.pointer)
                return WidgetAnswer(value: lastGoodCell?.content, isFresh: false, error: error)
            }
            lastGoodCell = CellSnapshot(width: width, height: lastHeight ?? lastGoodCell?.height ?? 0, content: response, instance: instance.number)
            return WidgetAnswer(value: response, isFresh: true, error: nil)
        case .failure(let error):
            return WidgetAnswer(value: lastGoodCell?.content, isFresh: false, error: error)
        }
    }

    /// The controller to present after a tap, or `nil` ("the widget presents itself").
    public func viewController(width: Double, sizeClass: ViewControllerRequest.SizeClass) async -> Result<WidgetController?, WidgetCallError> {
        let method = ViewControllerRequest.method
        guard case .ready(let instance) = state else { return .failure(notReady(method)) }
        switch await perform(ViewControllerRequest(width: width, sizeClass: sizeClass), on: instance) {
        case .success(let controller):
            if let controller, let violation = CellTreeValidator(limits: options.capabilities.limits).firstViolation(in: controller) {
                return .failure(invalid(method, instance: instance, violation.message, pointer: violation.pointer))
            }
            return .success(controller)
        case .failure(let error):
            return .failure(error)
        }
    }

    /// Forwards a tap on a button or header button.
    public func action(_ request: ActionRequest) async -> Result<ActionResponse, WidgetCallError> {
        guard case .ready(let instance) = state else { return .failure(notReady(ActionRequest.method)) }
        return await perform(request, on: instance)
    }

    // MARK: - Calls

    func notReady(_ method: String) -> WidgetCallError {
        WidgetCallError(widgetID: entry.id, method: method, reason: .notReady(status))
    }

    func invalid(_ method: String, instance: Instance, _ reason: String, pointer: String) -> WidgetCallError {
        count { $0.invalidResults += 1 }
        record(.invalidResult, instance: instance, method: method, text: reason, fields: [("pointer", .string(pointer))])
        let error = WidgetCallError(widgetID: entry.id, method: method, reason: .invalidResult(reason: reason, pointer: pointer))
        eventSink.yield(.protocolError(error))
        return error
    }

    /// One request with its per-method deadline. Counts deadline misses (hung after N in a row)
    /// and turns a full outbound queue into a restart (wedged).
    func perform<R: RequestType>(_ request: R, on instance: Instance) async -> Result<R.Response, WidgetCallError> {
        let deadline = entry.deadline(for: R.method)
        func failure(_ reason: WidgetCallError.Reason) -> Result<R.Response, WidgetCallError> {
            .failure(WidgetCallError(widgetID: entry.id, method: R.method, reason: reason))
        }
        do {
            let response = try await instance.connection.call(request, timeout: deadline)
            if current(instance.number) != nil { consecutiveMisses = 0 }
            return .success(response)
        } catch {
            switch error {
            case .timedOut(_, _, let after):
                if current(instance.number) != nil {
                    consecutiveMisses += 1
                    if consecutiveMisses >= entry.hungAfterMissedDeadlines {
                        kill(instance.number, cause: .hung, detail: "\(consecutiveMisses) deadlines missed in a row; the widget is hung")
                    }
                }
                return failure(.timedOut(after: after))
            case .outboundQueueFull:
                kill(instance.number, cause: .wedged, detail: "the widget stopped reading its stdin (outbound queue full)")
                return failure(.wedged)
            case .invalidResponse(_, let decodingError):
                return .failure(invalid(R.method, instance: instance, decodingError.reason, pointer: decodingError.pointer))
            case .remote(let responseError):
                return failure(.remote(responseError))
            case .closed(let reason):
                return failure(.connectionLost(reason.description))
            case .cancelled:
                return failure(.cancelled)
            case .encodingFailed(_, let reason):
                return failure(.connectionLost("the request could not be encoded: \(reason)"))
            }
        }
    }

    // MARK: - Handshake and replay

    /// `initialize`, `prepareData` if declared, `init` with this supervisor's dashboard context;
    /// then ready, and a replay of the visible cell if one was ever asked for.
    func handshake(_ number: Int) async {
        guard let instance = current(number) else { return }
        let initialize = InitializeRequest(
            host: options.host, user: options.user, locale: options.locale, timeZone: options.timeZone,
            capabilities: options.capabilities)
        let step: String
        let failure: WidgetCallError
        handshake: do {
            let info: InitializeResponse
            switch await perform(initialize, on: instance) {
            case .success(let response): info = response
            case .failure(let error): (step, failure) = ("initialize", error); break handshake
            }
            if info.capabilities.prepareData == true {
                if case .failure(let error) = await perform(PrepareDataRequest(), on: instance) {
                    (step, failure) = ("prepareData", error); break handshake
                }
            }
            let initResponse: InitResponse
            switch await perform(context, on: instance) {
            case .success(let response): initResponse = response
            case .failure(let error): (step, failure) = ("init", error); break handshake
            }
            guard case .initializing(let stillCurrent) = state, stillCurrent.number == number else { return }
            record(.initialized, instance: instance, text: "\(info.widgetType) speaks protocol \(info.protocolVersion)",
                   fields: [("widgetType", .string(info.widgetType)), ("canBeDisplayed", .bool(initResponse.canBeDisplayed))])
            consecutiveMisses = 0
            lastInitialize = info
            setState(.ready(instance))
            if canBeDisplayed != initResponse.canBeDisplayed {
                canBeDisplayed = initResponse.canBeDisplayed
                eventSink.yield(.canBeDisplayedChanged(initResponse.canBeDisplayed))
            }
            if let width = lastWidth { await refreshCell(width: width) }
            return
        }
        guard current(number) != nil, case .initializing = state else { return }
        kill(number, cause: .handshakeFailed, detail: "the handshake failed at '\(step)': \(failure)")
    }

    /// `cellHeight` then `configureCell` at `width`; a good result becomes the last good cell
    /// and is announced with ``WidgetEvent/cellChanged(_:)``.
    func refreshCell(width: Double) async {
        let height = await cellHeight(width: width)
        guard height.isFresh else { return }
        let cell = await configureCell(width: width)
        if cell.isFresh, let snapshot = lastGoodCell { eventSink.yield(.cellChanged(snapshot)) }
    }

    // MARK: - Notifications

    func notification(_ method: String, params: JSONValue?, from instance: Instance) async {
        func decode<N: NotificationType>(_ type: N.Type) -> N? {
            switch MethodRouter.decodeParams(N.self, params) {
            case .success(let value): return value
            case .failure(let error):
                _ = invalid(method, instance: instance, error.message, pointer: "")
                return nil
            }
        }
        switch method {
        case ReloadWidgetNotification.method:
            guard case .ready = state else { return }
            if reloadInFlight {
                if reloadPending { count { $0.reloadsCoalesced += 1 } }
                reloadPending = true
                return
            }
            reloadInFlight = true
            defer { reloadInFlight = false }
            repeat {
                reloadPending = false
                if let width = lastWidth { await refreshCell(width: width) } else { eventSink.yield(.reloadRequested) }
            } while reloadPending && current(instance.number) != nil
        case CanBeDisplayedNotification.method:
            guard let value = decode(CanBeDisplayedNotification.self) else { return }
            if canBeDisplayed != value.canBeDisplayed {
                canBeDisplayed = value.canBeDisplayed
                eventSink.yield(.canBeDisplayedChanged(value.canBeDisplayed))
            }
        case PresentWidgetControllerNotification.method:
            guard let value = decode(PresentWidgetControllerNotification.self) else { return }
            if let violation = CellTreeValidator(limits: options.capabilities.limits).firstViolation(in: value.controller) {
                _ = invalid(method, instance: instance, violation.message, pointer: "/controller" + violation.pointer)
                return
            }
            eventSink.yield(.presentController(value.controller))
        case LogNotification.method:
            guard let value = decode(LogNotification.self) else { return }
            record(.widgetLog, instance: instance, text: value.message, fields: [("level", .string(value.level.rawValue))])
            eventSink.yield(.log(value))
        default:
            record(.strayLine, instance: instance, method: method, text: "unknown notification '\(method)' ignored")
        }
    }
}
