import Testing
import WidgetJSON
import WidgetProtocol
import WidgetRPC

@testable import WidgetHost

/// What the supervisor decides about a widget's answers and notifications, as a value: no
/// widget, no connection, no recorder.
@Suite struct AnswerReviewTests {
    static let widget = "clock"

    func review(nodeKinds: [String] = CellNode.knownTypes, limits: Limits = .default) -> AnswerReview {
        AnswerReview(widgetID: Self.widget, capabilities: HostCapabilities(nodeKinds: nodeKinds, limits: limits), maxCellHeight: 1000)
    }

    static func invalid(_ method: String, _ reason: String, pointer: String) -> AnswerReview.Finding {
        .invalid(WidgetCallError(widgetID: widget, method: method, reason: .invalidResult(reason: reason, pointer: pointer)))
    }

    @Test func aGoodInitializeIsAcceptedAndStartsTheInstancesAudit() throws {
        var review = review(nodeKinds: CellNode.knownTypes.filter { $0 != "badge" })
        let answer = try JSONValueEncoder().encode(ProtocolFixtures.identity())
        let verdict = review.initialize(instance: 1, .success(answer), offered: ProtocolVersion.supported)
        #expect(try verdict.result.get() == ProtocolFixtures.identity())
        #expect(verdict.findings.isEmpty)

        let badge = ConfigureCellResponse(cell: Cell(content: .badge(BadgeNode(text: "new"))))
        #expect(review.cell(instance: 1, .success(badge)).findings == [.notice(.unknownNodeKind("badge"))])
        #expect(review.cell(instance: 1, .success(badge)).findings.isEmpty, "once per kind per run")
        #expect(review.cell(instance: 2, .success(badge)).findings.isEmpty, "no audit for an instance that never answered initialize")
        review.forget(instance: 1)
        #expect(review.cell(instance: 1, .success(badge)).findings.isEmpty)
    }

    @Test func anInitializeOffTheRulesIsAProtocolErrorAtItsPointer() throws {
        var review = review()
        var identity = ProtocolFixtures.identity()
        identity.widgetType = "Not A Type"
        let verdict = review.initialize(instance: 1, .success(try JSONValueEncoder().encode(identity)), offered: ProtocolVersion.supported)
        guard case .failure(let error) = verdict.result, case .invalidResult(_, let pointer) = error.reason else {
            Issue.record("accepted: \(verdict.result)")
            return
        }
        #expect(pointer == "/widgetType")
        #expect(verdict.findings == [.invalid(error)])
    }

    @Test func anErrorAnswerToInitializeIsTheWidgetsAnswer() {
        var review = review()
        let refused = ResponseError.invalidState("busy")
        let verdict = review.initialize(instance: 1, .failure(.remote(refused)), offered: ProtocolVersion.supported)
        #expect(verdict.result.failure?.reason == .remote(refused))
        #expect(verdict.findings.isEmpty)
    }

    @Test(arguments: [0.0, -5, 1001, .infinity, .nan])
    func aHeightOutOfBoundsIsRejectedAtHeight(height: Double) {
        let verdict = review().height(instance: 1, .success(CellHeightResponse(height: .points(height))))
        let reason = "height \(height) is not a positive finite number up to 1000.0"
        #expect(verdict.findings == [Self.invalid("cellHeight", reason, pointer: "/height")])
        #expect(verdict.result.failure?.reason == .invalidResult(reason: reason, pointer: "/height"))
    }

    @Test func aGoodHeightPasses() {
        let verdict = review().height(instance: 1, .success(CellHeightResponse(height: 120)))
        #expect(verdict.result.failure == nil)
        #expect(verdict.findings.isEmpty)
    }

    /// "fit" is protocol 1.2: from an instance that chose 1.2 it passes, from one that chose
    /// 1.1 (or never answered initialize) it is a protocol error at /height.
    @Test(arguments: [("1.2", true), ("1.1", false), ("1.0", false), (nil, false)] as [(String?, Bool)])
    func fitNeedsTheVersionThatHasIt(version: String?, allowed: Bool) throws {
        var review = review()
        if let version {
            var identity = ProtocolFixtures.identity()
            identity.protocolVersion = version
            _ = review.initialize(instance: 1, .success(try JSONValueEncoder().encode(identity)), offered: ProtocolVersion.supported)
        }
        let verdict = review.height(instance: 1, .success(CellHeightResponse(height: .fit)))
        if allowed {
            #expect(try verdict.result.get() == .fit && verdict.findings.isEmpty)
        } else {
            let reason = "height \"fit\" needs protocol 1.2 or later; this widget chose \(version ?? "an unknown version") in initialize"
            #expect(verdict.findings == [Self.invalid("cellHeight", reason, pointer: "/height")])
        }
        review.forget(instance: 1)
        #expect(review.height(instance: 1, .success(CellHeightResponse(height: .fit))).result.failure != nil, "forgotten with its instance")
    }

