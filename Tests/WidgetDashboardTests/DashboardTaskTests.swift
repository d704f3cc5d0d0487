import Foundation
import Testing
import WidgetHost
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetDashboard

/// The model's own tasks (event loops, reveals, controller refreshes, hidden-card timers): a
/// dashboard that runs for days keeps no handle of a task that has ended.
@Suite struct DashboardTaskTests {
    @Test func finishedTasksAreForgottenAndStopCancelsTheRest() async throws {
        let directory = temporaryDirectory("tasks")
        let recorder = FlightRecorder(options: FlightRecorder.Options(path: directory + "/rpc.jsonl"))
        let model = DashboardModel(
            context: try Samples.connection(), entries: [],
            supervisorOptions: SupervisorOptions(user: UserInfo(userID: "usr-test"), recorder: recorder))

        for _ in 0..<200 { await model.run {} }
        try await waitUntil("the 200 finished tasks to be forgotten") { await model.tasks.isEmpty }

        // One that never ends on its own stays until stop() cancels it.
        let (ended, endedContinuation) = AsyncStream<Void>.makeStream()
        let (never, _) = AsyncStream<Void>.makeStream()
        await model.run {
            for await _ in never {}
            endedContinuation.yield()
        }
        #expect(await model.tasks.count == 1)
        await model.stop()
        #expect(await model.tasks.isEmpty)
        var iterator = ended.makeAsyncIterator()
        #expect(await iterator.next() != nil, "stop() cancels the task")
        await recorder.close()
    }
}
