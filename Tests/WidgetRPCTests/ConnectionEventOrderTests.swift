import Synchronization
import Testing
import WidgetJSON
import WidgetProtocol

@testable import WidgetRPC

/// The order in which a connection reports what it did: what a flight recorder's timestamps
/// are taken from.
@Suite(.timeLimit(.minutes(1)))
struct ConnectionEventOrderTests {
    /// A peer that answers every request inside `send`, before `send` returns: the fastest
    /// widget on the most loaded machine (the reply is read before the sender runs again).
    final class InstantReplyTransport: Transport {
        private let receive = Mutex<(@Sendable (UnsafeRawBufferPointer) -> Void)?>(nil)
        private let closed = Mutex<(@Sendable (TransportClosure) -> Void)?>(nil)
        let answers: Bool

        init(answers: Bool) { self.answers = answers }

        func start(receive: @escaping @Sendable (UnsafeRawBufferPointer) -> Void, closed: @escaping @Sendable (TransportClosure) -> Void) {
            self.receive.withLock { $0 = receive }
            self.closed.withLock { $0 = closed }
        }

        func send(_ bytes: [UInt8]) throws(TransportError) {
            guard answers, let request = try? JSONValue(parsing: Array(bytes.dropLast())), let id = request["id"] else { return }
            let reply = Array(#"{"jsonrpc":"2.0","id":\#(id.serializedString()),"result":{"height":1}}"#.utf8) + [0x0A]
            let receive = self.receive.withLock { $0 }
            reply.withUnsafeBytes { receive?($0) }
        }

        func closeOutbound() {}
        func close() { closed.withLock { $0 }?(.closedLocally) }
        func setReadingPaused(_ paused: Bool) {}
    }

    static func names(_ events: [ConnectionEvent]) -> [String] {
        events.map { event in
            switch event {
            case .sent: "sent"
            case .received: "received"
            case .callFailed: "callFailed"
            case .closed: "closed"
            default: "other"
            }
        }
    }

    @Test func aRequestIsReportedBeforeAReplyThatArrivesWhileItIsBeingWritten() async throws {
        let events = Mutex<[ConnectionEvent]>([])
        let connection = Connection(transport: InstantReplyTransport(answers: true)) { event in events.withLock { $0.append(event) } }
        connection.start()
        for _ in 0..<3 {
            #expect(try await connection.call(method: "cellHeight", params: nil, timeout: .seconds(5)) == ["height": 1])
        }
        #expect(Self.names(events.withLock { $0 }) == ["sent", "received", "sent", "received", "sent", "received"])
    }

    @Test func callsCutOffByTheCloseAreReportedBeforeIt() async throws {
        let events = Mutex<[ConnectionEvent]>([])
        let connection = Connection(transport: InstantReplyTransport(answers: false)) { event in events.withLock { $0.append(event) } }
        connection.start()
        let call = Task { try await connection.call(method: "configureCell", params: nil, timeout: nil) }
        while connection.pendingCallCount == 0 { await Task.yield() }
        connection.close(reason: "the widget exited with signal 9")
        await #expect(throws: ConnectionError.closed(.closedLocally("the widget exited with signal 9"))) { try await call.value }
        let recorded = events.withLock { $0 }
        #expect(Self.names(recorded) == ["sent", "callFailed", "closed"])
        guard case .callFailed(let method, _, let error) = recorded[1] else { return }
        #expect(method == "configureCell" && error == .closed(.closedLocally("the widget exited with signal 9")))
    }
}
