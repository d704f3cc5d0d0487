import Synchronization
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetRPC

/// The stamps a connection puts on what it reads (``Arrival``): notifications and the replies of
/// ordered calls are numbered 1, 2, 3, … in line order on the reader thread, whichever path
/// each then takes, and nothing else takes a number (so a consumer never waits for a gap).
@Suite(.timeLimit(.minutes(1)))
struct ConnectionArrivalTests {
    /// Records each notification with its stamp, in the order the dispatcher hands them over.
    final class StampedNotifications: ArrivalOrderedHandler {
        let heard = AsyncFIFO<(method: String, arrival: Arrival?)>()

        func handleRequest(method: String, params: JSONValue?, id: RequestID) async -> Result<JSONValue, ResponseError> {
            .failure(.methodNotFound(method))
        }

        func handleNotification(method: String, params: JSONValue?, arrival: Arrival) async {
            heard.append((method, arrival))
        }

        func handleNotification(method: String, params: JSONValue?) async {
            heard.append((method, nil))
        }
    }

    @Test func aReplyAndTheNotificationsAroundItAreNumberedInLineOrder() async throws {
        let handler = StampedNotifications()
        let (connection, peer) = connectedToRawPeer(handler: handler)
        async let reply = connection.orderedCall(CellHeightRequest(width: 375), timeout: .seconds(5))
        let id = try #require(await peer.next()?["id"]).serializedString()
        // One chunk: the notification before the reply, the reply, the one after (the race of
        // issue 27 is two lines read at once going two ways).
        try peer.send(
            """
            {"jsonrpc":"2.0","method":"log","params":{"level":"info","message":"before"}}
            {"jsonrpc":"2.0","id":\(id),"result":{"height":60}}
            {"jsonrpc":"2.0","method":"canBeDisplayed","params":{"canBeDisplayed":true}}
            """)
        let answered = await reply
        #expect(try answered.result.get().height == 60)
        #expect(answered.arrival == Arrival(number: 2))
        let first = try #require(await handler.heard.next())
        let second = try #require(await handler.heard.next())
        #expect(first.method == "log" && first.arrival == Arrival(number: 1))
        #expect(second.method == "canBeDisplayed" && second.arrival == Arrival(number: 3))
    }

    @Test func aPlainCallsReplyTakesNoNumberSoNoneIsMissing() async throws {
        let handler = StampedNotifications()
        let (connection, peer) = connectedToRawPeer(handler: handler)
        async let plain = connection.call(method: "shutdown", params: nil, timeout: .seconds(5))
        let id = try #require(await peer.next()?["id"]).serializedString()
        try peer.send(
            """
            {"jsonrpc":"2.0","id":\(id),"result":{}}
            {"jsonrpc":"2.0","method":"reloadWidget"}
            """)
        #expect(try await plain == [:])
        let heard = try #require(await handler.heard.next())
        #expect(heard.method == "reloadWidget" && heard.arrival == Arrival(number: 1))
    }

    @Test func aReplyThatDoesNotDecodeKeepsItsArrival() async throws {
        let (connection, peer) = connectedToRawPeer()
        async let reply = connection.orderedCall(CellHeightRequest(width: 375), timeout: .seconds(5))
        let id = try #require(await peer.next()?["id"]).serializedString()
        try peer.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"height":"tall"}}"#)
        let answered = await reply
        #expect(answered.arrival == Arrival(number: 1))
        guard case .failure(.invalidResponse(let method, _)) = answered.result else {
            Issue.record("expected an undecodable result, got \(answered.result)")
            return
        }
        #expect(method == CellHeightRequest.method)
    }

    @Test func anErrorReplyIsStampedButATimeoutIsNot() async throws {
        let clock = ManualClock()
        var options = ConnectionOptions()
        options.clock = MonotonicClock(clock)
        let (connection, peer) = connectedToRawPeer(options: options)
        async let refused = connection.orderedCall(method: "init", params: nil, timeout: .seconds(5))
        let id = try #require(await peer.next()?["id"]).serializedString()
        try peer.send(#"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32004,"message":"no trips"}}"#)
        let answer = await refused
        #expect(answer.arrival == Arrival(number: 1))
        #expect(throws: ConnectionError.remote(ResponseError(code: .unsupportedDashboard, message: "no trips"))) { try answer.result.get() }

        let late = Task { await connection.orderedCall(method: "cellHeight", params: nil, timeout: .milliseconds(100)) }
        let lateID = try #require(await peer.next()?["id"]).serializedString()
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(150))
        let timedOut = await late.value
        #expect(timedOut.arrival == nil)
        // Its late reply is nobody's turn: the next stamped line is still 2.
        try peer.send(#"{"jsonrpc":"2.0","id":\#(lateID),"result":{"height":1}}"#)
        async let next = connection.orderedCall(method: "cellHeight", params: nil, timeout: .seconds(5))
        let nextID = try #require(await peer.next()?["id"]).serializedString()
        try peer.send(#"{"jsonrpc":"2.0","id":\#(nextID),"result":{"height":2}}"#)
        #expect(await next.arrival == Arrival(number: 2))
    }
}
