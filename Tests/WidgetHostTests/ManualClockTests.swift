import Testing
import WidgetTestSupport

/// The test clock itself: a wait on it must end with its task, or a test's time limit cannot
/// end a test stuck there (the limit cancels the test; the run then waits for it forever).
@Suite(.timeLimit(.minutes(1)))
struct ManualClockTests {
    @Test func waitForSleepersEndsWhenItsTaskIsCancelled() async {
        let clock = ManualClock()
        let (ended, end) = AsyncStream.makeStream(of: Never.self)
        let waiter = Task {
            await clock.waitForSleepers(1)
            end.finish()
        }
        waiter.cancel()
        // Ends when the waiter does; without that, when the time limit cancels this test.
        for await _ in ended {}
        #expect(clock.sleeperCount == 0)
    }

    @Test func waitForSleepersReturnsOnceEnoughTasksSleep() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
        await clock.waitForSleepers(1)
        #expect(clock.advanceToNextDeadline() == .seconds(1))
        await #expect(throws: Never.self) { try await sleeper.value }
    }
}
