import Synchronization
import WidgetRPC

/// The widget side of one connection: the lifecycle state machine of `protocol/README.md` §2,
/// answering each request in the right state and forwarding the rest to the widget instance.
///
/// The connection calls it one request at a time, in arrival order.
final class WidgetSession: FragmentConnectionHandler {
    enum Phase {
        case awaitingInitialize
        case initialized(InitializeRequest)
        case bound(InitializeRequest, any Widget, Dashboard)
        case shutDown
    }

    /// Versions this SDK speaks, newest first.
    static let supportedVersions = ProtocolVersion.supported

    let definition: WidgetDefinition
    let channel: WidgetChannel
    private let phase = Mutex(Phase.awaitingInitialize)
    private let widgetShutDown = Mutex(false)
    private let prepared = Mutex(false)

    init(definition: WidgetDefinition, channel: WidgetChannel) {
        self.definition = definition
        self.channel = channel
    }

    var logger: WidgetLogger { WidgetLogger(label: definition.widgetType, channel: channel) }

    func handleNotification(method: String, fragment params: JSONFragment?) async {
        // Version 1.0 has no host → widget notifications; unknown ones are ignored.
    }

    /// Answers a request, its result written straight into the reply's line.
    nonisolated(nonsending) func respond(
        method: String, params: JSONFragment?, id: RequestID, writingResultTo reply: inout JSONWriter
    ) async -> ResponseError? {
        switch await answer(method: method, params: params, id: id) {
        case .success(let answer):
            do {
                try answer.write(to: &reply)
                return nil
            } catch {
                return .internalError("The result could not be encoded as JSON: \(error)")
            }
        case .failure(let error):
            return error
        }
    }

    func handleRequest(method: String, fragment params: JSONFragment?, id: RequestID) async -> Result<JSONFragment, ResponseError> {
        var result = JSONWriter()
        if let error = await respond(method: method, params: params, id: id, writingResultTo: &result) { return .failure(error) }
        return .success(JSONFragment(encoded: result.bytes[...]))
    }

    private func answer(method: String, params: JSONFragment?, id: RequestID) async -> Result<Answer, ResponseError> {
        channel.hold(for: id)
        switch phase.withLock({ $0 }) {
        case .shutDown:
            return .failure(ResponseError(code: .shuttingDown, message: "The widget is shutting down"))
        case .awaitingInitialize:
            guard method == InitializeRequest.method else { return .failure(.notInitialized(method)) }
            return await initialize(params)
        case .initialized(let handshake):
            return await afterInitialize(method: method, params: params, handshake: handshake, bound: nil)
        case .bound(let handshake, let widget, let dashboard):
            let binding = WidgetCenter.Binding(widgetType: definition.widgetType, dashboard: dashboard)
            return await WidgetCenter.$current.withValue(binding) {
                await afterInitialize(method: method, params: params, handshake: handshake, bound: (widget, dashboard))
            }
        }
    }

    private func afterInitialize(
        method: String, params: JSONFragment?, handshake: InitializeRequest, bound: (any Widget, Dashboard)?
    ) async -> Result<Answer, ResponseError> {
        // Which error wins (§2): an unknown method (-32601) before the state for that method
        // (-32003); the registry says which requests need `init` first.
        guard MessageRegistry.request(method) != nil else { return .failure(.methodNotFound(method)) }
        if bound == nil, !MessageRegistry.methodsAllowedBeforeInit.contains(method) {
            return .failure(.invalidState("'\(method)' is not valid before 'init'"))
        }
        switch method {
        case InitializeRequest.method:
            return .failure(.invalidState("'initialize' was already received"))
        case PrepareDataRequest.method:
            await prepareDataOnce()
            return .success(.empty)
        case InitRequest.method:
            // One process serves one dashboard instance: a second `init` is a state error (§2).
            guard bound == nil else { return .failure(.invalidState("'init' already completed; one process serves one dashboard")) }
            return await bind(params, handshake: handshake)
        case ShutdownRequest.method:
            phase.withLock { $0 = .shutDown }
            if let (widget, _) = bound { await shutDownWidget(widget, within: .milliseconds(700)) }
            return .success(.empty)
        default:
            guard let (widget, dashboard) = bound else { preconditionFailure("'\(method)' got past the check for init unbound") }
            return await forward(method: method, params: params, to: widget, dashboard: dashboard)
        }
    }

    // MARK: - Handshake and binding

    private func initialize(_ params: JSONFragment?) async -> Result<Answer, ResponseError> {
        let request: InitializeRequest
        switch Self.decode(InitializeRequest.self, params) {
        case .success(let decoded): request = decoded
        case .failure(let error): return .failure(error)
        }
        guard let version = Self.negotiated(request) else {
            return .failure(
                ResponseError(
                    code: .unsupportedProtocolVersion,
                    message:
                        """
                        This widget speaks protocol \(Self.supportedVersions.joined(separator: ", ")); the host offered \
                        \(request.supportedVersions.joined(separator: ", "))
                        """,
                    data: ["supportedVersions": .array(Self.supportedVersions.map { .string($0) })]))
        }
        AitaUserInfo.setCurrent(request.user)
        phase.withLock { $0 = .initialized(request) }
        var response = definition.initializeResponse
        response.protocolVersion = version
        return .success(.initialize(response))
    }

    /// The version this SDK chooses from the host's offer, or `nil` for none in common.
    static func negotiated(_ request: InitializeRequest) -> String? {
        ProtocolVersion.negotiate(
            hostVersions: request.supportedVersions.isEmpty ? [request.protocolVersion] : request.supportedVersions,
            widgetVersions: supportedVersions)
    }

