import Testing
import WidgetJSON
import WidgetLogFormat
import WidgetProcess
import WidgetProtocol

@testable import WidgetHost

/// Answers a restart cannot change fail the widget at once, with the reason, and are never
/// restarted: a dashboard its `initialize` does not list (no `init` is sent), no common protocol
/// version, an `initialize` answer that breaks the protocol, `init` refused with `-32004`. The
/// instance is stopped politely; only the user's retry starts it again.
@Suite struct WidgetMachineRefusalTests {
    typealias H = MachineHarness
    typealias M = WidgetMachine

    private func refusal(_ reason: String, step: String) -> M.Refusal {
        M.Refusal(
            instance: 1,
            record: M.MachineRecord(
                kind: .handshakeFailed, instance: 1, method: step,
                text: "\(reason); not restarted, as a restart would hear the same (retry once it is fixed)",
                fields: [(.action, .string("stop sequence; not restarted"))]))
    }

    @Test func aDashboardTheHandshakeDoesNotListFailsBeforeInit() {
        var h = H(dashboard: .trip)
        h.width(H.width)
        h.start()
        h.spawned(1)
        let airportOnly = InitializeResponse(
            widgetType: "airport_guide", cellIdentifier: "GuideCell", canBeHidden: true, dashboards: [.airport])
        let reason = "listed for trip, but the widget supports only airport"
        #expect(h.initializeAnswered(1, .success(airportOnly)) == .refuse(refusal(reason, step: "initialize")))
        // No init: the instance is stopped, and the card says why.
        #expect(h.effects == [.record(.handshakeFailed), .stopSequence(1)])
        #expect(h.status == .failed(reason))
        #expect(h.machine.failure == .refused(step: "initialize", reason: reason))
        #expect(h.machine.failure?.description == reason)
        #expect(h.machine.identity == airportOnly, "who it says it is stays known")
    }

    @Test func theStopOfARefusedInstanceIsNoCrashAndNothingRestartsIt() {
        var h = H(dashboard: .trip)
        h.start()
        h.spawned(1)
        h.initializeAnswered(
            1, .success(InitializeResponse(widgetType: "guide", cellIdentifier: "G", canBeHidden: true, dashboards: [.airport])))
        #expect(h.stopFinished(1, .exited(0)) == nil)
        #expect(h.exited(1, .exited(0)) == nil, "no exited or restarting record, no restart")
        #expect(h.armed.isEmpty)
        #expect(h.status == .failed("listed for trip, but the widget supports only airport"))
        // Its late words change nothing.
        #expect(h.canBeDisplayed(1, true) == nil)
        #expect(h.channelClosed(1) == nil)
        // The user's retry starts it again.
        #expect(h.retry()?.spawn == M.Spawn(instance: 2))
        #expect(h.status == .starting)
    }

    @Test func aListedDashboardGoesOnToInit() {
        var h = H(dashboard: .airport)
        h.start()
        h.spawned(1)
        #expect(h.initializeAnswered(1) == .send(.initContext, instance: 1))
    }

    @Test func noCommonProtocolVersionFailsWithTheVersionsTheWidgetSpeaks() {
        var h = H()
        h.start()
        h.spawned(1)
        let error = H.error(
            .remote(
                ResponseError(
                    code: .unsupportedProtocolVersion, message: "this widget speaks only protocol 0.9", data: ["supportedVersions": ["0.9"]]
                )),
            method: "initialize")
        let reason = "the widget speaks none of the protocol versions this host offers; it speaks only 0.9"
        #expect(h.initializeAnswered(1, .failure(error)) == .refuse(refusal(reason, step: "initialize")))
        #expect(h.status == .failed(reason))
    }

