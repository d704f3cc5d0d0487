import Testing
import WidgetJSON
import WidgetProtocol

/// The one handshake validator the host and `widgets check` share (README §3 `initialize`, §10).
@Suite struct HandshakeValidatorTests {
    static func result(
        version: String = "1.1", widgetType: String = "checklist", cellIdentifier: String = "ChecklistCell",
        dashboards: [String] = ["trip"], capabilities: JSONValue? = [:]
    ) -> JSONValue {
        var object: JSONObject = [
            "protocolVersion": .string(version), "widgetType": .string(widgetType), "cellIdentifier": .string(cellIdentifier),
            "canBeHidden": true, "dashboards": .array(dashboards.map { .string($0) }),
        ]
        if let capabilities { object["capabilities"] = capabilities }
        return .object(object)
    }

    @Test func aGoodAnswerIsAcceptedAndAbsentCapabilitiesAreEmpty() throws {
        let outcome = HandshakeValidator().validate(result: Self.result(capabilities: nil))
        let response = try #require(outcome.response)
        #expect(response.capabilities == WidgetCapabilities())
        #expect(outcome.summary == "checklist speaks protocol 1.1")
    }

    @Test func aOnePointZeroAnswerIsAcceptedWhenOffered() {
        #expect(HandshakeValidator(offeredVersions: ["1.1", "1.0"]).validate(result: Self.result(version: "1.0")).response != nil)
    }

    @Test(arguments: [
        ("9.9", ["1.1", "1.0"]),  // never offered
        ("1.0", ["1.1"]),  // an older minor the host did not offer
        ("1.10", ["1.1", "1.0"]),  // compared as strings, exactly
    ])
    func aVersionTheHostDidNotOfferFailsTheHandshake(version: String, offered: [String]) throws {
        guard case .rejected(let problems) = HandshakeValidator(offeredVersions: offered).validate(result: Self.result(version: version))
        else {
            Issue.record("accepted \(version) although the host offered \(offered)")
            return
        }
        #expect(problems.map(\.rule) == [.versionNotOffered])
        #expect(problems[0].isVersionProblem && problems[0].pointer == "/protocolVersion")
    }

    @Test(arguments: [
        ("Hostile\u{1B}[2J../../etc", HandshakeProblem.Rule.widgetTypePattern, "/widgetType"),
        ("", .widgetTypePattern, "/widgetType"),
        ("Flight_Status", .widgetTypePattern, "/widgetType"),
        (String(repeating: "a", count: 65), .widgetTypePattern, "/widgetType"),
    ])
    func aWidgetTypeOutsideItsPatternIsRejected(widgetType: String, rule: HandshakeProblem.Rule, pointer: String) {
        let outcome = HandshakeValidator().validate(result: Self.result(widgetType: widgetType))
        guard case .rejected(let problems) = outcome else {
            Issue.record("accepted widgetType \(String(reflecting: widgetType))")
            return
        }
        #expect(problems.map(\.rule) == [rule])
        #expect(problems[0].pointer == pointer)
        // The summary never carries the raw escape character.
        #expect(!outcome.summary.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func escapesAreShownEscaped() {
        let outcome = HandshakeValidator().validate(result: Self.result(widgetType: "Hostile\u{1B}[2J../../etc"))
        #expect(outcome.summary.contains(#"Hostile\u{1B}[2J../../etc"#))
    }

    @Test(arguments: ["Checklist Cell", "a/b", "é", String(repeating: "C", count: 129)])
    func aCellIdentifierOutsideItsPatternIsRejected(cellIdentifier: String) {
        guard case .rejected(let problems) = HandshakeValidator().validate(result: Self.result(cellIdentifier: cellIdentifier)) else {
            Issue.record("accepted cellIdentifier \(String(reflecting: cellIdentifier))")
            return
        }
        #expect(problems.map(\.rule) == [.cellIdentifierPattern])
    }

    @Test func emptyOrRepeatedDashboardsAreRejected() {
        guard case .rejected(let empty) = HandshakeValidator().validate(result: Self.result(dashboards: [])),
            case .rejected(let repeated) = HandshakeValidator().validate(result: Self.result(dashboards: ["trip", "airport", "trip"]))
        else {
            Issue.record("accepted empty or repeated dashboards")
            return
        }
        #expect(empty.map(\.rule) == [.noDashboards])
        #expect(repeated.map(\.rule) == [.repeatedDashboard] && repeated[0].pointer == "/dashboards/2")
    }

    @Test func aResultThatIsNotWidgetInfoPointsAtTheMember() {
        var object = Self.result().objectValue!
        object["canBeHidden"] = "yes"
        guard case .rejected(let problems) = HandshakeValidator().validate(result: .object(object)) else {
            Issue.record("accepted canBeHidden: \"yes\"")
            return
        }
        #expect(problems.map(\.rule) == [.notWidgetInfo] && problems[0].pointer == "/canBeHidden")
    }

    @Test func errorRepliesAreTold() {
        let noVersion = ResponseError(code: .unsupportedProtocolVersion, message: "no", data: ["supportedVersions": ["2.0"]])
        #expect(HandshakeValidator().validate(.failure(noVersion)) == .noCommonVersion(widgetVersions: ["2.0"], error: noVersion))
        let other = ResponseError(code: .widgetFailure, message: "disk full")
        #expect(HandshakeValidator().validate(.failure(other)) == .failed(other))
    }

    @Test func everyProblemIsReportedVersionFirst() {
        guard
            case .rejected(let problems) = HandshakeValidator().validate(
                result: Self.result(version: "9.9", widgetType: "X", cellIdentifier: "a b", dashboards: []))
        else {
            Issue.record("accepted")
            return
        }
        #expect(problems.map(\.rule) == [.versionNotOffered, .widgetTypePattern, .cellIdentifierPattern, .noDashboards])
    }
}
