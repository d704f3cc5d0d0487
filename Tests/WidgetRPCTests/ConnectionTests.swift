import Synchronization
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetRPC

/// `Connection` behaviour over an in-memory transport, with a test-driven raw peer.
@Suite(.timeLimit(.minutes(1)))
struct ConnectionTests {
    @Test func callIsMatchedToItsResponseByID() async throws {
        let (connection, peer) = connectedToRawPeer()
        async let result = connection.call(method: "cellHeight", params: ["width": 375], timeout: .seconds(5))
        let request = try #require(await peer.next())
        #expect(request["method"] == "cellHeight")
        let id = try #require(request["id"])
        try peer.send(#"{"jsonrpc":"2.0","id":\#(id.serializedString()),"result":{"height":88}}"#)
        #expect(try await result == ["height": 88])
    }

    @Test func errorResponseBecomesRemoteError() async throws {
        let (connection, peer) = connectedToRawPeer()
        let result = Task { try await connection.call(method: "init", params: nil, timeout: .seconds(5)) }
        let id = try #require(await peer.next()?["id"])
        try peer.send(#"{"jsonrpc":"2.0","id":\#(id.serializedString()),"error":{"code":-32004,"message":"no airports"}}"#)
        await #expect(throws: ConnectionError.remote(ResponseError(code: .unsupportedDashboard, message: "no airports"))) {
            try await result.value
        }
    }

    @Test func deadlineExpiresAndTheLateResponseIsReportedNotDelivered() async throws {
        let events = AsyncFIFO<ConnectionEvent>()
        let (connection, peer) = connectedToRawPeer(observer: { event in
            if case .unmatchedResponse = event { events.append(event) }
            if case .callTimedOut = event { events.append(event) }
        })
        // A deadline that is not honoured leaves the call waiting for a reply that never comes.
        try await withTimeout(.seconds(30), waitingFor: "the 50 ms deadline to end the call") {
            await #expect(throws: ConnectionError.timedOut(method: "cellHeight", id: .string("c-1"), after: .milliseconds(50))) {
                try await connection.call(method: "cellHeight", params: nil, timeout: .milliseconds(50))
            }
        }
        let id = try #require(await peer.next()?["id"])
        guard case .callTimedOut(let method, _, _)? = await events.next() else {
            Issue.record("expected a timeout event")
            return
        }
        #expect(method == "cellHeight")
        try peer.send(#"{"jsonrpc":"2.0","id":\#(id.serializedString()),"result":{"height":1}}"#)
        guard case .unmatchedResponse(_, let late)? = await events.next() else {
            Issue.record("expected the late response to be reported")
            return
        }
        #expect(late)
        #expect(connection.pendingCallCount == 0)
    }

    @Test func aLateReplyNamesItsCallAndLatencyOnceThenIsADuplicate() async throws {
        let clock = ManualClock()
        var options = ConnectionOptions()
        options.clock = MonotonicClock(clock)
        let events = AsyncFIFO<ConnectionEvent>()
        let (connection, peer) = connectedToRawPeer(
            options: options,
            observer: { event in
                switch event {
                case .received, .unmatchedResponse: events.append(event)
                default: break
                }
            })
        let call = Task { try await connection.call(method: "cellHeight", params: nil, timeout: .milliseconds(200)) }
        let id = try #require(await peer.next()?["id"]).serializedString()
        await clock.waitForSleepers(1)  // the deadline's timer
        clock.advance(by: .milliseconds(250))
        await #expect(throws: ConnectionError.timedOut(method: "cellHeight", id: .string("c-1"), after: .milliseconds(200))) {
            try await call.value
        }
        clock.advance(by: .milliseconds(50))
        let reply = #"{"jsonrpc":"2.0","id":\#(id),"result":{"height":1}}"#
        try peer.send(reply)
        guard case .received(_, _, let method, let latency)? = await events.next(),
            case .unmatchedResponse(_, let late)? = await events.next()
        else {
            Issue.record("expected the late reply and its report")
            return
        }
        #expect(method == "cellHeight" && latency == .milliseconds(300) && late)

        // Answered once: the same reply again is a duplicate, which answers nothing.
        try peer.send(reply)
        guard case .received(_, _, let again, let noLatency)? = await events.next(),
            case .unmatchedResponse(_, let lateAgain)? = await events.next()
        else {
            Issue.record("expected the duplicate and its report")
            return
        }
        #expect(again == nil && noLatency == nil && !lateAgain)
    }

