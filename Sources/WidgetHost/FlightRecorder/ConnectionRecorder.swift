import WidgetJSON
import WidgetLogFormat
import WidgetProtocol
import WidgetRPC

/// Turns one widget instance's connection events into flight-recorder records and counters.
/// Runs on the transport's threads (no actor hop), so it must stay cheap. One per connection:
/// it remembers whether the host asked the widget to shut down, which makes the end of the
/// channel (and a call it cuts off) expected rather than an error.
final class ConnectionRecorder: Sendable {
    let widget: String
    let instance: Int
    let pid: Int32?
    let recorder: FlightRecorder
    /// Counts what the widget got wrong in its ``WidgetSnapshot/counters``.
    let count: @Sendable ((inout WidgetCounters) -> Void) -> Void
    private let shutdownSent = Locked(false)

    init(
        widget: String, instance: Int, pid: Int32?, recorder: FlightRecorder,
        count: @escaping @Sendable ((inout WidgetCounters) -> Void) -> Void
    ) {
        self.widget = widget
        self.instance = instance
        self.pid = pid
        self.recorder = recorder
        self.count = count
    }

    /// Records `event` and counts what the widget got wrong.
    func record(_ event: ConnectionEvent) {
        func make(_ direction: RPCLogRecord.Direction, _ kind: RPCLogRecord.Kind) -> RPCLogRecord {
            RPCLogRecord(widget: widget, instance: instance, pid: pid, direction: direction, kind: kind)
        }
        func message(_ direction: RPCLogRecord.Direction, _ message: JSONRPCMessage, bytes: Int, method: String?, latency: Duration?) {
            let kind: RPCLogRecord.Kind
            switch message {
            case .request: kind = .request
            case .notification: kind = .notification
            case .response: kind = .response
            case .errorResponse: kind = .errorResponse
            }
            var record = make(direction, kind)
            record.method = message.method ?? method
            record.id = message.id
            record.latency = latency
            record.bytes = bytes
            // Turned into JSON by the writer thread: a megabyte's tree is no work for the reader.
            record.wire = message
            recorder.record(record)
        }
        switch event {
        case .sent(let m, let bytes):
            if case .request(_, "shutdown", _) = m { shutdownSent.withLock { $0 = true } }
            message(.toWidget, m, bytes: bytes, method: nil, latency: nil)
        case .received(let m, let bytes, let method, let latency):
            message(.fromWidget, m, bytes: bytes, method: method, latency: latency)
        case .malformedLine(let line, let bytes, let reason):
            count { $0.strayLines += 1 }
            var record = make(.fromWidget, .strayLine)
            record.bytes = bytes
            record.text = EscapedLine.text(of: line)
            record.fields = [(.reason, .string(reason))]
            recorder.record(record)
        case .oversizeLineStarted(let limit):
            // Recorded at once: a widget that writes without end is seen while it does.
            var record = make(.fromWidget, .oversizeLineStarted)
            record.text = "a stdout line went over the \(limit)-byte limit; it is skipped up to its newline"
            record.fields = [(.limit, .int(Int64(limit)))]
            recorder.record(record)
        case .oversizeLine(let bytes):
            count { $0.oversizeLines += 1 }
            var record = make(.fromWidget, .oversizeLine)
            record.bytes = bytes
            record.text = "a stdout line of \(bytes) bytes exceeds the limit and was skipped"
            recorder.record(record)
        case .partialLineAtEOF(let line, let bytes):
            count { $0.partialLines += 1 }
            var record = make(.fromWidget, .partialLine)
            record.bytes = bytes
            record.text = EscapedLine.text(of: line)
            recorder.record(record)
        case .unmatchedResponse(let m, let late):
            count { late ? ($0.lateResponses += 1) : ($0.unmatchedResponses += 1) }
            var record = make(.fromWidget, late ? .lateResponse : .unmatchedResponse)
            record.id = m.id
            record.text =
                late
                ? "a reply after its deadline was dropped"
                : "a reply to no pending request (wrong, duplicate or unsolicited id) was dropped"
            recorder.record(record)
        case .peerReportedError(let error):
            var record = make(.fromWidget, .strayLine)
            record.text = "the widget reported an error about our input: \(error)"
            recorder.record(record)
        case .callTimedOut(let method, let id, let after):
            count { $0.deadlinesMissed += 1 }
            var record = make(.host, .deadlineMissed)
            record.method = method
            record.id = id
            record.text = "no reply within \(after)"
            record.fields = [(.deadlineMs, .double(after.inSeconds * 1000))]
            recorder.record(record)
        case .callFailed(let method, let id, let error):
            // Lost to the widget's death, a kill or a closed pipe: an error, unless the host was
            // stopping the widget anyway.
            var record = make(.host, .callFailed)
            record.method = method
            record.id = id
            record.text = "no reply: \(error)"
            record.fields = [(.cause, .string(Self.cause(of: error)))]
            if shutdownSent.withLock({ $0 }) { record.fields.append((.expected, .bool(true))) }
            recorder.record(record)
        case .closed(let reason):
            var record = make(.host, .channelClosed)
            record.text = reason.description
            let cause = Self.cause(of: .closed(reason))
            record.fields = [(.cause, .string(cause))]
            // The host closed it (a stop, a kill, the exit it saw), or the widget closed its
            // output after `shutdown`: the normal end, not an error.
            if cause == "closedByHost" || shutdownSent.withLock({ $0 }) {
                record.fields.append((.expected, .bool(true)))
            }
            recorder.record(record)
        }
    }

    /// One word for how a call or the channel ended: `closedByHost` (stop, kill, exit seen),
    /// `endOfFile` (the widget closed its stdout or died), `readFailed`, `sendFailed`,
    /// `outboundQueueFull`, or `other`.
    static func cause(of error: ConnectionError) -> String {
        switch error {
        case .closed(.closedLocally): return "closedByHost"
        case .closed(.transport(.endOfFile)): return "endOfFile"
        case .closed(.transport(.closedLocally)): return "closedByHost"
        case .closed(.transport(.readFailed)): return "readFailed"
        case .closed(.sendFailed): return "sendFailed"
        case .outboundQueueFull: return "outboundQueueFull"
        default: return "other"
        }
    }
}
