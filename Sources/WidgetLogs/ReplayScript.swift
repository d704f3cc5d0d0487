import WidgetJSON
import WidgetLogFormat

/// What `widgets replay` sends and expects: the host → widget messages of one widget instance
/// from a flight recorder log, in order, each request with the reply the widget gave, and the
/// notifications the widget had sent before each message (the host acted on them: a
/// `reloadWidget` caused the next fetch, so the replay waits for them before going on).
public struct ReplayScript: Sendable {
    /// One message the host sent.
    public struct Step: Sendable {
        /// The record of the message as sent.
        public var record: LogRecord
        /// The JSON-RPC message (its `id` is the recorded one; the replay sends its own).
        public var message: JSONValue
        public var method: String
        /// For a request: the widget's recorded reply, nil when it never answered (then
        /// ``outcome`` says what happened instead).
        public var reply: LogRecord?
        /// For a request without a reply: the record that ended the wait (`deadlineMissed`,
        /// `callFailed`), if any.
        public var outcome: LogRecord?
        /// Notifications (method: count) the widget had sent in this instance before this step.
        public var notificationsBefore: [String: Int]

        public var isRequest: Bool { record.kind == .request }
    }

    public var widget: String
    public var instance: Int64
    public var steps: [Step]
    /// Records the recorder dropped for this widget while the instance ran (the log may lack
    /// some of its messages).
    public var droppedRecords: Int

    /// Why a log cannot be replayed as asked, as a sentence.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public enum Kind: Sendable { case usage, log }
        public var kind: Kind
        public var description: String
    }

    /// Picks the widget (`widget`, or the only one with messages in the log) and the instance
    /// (`instance`, or the first that has messages) and builds its script.
    /// - Throws: ``Problem`` of kind `usage` when the choice is ambiguous or names nothing in the
    ///   log; of kind `log` when a message needed was cut at the recorder's cap.
    public static func build(records: [LogRecord], widget: String?, instance: Int64?) throws(Problem) -> ReplayScript {
        let sent = records.filter { $0.direction == .toWidget && ($0.kind == .request || $0.kind == .notification) }
        let widgets = orderedUnique(sent.map(\.widget))
        let chosen: String
        if let widget {
            guard widgets.contains(widget) else {
                throw Problem(kind: .usage, description: "the log has no messages to a widget '\(widget)'" + listing(widgets))
            }
            chosen = widget
        } else {
            guard widgets.count == 1, let only = widgets.first else {
                throw Problem(
                    kind: .usage,
                    description: widgets.isEmpty
                        ? "the log has no host → widget messages to replay"
                        : "the log has messages to several widgets; pick one with --widget" + listing(widgets))
            }
            chosen = only
        }
        let instances = orderedUnique(sent.filter { $0.widget == chosen }.map(\.instance))
        let run: Int64
        if let instance {
            guard instances.contains(instance) else {
                throw Problem(
                    kind: .usage,
                    description:
                        """
                        '\(chosen)' has no instance \(instance) with messages in the log (instances: \
                        \(instances.map(String.init).joined(separator: ", ")))
                        """
                )
            }
            run = instance
        } else {
            run = instances.min() ?? 1
        }

        // One process per instance, except where one log holds several supervisors of the same
        // widget (`widgets preview` trying a second dashboard): then the last process's session.
        var mine = records.filter { $0.widget == chosen && $0.instance == run }
        if let lastPID = mine.last(where: { $0.json[.pid] != nil && $0.direction == .toWidget })?.json[.pid],
            mine.contains(where: { $0.json[.pid] != nil && $0.json[.pid] != lastPID })
        {
            let start = mine.lastIndex { $0.json[.pid] != nil && $0.json[.pid] != lastPID }.map { $0 + 1 } ?? 0
            mine = Array(mine[start...])
        }
        var steps: [Step] = []
        var notifications: [String: Int] = [:]
        var dropped = 0
        // Requests waiting for their reply (the first with their id after them), by id.
        var waiting: [JSONValue: Int] = [:]
        for record in mine {
            switch (record.direction, record.kind) {
            case (.fromWidget?, .notification?):
                if let method = record.method { notifications[method, default: 0] += 1 }
            case (.host?, .recordsDropped?):
                dropped += Int(record.json[.dropped]?.intValue ?? 0)
            case (.toWidget?, .request?), (.toWidget?, .notification?):
                guard let message = record.json[.message], let method = record.method else {
                    let size = record.json[.messageBytes]?.intValue.map { " of \($0) bytes" } ?? ""
                    throw Problem(
                        kind: .log,
                        description:
                            """
                            \(record.file):\(record.line): the \(record.method ?? "message") \(record.idText ?? "")\(size) was cut at \
                            the recorder's cap, so it cannot be sent again; record the session again with a larger \
                            FlightRecorder.Options.maxMessageBytes
                            """
                    )
                }
                if record.kind == .request, let id = record.id { waiting[id] = steps.count }
                steps.append(Step(record: record, message: message, method: method, notificationsBefore: notifications))
            case (.fromWidget?, .response?), (.fromWidget?, .errorResponse?):
                if let id = record.id, let index = waiting.removeValue(forKey: id) { steps[index].reply = record }
            case (.host?, .deadlineMissed?), (.host?, .callFailed?):
                if let id = record.id, let index = waiting.removeValue(forKey: id) { steps[index].outcome = record }
            default:
                break
            }
        }
        return ReplayScript(widget: chosen, instance: run, steps: steps, droppedRecords: dropped)
    }

    private static func listing(_ widgets: [String]) -> String {
        widgets.isEmpty ? "" : " (widgets: \(widgets.joined(separator: ", ")))"
    }

    private static func orderedUnique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}
