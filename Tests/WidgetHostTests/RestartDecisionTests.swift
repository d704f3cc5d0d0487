import Testing
import WidgetProcess
import WidgetRPC

@testable import WidgetHost

@Suite struct RestartDecisionTests {
    let time = TestTime()
    static let crash = TerminationStatus.signaled(11, coreDumped: false)

    /// A widget that crashes 0.1 s after every start, restarted as soon as allowed.
    @Test func crashLoopSpendsFifteenAndAHalfSecondsThenIsQuarantined() {
        let policies = RestartPolicies()
        var history = RestartHistory()
        var random = FixedRandom.middle
        var now = time.at(0)
        var delays: [Duration] = []
        var decision = RestartDecision.stayStopped
        for _ in 0..<6 {
            history.recordStart(at: now)
            now = now.advanced(by: .milliseconds(100))
            decision = policies.decide(
                after: Self.crash, stopRequested: false, at: now, history: &history, standardErrorTail: ["boom"], random: &random)
            guard case .restart(let delay) = decision else { break }
            delays.append(delay)
            now = now.advanced(by: delay)
        }
        #expect(delays == [0.5, 1, 2, 4, 8].map { Duration.seconds($0) })
        #expect(delays.reduce(.zero, +) == .seconds(15.5))
        let expected = QuarantineReason(lastStatus: Self.crash, restarts: 5, window: .seconds(60), standardErrorTail: ["boom"])
        #expect(decision == .quarantine(expected))
        #expect(history.quarantine == expected)
        #expect(expected.description.contains("boom"))
    }

    @Test func manualRetryStartsOverAtTheInitialDelay() {
        let policies = RestartPolicies()
        var history = RestartHistory()
        var random = FixedRandom.middle
        for second in 0..<6 {
            history.recordStart(at: time.at(Double(second)))
            _ = policies.decide(
                after: Self.crash, stopRequested: false, at: time.at(Double(second) + 0.5), history: &history, random: &random)
        }
        #expect(history.quarantine != nil)
        history.retry()
        #expect(history.quarantine == nil)
        history.recordStart(at: time.at(10))
        #expect(
            policies.decide(after: Self.crash, stopRequested: false, at: time.at(10.5), history: &history, random: &random)
                == .restart(after: .milliseconds(500)))
    }

    @Test func widgetThatRanStablyRestartsAfterTheInitialDelayAgain() {
        let policies = RestartPolicies()
        var history = RestartHistory()
        var random = FixedRandom.middle
        var now = time.at(0)
        for _ in 0..<3 {
            history.recordStart(at: now)
            now = now.advanced(by: .seconds(1))
            guard
                case .restart(let delay) = policies.decide(
                    after: Self.crash, stopRequested: false, at: now, history: &history, random: &random)
            else {
                Issue.record("expected a restart")
                return
            }
            now = now.advanced(by: delay)
        }
        history.recordStart(at: now)
        now = now.advanced(by: .seconds(61))
        #expect(
            policies.decide(after: Self.crash, stopRequested: false, at: now, history: &history, random: &random)
                == .restart(after: .milliseconds(500)))
    }

    @Test func crashesAnHourApartNeverQuarantine() {
        let policies = RestartPolicies()
        var history = RestartHistory()
        var random = FixedRandom.middle
        for hour in 0..<24 {
            history.recordStart(at: time.at(Double(hour) * 3600))
            let decision = policies.decide(
                after: Self.crash, stopRequested: false, at: time.at(Double(hour) * 3600 + 3599), history: &history, random: &random)
            #expect(decision == .restart(after: .milliseconds(500)))
        }
    }

    @Test func transientCleanExitStaysStopped() {
        var history = RestartHistory()
        var random = FixedRandom.middle
        history.recordStart(at: time.at(0))
        let decision = RestartPolicies(restart: .transient).decide(
            after: .exited(0), stopRequested: false, at: time.at(1), history: &history, random: &random)
        #expect(decision == .stayStopped)
    }

    @Test func transientCrashRestarts() {
        var history = RestartHistory()
        var random = FixedRandom.middle
        history.recordStart(at: time.at(0))
        let decision = RestartPolicies(restart: .transient).decide(
            after: .exited(1), stopRequested: false, at: time.at(1), history: &history, random: &random)
        #expect(decision == .restart(after: .milliseconds(500)))
    }

    @Test(arguments: RestartPolicy.allCases)
    func requestedStopStaysStoppedAndUsesNoBudget(_ policy: RestartPolicy) {
        var history = RestartHistory()
        var random = FixedRandom.middle
        history.recordStart(at: time.at(0))
        let decision = RestartPolicies(restart: policy).decide(
            after: .signaled(15, coreDumped: false), stopRequested: true, at: time.at(1), history: &history, random: &random)
        #expect(decision == .stayStopped)
        #expect(history.restarts.isEmpty)
    }

    @Test func temporaryCrashStaysStopped() {
        var history = RestartHistory()
        var random = FixedRandom.middle
        history.recordStart(at: time.at(0))
        #expect(
            RestartPolicies(restart: .temporary).decide(
                after: Self.crash, stopRequested: false, at: time.at(1), history: &history, random: &random) == .stayStopped)
    }

    @Test func jitterIsAppliedToTheChosenDelay() {
        var history = RestartHistory()
        var random = FixedRandom.lowest
        history.recordStart(at: time.at(0))
        #expect(
            RestartPolicies().decide(after: Self.crash, stopRequested: false, at: time.at(1), history: &history, random: &random)
                == .restart(after: .milliseconds(400)))
    }
}
