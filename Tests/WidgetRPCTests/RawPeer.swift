import Synchronization
import WidgetJSON
import WidgetProtocol
import WidgetTestSupport

@testable import WidgetRPC

/// The far end of an in-memory transport, driven by a test: it writes raw bytes and reads back
/// whatever the connection under test sends, one JSON value per line.
final class RawPeer: Sendable {
    let transport: InMemoryTransport
    private let lines = AsyncFIFO<JSONValue>()

    init(_ transport: InMemoryTransport) {
        self.transport = transport
        let framer = Mutex(LineFramer())
        let lines = self.lines
        transport.start(
            receive: { chunk in
                var events: [LineFramer.Event] = []
                framer.withLock { $0.push(chunk) { events.append($0) } }
                for case .line(let line) in events {
                    lines.append((try? JSONValue(parsing: line)) ?? .string("<unparsable>"))
                }
            },
            closed: { _ in lines.finish() })
    }

    func send(_ text: String) throws {
        try transport.send(Array((text + "\n").utf8))
    }

    func sendBytes(_ bytes: [UInt8]) throws {
        try transport.send(bytes)
    }

    /// The next JSON line the connection sent, or `nil` once it closed.
    func next() async -> JSONValue? {
        await lines.next()
    }
}

/// A connection under test joined to a ``RawPeer``.
func connectedToRawPeer(
    handler: any ConnectionHandler = NoHandler(), options: ConnectionOptions = ConnectionOptions(),
    observer: Connection.Observer? = nil
) -> (Connection, RawPeer) {
    let (ours, theirs) = InMemoryTransport.pair()
    let connection = Connection(transport: ours, options: options, observer: observer)
    connection.start(handler: handler)
    return (connection, RawPeer(theirs))
}
