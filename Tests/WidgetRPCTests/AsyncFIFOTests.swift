import Testing
import WidgetProtocol
import WidgetRPC

/// A consumer that is never woken fails by the time limit.
@Suite(.timeLimit(.minutes(1))) struct AsyncFIFOTests {
    private static func note(_ n: Int) -> JSONRPCMessage { .notification(method: "n\(n)", params: nil) }

    @Test func handsOutMessagesInOrderThenNilAfterFinish() async {
        let queue = AsyncFIFO<JSONRPCMessage>()
        for n in 0..<600 { queue.append(Self.note(n)) }  // enough to compact the storage
        var received: [JSONRPCMessage] = []
        for _ in 0..<300 { if let m = await queue.next() { received.append(m) } }
        for n in 600..<700 { queue.append(Self.note(n)) }
        queue.finish()
        queue.append(Self.note(999))  // ignored once finished
        while let m = await queue.next() { received.append(m) }
        #expect(received == (0..<700).map(Self.note))
        #expect(await queue.next() == nil)
    }

    @Test func aWaitingConsumerGetsTheNextMessageAndFinishWakesIt() async {
        let queue = AsyncFIFO<JSONRPCMessage>()
        let consumer = Task { () -> [JSONRPCMessage] in
            var got: [JSONRPCMessage] = []
            while let m = await queue.next() { got.append(m) }
            return got
        }
        for n in 0..<50 {
            queue.append(Self.note(n))
            if n.isMultiple(of: 10) { await Task.yield() }
        }
        queue.finish()
        #expect(await consumer.value == (0..<50).map(Self.note))
    }
}