    private func bind(_ params: JSONFragment?, handshake: InitializeRequest) async -> Result<Answer, ResponseError> {
        let request: InitRequest
        switch Self.decode(InitRequest.self, params) {
        case .success(let decoded): request = decoded
        case .failure(let error): return .failure(error)
        }
        guard definition.dashboards.contains(request.dashboard) else {
            return .failure(
                ResponseError(
                    code: .unsupportedDashboard, message: "This widget does not support the \(request.dashboard.rawValue) dashboard",
                    data: ["dashboard": .string(request.dashboard.rawValue)]))
        }
        // Implemented means called: without the capability the host sends no prepareData, so it
        // runs here, before the widget exists (within init's deadline).
        await prepareDataOnce()
        let dashboard = Dashboard(
            kind: request.dashboard, session: handshake, protocolVersion: Self.negotiated(handshake) ?? handshake.protocolVersion,
            channel: channel, logger: logger)
        let binding = WidgetCenter.Binding(widgetType: definition.widgetType, dashboard: dashboard)
        WidgetCenter.shared.bind(binding)
        let widget: any Widget
        do {
            widget = try await WidgetCenter.$current.withValue(binding) {
                switch request {
                case .trip(let trip, let flight): return try await definition.makeTripWidget!(dashboard, trip, flight)
                case .airport(let airport): return try await definition.makeAirportWidget!(dashboard, airport)
                }
            }
        } catch {
            return .failure(Self.responseError(for: error, in: "init"))
        }
        let shown = dashboard.goLive()
        phase.withLock { $0 = .bound(handshake, widget, dashboard) }
        return .success(.initResult(InitResponse(canBeDisplayed: shown)))
    }

    /// Runs the widget type's `prepareData()` the first time only (the host's `prepareData`, or
    /// `init` when the host sent none).
    private func prepareDataOnce() async {
        let first = prepared.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        if first { await definition.prepareData() }
    }

    // MARK: - Steady state

    private func forward(
        method: String, params: JSONFragment?, to widget: any Widget, dashboard: Dashboard
    ) async -> Result<Answer, ResponseError> {
        switch method {
        case CellHeightRequest.method:
            return await Self.decode(CellHeightRequest.self, params).asyncFlatMap { request in
                let height = await widget.cellHeight(width: request.width).cellHeightAnswer
                switch height {
                case .fit:
                    guard dashboard.canFitContent else {
                        return .failure(
                            ResponseError(
                                code: .widgetFailure,
                                message:
                                    """
                                    cellHeight(width: \(request.width)) returned .fit, which needs protocol 1.2; this host speaks \
                                    \(dashboard.protocolVersion): return points when dashboard.canFitContent is false
                                    """))
                    }
                case .points(let points):
                    guard points.isFinite, points > 0 else {
                        return .failure(
                            ResponseError(
                                code: .widgetFailure,
                                message: "cellHeight(width: \(request.width)) returned \(points); heights must be positive and finite"))
                    }
                }
                return .success(.height(CellHeightResponse(height: height)))
            }
        case ConfigureCellRequest.method:
            return await Self.decode(ConfigureCellRequest.self, params).asyncFlatMap { request in
                let response: ConfigureCellResponse
                do {
                    response = try await widget.configureCell(width: request.width).cellConfiguration
                } catch {
                    return .failure(Self.responseError(for: error, in: "configureCell"))
                }
                if let violation = CellTreeValidator(limits: dashboard.limits).firstViolation(in: response) {
                    TreeDiagnostics.report(
                        violation, in: try? JSONValueEncoder().encode(response),
                        context: "configureCell(width: \(Self.format(request.width)))",
                        logger: dashboard.logger)
                    return .failure(violation.responseError)
                }
                return .success(.cell(response))
            }
        case ViewControllerRequest.method:
            return await Self.decode(ViewControllerRequest.self, params).asyncFlatMap { request in
                let controller: WidgetController?
                do {
                    controller = try await widget.viewController(width: request.width, sizeClass: request.sizeClass)
                } catch {
                    return .failure(Self.responseError(for: error, in: "viewController"))
                }
                guard let controller else { return .success(.noController) }
                if let violation = CellTreeValidator(limits: dashboard.limits).firstViolation(in: controller) {
                    TreeDiagnostics.report(
                        violation, in: try? JSONValueEncoder().encode(controller), context: "viewController", logger: dashboard.logger)
                    return .failure(violation.responseError)
                }
                return .success(.controller(controller))
            }
        case ActionRequest.method:
            return await Self.decode(ActionRequest.self, params).asyncFlatMap { request in
                do {
                    let result = try await widget.action(WidgetAction(id: request.id, payload: request.payload, source: request.source))
                    return .success(.action(result.response))
                } catch {
                    return .failure(Self.responseError(for: error, in: "action '\(request.id)'"))
                }
            }
        default:
            return .failure(.methodNotFound(method))
        }
    }

    // MARK: - Stopping

    /// Called when the connection has closed: lets the bound widget flush, once, within `budget`.
    func finish(within budget: Duration) async {
        let widget = phase.withLock { phase -> (any Widget)? in
            defer { phase = .shutDown }
            if case .bound(_, let widget, _) = phase { return widget }
            return nil
        }
        if let widget { await shutDownWidget(widget, within: budget) }
    }

    /// Calls the bound widget's `shutdown()` the first time only (`shutdown`, then EOF).
    private func shutDownWidget(_ widget: any Widget, within budget: Duration) async {
        let first = widgetShutDown.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        guard first else { return }
        _ = await Deadline.race(budget) { await widget.shutdown() }
    }
}
