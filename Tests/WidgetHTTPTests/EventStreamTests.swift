import Testing

@testable import WidgetHTTP

@Suite struct EventStreamTests {
    func text(_ event: ServerSentEvent) -> String { String(decoding: event.encoded, as: UTF8.self) }

    @Test func eventsAreFramedSoNoPayloadCanForgeAField() {
        #expect(text(ServerSentEvent(id: "a.1", event: "card", data: "<p>hi</p>")) == "id: a.1\nevent: card\ndata: <p>hi</p>\n\n")
        #expect(text(ServerSentEvent(data: "one\r\ntwo\rthree\nfour")) == "data: one\ndata: two\ndata: three\ndata: four\n\n")
        #expect(
            text(ServerSentEvent(data: "x\n\nevent: evil\n")) == "data: x\ndata: \ndata: event: evil\ndata: \n\n",
            "a blank line inside data does not end the event")
        #expect(text(ServerSentEvent(id: "a\n\0b", event: "c\r\nd", data: "")) == "id: ab\nevent: cd\ndata: \n\n")
        #expect(String(decoding: ServerSentEvent.retry(.milliseconds(1500)), as: UTF8.self) == "retry: 1500\n\n")
    }

    @Test func subscribersGetEveryEventInOrderAndEndWithTheChannel() async {
        let channel = EventChannel()
        let first = channel.subscribe()
        let second = channel.subscribe()
        #expect(channel.subscriberCount == 2)
        let one = channel.publish(event: "card", data: "1")
        channel.publish(data: "2")
        channel.finish()
        #expect(channel.publish(data: "late") == nil)
        for stream in [first, second] {
            var received: [ServerSentEvent] = []
            for await event in stream { received.append(event) }
            #expect(received.map(\.data) == ["1", "2"])
            #expect(received.first?.id == one)
            #expect(received.first?.event == "card")
        }
        #expect(channel.subscriberCount == 0)
    }

    @Test func publishReturnsTheIdOfItsOwnEventWhileOthersPublish() async {
        let (publishers, each) = (4, 2_000)
        let channel = EventChannel(replayLimit: 0, subscriberBuffer: publishers * each)
        let everything = channel.subscribe()
        let returned = await withTaskGroup(of: [(id: String?, data: String)].self) { group in
            for publisher in 0..<publishers {
                group.addTask {
                    (0..<each).map { index in
                        let data = "\(publisher).\(index)"
                        return (channel.publish(data: data), data)
                    }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        channel.finish()
        var dataByID: [String: String] = [:]
        for await event in everything { dataByID[event.id ?? ""] = event.data }
        #expect(dataByID.count == publishers * each)
        let wrong = returned.filter { $0.id.flatMap { dataByID[$0] } != $0.data }
        #expect(wrong.isEmpty, "\(wrong.count) publishes returned the id of another event, e.g. \(wrong.prefix(3))")
    }

    @Test func aReconnectingClientIsCaughtUpFromItsLastEventID() async {
        let channel = EventChannel(replayLimit: 3)
        let ids = (1...5).map { channel.publish(data: "\($0)")! }
        #expect(channel.lastEventID == ids[4])
        let caughtUp = channel.subscribe(after: ids[2])
        let tooOld = channel.subscribe(after: ids[0])
        let otherRun = channel.subscribe(after: "zzzz.4")
        let upToDate = channel.subscribe(after: ids[4])
        channel.publish(data: "6")
        channel.finish()
        #expect(await collect(caughtUp).map(\.data) == ["4", "5", "6"])
        let reset = await collect(tooOld)
        #expect(reset.map(\.event) == [EventChannel.resetEvent, nil], "a gap the buffer cannot fill is a reset")
        #expect(reset.first?.id == ids[4], "the reset carries the newest id, so the next reconnect continues from there")
        #expect(await collect(otherRun).first?.event == EventChannel.resetEvent, "an id of another run is a reset")
        #expect(await collect(upToDate).map(\.data) == ["6"])
    }

    @Test func aSubscriberThatFallsBehindIsEndedAndOneThatLeavesIsRemoved() async {
        let channel = EventChannel(subscriberBuffer: 2)
        let slow = channel.subscribe()
        for index in 1...3 { channel.publish(data: "\(index)") }
        #expect(channel.subscriberCount == 0, "ended at the third unread event")
        #expect(await collect(slow).map(\.data) == ["1", "2"])

        let leaving = channel.subscribe()
        let reader = Task {
            for await _ in leaving {}
        }
        #expect(channel.subscriberCount == 1)
        reader.cancel()
        await reader.value
        #expect(channel.subscriberCount == 0)
    }

    func collect(_ stream: AsyncStream<ServerSentEvent>) async -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for await event in stream { events.append(event) }
        return events
    }
}
