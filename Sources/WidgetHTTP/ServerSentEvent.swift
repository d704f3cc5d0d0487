/// One event of a `text/event-stream` response, as a browser's `EventSource` reads it.
public struct ServerSentEvent: Sendable, Hashable {
    /// The event's id: the client sends the last one it saw as `Last-Event-ID` when it
    /// reconnects. CR, LF and NUL are removed (they would end the field, or the browser drops
    /// an id containing NUL).
    public var id: String?
    /// The event type (`event:`); nil is the default type, `message`. CR and LF are removed.
    public var event: String?
    /// The payload; line breaks (CRLF, CR or LF) are kept by sending one `data:` line each.
    public var data: String

    public init(id: String? = nil, event: String? = nil, data: String) {
        self.id = id
        self.event = event
        self.data = data
    }

    /// The event's wire form, ending in the blank line that dispatches it.
    public var encoded: [UInt8] {
        var out = ""
        if let id { out += "id: " + Self.singleLine(id, droppingNUL: true) + "\n" }
        if let event { out += "event: " + Self.singleLine(event, droppingNUL: false) + "\n" }
        var line = ""
        var previousWasCR = false
        for scalar in data.unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                out += "data: " + line + "\n"
                line = ""
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        out += "data: " + line + "\n\n"
        return Array(out.utf8)
    }

    /// A comment line: ignored by the client, it keeps the connection visibly alive.
    static let heartbeat = Array(": heartbeat\n\n".utf8)

    /// The field that sets the client's reconnection delay.
    static func retry(_ delay: Duration) -> [UInt8] {
        let milliseconds = delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000
        return Array("retry: \(max(0, milliseconds))\n\n".utf8)
    }

    private static func singleLine(_ text: String, droppingNUL: Bool) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" && !(droppingNUL && $0 == "\0") }))
    }
}
