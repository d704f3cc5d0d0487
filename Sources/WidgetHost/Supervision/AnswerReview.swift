import WidgetJSON
import WidgetProtocol
import WidgetRPC

/// Judges everything a widget sends the host, call results and notifications alike, and says
/// what the ``WidgetMachine`` is fed and what is to be recorded. A value without I/O: the
/// ``WidgetSupervisor`` performs its findings (records, counters, events); tests call it directly.
///
/// It runs the validators `widgets check` runs too (``HandshakeValidator``,
/// ``CellTreeValidator``), the bounds of a height, and one ``CapabilityAudit`` per instance,
/// which reports what it accepts but notices once per kind per run.
struct AnswerReview: Sendable {
    /// Something to record about the widget.
    enum Finding: Sendable, Hashable {
        /// A result or notification that broke the protocol: an `invalidResult` record, a
        /// counter, a ``WidgetEvent/protocolError(_:)``. The error's reason is
        /// ``WidgetCallError/Reason/invalidResult(reason:pointer:)``.
        case invalid(WidgetCallError)
        /// Something accepted that the widget should not have sent: a `protocolMismatch` record.
        case notice(CapabilityAudit.Notice)
        /// A `log` notification: recorded, and passed on as ``WidgetEvent/log(_:)``.
        case log(LogNotification)
        /// A notification the protocol does not have: recorded, otherwise ignored.
        case unknownNotification(method: String)
    }

    /// What a call comes to.
    struct Verdict<Value: Sendable>: Sendable {
        var result: Result<Value, WidgetCallError>
        var findings: [Finding] = []
    }

    /// A notification that changes the widget's state.
    enum StateChange: Sendable, Hashable {
        case reload
        case canBeDisplayed(Bool)
        /// Validated.
        case present(WidgetController)
    }

    let widgetID: String
    let limits: Limits
    let hostNodeKinds: [String]
    /// `cellHeight` answers above this are rejected.
    let maxCellHeight: Double
    /// One audit per instance that answered `initialize`.
    private var audits: [Int: CapabilityAudit] = [:]
    /// The protocol version each instance chose in `initialize`: what its answers may use.
    private var versions: [Int: String] = [:]

    init(widgetID: String, capabilities: HostCapabilities, maxCellHeight: Double) {
        self.widgetID = widgetID
        limits = capabilities.limits
        hostNodeKinds = capabilities.nodeKinds
        self.maxCellHeight = maxCellHeight
    }

    private var validator: CellTreeValidator { CellTreeValidator(limits: limits) }

    // MARK: - Answers

    /// `initialize`, judged by the one ``HandshakeValidator``: a version the host did not offer,
    /// a `widgetType` or `cellIdentifier` off its pattern, or a result that does not decode
    /// fails the handshake (recorded with the rule and pointer). A good answer starts the
    /// instance's capability audit.
    mutating func initialize(
        instance: Int, _ reply: Result<JSONValue, ConnectionError>, offered versions: [String]
    ) -> Verdict<InitializeResponse> {
        let method = InitializeRequest.method
        let answer: Result<JSONValue, ResponseError>
        switch reply {
        case .success(let result): answer = .success(result)
        case .failure(.remote(let response)): answer = .failure(response)
        case .failure(let error): return failed(method, error)
        }
        let outcome = HandshakeValidator(offeredVersions: versions).validate(answer)
        switch outcome {
        case .accepted(let info):
            audits[instance] = CapabilityAudit(hostNodeKinds: hostNodeKinds, widgetCapabilities: info.capabilities)
            self.versions[instance] = info.protocolVersion
            return Verdict(result: .success(info))
        case .failed(let error), .noCommonVersion(_, let error):
            return Verdict(result: .failure(callError(method, .remote(error))))
        case .rejected(let problems):
            return invalid(method, outcome.summary, pointer: problems.first?.pointer ?? "")
        }
    }

    /// Any call whose answer needs no more than decoding (`prepareData`, `init`, `action`).
    func plain<Value>(_ method: String, _ reply: Result<Value, ConnectionError>) -> Verdict<Value> {
        switch reply {
        case .success(let value): return Verdict(result: .success(value))
        case .failure(let error): return failed(method, error)
        }
    }