    @Test func aCellOverTheLimitsIsRejectedWithTheValidatorsPointer() {
        var review = review(limits: Limits(maxTextLength: 3))
        let verdict = review.cell(instance: 1, .success(ProtocolFixtures.cellResponse("12:00")))
        guard case .invalidResult(_, let pointer)? = verdict.result.failure?.reason else {
            Issue.record("accepted")
            return
        }
        #expect(pointer.hasPrefix("/cell"))
        #expect(verdict.findings.count == 1)
    }

    @Test func connectionErrorsSayWhyNoAnswerCame() {
        let review = review()
        #expect(
            review.callError("cellHeight", .timedOut(method: "cellHeight", id: .number(1), after: .seconds(2))).reason
                == .timedOut(after: .seconds(2)))
        #expect(review.callError("cellHeight", .outboundQueueFull(limit: 10)).reason == .wedged)
        #expect(review.callError("cellHeight", .cancelled(method: "cellHeight", id: .number(1))).reason == .cancelled)
        #expect(review.callError("cellHeight", .closed(.closedLocally("bye"))).reason == .connectionLost("bye"))
        let undecodable = review.plain(
            "action",
            Result<ActionResponse, ConnectionError>.failure(
                .invalidResponse(method: "action", error: JSONDecodingError(pointer: "/x", reason: "not an object"))))
        #expect(undecodable.findings == [Self.invalid("action", "not an object", pointer: "/x")])
    }

    @Test func notificationsAreDecodedValidatedOrRecorded() throws {
        let review = review(limits: Limits(maxTextLength: 3))
        #expect(review.notification(method: "reloadWidget", params: nil).change == .reload)
        let displayed = try JSONValueEncoder().encode(CanBeDisplayedNotification(canBeDisplayed: false))
        #expect(review.notification(method: "canBeDisplayed", params: displayed).change == .canBeDisplayed(false))

        let bad = review.notification(method: "canBeDisplayed", params: .object(["canBeDisplayed": .string("yes")]))
        #expect(bad.change == nil)
        guard case .invalid(let error)? = bad.findings.first, case .invalidResult = error.reason else {
            Issue.record("not rejected: \(bad)")
            return
        }
        #expect(error.method == "canBeDisplayed")

        let long = WidgetController(presentation: .modal, title: "Gate", content: .text(TextNode("gate B12")))
        let present = review.notification(
            method: "presentWidgetController", params: try JSONValueEncoder().encode(PresentWidgetControllerNotification(controller: long)))
        #expect(present.change == nil)
        guard case .invalid(let tooLong)? = present.findings.first, case .invalidResult(_, let pointer) = tooLong.reason else {
            Issue.record("not rejected: \(present)")
            return
        }
        #expect(pointer.hasPrefix("/controller"))

        let log = LogNotification(level: .info, message: "hi")
        #expect(review.notification(method: "log", params: try JSONValueEncoder().encode(log)).findings == [.log(log)])
        #expect(review.notification(method: "sayHello", params: nil).findings == [.unknownNotification(method: "sayHello")])
    }

    @Test func theTokenBucketRefillsOnTheClockItIsGiven() {
        let start = MonotonicInstant.zero
        var bucket = TokenBucket(rate: 2, capacity: 3, now: start)
        var taken: [Bool] = []
        for _ in 0..<4 { taken.append(bucket.take(now: start)) }
        #expect(taken == [true, true, true, false])
        let refilled = bucket.take(now: start + .milliseconds(500))
        let again = bucket.take(now: start + .milliseconds(500))
        #expect(refilled && !again, "one token per half second")
        #expect([1, 2, 999, 1000, 2000].map { TokenBucket.reports(drop: $0, every: 1000) } == [true, false, false, true, true])
    }
}
