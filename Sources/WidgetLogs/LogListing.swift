import WidgetJSON
import WidgetLogFormat

/// What `widgets logs` lists, record by record in log order: each record paired with its
/// request, the filter applied, and what a reader needs beside a record that the filter would
/// hide — the stderr lines of a widget that exited in error, and where one run ends and the
/// next begins (`--follow` across runs). A pure value: feed it records, it returns items.
public struct LogListing: Sendable {
    /// One thing to show.
    public enum Item: Sendable, Hashable {
        /// A record the filter matched; for an exit in error or a quarantine, the widget's last
        /// stderr lines (the record's own `stderrTail`, else the `stderr` records of that
        /// instance) when the listing has not shown that instance's `stderr` records itself
        /// (`--errors`, `--kind exited`, or records the budget dropped).
        case record(RequestPairer.Paired, stderrTail: [String])
        /// The records from here on belong to another run (its `seq` starts again): instance
        /// numbers and ids restart.
        case nextRun(file: String)
    }

    /// How many stderr lines of an instance are kept for its exit.
    public static let stderrTailLines = 5

    public var filter: LogFilter
    private var pairer = RequestPairer()
    private var lastSeq: Int64?
    private var stderrLines: [String: [String]] = [:]
    /// Sources (widget#instance) whose `stderr` records the filter let through.
    private var stderrShown: Set<String> = []

    public init(filter: LogFilter) {
        self.filter = filter
    }

    /// The items `record` (the next in log order) makes: none, the record, or a run marker
    /// before it.
    public mutating func feed(_ record: LogRecord) -> [Item] {
        var items: [Item] = []
        if let seq = record.seq {
            if let lastSeq, seq <= lastSeq {
                // A new run: ids and instances start again, so nothing carries over.
                pairer = RequestPairer()
                stderrLines = [:]
                stderrShown = []
                items.append(.nextRun(file: record.file))
            }
            lastSeq = seq
        }
        let paired = pairer.pair(record)
        if record.kind == .stderr, let text = record.text {
            stderrLines[record.source, default: []].append(text)
            if stderrLines[record.source]!.count > Self.stderrTailLines { stderrLines[record.source]!.removeFirst() }
        }
        guard filter.matches(paired) else { return items }
        if record.kind == .stderr { stderrShown.insert(record.source) }
        var tail: [String] = []
        if record.isError, record.kind == .exited || record.kind == .quarantined, !stderrShown.contains(record.source) {
            tail = record.json[.stderrTail]?.arrayValue?.compactMap(\.stringValue) ?? stderrLines[record.source] ?? []
        }
        items.append(.record(paired, stderrTail: tail))
        return items
    }

    /// Every item of `records`, in order.
    public static func items(of records: [LogRecord], filter: LogFilter) -> [Item] {
        var listing = LogListing(filter: filter)
        return records.flatMap { listing.feed($0) }
    }

    /// `items` with only the last `count` records (and the run markers among them), like
    /// `tail -n`.
    public static func last(_ count: Int, of items: [Item]) -> [Item] {
        var kept = 0
        var start = items.endIndex
        while start > items.startIndex, kept < count {
            start -= 1
            if case .record = items[start] { kept += 1 }
        }
        return Array(items[start...])
    }
}
