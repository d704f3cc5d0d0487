import Testing
import WidgetProcess

@testable import WidgetHost

@Suite struct RestartPolicyTests {
    static let crash = TerminationStatus.signaled(11, coreDumped: false)

    @Test(arguments: [TerminationStatus.exited(0), .exited(1), crash])
    func permanentAlwaysRestarts(_ status: TerminationStatus) {
        #expect(RestartPolicy.permanent.shouldRestart(after: status, stopRequested: false))
    }

    @Test func transientRestartsOnlyAbnormalExits() {
        #expect(!RestartPolicy.transient.shouldRestart(after: .exited(0), stopRequested: false))
        #expect(RestartPolicy.transient.shouldRestart(after: .exited(2), stopRequested: false))
        #expect(RestartPolicy.transient.shouldRestart(after: Self.crash, stopRequested: false))
    }

    @Test(arguments: [TerminationStatus.exited(0), .exited(1), crash])
    func temporaryNeverRestarts(_ status: TerminationStatus) {
        #expect(!RestartPolicy.temporary.shouldRestart(after: status, stopRequested: false))
    }

    @Test(arguments: RestartPolicy.allCases)
    func aRequestedStopIsNeverRestarted(_ policy: RestartPolicy) {
        #expect(!policy.shouldRestart(after: .signaled(15, coreDumped: false), stopRequested: true))
        #expect(!policy.shouldRestart(after: Self.crash, stopRequested: true))
    }
}
