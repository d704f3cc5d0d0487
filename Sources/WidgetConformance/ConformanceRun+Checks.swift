import Synchronization
import WidgetJSON
import WidgetProtocol
import WidgetSamples

// The checks made inside one session, each turning replies into recorder outcomes.
extension ConformanceRun {
    var initializeParams: JSONValue {
        let user = options.samples.user.flatMap { try? JSONValueDecoder().decode(UserInfo.self, from: $0) }
        let request = InitializeRequest(
            host: HostInfo(name: "widgets check", version: WidgetHostVersion.current),
            user: user ?? UserInfo(userID: "usr-conformance"), locale: "en-GB", timeZone: "Europe/London",
            capabilities: HostCapabilities())
        return (try? JSONValueEncoder().encode(request)) ?? .object(JSONObject())
    }

    /// `initialize`, judged by the host's own ``HandshakeValidator``: version problems (and a
    /// result that is not widget info) fail `handshake`, name and dashboard problems fail
    /// `identity`. Returns the widget info unless the handshake failed outright.
    func handshake(_ session: CheckSession) async -> InitializeResponse? {
        let context = "main, initialize"
        let validator = HandshakeValidator(offeredVersions: ProtocolVersion.supported)
        let reply: Result<JSONValue, ResponseError>
        switch await session.call(InitializeRequest.method, initializeParams) {
        case .result(let json): reply = .success(json)
        case .error(let error): reply = .failure(error)
        case let other:
            recorder.fail(.handshake, context, actual: describe(other), hint: startHint(session))
            return nil
        }
        let outcome = validator.validate(reply)
        switch outcome {
        case .accepted(let info):
            passHandshake(info)
            recorder.pass(.identity)
            recorder.summarize(.identity, "widgetType \"\(info.widgetType)\", cellIdentifier \"\(info.cellIdentifier)\"")
            return info
        case .rejected(let problems):
            let handshakeProblems = problems.filter { $0.rule == .versionNotOffered || $0.rule == .notWidgetInfo }
            for problem in handshakeProblems {
                recorder.fail(
                    .handshake, context, actual: problem.description,
                    hint: problem.isVersionProblem
                        ? "Answer with the first of the host's supportedVersions you speak, exactly as offered, or -32005." : nil)
            }
            for problem in problems where !handshakeProblems.contains(problem) {
                recorder.fail(.identity, "initialize", actual: problem.description)
            }
            guard handshakeProblems.isEmpty, case .success(let json) = reply,
                let info = try? JSONValueDecoder().decode(InitializeResponse.self, from: json)
            else { return nil }
            // Only names are wrong: the host would refuse the widget, but the rest can still be checked.
            passHandshake(info)
            return info
        case .noCommonVersion, .failed:
            recorder.fail(.handshake, context, actual: outcome.summary)
            return nil
        }
    }

    /// Where the widget's SDK is, when its stderr says it could not load it (``SDKImportHint``);
    /// else the processes grant, when the sandbox refused it a new process.
    func startHint(_ session: CheckSession) -> String? {
        SDKImportHint.hint(stderr: session.log.stderrTail + session.log.denials, command: recorder.command)
            ?? (session.log.processRefusals.isEmpty ? nil : SandboxDenial.processesHint)
    }

    private func passHandshake(_ info: InitializeResponse) {
        stats.withLock { $0.protocolVersion = info.protocolVersion }
        recorder.pass(.handshake)
        recorder.summarize(
            .handshake, "protocol \(info.protocolVersion), dashboards: \(info.dashboards.map(\.rawValue).joined(separator: ", "))")
    }

    func prepare(_ session: CheckSession, _ info: InitializeResponse, context: String) async {
        guard info.capabilities.prepareData == true else {
            recorder.skip(.prepareData, because: "the widget does not declare capabilities.prepareData")
            return
        }
        let outcome = await session.call(PrepareDataRequest.method)
        judge(outcome, check: .prepareData, "\(context), prepareData") { _ in nil }
    }

