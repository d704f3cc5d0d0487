import Glibc
import Synchronization
import Testing
import WidgetRPC
import WidgetTestSupport

/// The helpers of WidgetTestSupport that the suites lean on to hold still on a loaded machine.
/// (Here because the package has no test target of its own for WidgetTestSupport, and this one
/// tests the lowest layers.)
@Suite(.timeLimit(.minutes(1)))
struct TestSupportTests {
    // MARK: withTimeout

    @Test func withTimeoutReturnsTheResultOrRethrowsTheError() async throws {
        #expect(try await withTimeout(.seconds(30), waitingFor: "a constant") { 42 } == 42)
        struct Failure: Error, Equatable {}
        await #expect(throws: Failure()) {
            try await withTimeout(.seconds(30), waitingFor: "a failure") { () async throws -> Int in throw Failure() }
        }
    }

    /// The case it exists for: an operation that ignores cancellation and never returns.
    @Test func withTimeoutGivesUpOnAnOperationThatNeverReturnsAndCancelsIt() async throws {
        let neverFed = AsyncFIFO<Int>()
        let sawCancellation = AsyncFIFO<Bool>()
        await #expect(throws: TimeoutError(what: "a queue nobody feeds", timeout: .milliseconds(50))) {
            try await withTimeout(.milliseconds(50), waitingFor: "a queue nobody feeds") {
                _ = await neverFed.next()  // not cancellable
                sawCancellation.append(Task.isCancelled)
            }
        }
        neverFed.finish()  // lets the abandoned operation end
        #expect(await sawCancellation.next() == true)
        #expect("\(TimeoutError(what: "the widget to exit", timeout: .seconds(30)))" == "Gave up after 30.0 seconds waiting for the widget to exit.")
    }

    @Test func withTimeoutEndsWithTheCallersCancellation() async throws {
        let neverFed = AsyncFIFO<Int>()
        let started = AsyncFIFO<Void>()
        let waiting = Task {
            try await withTimeout(.seconds(30), waitingFor: "a queue nobody feeds") {
                started.append(())
                _ = await neverFed.next()
            }
        }
        await started.next()
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        neverFed.finish()
    }

    // MARK: waitUntil

    @Test func waitUntilReturnsAsSoonAsTheConditionHolds() async throws {
        let checks = Mutex(0)
        try await waitUntil("the third check") {
            checks.withLock { count in
                count += 1
                return count == 3
            }
        }
        #expect(checks.withLock { $0 } == 3)
    }

    @Test func waitUntilThrowsWhenTheConditionNeverHolds() async throws {
        await #expect(throws: TimeoutError(what: "never", timeout: .milliseconds(30))) {
            try await waitUntil("never", timeout: .milliseconds(30)) { false }
        }
    }

    // MARK: CPUHeavy

    @Test func cpuHeavyBodiesRunOneAtATimeAndCountForTheTest() async {
        final class Tally: Sendable {
            let active = Mutex(0)
            let overlaps = Mutex(0)
        }
        let tally = Tally()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    await CPUHeavy.run {
                        let running = tally.active.withLock { count in
                            count += 1
                            return count
                        }
                        if running > 1 { tally.overlaps.withLock { $0 += 1 } }
                        usleep(5_000)  // room for a second body to overlap, if it could
                        tally.active.withLock { $0 -= 1 }
                        #expect(Test.current != nil, "the test's task-local context came along")
                    }
                }
            }
        }
        #expect(tally.overlaps.withLock { $0 } == 0)
    }
}
