import Testing
import WidgetJSON
import WidgetProtocol

@testable import WidgetRPC

/// The examples of the JSON-RPC 2.0 specification (section 7), sent as raw lines to a real
/// `Connection`, expecting the specification's answers. Batches are not part of our protocol:
/// where the specification answers a batch with an array, we answer one `-32600`.
@Suite(.timeLimit(.minutes(1)))
struct JSONRPCSpecificationExampleTests {
    /// The specification's example server: `subtract` (positional or named), `sum`,
    /// `get_data`, and notifications `update` / `foobar` that are accepted silently.
    private static func exampleServer() -> MethodRouter {
        let router = MethodRouter()
        router.onRaw("subtract") { params, _ in
            switch params {
            case .array(let values) where values.count == 2:
                guard let a = values[0].intValue, let b = values[1].intValue else { break }
                return .success(.int(a - b))
            case .object(let named):
                guard let minuend = named["minuend"]?.intValue, let subtrahend = named["subtrahend"]?.intValue else { break }
                return .success(.int(minuend - subtrahend))
            default: break
            }
            return .failure(.invalidParams("subtract takes two numbers"))
        }
        router.onRaw("sum") { params, _ in
            .success(.int(params?.arrayValue?.compactMap(\.intValue).reduce(0, +) ?? 0))
        }
        router.onRaw("get_data") { _, _ in .success(["hello", 5]) }
        router.onRawNotification("update") { _ in }
        return router
    }

    private func exchange(_ line: String) async throws -> JSONValue? {
        let (_, peer) = connectedToRawPeer(handler: Self.exampleServer())
        try peer.send(line)
        return await peer.next()
    }

    @Test(arguments: [
        (#"{"jsonrpc": "2.0", "method": "subtract", "params": [42, 23], "id": 1}"#, 19 as Int64, 1 as Int64),
        (#"{"jsonrpc": "2.0", "method": "subtract", "params": [23, 42], "id": 2}"#, -19, 2),
        (#"{"jsonrpc": "2.0", "method": "subtract", "params": {"subtrahend": 23, "minuend": 42}, "id": 3}"#, 19, 3),
        (#"{"jsonrpc": "2.0", "method": "subtract", "params": {"minuend": 42, "subtrahend": 23}, "id": 4}"#, 19, 4),
    ])
    func callsWithPositionalAndNamedParams(request: String, result: Int64, id: Int64) async throws {
        let reply = try #require(try await exchange(request))
        #expect(reply == ["jsonrpc": "2.0", "result": .int(result), "id": .int(id)])
    }

    @Test func notificationsGetNoReply() async throws {
        let (_, peer) = connectedToRawPeer(handler: Self.exampleServer())
        try peer.send(#"{"jsonrpc": "2.0", "method": "update", "params": [1,2,3,4,5]}"#)
        try peer.send(#"{"jsonrpc": "2.0", "method": "foobar"}"#)
        try peer.send(#"{"jsonrpc": "2.0", "method": "get_data", "id": "9"}"#)
        // The first thing back is the answer to the request: the notifications produced nothing.
        let reply = try #require(await peer.next())
        #expect(reply == ["jsonrpc": "2.0", "result": ["hello", 5], "id": "9"])
    }

    @Test func nonExistentMethod() async throws {
        let reply = try #require(try await exchange(#"{"jsonrpc": "2.0", "method": "foobar", "id": "1"}"#))
        #expect(reply["id"] == "1")
        #expect(reply["error"]?["code"] == -32601)
        #expect(reply["result"] == nil)
    }

    @Test(arguments: [
        // Invalid JSON.
        (#"{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]"#, -32700 as Int64),
        // Invalid request object.
        (#"{"jsonrpc": "2.0", "method": 1, "params": "bar"}"#, -32600),
        // A batch cut off mid-way: invalid JSON.
        (#"[{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},{"jsonrpc": "2.0", "method""#, -32700),
        // Empty array.
        ("[]", -32600),
        // Batches are not supported: one error, not an array of them.
        ("[1,2,3]", -32600),
    ])
    func malformedInputGetsAnErrorWithNullID(line: String, code: Int64) async throws {
        let reply = try #require(try await exchange(line))
        #expect(reply["jsonrpc"] == "2.0")
        #expect(reply["id"] == .null)
        #expect(reply["error"]?["code"] == .int(code))
        #expect(reply["error"]?["message"]?.stringValue?.isEmpty == false)
    }
}
