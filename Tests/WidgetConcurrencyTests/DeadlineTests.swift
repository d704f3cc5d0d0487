import Testing
import WidgetConcurrency
import WidgetTestSupport

/// The one race against a deadline, on a manual clock: who wins, and that the loser is gone.
@Suite(.timeLimit(.minutes(1)))
struct DeadlineTests {
    @Test func operationThatFinishesFirstWins() async {
        let clock = ManualClock()
        #expect(await withDeadline(.seconds(1), on: clock) { 42 } == 42)
        #expect(clock.sleeperCount == 0, "the deadline's sleep was cancelled and awaited")
    }

    @Test func deadlineThatPassesFirstCancelsTheOperation() async {
        let clock = ManualClock()
        let gate = WaitableState(false)
        let race = Task { await withDeadline(.seconds(5), on: clock) { await gate.wait { $0 } } }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(4))
        #expect(clock.sleeperCount == 1, "not yet due")
        clock.advance(by: .seconds(1))
        #expect(await race.value == nil)
    }

    @Test func cancelledCallerEndsTheRaceWithNil() async {
        let clock = ManualClock()
        let gate = WaitableState(false)
        let race = Task { await withDeadline(.seconds(5), on: clock) { await gate.wait { $0 } } }
        await clock.waitForSleepers(1)
        race.cancel()
        // Either side may notice first: the cancelled wait says false, or the cut sleep nil.
        #expect(await race.value != true)
        #expect(clock.sleeperCount == 0)
    }

    @Test func becomesTrueIsFalseWhenTheConditionSaysSoOrIsLate() async {
        let clock = ManualClock()
        #expect(await becomesTrue(within: .seconds(1), on: clock) { true })
        #expect(await !becomesTrue(within: .seconds(1), on: clock) { false })
        let late = Task { await becomesTrue(within: .seconds(1), on: clock) { await WaitableState(false).wait { $0 } } }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        #expect(await !late.value)
    }
}