    /// init with one sample, then cells at every width, controllers, and every action shown.
    func exercise(_ session: CheckSession, _ initCase: SampleSet.InitCase) async {
        let label = initCase.label
        let before = session.log.notificationCount
        let initOutcome = await session.call(InitRequest.method, initCase.params)
        var displayable = true
        let accepted = judge(initOutcome, check: .initSamples, label) { json in
            guard let response = try? JSONValueDecoder().decode(InitResponse.self, from: json) else {
                return "the result is not {\"canBeDisplayed\": <bool>}: \(json.serializedString())"
            }
            displayable = response.canBeDisplayed
            if !displayable { stats.withLock { $0.hiddenAtInit += 1 } }
            return nil
        }
        guard accepted else { return }
        if !displayable {
            // Staying hidden is allowed for data the widget does not apply to (a connection guide
            // on a direct flight); being hidden for every sample is judged once, at the end. What
            // counts is what the widget said after its reply, in line order (README §9).
            let afterReply = session.log.notificationCount(atReplyTo: InitRequest.method) ?? before
            _ = await session.log.waitForNotification(
                CanBeDisplayedNotification.method, after: afterReply, timeout: .seconds(5) * options.deadlineScale)
            let shown = session.log.notifications(since: afterReply).contains {
                $0.method == CanBeDisplayedNotification.method && $0.params?["canBeDisplayed"]?.boolValue == true
            }
            stats.withLock { shown ? ($0.shownLater += 1) : $0.stayedHidden.append(label) }
            stats.withLock { $0.ownSay[label] = shown ? .shownLater : .stayedHidden }
        } else {
            stats.withLock { $0.ownSay[label] = .shownAtInit }
        }

        var actions: [ExposedAction] = []
        func collect(_ found: [ExposedAction]) {
            for action in found where !actions.contains(action) { actions.append(action) }
        }
        for width in Self.widths {
            await checkCell(session, width: width, context: "\(label) @\(Int(width))", check: .cellHeight, collect: collect)
        }
        for (width, sizeClass) in [(375.0, ViewControllerRequest.SizeClass.compact), (400, .regular)] {
            let outcome = await session.call(
                ViewControllerRequest.method, ["width": .double(width), "sizeClass": .string(sizeClass.rawValue)])
            judge(outcome, check: .viewController, "\(label) @\(Int(width)) \(sizeClass.rawValue)") { json in
                if json == .null {
                    stats.withLock { $0.nullControllers += 1 }
                    return nil
                }
                let controller: WidgetController
                do {
                    controller = try JSONValueDecoder().decode(WidgetController.self, from: json)
                } catch {
                    return "the controller does not decode: \(error)"
                }
                if let violation = CellTreeValidator().firstViolation(in: controller) { return "invalid controller: \(violation)" }
                collect(ExposedAction.inController(json))
                noteSymbols(SymbolNames.used(in: controller))
                stats.withLock { $0.controllers += 1 }
                return nil
            }
        }

        let beforeActions = session.log.notificationCount
        for action in actions {
            stats.withLock { stats in
                stats.actionCalls += 1
                if !stats.actionIDs.contains(action.id) { stats.actionIDs.append(action.id) }
            }
            let outcome = await session.call(ActionRequest.method, action.params)
            if case .error(let error) = outcome, error.code == .widgetFailure {
                recorder.pass(.actions)  // a documented "could not do it now"
                continue
            }
            judge(outcome, check: .actions, "\(label), action \(action)") { json in
                (try? JSONValueDecoder().decode(ActionResponse.self, from: json)) == nil
                    ? "the result is not {} or {\"dismiss\": true}: \(json.serializedString())" : nil
            }
        }
        // An action that sent reloadWidget must leave a cell the host can still show.
        let reloaded = session.log.notifications(since: beforeActions).contains { $0.method == ReloadWidgetNotification.method }
        if reloaded {
            stats.withLock { $0.reloads += 1 }
            await checkCell(session, width: 375, context: "\(label) after reloadWidget", check: .actions, collect: { _ in })
        }
        await soak(session, context: label)
    }

