import Testing
import WidgetProcess

@testable import WidgetHost

/// A budget breach as an input of the machine: one kill, the breach on the card and in the
/// exit, and repeated kills through the restart policies to quarantine.
@Suite struct WidgetMachineBudgetTests {
    typealias H = MachineHarness
    typealias M = WidgetMachine
    let balloon = BudgetBreach.memory(usedBytes: 612 << 20, limitBytes: 256 << 20)

    @Test func aBreachKillsOnceAndTheCardSaysWhichBudget() {
        var h = H()
        h.makeReadyWithCell()
        let kill = h.machine.overBudget(1, balloon)
        #expect(
            kill
                == M.Kill(
                    instance: 1, cause: .overBudget, detail: "its process tree went over a budget: 612 MiB of memory, budget 256 MiB",
                    breach: balloon))
        #expect(h.machine.failure == .overBudget(balloon))
        #expect(h.machine.failure?.description == "killed: 612 MiB of memory, budget 256 MiB")
        #expect(h.machine.overBudget(1, balloon) == nil, "one kill per instance")
        let exit = h.exit(.signaled(9, coreDumped: false))
        #expect(exit?.restartAfter != nil, "a kill is a crash to the restart policy")
        #expect(
            exit?.records.first?.text == "the widget was killed by the host for going over its budget: 612 MiB of memory, budget 256 MiB")
        #expect(h.machine.failure == .overBudget(balloon), "the exit does not hide why it was killed")
    }

    @Test func killsAgainAndAgainAreQuarantinedWithTheBudgetInTheReason() {
        var h = H(restart: RestartPolicies(intensity: RestartIntensity(maximumRestarts: 1, window: .seconds(60))))
        h.makeReady()
        _ = h.machine.overBudget(1, balloon)
        h.exit(.signaled(9, coreDumped: false))
        h.fire(.restart)
        h.spawned(2)
        h.handshake()
        #expect(h.machine.overBudget(2, balloon) != nil)
        h.exited(2, .signaled(9, coreDumped: false))
        guard case .quarantined(let reason) = h.status else {
            Issue.record("not quarantined: \(h.status)")
            return
        }
        #expect(reason.description.hasPrefix("The widget was killed by the host for going over its budget: 612 MiB of memory"))
    }

    @Test func aTreeThatIsStoppingIsLeftToItsStop() {
        var h = H()
        h.makeReady()
        h.stop()
        #expect(h.machine.overBudget(1, balloon) == nil)
        #expect(h.machine.failure == nil)
    }
}
