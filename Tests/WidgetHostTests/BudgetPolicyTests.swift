import Testing
import WidgetRPC
import WidgetTestSupport

@testable import WidgetHost

/// The budget maths on a manual clock: samples go in, a verdict comes out, nothing is read.
@Suite struct BudgetPolicyTests {
    let manual = ManualClock()
    let clock: MonotonicClock

    init() {
        clock = MonotonicClock(wrapping: manual)
    }

    /// A quiet tree: 20 MiB, 3 processes, CPU time as given.
    func quiet(cpu: Duration = .zero, disk: Int? = nil) -> BudgetPolicy.Sample {
        BudgetPolicy.Sample(residentBytes: 20 << 20, processes: 3, cpuTime: cpu, diskBytes: disk)
    }

    /// Feeds `samples` half a second apart (the first now); the verdict of each.
    func feed(_ policy: inout BudgetPolicy, _ samples: [BudgetPolicy.Sample]) -> [BudgetBreach?] {
        samples.enumerated().map { index, sample in
            if index > 0 { manual.advance(by: .milliseconds(500)) }
            return policy.check(sample, at: clock.now)
        }
    }

    @Test func aQuietTreeIsWithinBudgetForAMinute() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        // 5% of a core for 60 s, sampled twice a second.
        let verdicts = feed(&policy, (0..<120).map { quiet(cpu: .milliseconds(25 * $0), disk: 1 << 20) })
        #expect(verdicts.allSatisfy { $0 == nil })
    }

    /// The watchdog waits four intervals after a sample under a quarter of every budget, and one
    /// after any sample nearer: memory, processes, the disk last measured, CPU since the last sample.
    @Test func onlyATreeUnderAQuarterOfEveryBudgetIsFarBelowIt() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        #expect(!policy.isFarBelowBudget, "nothing sampled yet")
        _ = feed(&policy, [quiet(cpu: .zero, disk: 1 << 20), quiet(cpu: .milliseconds(10))])
        #expect(policy.isFarBelowBudget, "20 MiB, 3 processes, 1 MiB of disk, 2% of a core")

        var nearer: [(String, BudgetPolicy.Sample)] = []
        var memory = quiet(cpu: .milliseconds(20))
        memory.residentBytes = 65 << 20
        nearer.append(("65 MiB of 256", memory))
        var processes = quiet(cpu: .milliseconds(20))
        processes.processes = 9
        nearer.append(("9 processes of 32", processes))
        nearer.append(("a quarter of a core and more", quiet(cpu: .milliseconds(10 + 120))))
        nearer.append(("17 MiB of disk of 64", quiet(cpu: .milliseconds(10), disk: 17 << 20)))
        let next = clock.now + .milliseconds(500)
        for (name, sample) in nearer {
            var copy = policy
            _ = copy.check(sample, at: next)
            #expect(!copy.isFarBelowBudget, "\(name)")
        }
        var same = policy
        _ = same.check(quiet(cpu: .milliseconds(20), disk: 1 << 20), at: next)
        #expect(same.isFarBelowBudget, "another quiet sample")

        // The disk stays as last measured until a sample measures it again.
        manual.advance(by: .milliseconds(500))
        _ = feed(&policy, [quiet(cpu: .milliseconds(10), disk: 20 << 20), quiet(cpu: .milliseconds(10))])
        #expect(!policy.isFarBelowBudget, "20 MiB of disk, not measured since")
        _ = feed(&policy, [quiet(cpu: .milliseconds(10), disk: 1 << 20)])
        #expect(policy.isFarBelowBudget)
        #expect(BudgetPolicy.calmSampleFactor == 4)
    }

    @Test func memoryOverItsBudgetTwiceInARowIsABreachWithTheAmounts() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        var balloon = quiet()
        balloon.residentBytes = 612 << 20
        let verdicts = feed(&policy, [quiet(), balloon, balloon])
        #expect(verdicts[0] == nil && verdicts[1] == nil, "one sample over is not yet a breach")
        #expect(verdicts[2] == .memory(usedBytes: 612 << 20, limitBytes: 256 << 20))
        #expect(verdicts[2]?.description == "612 MiB of memory, budget 256 MiB")
    }

    @Test func oneSampleOverThenBackIsNoBreach() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        var forked = quiet()
        forked.residentBytes = 300 << 20  // a fork's copy-on-write pages, counted twice once
        let verdicts = feed(&policy, [forked, quiet(), forked, quiet()])
        #expect(verdicts.allSatisfy { $0 == nil })
    }

    @Test func aProcessFloodIsABreachAtTheBudgetPlusTheGrant() {
        var policy = BudgetPolicy(budget: ResourceBudget().granting(processes: 8))
        var forty = quiet()
        forty.processes = 40
        var flood = quiet()
        flood.processes = 3000
        #expect(feed(&policy, [forty, forty]) == [nil, nil], "32 + a grant of 8 allows 40")
        let verdicts = feed(&policy, [flood, flood])
        #expect(verdicts == [nil, .processes(used: 3000, limit: 40)])
        #expect(verdicts[1]?.description == "3000 processes, budget 40")
    }

    @Test func cpuHasNoVerdictBeforeAWindowHasPassed() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        // Two cores flat out for 9.5 s: 19 s of CPU, but no window has passed yet.
        let verdicts = feed(&policy, (0..<20).map { quiet(cpu: .seconds($0)) })
        #expect(verdicts.allSatisfy { $0 == nil })
    }

    @Test func aSpinningTreeIsABreachOnceAWindowHasPassed() throws {
        var policy = BudgetPolicy(budget: ResourceBudget())
        // One core flat out: 0.5 s of CPU per 0.5 s sample.
        let verdicts = feed(&policy, (0..<23).map { quiet(cpu: .milliseconds(500 * $0)) })
        #expect(verdicts.prefix(21).allSatisfy { $0 == nil }, "the first full window is at 10 s, the second sample over at 10.5 s")
        let breach = try #require(verdicts[21])
        #expect(breach == .cpu(used: .seconds(10), measured: .seconds(10), limit: .seconds(9), window: .seconds(10)))
        #expect(breach.description == "10 s of CPU in 10 s, budget 9 s in any 10 s")
    }

    @Test func replacedChildrenCountTogether() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        // Children that each spin for 3 s and are reaped by the widget: the tree's CPU time
        // (the widget's children's time included) keeps growing at one core.
        let verdicts = feed(&policy, (0..<30).map { quiet(cpu: .milliseconds(480 * $0)) })
        #expect(verdicts.compactMap { $0 }.first?.resource == .cpu)
    }

    @Test func justUnderTheCPUShareIsNoBreach() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        // 85% of a core for a minute.
        let verdicts = feed(&policy, (0..<120).map { quiet(cpu: .milliseconds(425 * $0)) })
        #expect(verdicts.allSatisfy { $0 == nil })
    }

    @Test func aLateSampleStretchesTheLimitWithTheSpan() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        _ = policy.check(quiet(cpu: .zero), at: clock.now)
        manual.advance(by: .seconds(20))
        // 17 s in 20 s is 85% of a core: within the share, though more than 9 s.
        #expect(policy.check(quiet(cpu: .seconds(17)), at: clock.now) == nil)
        manual.advance(by: .seconds(1))
        #expect(policy.check(quiet(cpu: .seconds(17.5)), at: clock.now) == nil)
    }

    @Test func cpuTimeThatGoesBackUsesNone() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        let verdicts = feed(&policy, [quiet(cpu: .seconds(50))] + (0..<30).map { _ in quiet(cpu: .seconds(1)) })
        #expect(verdicts.allSatisfy { $0 == nil })
    }

    @Test func diskIsKeptBetweenTheSamplesThatMeasureIt() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        let full = quiet(disk: 2 << 30)
        let verdicts = feed(&policy, [full, quiet(), quiet(), full])
        #expect(verdicts[0...2].allSatisfy { $0 == nil })
        #expect(verdicts[3] == .disk(usedBytes: 2 << 30, limitBytes: 64 << 20))
        #expect(verdicts[3]?.description == "2 GiB in its data folder and TMPDIR, budget 64 MiB")
    }

    @Test func processesAreNamedFirstWhenSeveralBudgetsAreOver() {
        var policy = BudgetPolicy(budget: ResourceBudget())
        let everything = BudgetPolicy.Sample(residentBytes: 1 << 30, processes: 100, cpuTime: .zero, diskBytes: 1 << 30)
        #expect(feed(&policy, [everything, everything]).last == .processes(used: 100, limit: 32))
    }

    @Test(arguments: [
        (612 << 20, "612 MiB"), (1536 << 20, "1.5 GiB"), (900 << 10, "900 KiB"), (512, "512 bytes"), (256 << 20, "256 MiB"),
    ])
    func bytesReadAsPeopleWriteThem(count: Int, text: String) {
        #expect(BudgetBreach.bytes(count) == text)
    }
}
