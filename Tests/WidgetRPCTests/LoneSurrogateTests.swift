import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetRPC

/// protocol/README.md §1 "Lone surrogates", as the host's connection reads a widget: a lone
/// surrogate escape is read as U+FFFD and the message handled (never a malformed line), so a
/// cut emoji costs one character and not the card; an id that held one is another id.
@Suite(.timeLimit(.minutes(1)))
struct LoneSurrogateTests {
    @Test func aReplyWithALoneSurrogateIsHandledWithAReplacementCharacter() async throws {
        let malformed = AsyncFIFO<String>()
        let (connection, peer) = connectedToRawPeer(observer: { event in
            if case .malformedLine(_, _, let reason) = event { malformed.append(reason) }
            if case .closed = event { malformed.finish() }
        })
        async let result = connection.call(method: "configureCell", params: ["width": 375], timeout: .seconds(5))
        let id = try #require(await peer.next()?["id"])
        try peer.send(#"{"jsonrpc":"2.0","id":\#(id.serializedString()),"result":{"text":"Boarding \ud83d","k\udc00":1}}"#)
        #expect(try await result == ["text": "Boarding \u{FFFD}", "k\u{FFFD}": 1])
        connection.close(reason: "done")
        #expect(await malformed.next() == nil, "the line was a message, not garbage")
    }

    @Test func aReplyWhoseIdHoldsOneAnswersNoCall() async throws {
        let unmatched = AsyncFIFO<JSONValue>()
        let (connection, peer) = connectedToRawPeer(observer: { event in
            if case .unmatchedResponse(let message, _) = event { unmatched.append(message.json["id"] ?? .null) }
        })
        async let result = connection.call(method: "cellHeight", params: ["width": 375], timeout: .seconds(5))
        let id = try #require(await peer.next()?["id"]?.stringValue)
        try peer.send(#"{"jsonrpc":"2.0","id":"\#(id)\ud800","result":{"height":1}}"#)
        #expect(await unmatched.next() == .string(id + "\u{FFFD}"))
        try peer.send(#"{"jsonrpc":"2.0","id":"\#(id)","result":{"height":88}}"#)
        #expect(try await result == ["height": 88])
    }
}