    @Test func onlyTheNewestAbandonedCallsAreRemembered() async throws {
        var options = ConnectionOptions()
        options.rememberedAbandonedCalls = 2
        let events = AsyncFIFO<(method: String?, late: Bool)>()
        let method = Mutex<String?>(nil)
        let (connection, peer) = connectedToRawPeer(
            options: options,
            observer: { event in
                switch event {
                case .received(_, _, let name, _): method.withLock { $0 = name }
                case .unmatchedResponse(_, let late): events.append((method.withLock { $0 }, late))
                default: break
                }
            })
        var ids: [String] = []
        for _ in 0..<3 {
            let call = Task { try await connection.call(method: "slow", params: nil, timeout: nil) }
            ids.append(try #require(await peer.next()?["id"]).serializedString())
            call.cancel()
            _ = await call.result
        }
        // A widget that never answers costs at most the cap: the oldest call was forgotten.
        #expect(connection.state.withLock { $0.abandoned.count } == 2)
        try peer.send(#"{"jsonrpc":"2.0","id":\#(ids[0]),"result":0}"#)
        let oldest = await events.next()
        #expect(oldest?.method == nil && oldest?.late == false)
        try peer.send(#"{"jsonrpc":"2.0","id":\#(ids[2]),"result":2}"#)
        let newest = await events.next()
        #expect(newest?.method == "slow" && newest?.late == true)
    }

    @Test func unknownAndDuplicateResponseIDsAreDroppedAndReported() async throws {
        let unmatched = AsyncFIFO<Bool>()
        let (connection, peer) = connectedToRawPeer(observer: { event in
            if case .unmatchedResponse(_, let late) = event { unmatched.append(late) }
        })
        try peer.send(#"{"jsonrpc":"2.0","id":"never-sent","result":1}"#)
        #expect(await unmatched.next() == false)

        async let answer = connection.call(method: "ping", params: nil, timeout: .seconds(5))
        let id = try #require(await peer.next()?["id"]).serializedString()
        try peer.send(#"{"jsonrpc":"2.0","id":\#(id),"result":"first"}"#)
        try peer.send(#"{"jsonrpc":"2.0","id":\#(id),"result":"second"}"#)
        #expect(try await answer == "first")
        #expect(await unmatched.next() == false)
    }

    @Test func closingFailsEveryPendingCallAtOnce() async throws {
        let (connection, peer) = connectedToRawPeer()
        let calls = (0..<5).map { i in
            Task { try await connection.call(method: "slow", params: ["i": .int(Int64(i))], timeout: nil) }
        }
        for _ in 0..<5 { _ = await peer.next() }
        connection.close(reason: "the widget exited with status 1")
        for call in calls {
            await #expect(throws: ConnectionError.closed(.closedLocally("the widget exited with status 1"))) {
                try await call.value
            }
        }
        await #expect(throws: ConnectionError.self) { try await connection.call(method: "x", params: nil, timeout: nil) }
    }

    @Test func peerClosingFailsPendingCalls() async throws {
        let (connection, peer) = connectedToRawPeer()
        let result = Task { try await connection.call(method: "slow", params: nil, timeout: nil) }
        _ = await peer.next()
        peer.transport.closeOutbound()
        await #expect(throws: ConnectionError.closed(.transport(.endOfFile))) { try await result.value }
    }

    @Test func cancellingTheCallerFailsTheCallAndDropsTheLateResponse() async throws {
        let unmatched = AsyncFIFO<Bool>()
        let (connection, peer) = connectedToRawPeer(observer: { event in
            if case .unmatchedResponse(_, let late) = event { unmatched.append(late) }
        })
        let task = Task { try await connection.call(method: "slow", params: nil, timeout: nil) }
        let id = try #require(await peer.next()?["id"]).serializedString()
        task.cancel()
        await #expect(throws: ConnectionError.self) { try await task.value }
        try peer.send(#"{"jsonrpc":"2.0","id":\#(id),"result":"too late"}"#)
        #expect(await unmatched.next() == true)
    }

    @Test func notificationsAreHandledInArrivalOrder() async throws {
        let received = AsyncFIFO<Int64>()
        let router = MethodRouter()
        router.onRawNotification("tick") { params in
            // Yield so a reordering dispatcher would show itself.
            await Task.yield()
            received.append(params?["n"]?.intValue ?? -1)
        }
        let (_, peer) = connectedToRawPeer(handler: router)
        var batch: [UInt8] = []
        for n in 0..<500 { batch += Array(#"{"jsonrpc":"2.0","method":"tick","params":{"n":\#(n)}}"#.utf8) + [0x0A] }
        try peer.sendBytes(batch)
        var seen: [Int64] = []
        for _ in 0..<500 { seen.append(await received.next() ?? -1) }
        #expect(seen == (0..<500).map(Int64.init))
    }

    @Test func oversizeLineIsAnsweredAndTheConnectionCarriesOn() async throws {
        var options = ConnectionOptions()
        options.maxLineBytes = 1024
        let router = MethodRouter()
        router.onRaw("ping") { _, _ in .success("pong") }
        let (_, peer) = connectedToRawPeer(handler: router, options: options)
        try peer.sendBytes([UInt8](repeating: UInt8(ascii: "x"), count: 5000) + [0x0A])
        try peer.send(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
        let first = try #require(await peer.next())
        #expect(first["error"]?["code"] == -32600)
        #expect(first["id"] == .null)
        let second = try #require(await peer.next())
        #expect(second == ["jsonrpc": "2.0", "id": 1, "result": "pong"])
    }

    @Test func invalidParamsNameTheOffendingField() async throws {
        struct Resize: RequestType {
            typealias Response = EmptyParams
            static let method = "resize"
            var width: Double
        }
        let router = MethodRouter()
        router.on(Resize.self) { _ in EmptyParams() }
        let (_, peer) = connectedToRawPeer(handler: router)
        try peer.send(#"{"jsonrpc":"2.0","id":7,"method":"resize","params":{"width":"wide"}}"#)
        let reply = try #require(await peer.next())
        #expect(reply["id"] == 7)
        #expect(reply["error"]?["code"] == -32602)
        #expect(reply["error"]?["data"]?["pointer"] == "/width", "a pointer into params, as protocol/README.md §8 says")
    }

    @Test func malformedInputIsOnlyRecordedWhenRepliesAreOff() async throws {
        var options = ConnectionOptions()
        options.repliesToMalformedInput = false
        let malformed = AsyncFIFO<String>()
        let router = MethodRouter()
        router.onRaw("ping") { _, _ in .success("pong") }
        let (_, peer) = connectedToRawPeer(
            handler: router, options: options,
            observer: { event in
                if case .malformedLine(_, _, let reason) = event { malformed.append(reason) }
            })
        try peer.sendBytes([0x7B, 0xFF, 0x0A])  // invalid UTF-8
        try peer.send("hello, I am not JSON")
        try peer.send(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
        #expect(try #require(await peer.next()) == ["jsonrpc": "2.0", "id": 1, "result": "pong"])
        #expect(await malformed.next()?.hasPrefix("not JSON") == true)
        #expect(await malformed.next()?.hasPrefix("not JSON") == true)
    }

    @Test func closingADeadPeerStillMatchesWhatItWroteAndFailsTheRest() async throws {
        let malformed = AsyncFIFO<String>()
        let (connection, peer) = connectedToRawPeer(observer: { event in
            if case .malformedLine(let line, _, _) = event { malformed.append(String(decoding: line, as: UTF8.self)) }
        })
        let answered = Task { try await connection.call(method: "first", params: nil, timeout: nil) }
        let firstID = try #require(await peer.next()?["id"]).serializedString()
        let unanswered = Task { try await connection.call(method: "second", params: nil, timeout: nil) }
        _ = await peer.next()
        // The peer answers one call and writes a stray line, then dies; the host learns of the
        // exit (from the kernel) before it has read any of that.
        let closing = Task {
            await connection.close(reason: "the widget exited with status 1", drainingInputFor: .seconds(5))
        }
        while !connection.isDrainingInput { await Task.yield() }
        try peer.send(#"{"jsonrpc":"2.0","id":\#(firstID),"result":"made it"}"#)
        try peer.send("last words before dying")
        peer.transport.closeOutbound()
        await closing.value
        #expect(try await answered.value == "made it")
        await #expect(throws: ConnectionError.closed(.closedLocally("the widget exited with status 1"))) {
            try await unanswered.value
        }
        #expect(await malformed.next() == "last words before dying")
    }

    @Test func drainingStopsAfterTheGraceWhenThePeerKeepsItsOutputOpen() async throws {
        let (connection, _) = connectedToRawPeer()
        try await withTimeout(.seconds(30), waitingFor: "the draining close to give up after its 100 ms grace") {
            await connection.close(reason: "exited; a grandchild holds the pipe", drainingInputFor: .milliseconds(100))
        }
        #expect(connection.closeReason == .closedLocally("exited; a grandchild holds the pipe"))
    }
}
