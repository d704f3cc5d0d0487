import WidgetLogs

/// Records written by hand for tests: `seq` N at second N, of widget `w` instance 1 unless said.
enum LogRecords {
    static func record(
        _ seq: Int, kind: String, widget: String = "w", instance: Int = 1, direction: String = "host", extra: String = ""
    ) throws -> LogRecord {
        let second = seq < 10 ? "0\(seq)" : String(seq)
        let line = """
            {"time":"2026-11-03T08:25:\(second).000000Z","seq":\(seq),"widget":"\(widget)","instance":\(instance),\
            "direction":"\(direction)","kind":"\(kind)"\(extra.isEmpty ? "" : "," + extra)}
            """
        return try LogRecord(line: line, file: "run.jsonl", number: seq)
    }

    static func stderr(_ seq: Int, _ text: String, instance: Int = 1) throws -> LogRecord {
        try record(seq, kind: "stderr", instance: instance, direction: "fromWidget", extra: #""text":"\#(text)""#)
    }
}
