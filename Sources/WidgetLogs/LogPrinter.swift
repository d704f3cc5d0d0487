import WidgetJSON
import WidgetLogFormat

/// The human listing of `widgets logs`: the lines for each ``LogListing/Item`` — a record's line
/// (``LogLineFormatter``), under it the whole message pretty-printed (`--expand`) and a crashed
/// widget's stderr tail, and a marker between runs. Records whose line is the same but for the
/// time (a widget repeating itself on stderr) are shown once, then counted:
/// `  … repeated 41 more times, the last at 2026-11-03T08:25:03.120Z`.
public struct LogPrinter: Sendable {
    public var formatter: LogLineFormatter
    /// Pretty-print each record's whole message under its line.
    public var expand: Bool
    /// Count repeated lines instead of printing them.
    public var collapse: Bool

    /// The line being repeated: what it is without its time, how often it came again, and when last.
    private var repeating: (key: String, again: Int, lastMicros: Int64)?

    public init(formatter: LogLineFormatter, expand: Bool = false, collapse: Bool = true) {
        self.formatter = formatter
        self.expand = expand
        self.collapse = collapse
    }

    /// The lines to print for `item` (without newlines).
    public mutating func lines(for item: LogListing.Item) -> [String] {
        switch item {
        case .nextRun(let file):
            let rule = formatter.unicode ? "──" : "--"
            return finish() + [formatter.paint("\(rule) next run (\(file)): instances count from #1 again \(rule)", dim: true)]
        case .record(let paired, let stderrTail):
            var block = [formatter.format(paired)]
            if expand, let message = Self.expansion(of: paired.record) {
                block += message.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
            block += stderrTail.map { "    stderr: " + LogLineFormatter.printable($0) }
            let key = ([formatter.body(paired)] + block.dropFirst()).joined(separator: "\n")
            if collapse, let current = repeating, current.key == key {
                repeating?.again += 1
                repeating?.lastMicros = paired.record.timeMicros
                return []
            }
            let before = finish()
            repeating = (key, 0, paired.record.timeMicros)
            return before + block
        }
    }

    /// The count of a repeated line still held back; call at the end of a listing.
    public mutating func finish() -> [String] {
        defer { repeating = nil }
        guard let repeating, repeating.again > 0 else { return [] }
        let times = repeating.again == 1 ? "once more" : "\(repeating.again) more times"
        return [formatter.paint("  … repeated \(times), the last at \(formatter.time(repeating.lastMicros))", dim: true)]
    }

    /// The whole message of a record, pretty-printed: `message`, else the kept prefix of a
    /// message over the cap; nil for events without one.
    static func expansion(of record: LogRecord) -> String? {
        if let message = record.json[.message] { return PrettyJSON.format(message) }
        if let prefix = record.json[.messagePrefix]?.stringValue {
            return "(only the first bytes were kept) " + LogLineFormatter.printable(prefix)
        }
        return nil
    }
}
