import Foundation
import Testing
import WidgetProcess
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetHost

/// A supervisor's events for any number of subscribers, streams that end with the host's stop
/// (also one asked for after it), and a start after the stop that starts a new instance.
@Suite(.timeLimit(.minutes(1)))
struct SupervisorEventsTests {
    /// Every state a stream carries, until it ends.
    static func states(_ events: AsyncStream<WidgetEvent>) -> Task<[WidgetSnapshot], Never> {
        Task {
            var seen: [WidgetSnapshot] = []
            for await event in events {
                if case .stateChanged(let snapshot) = event { seen.append(snapshot) }
            }
            return seen
        }
    }

    /// The states of `task`, bounded only so that a stream that never ends names itself.
    static func ended(_ task: Task<[WidgetSnapshot], Never>, _ what: String) async throws -> [WidgetSnapshot] {
        try await withTimeout(.seconds(30), waitingFor: what) { await task.value }
    }

    @Test func twoSubscribersSeeTheSameStatesAndBothEndWithTheStop() async throws {
        let d = try DriverHarness("two-subscribers")
        let first = Self.states(d.supervisor.events(bufferingNewest: 10_000))
        let second = Self.states(d.supervisor.events(bufferingNewest: 10_000))
        try await d.startWithCell()
        d.launcher.widget(1).exit(.exited(1))
        try await d.expect("the restart backoff") { $0.status.isRestarting }
        await d.clock.waitForSleepers(1)
        d.clock.advance(by: .seconds(1))
        try await d.expect("the second instance's cell") { $0.instance == 2 && $0.cell?.instance == 2 && !$0.isFetching }
        await d.supervisor.stop()

        let one = try await Self.ended(first, "the first stream's end")
        let two = try await Self.ended(second, "the second stream's end")
        #expect(one == two)
        #expect(one.contains { $0.status.isRestarting })
        #expect(one.first?.status == .idle, "each stream starts with the state it was opened in")
        #expect(one.last?.status == .stopped(.exited(0)))
    }

    @Test func aStreamAskedForAfterTheStopEndsAtOnceWithTheLastState() async throws {
        let d = try DriverHarness("stream-after-stop")
        try await d.startWithCell()
        await d.supervisor.stop()
        let late = try await Self.ended(Self.states(d.supervisor.events()), "a stream opened after the stop")
        #expect(late.map(\.status) == [.stopped(.exited(0))])
    }

    @Test func aNeverStartedWidgetsStopEndsItsStreams() async throws {
        let d = try DriverHarness("stop-unstarted")
        let early = Self.states(d.supervisor.events())
        await d.supervisor.stop()
        #expect(try await Self.ended(early, "the stream of a widget stopped before it started").last?.status == .stopped(nil))
    }

    @Test func startAfterStopRunsANewInstanceThatNewStreamsFollow() async throws {
        let d = try DriverHarness("start-after-stop")
        try await d.startWithCell()
        await d.supervisor.stop()
        await d.supervisor.start()
        let events = d.supervisor.events()
        let again = try await d.expect("the second instance's cell") { $0.status == .ready && $0.cell?.instance == 2 && !$0.isFetching }
        #expect(again.instance == 2)
        #expect(d.launcher.launchCount == 2)
        await d.supervisor.stop()
        let seen = try await Self.ended(Self.states(events), "the second run's stream")
        #expect(seen.contains { $0.status == .ready && $0.instance == 2 })
        #expect(seen.last?.status == .stopped(.exited(0)))
    }

    @Test func aRunOwnedByTheCallerRunsAgainAfterTheStopAndFollowsItsEvents() async throws {
        let d = try DriverHarness("run-after-stop")
        await d.supervisor.setWidth(MachineHarness.width)
        let supervisor = d.supervisor
        let followed = Locked<[WidgetStatus]>([])
        for round in 1...2 {
            let run = Task {
                await supervisor.run { events in
                    for await event in events {
                        if case .stateChanged(let snapshot) = event { followed.withLock { $0.append(snapshot.status) } }
                    }
                }
            }
            try await d.expect("run \(round)'s cell") { $0.status == .ready && $0.cell?.instance == round && !$0.isFetching }
            await supervisor.stop()
            try await withTimeout(.seconds(30), waitingFor: "run \(round) and its following to end") { await run.value }
        }
        #expect(d.launcher.launchCount == 2)
        let statuses = followed.value
        let becameReady = zip([WidgetStatus.idle] + statuses, statuses).filter { $0 != .ready && $1 == .ready }.count
        #expect(becameReady == 2, "both runs followed: \(statuses)")
        #expect(followed.value.last == .stopped(.exited(0)))
    }
}