    /// cellHeight then configureCell at `width`; heights count for `.cellHeight` (or `check`).
    private func checkCell(
        _ session: CheckSession, width: Double, context: String, check: CheckID, collect: ([ExposedAction]) -> Void
    ) async {
        let height = await session.call(CellHeightRequest.method, ["width": .double(width)])
        var asked: CellHeight?
        judge(height, check: check == .actions ? .actions : .cellHeight, "\(context), cellHeight") { json in
            if json["height"]?.stringValue == "fit" {
                let version = stats.withLock { $0.protocolVersion } ?? "no version"
                guard ProtocolVersion.allowsFitHeight(version) else {
                    return "height \"fit\" needs protocol 1.2 or later; the widget chose \(version) in initialize"
                }
                asked = .fit
                return nil
            }
            guard let value = json["height"]?.doubleValue else {
                return "the result is not {\"height\": <number>} or {\"height\": \"fit\"}: \(json.serializedString())"
            }
            if !value.isFinite || value <= 0 { return "height \(value) is not a positive finite number" }
            if value > Self.maxReasonableHeight { return "height \(value) is over \(Int(Self.maxReasonableHeight)) pt" }
            if check != .actions { stats.withLock { $0.heights.append(value) } }
            asked = .points(value)
            return nil
        }
        let cell = await session.call(ConfigureCellRequest.method, ["width": .double(width)])
        judge(cell, check: check == .actions ? .actions : .configureCell, "\(context), configureCell") { json in
            let response: ConfigureCellResponse
            do {
                response = try JSONValueDecoder().decode(ConfigureCellResponse.self, from: json)
            } catch {
                return "the result does not decode as {cell, timeline?}: \(error)"
            }
            let violations = CellTreeValidator().validate(response)
            if let first = violations.first {
                return "invalid tree: \(first)" + (violations.count > 1 ? " (\(violations.count - 1) more violations)" : "")
            }
            collect(ExposedAction.invokes(in: json["cell"] ?? .null, source: .cell))
            noteSymbols(SymbolNames.used(in: response))
            judgeFit(response.cell, width: width, asked: asked, context: context)
            return nil
        }
    }

    // MARK: - Judging outcomes

    /// Records a call's outcome: a result is checked with `validate` (nil means fine); anything
    /// else fails, except a call not attempted (the session was already lost), which skips.
    /// Returns whether the call produced a valid result.
    @discardableResult
    func judge(_ outcome: CheckSession.Outcome, check: CheckID, _ context: String, validate: (JSONValue) -> String?) -> Bool {
        switch outcome {
        case .result(let json):
            let problem = validate(json)
            recorder.record(check, context, problem: problem)
            return problem == nil
        case .notAttempted(let reason):
            recorder.skip(check, because: reason)
        case let other:
            recorder.fail(check, context, actual: describe(other))
        }
        return false
    }

    func expectError(_ outcome: CheckSession.Outcome, _ code: ErrorCode, check: CheckID, _ context: String) {
        let expected = "error \(code.rawValue)"
        switch outcome {
        case .error(let error):
            recorder.record(
                check, context,
                problem: error.code == code ? nil : "answered error \(error.code.rawValue) (\(error.message)), expected \(expected)")
        case .result(let json):
            recorder.fail(check, context, actual: "answered with a result (\(json.serializedString().prefix(80))), expected \(expected)")
        case .notAttempted(let reason):
            recorder.skip(check, because: reason)
        case let other:
            recorder.fail(check, context, actual: describe(other))
        }
    }

    func describe(_ outcome: CheckSession.Outcome) -> String {
        switch outcome {
        case .result(let json): return "answered \(json.serializedString().prefix(120))"
        case .error(let error): return "answered error \(error.code.rawValue): \(error.message)"
        case .noReply(let after): return "no reply within \(after); the widget seems hung"
        case .closed(let why): return "the connection closed: \(why)"
        case .notAttempted(let reason): return "not attempted: \(reason)"
        }
    }
}
