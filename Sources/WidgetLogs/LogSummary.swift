import WidgetJSON
import WidgetLogFormat

/// `widgets logs --summary`: per widget and method the calls, errors and reply latencies, and
/// per widget its processes (started; how each ended: stopped by the host or exited unasked),
/// restarts, quarantines, stray stdout lines and stderr lines.
///
/// Counts are facts about the run: they are taken over every record in the filter's scope
/// (its widgets, instance and time window, ``LogFilter/inScope(_:)``), and the rest of the
/// filter (`--method`, `--errors`, `--slow`, `--kind`, `--id`) only chooses which rows are shown
/// — `--summary --errors` lists the methods that had errors, with all their calls.
public struct LogSummary: Sendable, Hashable {
    /// One widget and method.
    public struct MethodRow: Sendable, Hashable {
        public var widget: String
        public var method: String
        /// Requests and notifications with this method, either direction.
        public var count = 0
        /// Error responses, missed deadlines, invalid results and calls lost without a reply
        /// (to the widget's death, a kill or a closed pipe; not to the host's own stop).
        public var errors = 0
        /// Reply latencies in microseconds, in log order.
        public var latenciesUs: [Int64] = []

        /// The median reply latency (nearest rank) in milliseconds; nil without replies.
        public var p50Ms: Double? { LogSummary.percentile(50, of: latenciesUs).map { Double($0) / 1000 } }
        /// The 99th percentile reply latency (nearest rank) in milliseconds.
        public var p99Ms: Double? { LogSummary.percentile(99, of: latenciesUs).map { Double($0) / 1000 } }
    }

    /// One widget's lifecycle counts. Every process started ends as one of ``stops`` or
    /// ``exits`` (one still running at the end of the log is neither).
    public struct WidgetRow: Sendable, Hashable {
        public var widget: String
        /// `spawned` records: processes started (the first start, restarts and retries).
        public var starts = 0
        /// Processes the host stopped (a stop of the dashboard, the user's stop): `stopped`
        /// records that end a process, whatever its exit code, 0 included. Not the `stopped`
        /// records that end no process (a stop while waiting to restart, a restart policy that
        /// does not restart after an exit: that exit is counted in ``exits``).
        public var stops = 0
        /// Processes that ended without the host stopping them (`exited` records): a crash,
        /// an exit of the widget's own (code 0 included), or a kill by the host for a failure
        /// (a missed deadline, a failed handshake).
        public var exits = 0
        /// `restarting` records: restarts the host decided on (a stop is never one).
        public var restarts = 0
        public var quarantines = 0
        /// Lines on stdout that were not protocol: `strayLine`, `oversizeLineStarted` (one per
        /// oversize line) and `partialLine` records.
        public var strayLines = 0
        /// Lines the widget wrote on stderr that were recorded (`stderr` records).
        public var stderrLines = 0
        /// Records the recorder could not keep (the `dropped` counts of `recordsDropped` records).
        public var recordsDropped = 0
    }

    /// Sorted by widget, then method.
    public var methods: [MethodRow]
    /// Sorted by widget.
    public var widgets: [WidgetRow]
    /// The filter the rows were chosen with, for the note that says what was counted.
    public var filter: LogFilter

    /// Summarises paired records (every record of the run, in log order): counts over those in
    /// `filter`'s scope, rows for what its selection matches (see the type's comment).
    public init(_ records: [RequestPairer.Paired], filter: LogFilter = LogFilter()) {
        var methods: [String: [String: MethodRow]] = [:]
        var widgets: [String: WidgetRow] = [:]
        var shownMethods = Set<[String]>()
        var shownWidgets = Set<String>()
        for paired in records where filter.inScope(paired.record) {
            let record = paired.record
            if filter.selects(paired) {
                shownWidgets.insert(record.widget)
                if let method = paired.method { shownMethods.insert([record.widget, method]) }
            }
            widgets[record.widget, default: WidgetRow(widget: record.widget)].widget = record.widget
            switch record.kind {
            case .spawned: widgets[record.widget]!.starts += 1
            case .stopped where Self.endsAProcess(record): widgets[record.widget]!.stops += 1
            case .restarting: widgets[record.widget]!.restarts += 1
            case .exited: widgets[record.widget]!.exits += 1
            case .quarantined: widgets[record.widget]!.quarantines += 1
            case let kind? where kind.isStrayOutput: widgets[record.widget]!.strayLines += 1
            case .stderr: widgets[record.widget]!.stderrLines += 1
            case .recordsDropped: widgets[record.widget]!.recordsDropped += Int(record.json[.dropped]?.intValue ?? 0)
            default: break
            }
            guard let method = paired.method else { continue }
            var row = methods[record.widget, default: [:]][method] ?? MethodRow(widget: record.widget, method: method)
            switch record.kind {
            case .request, .notification: row.count += 1
            case .response: break
            case .errorResponse, .deadlineMissed, .invalidResult: row.errors += 1
            case .callFailed:
                guard record.isError else { continue }
                row.errors += 1
            default: continue
            }
            if record.isReply, let latency = paired.latencyUs { row.latenciesUs.append(latency) }
            methods[record.widget, default: [:]][method] = row
        }
        self.methods = methods.keys.sorted().flatMap { widget in
            methods[widget]!.keys.sorted().map { methods[widget]![$0]! }
        }.filter { shownMethods.contains([$0.widget, $0.method]) }
        self.widgets = widgets.keys.sorted().map { widgets[$0]! }.filter { shownWidgets.contains($0.widget) }
        self.filter = filter
    }

