import Foundation
import Synchronization
import Testing
import WidgetTestSupport

@testable import WidgetProcess

extension ProcessTests {
    @Suite(.serialized, .timeLimit(.minutes(1)))
    struct StopSequenceTests {
        /// Short graces so the suite stays fast; the bounds below scale with them.
        let quick = StopSequence(timings: StopTimings(afterCloseInputGrace: .milliseconds(200), afterTerminateGrace: .milliseconds(300)))

        @Test func widgetThatExitsOnStdinEOFStopsAtTheCloseStep() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("read-stdin-until-eof.sh"))
            let events = Events()
            // On a clock nobody advances the grace never runs out: however loaded the machine, the
            // exit at EOF is what ends the stop.
            let status = await child.stop(sequence: quick, clock: ManualClock(), log: events.record)
            #expect(status == .exited(0))
            #expect(events.steps == [.started(.closeStandardInput)])
        }

        @Test func politeStepThatWorksEndsTheSequence() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("read-stdin-until-eof.sh"))
            var sequence = quick
            sequence.timings.shutdownDeadline = .seconds(5)
            sequence.politeRequest = { $0.closeStandardInput() }
            let events = Events()
            #expect(await child.stop(sequence: sequence, log: events.record) == .exited(0))
            #expect(events.steps == [.started(.politeRequest)])
        }

        @Test func hangingPoliteStepIsBoundedByItsDeadline() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("read-stdin-until-eof.sh"))
            var sequence = quick
            let politeFinished = Mutex(false)
            sequence.timings.shutdownDeadline = .milliseconds(100)
            sequence.politeRequest = { _ in
                // Ignores cancellation on purpose for 3 s: the stop must not wait for it.
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    Thread {
                        Thread.sleep(forTimeInterval: 3)
                        politeFinished.withLock { $0 = true }
                        continuation.resume()
                    }.start()
                }
            }
            let events = Events()
            let clock = ManualClock()
            let bounded = sequence
            let stopping = Task { await child.stop(sequence: bounded, clock: clock, log: events.record) }
            await clock.waitForSleepers(1)
            #expect(clock.advanceToNextDeadline() == bounded.timings.shutdownDeadline)
            // The close step's grace is never advanced: the exit at EOF ends the stop.
            #expect(await stopping.value == .exited(0))
            #expect(events.steps == [.started(.politeRequest), .gracePeriodExpired(.politeRequest), .started(.closeStandardInput)])
            #expect(!politeFinished.withLock { $0 }, "the stop waited for the polite request past its deadline")
        }

        @Test func ignoresSIGTERMThenIsKilledAfterBothGracesAndNoLater() async throws {
            let child = try await spawnReady(fixtureLaunch("ignore-term.sh"))
            let events = Events()
            let clock = ManualClock()
            let sequence = quick
            let stopping = Task { await child.stop(sequence: sequence, clock: clock, log: events.record) }
            await clock.waitForSleepers(1)
            #expect(clock.advanceToNextDeadline() == sequence.timings.afterCloseInputGrace)
            await clock.waitForSleepers(1)
            #expect(clock.advanceToNextDeadline() == sequence.timings.afterTerminateGrace)
            #expect(await stopping.value == .signaled(Sig.kill, coreDumped: false))
            #expect(clock.now.offset == sequence.worstCase, "it waited out both graces on its clock, and no more")
            #expect(
                events.steps == [
                    .started(.closeStandardInput), .gracePeriodExpired(.closeStandardInput),
                    .started(.terminate), .gracePeriodExpired(.terminate),
                    .started(.kill),
                ])
        }

        @Test func stoppedProcessIsStillKilled() async throws {
            let child = try await spawnReady(fixtureLaunch("stop-self.sh"))
            let status = await child.stop(sequence: quick)
            // SIGCONT after SIGTERM lets a stopped shell run; it ignores TERM, so KILL ends it.
            #expect(status == .signaled(Sig.kill, coreDumped: false))
        }

        @Test func grandchildHoldingThePipesNeitherDelaysExitNorSurvives() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("grandchild-holds-pipes.sh"))
            let output = try #require(child.takeStandardOutput())
            let grandchild = try #require(Int32(await readLine(output)))
            let status = await child.waitForExit(timeout: .seconds(2))
            #expect(status == .exited(0), "exit comes from the pidfd, not from pipe EOF")
            #expect(waitForDeath(of: grandchild, timeout: .seconds(1)), "the group was killed when the leader exited")
            // With the grandchild gone, stdout reaches EOF.
            #expect(await readToEnd(output) == "")
            #expect(await child.stop(sequence: quick) == .exited(0))
        }

        @Test func closedStdoutDoesNotHideTheRunningProcessOrItsExit() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("close-stdout-and-run.sh"))
            let output = try #require(child.takeStandardOutput())
            #expect(await readToEnd(output) == "", "stdout EOF while the process runs on")
            #expect(child.terminationStatus == nil)
            #expect(await child.waitForExit(timeout: .milliseconds(100)) == nil)
            #expect(await child.stop(sequence: quick) == .exited(7), "stdin EOF made it exit")
        }

        @Test func neverReadingStdinIsStoppedBySignals() async throws {
            let child = try await spawnReady(fixtureLaunch("never-read-stdin.sh"))
            #expect(await child.stop(sequence: quick) == .signaled(Sig.term, coreDumped: false))
        }

        @Test func stoppingManyInParallelCostsOneWorstCase() async throws {
            var children: [ChildProcess] = []
            for _ in 0..<8 { children.append(try await spawnReady(fixtureLaunch("ignore-term.sh"))) }
            let sequence = quick
            let clock = ManualClock()
            await withTaskGroup(of: TerminationStatus.self) { group in
                for child in children { group.addTask { await child.stop(sequence: sequence, clock: clock) } }
                // Every stop waits out each grace at the same time: were they one after the
                // other, the eight sleepers would never be there at once.
                await clock.waitForSleepers(children.count)
                clock.advance(by: sequence.timings.afterCloseInputGrace)
                await clock.waitForSleepers(children.count)
                clock.advance(by: sequence.timings.afterTerminateGrace)
                for await status in group { #expect(status == .signaled(Sig.kill, coreDumped: false)) }
            }
            #expect(clock.now.offset == sequence.worstCase)
            #expect(await ProcFS.noZombieChildren())
        }

        @Test func stoppingAnExitedChildReturnsAtOnce() async throws {
            let child = try await ChildProcess.spawn(fixtureLaunch("exit-with.sh", "4"))
            _ = await child.waitForExit()
            let events = Events()
            #expect(await child.stop(sequence: quick, log: events.record) == .exited(4))
            #expect(events.steps.isEmpty)
        }
    }
}

/// Collects stop events; `steps` leaves out the final `.exited` (its elapsed time varies).
final class Events: Sendable {
    private let events = Mutex<[StopEvent]>([])

    func record(_ event: StopEvent) {
        events.withLock { $0.append(event) }
    }

    var steps: [StopEvent] {
        events.withLock { all in
            all.filter { if case .exited = $0 { return false } else { return true } }
        }
    }
}
