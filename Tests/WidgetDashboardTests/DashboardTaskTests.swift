import Foundation
import Testing
import WidgetConcurrency
import WidgetHost
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetDashboard

/// The model's one run: its timers wait on the injected clock, and everything it starts ends
/// with it, whether `stop()` or the caller's cancellation ends it.
@Suite(.timeLimit(.minutes(1)))
struct DashboardTaskTests {
    func model(_ clock: ManualClock, tick: Duration? = .seconds(1)) throws -> (DashboardModel, FlightRecorder) {
        let recorder = FlightRecorder.disabled()
        var supervisorOptions = SupervisorOptions(user: UserInfo(userID: "usr-test"), recorder: recorder)
        supervisorOptions.clock = clock
        var options = DashboardOptions()
        options.tickInterval = tick
        let model = DashboardModel(context: try Samples.connection(), entries: [], supervisorOptions: supervisorOptions, options: options)
        // As if a card had a timeline: the tick runs only then.
        model.hasTimelines.update { $0 = true }
        return (model, recorder)
    }

    @Test func theTickWaitsOnTheInjectedClockAndStopEndsTheRun() async throws {
        let clock = ManualClock()
        let (model, recorder) = try model(clock)
        let run = Task { await model.run() }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        await clock.waitForSleepers(1)  // ticked, and waits for the next second
        await model.stop()
        await run.value
        #expect(clock.sleeperCount == 0, "the tick ended with the run")
        await recorder.close()
    }

    /// Without a timeline the tick waits for one, not on the clock: an idle dashboard never wakes.
    @Test func withoutATimelineTheTickDoesNotWake() async throws {
        let clock = ManualClock()
        let (model, recorder) = try model(clock)
        let run = Task { await model.run() }
        await clock.waitForSleepers(1)
        model.hasTimelines.update { $0 = false }
        clock.advance(by: .seconds(1))
        // The tick has run and waits for a timeline again.
        while model.hasTimelines.waiterCountForTesting == 0 { await Task.yield() }
        #expect(clock.sleeperCount == 0, "nothing sleeps on the clock")
        await model.stop()
        await run.value
        await recorder.close()
    }

    @Test func cancellingTheRunEndsIt() async throws {
        let clock = ManualClock()
        let (model, recorder) = try model(clock)
        let run = Task { await model.run() }
        await clock.waitForSleepers(1)
        run.cancel()
        await run.value
        #expect(clock.sleeperCount == 0)
        await recorder.close()
    }

    @Test func startRunsItInTheModelsOwnTaskAndStopEndsThatToo() async throws {
        let clock = ManualClock()
        let (model, recorder) = try model(clock)
        await model.start()
        await clock.waitForSleepers(1)
        let states = await model.states()
        await model.stop()
        #expect(clock.sleeperCount == 0)
        var count = 0
        for await _ in states { count += 1 }
        #expect(count == 1, "the state stream ended with the stop")
        await recorder.close()
    }
}