    @Test func anInitializeAnswerThatBreaksTheProtocolFails() {
        var h = H()
        h.start()
        h.spawned(1)
        let error = H.error(
            .invalidResult(reason: "chose protocol version \"2.0\", which the host did not offer", pointer: "/protocolVersion"),
            method: "initialize")
        let reason =
            "its initialize answer breaks the protocol: chose protocol version \"2.0\", which the host did not offer (at /protocolVersion)"
        #expect(h.initializeAnswered(1, .failure(error)) == .refuse(refusal(reason, step: "initialize")))

        // As the supervisor's review words it (the validator's summary, with the place): said once.
        var reviewed = H()
        reviewed.start()
        reviewed.spawned(1)
        let summary = H.error(
            .invalidResult(
                reason: "the initialize answer breaks the protocol: chose protocol version \"2.0\", "
                    + "which the host did not offer (at /protocolVersion)",
                pointer: "/protocolVersion"),
            method: "initialize")
        #expect(reviewed.initializeAnswered(1, .failure(summary)) == .refuse(refusal(reason, step: "initialize")))
    }

    @Test func initRefusedWithUnsupportedDashboardFails() {
        var h = H(dashboard: .trip)
        h.width(H.width)
        h.start()
        h.spawned(1)
        h.initializeAnswered(1)
        let error = H.error(
            .remote(ResponseError(code: .unsupportedDashboard, message: "no trips here", data: ["dashboard": "trip"])), method: "init")
        let reason = "the widget refuses the trip dashboard (-32004): no trips here"
        #expect(h.initAnswered(1, .failure(error)) == .refuse(refusal(reason, step: "init")))
        #expect(h.effects == [.record(.handshakeFailed), .stopSequence(1)])
        #expect(h.status == .failed(reason))
        #expect(h.exited(1, .exited(0)) == nil)
    }

    @Test(arguments: ["initialize", "init"])
    func methodNotFoundOrInvalidParamsOnTheHandshakeFails(method: String) {
        var h = H(dashboard: .trip)
        h.start()
        h.spawned(1)
        let error = H.error(.remote(.invalidParams("no title", pointer: "/trip/title")), method: method)
        let reason = "the widget refuses '\(method)' (-32602): no title (at /trip/title)"
        if method == "initialize" {
            #expect(h.initializeAnswered(1, .failure(error)) == .refuse(refusal(reason, step: method)))
        } else {
            h.initializeAnswered(1)
            #expect(h.initAnswered(1, .failure(error)) == .refuse(refusal(reason, step: method)))
        }
        #expect(h.status == .failed(reason))
    }

    @Test(arguments: [
        ("initialize", WidgetCallError.Reason.timedOut(after: .seconds(10))),
        ("initialize", .remote(.internalError("database down"))),
        ("init", .remote(.invalidState("not initialized"))),
        ("init", .invalidResult(reason: "not an object", pointer: "")),
    ])
    func answersThatMayPassAreStillRestarted(method: String, reason: WidgetCallError.Reason) {
        var h = H(restart: testPolicies(maxRestarts: 3, initialDelay: .milliseconds(10)))
        h.start()
        h.spawned(1)
        let error = H.error(reason, method: method)
        if method == "initialize" {
            #expect(h.initializeAnswered(1, .failure(error)).map { if case .kill = $0 { true } else { false } } == true)
        } else {
            h.initializeAnswered(1)
            #expect(h.initAnswered(1, .failure(error)).map { if case .kill = $0 { true } else { false } } == true)
        }
        #expect(h.exited(1, .signaled(9, coreDumped: false))?.restartAfter == .milliseconds(10))
    }

    @Test func aHostStopWhileTheRefusedInstanceStopsRunsNoSecondStop() {
        var h = H(dashboard: .trip)
        h.start()
        h.spawned(1)
        h.initializeAnswered(
            1, .success(InitializeResponse(widgetType: "guide", cellIdentifier: "G", canBeHidden: true, dashboards: [.airport])))
        let stop = h.stop()
        #expect(stop.runStopSequence == nil)
        #expect(h.machine.isStoppedByHost)
        #expect(h.stopFinished(1, .exited(0)) == nil)
    }
}
