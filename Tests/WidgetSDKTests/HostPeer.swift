import Foundation
import SDKTestWidgets
import Synchronization
import Testing
import WidgetRPC
import WidgetSDK
import WidgetTestSupport

/// The host's end of a widget conversation for tests: writes raw lines, reads the widget's
/// lines back as JSON values, with a deadline on every read (no sleeps).
final class HostPeer: Sendable {
    enum Event: Sendable {
        case line(JSONValue)
        case closed
        case timeout(UInt64)
    }

    let transport: any Transport
    private let events = AsyncFIFO<Event>()
    private let buffer = Mutex<[UInt8]>([])
    private let generation = Mutex<UInt64>(0)
    let process: TestProcess?
    private let widgetTask: Task<Void, Never>?

    /// The widget `name` from `SDKTestWidgets`, served in this process over an in-memory pipe
    /// (the same `WidgetRunner` code path as a real widget).
    static func inProcess(_ name: String) -> HostPeer {
        inProcess { await SDKTestWidgets.serve(name, transport: $0) }
    }

    /// A widget served by `serve` in this process over an in-memory pipe (a type of the test's own).
    static func inProcess(serving serve: @escaping @Sendable (any Transport) async -> Void) -> HostPeer {
        let (host, widget) = InMemoryTransport.pair()
        let task = Task { await serve(widget) }
        return HostPeer(transport: host, process: nil, widgetTask: task)
    }

    /// A real widget process.
    static func spawn(_ executable: String, arguments: [String] = [], environment: [String: String] = [:]) throws -> HostPeer {
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        let process = try TestProcess(executable: executable, arguments: arguments, environment: env)
        let transport = try FileDescriptorTransport(readFD: process.stdoutFD, writeFD: process.stdinFD)
        return HostPeer(transport: transport, process: process, widgetTask: nil)
    }

    private init(transport: any Transport, process: TestProcess?, widgetTask: Task<Void, Never>?) {
        self.transport = transport
        self.process = process
        self.widgetTask = widgetTask
        transport.start(
            receive: { [self] chunk in
                let lines = buffer.withLock { buffer -> [[UInt8]] in
                    buffer.append(contentsOf: chunk)
                    var lines: [[UInt8]] = []
                    while let newline = buffer.firstIndex(of: 0x0A) {
                        lines.append(Array(buffer[..<newline]))
                        buffer.removeSubrange(...newline)
                    }
                    return lines
                }
                for line in lines {
                    // Anything that is not JSON is kept as a string, so a test can see it.
                    let value = (try? JSONValue(parsing: line)) ?? .string("NOT JSON: " + String(decoding: line, as: UTF8.self))
                    events.append(.line(value))
                }
            },
            closed: { [self] _ in events.append(.closed) })
    }

    func send(_ message: JSONValue) throws {
        var bytes = message.serialized()
        bytes.append(0x0A)
        try transport.send(bytes)
    }

    func request(_ id: String, _ method: String, _ params: JSONValue? = nil) throws {
        var message: JSONValue = ["jsonrpc": "2.0", "id": .string(id), "method": .string(method)]
        if let params, case .object(var object) = message {
            object["params"] = params
            message = .object(object)
        }
        try send(message)
    }

    /// The next line from the widget; `nil` on EOF or after `timeout` (a bound against a hang,
    /// generous for a loaded machine).
    func next(timeout: Duration = .seconds(30)) async -> JSONValue? {
        let mine = generation.withLock { value -> UInt64 in
            value += 1
            return value
        }
        let timer = Task { [events] in
            try? await Task.sleep(for: timeout)
            events.append(.timeout(mine))
        }
        defer { timer.cancel() }
        while true {
            switch await events.next() {
            case .line(let value)?: return value
            case .closed?, nil: return nil
            case .timeout(let which)?: if which == mine { return nil }
            }
        }
    }

    /// Sends a request and returns the widget's reply, skipping notifications (returned too).
    func call(_ id: String, _ method: String, _ params: JSONValue? = nil) async throws -> (reply: JSONValue?, notifications: [JSONValue]) {
        try request(id, method, params)
        var notifications: [JSONValue] = []
        while let line = await next() {
            if line["id"] == .string(id) { return (line, notifications) }
            notifications.append(line)
        }
        return (nil, notifications)
    }

    /// Closes the widget's stdin.
    func closeInput() {
        transport.closeOutbound()
    }

    func waitForWidget() async {
        await widgetTask?.value
    }
}

enum Samples {
    static func json(_ path: String) throws -> JSONValue {
        let url = RepositoryPaths.samples.appendingPathComponent(path)
        return try JSONValue(parsing: Array(try Data(contentsOf: url)))
    }

    static let initializeParams: JSONValue = [
        "protocolVersion": "1.0", "supportedVersions": ["1.0"],
        "host": ["name": "WidgetHost", "version": "0.1.0"], "user": ["userID": "usr-test"],
        "locale": "en-GB", "timeZone": "Europe/London",
        "capabilities": [
            "nodeKinds": ["vstack", "text"], "maxLineBytes": 1_048_576,
            "limits": [
                "maxNodes": 200, "maxDepth": 12, "maxTextLength": 2000, "maxActionPayloadBytes": 2048,
                "maxImageDataBytes": 262_144, "maxListItems": 50, "maxFactsRows": 20, "maxTimelineEntries": 50,
            ],
        ],
    ]

    /// `init` params for the one-way trip sample, its first flight current.
    static func tripInit() throws -> JSONValue {
        let trip = try json("trips/one-way.json")
        let flight = try #require(trip["flights"]?.arrayValue?.first)
        return ["dashboard": "trip", "trip": trip, "flight": flight]
    }

    static func airportInit() throws -> JSONValue {
        ["dashboard": "airport", "airport": try json("airports/lhr.json")]
    }
}

extension JSONValue {
    /// The error code of an error response.
    var errorCode: Int64? { self["error"]?["code"]?.intValue }
}
