import Testing
import WidgetConcurrency

/// The one fan-out, as a value with no tasks: each subscriber's buffer and its overflow rule,
/// the replayed state, and the end of every stream.
@Suite struct BroadcastTests {
    /// What `stream` holds now, read until it ends (it must have ended, or been finished).
    static func drained(_ stream: AsyncStream<Int>) async -> [Int] {
        var seen: [Int] = []
        for await element in stream { seen.append(element) }
        return seen
    }

    @Test func everySubscriberGetsTheReplayedStateThenEveryElementInOrder() async {
        let broadcast = Broadcast<Int>(replaying: 0)
        let first = broadcast.subscribe(bufferingNewest: 100)
        broadcast.yield(1, replay: true)
        let second = broadcast.subscribe(bufferingNewest: 100)
        broadcast.yield(2)
        broadcast.yield(3, replay: true)
        broadcast.finish()
        #expect(await Self.drained(first) == [0, 1, 2, 3])
        #expect(await Self.drained(second) == [1, 2, 3], "a late subscriber starts from the replayed state")
    }

    @Test func aSubscriberThatFallsBehindKeepsTheNewestAndTheOthersAreUntouched() async {
        let broadcast = Broadcast<Int>()
        let slow = broadcast.subscribe(bufferingNewest: 2)
        let roomy = broadcast.subscribe(bufferingNewest: 10)
        for value in 1...5 { broadcast.yield(value) }
        broadcast.finish()
        #expect(await Self.drained(slow) == [4, 5])
        #expect(await Self.drained(roomy) == [1, 2, 3, 4, 5])
    }

    /// An event stream's rule (EventChannel): past its limit the stream ends, keeping what it
    /// had, so its client reconnects and is caught up; it starts with what it asked for.
    @Test func aSubscriberThatEndsPastItsLimitKeepsTheOldestAndIsGoneAndTheOthersAreUntouched() async {
        let broadcast = Broadcast<Int>()
        let ending = broadcast.subscribe(limit: 3, overflow: .endStream, startingWith: [-1])
        let roomy = broadcast.subscribe(limit: 10, overflow: .endStream, startingWith: [])
        #expect(broadcast.subscriberCount == 2)
        for value in 1...5 { broadcast.yield(value) }
        #expect(await Self.drained(ending) == [-1, 1, 2], "ended at its fourth element, before the finish")
        #expect(broadcast.subscriberCount == 1)
        broadcast.finish()
        #expect(await Self.drained(roomy) == [1, 2, 3, 4, 5])
    }

    @Test func aStreamAskedForAfterTheFinishEndsAtOnceAndReopeningTakesSubscribersAgain() async {
        let broadcast = Broadcast<Int>(replaying: 7)
        broadcast.finish()
        broadcast.yield(8, replay: true)
        #expect(await Self.drained(broadcast.subscribe(bufferingNewest: 10)) == [8])
        broadcast.reopen()
        let again = broadcast.subscribe(bufferingNewest: 10)
        broadcast.yield(9)
        broadcast.finish()
        #expect(await Self.drained(again) == [8, 9])
    }
}
