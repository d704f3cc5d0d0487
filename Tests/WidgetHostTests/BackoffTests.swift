import Testing
import WidgetProcess

@testable import WidgetHost

@Suite struct BackoffTests {
    let backoff = Backoff()

    @Test func doublesFromHalfASecondUpToTheCap() {
        let delays = (1...9).map { backoff.baseDelay(forAttempt: $0) }
        #expect(delays == [0.5, 1, 2, 4, 8, 16, 30, 30, 30].map { Duration.seconds($0) })
    }

    @Test func jitterSpansPlusMinusTwentyPercent() {
        var middle = FixedRandom.middle, lowest = FixedRandom.lowest, highest = FixedRandom.highest
        #expect(backoff.delay(forAttempt: 3, using: &middle) == .seconds(2))
        #expect(backoff.delay(forAttempt: 3, using: &lowest) == .seconds(1.6))
        let high = backoff.delay(forAttempt: 3, using: &highest)
        #expect(high > .seconds(2.399) && high <= .seconds(2.4))
    }

    @Test func stateCountsConsecutiveFailuresAndResetsAfterAStableRun() {
        let time = TestTime()
        var state = BackoffState()
        state.recordStart(at: time.at(0))
        #expect(state.recordExit(at: time.at(1), backoff: backoff) == 1)
        state.recordStart(at: time.at(2))
        #expect(state.recordExit(at: time.at(3), backoff: backoff) == 2)
        state.recordStart(at: time.at(4))
        #expect(state.recordExit(at: time.at(63.9), backoff: backoff) == 3, "59.9 s is not stable yet")
        state.recordStart(at: time.at(64))
        #expect(state.recordExit(at: time.at(124), backoff: backoff) == 1, "60 s of running resets")
    }
}
