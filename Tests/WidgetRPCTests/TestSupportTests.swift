import Glibc
import Synchronization
import Testing
import WidgetProcess
import WidgetRPC
import WidgetTestSupport

/// The helpers of WidgetTestSupport that the suites lean on to hold still on a loaded machine.
/// (Here because the package has no test target of its own for WidgetTestSupport, and this one
/// tests the lowest layers.) Serialized: one test spawns a child.
@Suite(.serialized, .timeLimit(.minutes(1)))
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
        #expect(
            "\(TimeoutError(what: "the widget to exit", timeout: .seconds(30)))"
                == "Gave up after 30.0 seconds waiting for the widget to exit.")
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

    // MARK: ProcFS

    @Test func procStatLinesAreParsedAroundAwkwardCommandNames() throws {
        let line = "4242 (a b) (c)) S 1 4240 4200 34816 4242 4194304 0 0 0 0 0 0 0 0 20 0 1 0 0 0 0"
        let process = try #require(ProcFS.Process(statLine: line))
        #expect(process.pid == 4242)
        #expect(process.command == "a b) (c)")
        #expect(process.state == "S" && process.isAlive && !process.isZombie)
        #expect(process.parentPID == 1 && process.processGroup == 4240 && process.session == 4200)
        #expect(ProcFS.Process(statLine: "4242 (x) Z 1 2 3 4")?.isZombie == true)
        #expect(ProcFS.Process(statLine: "not a stat line") == nil)
    }

    @Test func aChildIsSeenAliveThenZombieThenGone() async throws {
        let child = try TestProcess(executable: "/bin/sleep", arguments: ["30"])
        defer {
            close(child.stdinFD)
            close(child.stdoutFD)
        }
        let seen = try #require(ProcFS.process(child.pid))
        #expect(seen.parentPID == ProcFS.currentPID && seen.isAlive)
        #expect(ProcFS.children().contains { $0.pid == child.pid })
        #expect(ProcFS.livePIDs().contains(child.pid))
        #expect(ProcFS.liveMembers(ofGroup: getpgrp()).contains { $0.pid == ProcFS.currentPID })
        child.kill()
        // Killed but not yet reaped: a zombie, no longer alive.
        try await waitUntil("the killed child to become a zombie") { ProcFS.process(child.pid)?.isZombie == true }
        #expect(!ProcFS.isAlive(child.pid))
        _ = await child.waitForExit()
        #expect(ProcFS.process(child.pid) == nil)
    }

    @Test func openDescriptorsNameWhatTheyReferTo() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let open = ProcFS.openDescriptors()
        #expect(open[ends[0]]?.hasPrefix("pipe:[") == true)
        #expect(open[ends[1]] == open[ends[0]], "both ends of one pipe")
        #expect(ProcFS.openDescriptorCount() >= 5, "stdin, stdout, stderr and the pipe")
        #expect(ProcFS.executablePath()?.hasSuffix(".xctest") == true, "\(ProcFS.executablePath() ?? "none")")
    }
}
