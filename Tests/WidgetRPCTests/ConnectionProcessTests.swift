import Glibc
import Testing
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetRPC

/// Two `Connection`s joined by real pipes between this process and a real child
/// (`rpc-test-peer`), over `FileDescriptorTransport`.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ConnectionProcessTests {
    private struct Peer {
        let process: TestProcess
        let connection: Connection
    }

    private func launchPeer(
        handler: any ConnectionHandler = NoHandler(), options: ConnectionOptions = ConnectionOptions(),
        observer: Connection.Observer? = nil
    ) throws -> Peer {
        let process = try TestProcess(executable: BuiltProducts.path(of: "rpc-test-peer"))
        var options = options
        options.idPrefix = "h-"
        let connection = Connection(
            transport: try FileDescriptorTransport(readFD: process.stdoutFD, writeFD: process.stdinFD),
            options: options, observer: observer)
        connection.start(handler: handler)
        return Peer(process: process, connection: connection)
    }

    @Test func concurrentCallsEachGetTheirOwnAnswer() async throws {
        let peer = try launchPeer()
        defer { peer.connection.close() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<200 {
                group.addTask {
                    let params: JSONValue = ["i": .int(Int64(i)), "text": .string(String(repeating: "é", count: i))]
                    let answer = try await peer.connection.call(method: "echo", params: params, timeout: .seconds(10))
                    #expect(answer == params)
                }
            }
            try await group.waitForAll()
        }
        peer.connection.closeOutbound()
        let status = await peer.process.waitForExit()
        #expect(status == 0, "the peer exits cleanly on stdin EOF")
    }

    @Test func deadlineExpiresWhileThePeerSleeps() async throws {
        let peer = try launchPeer()
        defer { peer.connection.close() }
        // The peer answers after 30 s: a call that ignored its deadline would get that answer
        // instead of the error (and a loaded machine cannot make the deadline look missed).
        try await withTimeout(.seconds(20), waitingFor: "the 100 ms deadline to end the call") {
            await #expect(throws: ConnectionError.timedOut(method: "sleep", id: .string("h-1"), after: .milliseconds(100))) {
                try await peer.connection.call(method: "sleep", params: ["ms": 30_000], timeout: .milliseconds(100))
            }
        }
        // The connection is still usable after a timeout.
        #expect(try await peer.connection.call(method: "echo", params: [1], timeout: .seconds(5)) == [1])
        peer.process.kill()
        _ = await peer.process.waitForExit()
    }

    @Test func peerDyingMidCallFailsPendingCallsPromptly() async throws {
        let peer = try launchPeer()
        defer { peer.connection.close() }
        let waiting = (0..<3).map { _ in
            Task { try await peer.connection.call(method: "sleep", params: ["ms": 30000], timeout: nil) }
        }
        // No deadlines on these calls: only the peer's end-of-file can end them.
        try await withTimeout(.seconds(30), waitingFor: "the peer's exit to fail every pending call") {
            await #expect(throws: ConnectionError.closed(.transport(.endOfFile))) {
                try await peer.connection.call(method: "die", params: ["code": 3], timeout: nil)
            }
            for call in waiting {
                await #expect(throws: ConnectionError.closed(.transport(.endOfFile))) { try await call.value }
            }
        }
        let status = await peer.process.waitForExit()
        #expect(status >> 8 == 3)
    }

    @Test func peerKilledBySignalFailsPendingCalls() async throws {
        let peer = try launchPeer()
        defer { peer.connection.close() }
        let call = Task { try await peer.connection.call(method: "sleep", params: ["ms": 30000], timeout: nil) }
        #expect(try await peer.connection.call(method: "echo", params: [], timeout: .seconds(5)) == [])
        peer.process.kill(SIGKILL)
        await #expect(throws: ConnectionError.self) { try await call.value }
        _ = await peer.process.waitForExit()
    }

    @Test func notificationsFromThePeerArriveInOrderBeforeItsAnswer() async throws {
        let ticks = AsyncFIFO<Int64>()
        let router = MethodRouter()
        router.onRawNotification("tick") { params in ticks.append(params?["n"]?.intValue ?? -1) }
        let peer = try launchPeer(handler: router)
        defer { peer.connection.close() }
        let answer = try await peer.connection.call(method: "notify", params: ["count": 2000], timeout: .seconds(10))
        #expect(answer == ["sent": 2000])
        var seen: [Int64] = []
        for _ in 0..<2000 { seen.append(await ticks.next() ?? -1) }
        #expect(seen == (0..<2000).map(Int64.init))
        peer.connection.closeOutbound()
        _ = await peer.process.waitForExit()
    }

    @Test func aFloodIsThrottledByPausingReadsNotByDroppingMessages() async throws {
        let ticks = AsyncFIFO<Int64>()
        let router = MethodRouter()
        router.onRawNotification("tick") { params in
            try? await Task.sleep(for: .microseconds(50))  // a handler slower than the peer
            ticks.append(params?["n"]?.intValue ?? -1)
        }
        var options = ConnectionOptions()
        options.inboundQueueLimit = 16
        let peer = try launchPeer(handler: router, options: options)
        defer { peer.connection.close() }
        _ = try await peer.connection.call(method: "notify", params: ["count": 3000], timeout: .seconds(30))
        var seen: [Int64] = []
        for _ in 0..<3000 { seen.append(await ticks.next() ?? -1) }
        #expect(seen == (0..<3000).map(Int64.init))
        peer.connection.closeOutbound()
        _ = await peer.process.waitForExit()
    }

    @Test func bothSidesCallEachOther() async throws {
        let router = MethodRouter()
        router.onRaw("ping") { _, _ in .success("pong from host") }
        let peer = try launchPeer(handler: router)
        defer { peer.connection.close() }
        #expect(try await peer.connection.call(method: "callBack", params: nil, timeout: .seconds(5)) == "pong from host")
        peer.connection.closeOutbound()
        _ = await peer.process.waitForExit()
    }

    @Test func runningOutOfDescriptorsIsAnErrorNotACrash() async throws {
        // In a process of its own: using up every descriptor here would break the other suites.
        let process = try TestProcess(executable: BuiltProducts.path(of: "rpc-test-peer"), arguments: ["--exhaust-descriptors"])
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(process.stdoutFD, &buffer, buffer.count)
            if n <= 0 { break }
            output += buffer[0..<n]
        }
        close(process.stdoutFD)
        close(process.stdinFD)
        let status = await process.waitForExit()
        let text = String(decoding: output, as: UTF8.self)
        #expect(status == 0, "exit status \(status), output \(text)")
        #expect(text.contains("out of file descriptors"), "\(text)")
    }

    @Test func aPeerThatStopsReadingFillsTheBoundedQueueInsteadOfBlocking() async throws {
        // `sleep` never reads its stdin: the pipe fills, then our bounded queue does.
        let process = try TestProcess(executable: "/bin/sleep", arguments: ["30"])
        let transport = try FileDescriptorTransport(readFD: process.stdoutFD, writeFD: process.stdinFD, outboundLimit: 256 << 10)
        let connection = Connection(transport: transport)
        connection.start()
        defer {
            connection.close()
            process.kill()
        }
        let payload = JSONValue.string(String(repeating: "x", count: 4096))
        var sent = 0
        var failure: ConnectionError?
        while failure == nil, sent < 10_000 {
            do throws(ConnectionError) {
                try connection.notify(method: "flood", params: [payload])
                sent += 1
            } catch {
                failure = error
            }
        }
        #expect(failure == .outboundQueueFull(limit: 256 << 10))
        // 64 KiB of pipe plus 256 KiB of queue, in ~4 KiB messages.
        #expect(sent < 100)
        process.kill()
        _ = await process.waitForExit()
    }
}