    /// Every column of ``table()`` (the methods table, then the widgets table, then the
    /// dropped records) and what it counts: `widgets logs --help` lists them.
    public static let columns: [(header: String, counts: String)] = [
        ("CALLS", "requests and notifications of the method, either direction"),
        (
            "ERRORS",
            "error responses, missed deadlines, invalid results, calls lost to the widget's death or a kill (not to the host's own stop)"
        ),
        ("P50 MS, P99 MS", "reply latency: median and 99th percentile (nearest rank)"),
        ("STARTS", "processes started (spawned records: the first start, each restart and retry)"),
        ("STOPS", "processes the host stopped (the dashboard ended, the user stopped it), whatever the exit code, 0 included"),
        (
            "EXITS",
            """
            processes that ended without being stopped (exited records): a crash, the widget exiting on its own (code 0 \
            included), or a kill by the host for a failure (a missed deadline, a failed handshake)
            """
        ),
        ("RESTARTS", "restarts the host decided on (restarting records; a stop is never one)"),
        ("QUARANTINES", "times the host gave up on the widget (quarantined records)"),
        ("STRAY LINES", "stdout lines that were not protocol (strayLine, oversizeLineStarted and partialLine records)"),
        ("STDERR LINES", "stderr lines recorded (stderr records)"),
        ("RECORDS DROPPED", "records the recorder could not keep (recordsDropped counts; a table shown only when there were any)"),
    ]

    /// Whether a `stopped` record ends a process: it carries the exit status (`exitCode` or
    /// `signal`), which the ones that end none (no process was running) cannot.
    static func endsAProcess(_ record: LogRecord) -> Bool {
        record.json[.exitCode] != nil || record.json[.signal] != nil
    }

    /// The nearest-rank percentile: the smallest value with at least `p` % of values at or below it.
    public static func percentile(_ p: Double, of values: [Int64]) -> Int64? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    // MARK: - Output

    /// Two aligned tables (methods, then lifecycle), lines ending in `\n`; after them, when
    /// the filter narrowed anything, a note saying what was counted and which rows are shown.
    public func table() -> String {
        func ms(_ value: Double?) -> String { value.map { formatMs($0) } ?? "-" }
        var out = TextColumns.align(
            [["WIDGET", "METHOD", "CALLS", "ERRORS", "P50 MS", "P99 MS"]]
                + methods.map { [$0.widget, $0.method, String($0.count), String($0.errors), ms($0.p50Ms), ms($0.p99Ms)] },
            rightAligned: [2, 3, 4, 5])
        out += "\n"
        out += TextColumns.align(
            [["WIDGET", "STARTS", "STOPS", "EXITS", "RESTARTS", "QUARANTINES", "STRAY LINES", "STDERR LINES"]]
                + widgets.map {
                    [
                        $0.widget, String($0.starts), String($0.stops), String($0.exits), String($0.restarts), String($0.quarantines),
                        String($0.strayLines), String($0.stderrLines),
                    ]
                },
            rightAligned: [1, 2, 3, 4, 5, 6, 7])
        let dropping = widgets.filter { $0.recordsDropped > 0 }
        if !dropping.isEmpty {
            out += "\n"
            out += TextColumns.align(
                [["WIDGET", "RECORDS DROPPED"]] + dropping.map { [$0.widget, String($0.recordsDropped)] },
                rightAligned: [1])
        }
        if let note { out += "\n" + note + "\n" }
        return out
    }

    /// What the counts cover and why rows are missing, when the filter says either; nil for
    /// the whole run with every row.
    public var note: String? {
        var sentences: [String] = []
        if filter.narrowsScope {
            var scope: [String] = []
            if let instance = filter.instance { scope.append("of instance #\(instance)") }
            if let since = filter.sinceMicros { scope.append("from \(LogTime.format(micros: since, offsetSeconds: 0))") }
            if let until = filter.untilMicros { scope.append("until \(LogTime.format(micros: until, offsetSeconds: 0))") }
            sentences.append("Counted only over records \(scope.joined(separator: " ")).")
        } else {
            sentences.append("Counted over the whole run.")
        }
        if filter.selectsSome {
            sentences.append("Shown: the widgets and methods with a record matching the filter; their counts include every record.")
        }
        return filter.narrowsScope || filter.selectsSome ? sentences.joined(separator: " ") : nil
    }

    /// `{"widgets": [{"widget", "starts", "stops", "exits", "restarts", "quarantines", "strayLines", "stderrLines",
    /// "recordsDropped", "methods": [{"method", "count", "errors", "p50Ms", "p99Ms"}]}]}`;
    /// percentiles are null without replies; `"note"` as in ``note``, when there is one.
    public func json() -> JSONValue {
        let rows: [JSONValue] = widgets.map { widget in
            let methodRows: [JSONValue] = methods.filter { $0.widget == widget.widget }.map { row in
                [
                    "method": .string(row.method), "count": .int(Int64(row.count)), "errors": .int(Int64(row.errors)),
                    "p50Ms": row.p50Ms.map(JSONValue.double) ?? .null, "p99Ms": row.p99Ms.map(JSONValue.double) ?? .null,
                ]
            }
            return [
                "widget": .string(widget.widget), "starts": .int(Int64(widget.starts)), "stops": .int(Int64(widget.stops)),
                "exits": .int(Int64(widget.exits)), "restarts": .int(Int64(widget.restarts)),
                "quarantines": .int(Int64(widget.quarantines)),
                "strayLines": .int(Int64(widget.strayLines)), "stderrLines": .int(Int64(widget.stderrLines)),
                "recordsDropped": .int(Int64(widget.recordsDropped)),
                "methods": .array(methodRows),
            ]
        }
        var members: [(String, JSONValue)] = [("widgets", .array(rows))]
        if let note { members.append(("note", .string(note))) }
        return .object(JSONObject(members))
    }
}

/// Milliseconds with one decimal (`12.3`), or whole above 100 (`250`).
func formatMs(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}