    /// `cellHeight`: a height that is not positive, finite and at most ``maxCellHeight`` is a
    /// protocol error, and so is `"fit"` from an instance that chose a version before 1.2.
    func height(instance: Int, _ reply: Result<CellHeightResponse, ConnectionError>) -> Verdict<CellHeight> {
        let method = CellHeightRequest.method
        switch reply {
        case .success(let response):
            switch response.height {
            case .fit:
                let version = versions[instance] ?? "an unknown version"
                guard ProtocolVersion.allowsFitHeight(version) else {
                    return invalid(
                        method, "height \"fit\" needs protocol 1.2 or later; this widget chose \(version) in initialize", pointer: "/height"
                    )
                }
            case .points(let height):
                guard height.isFinite, height > 0, height <= maxCellHeight else {
                    return invalid(method, "height \(height) is not a positive finite number up to \(maxCellHeight)", pointer: "/height")
                }
            }
            return Verdict(result: .success(response.height))
        case .failure(let error):
            return failed(method, error)
        }
    }

    /// `configureCell`, validated with ``CellTreeValidator`` and audited.
    mutating func cell(instance: Int, _ reply: Result<ConfigureCellResponse, ConnectionError>) -> Verdict<ConfigureCellResponse> {
        let method = ConfigureCellRequest.method
        switch reply {
        case .success(let response):
            if let violation = validator.firstViolation(in: response) {
                return invalid(method, violation.message, pointer: violation.pointer)
            }
            let notices = audits[instance]?.notices(for: response) ?? []
            return Verdict(result: .success(response), findings: notices.map(Finding.notice))
        case .failure(let error):
            return failed(method, error)
        }
    }

    /// `viewController`: a controller is validated and audited; `null` is an answer too.
    mutating func controller(instance: Int, _ reply: Result<WidgetController?, ConnectionError>) -> Verdict<WidgetController?> {
        let method = ViewControllerRequest.method
        switch reply {
        case .success(let controller?):
            if let violation = validator.firstViolation(in: controller) {
                return invalid(method, violation.message, pointer: violation.pointer)
            }
            let notices = audits[instance]?.notices(for: controller) ?? []
            return Verdict(result: .success(controller), findings: notices.map(Finding.notice))
        case .success(nil):
            return Verdict(result: .success(nil))
        case .failure(let error):
            return failed(method, error)
        }
    }

    /// The instance ended: its audit goes with it.
    mutating func forget(instance: Int) {
        audits[instance] = nil
        versions[instance] = nil
    }

    // MARK: - Notifications

    /// One notification, judged by the one ``NotificationValidator`` (as `widgets check` judges
    /// it): what changes the widget's state, and what to record.
    func notification(method: String, params: JSONValue?) -> (change: StateChange?, findings: [Finding]) {
        switch NotificationValidator(limits: limits).validate(method: method, params: params) {
        case .reload: return (.reload, [])
        case .canBeDisplayed(let value): return (.canBeDisplayed(value), [])
        case .present(let controller): return (.present(controller), [])
        case .log(let log): return (nil, [.log(log)])
        case .unknown(let method): return (nil, [.unknownNotification(method: method)])
        case .invalid(let reason, let pointer): return (nil, [.invalid(invalidError(method, reason, pointer: pointer))])
        }
    }

    // MARK: - Errors

    /// A connection's error as the supervisor reports it: a result that does not decode is a
    /// protocol error, the rest say why no answer came.
    private func failed<Value>(_ method: String, _ error: ConnectionError) -> Verdict<Value> {
        if case .invalidResponse(_, let decodingError) = error {
            return invalid(method, decodingError.reason, pointer: decodingError.pointer)
        }
        return Verdict(result: .failure(callError(method, error)))
    }

    /// A connection's error, other than an undecodable result, as a ``WidgetCallError``.
    func callError(_ method: String, _ error: ConnectionError) -> WidgetCallError {
        let reason: WidgetCallError.Reason
        switch error {
        case .timedOut(_, _, let after): reason = .timedOut(after: after)
        case .outboundQueueFull: reason = .wedged
        case .invalidResponse(_, let decodingError): reason = .invalidResult(reason: decodingError.reason, pointer: decodingError.pointer)
        case .remote(let responseError): reason = .remote(responseError)
        case .closed(let closeReason): reason = .connectionLost(closeReason.description)
        case .cancelled: reason = .cancelled
        case .encodingFailed(_, let why): reason = .connectionLost("the request could not be encoded: \(why)")
        }
        return WidgetCallError(widgetID: widgetID, method: method, reason: reason)
    }

    private func invalid<Value>(_ method: String, _ reason: String, pointer: String) -> Verdict<Value> {
        let error = invalidError(method, reason, pointer: pointer)
        return Verdict(result: .failure(error), findings: [.invalid(error)])
    }

    private func invalidError(_ method: String, _ reason: String, pointer: String) -> WidgetCallError {
        WidgetCallError(widgetID: widgetID, method: method, reason: .invalidResult(reason: reason, pointer: pointer))
    }
}
