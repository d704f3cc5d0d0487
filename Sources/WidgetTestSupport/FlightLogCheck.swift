import Foundation
import WidgetJSON
import WidgetLogFormat

/// Invariants every flight recorder log must hold, checked on the files themselves (no
/// WidgetLogs: this is what a test asserts about what the host wrote).
public enum FlightLogCheck {
    /// Every file of the log at `path`: `path`, its rotated files `path.N` and its lifecycle
    /// files (those that exist).
    public static func files(of path: String) -> [String] {
        let directory = (path as NSString).deletingLastPathComponent
        let base = (path as NSString).lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { name in
            guard name.hasPrefix(base) else { return false }
            let rest = name.dropFirst(base.count)
            return rest.isEmpty
                || rest.hasPrefix(".")
                    && (rest.dropFirst().allSatisfy(\.isNumber) || rest.hasPrefix(".lifecycle"))
        }.sorted().map { directory + "/" + $0 }
    }

    /// Every record of the log at `path` (all its files), each once, in `seq` order when the
    /// records have one.
    public static func records(of path: String) -> [JSONValue] {
        var seen = Set<Int64>()
        var records: [JSONValue] = []
        for file in files(of: path) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            for line in data.split(separator: 0x0A) {
                guard let record = try? JSONValue(parsing: Array(line)) else { continue }
                if let seq = record[.seq]?.intValue, !seen.insert(seq).inserted { continue }
                records.append(record)
            }
        }
        return records.sorted { ($0["seq"]?.intValue ?? 0) < ($1["seq"]?.intValue ?? 0) }
    }

    /// The log files (the live `*.jsonl` files, not rotated or lifecycle ones) under
    /// `directory`, at any depth.
    public static func logs(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".jsonl") { found.append(directory + "/" + relative) }
        }
        return found.sorted()
    }

    /// One sentence per response (or error response) timestamped before its request, in the
    /// log at `path`: a request and its reply share widget, instance and id.
    public static func repliesBeforeRequests(inLogAt path: String) -> [String] {
        repliesBeforeRequests(records(of: path), label: path)
    }

    public static func repliesBeforeRequests(_ records: [JSONValue], label: String = "the log") -> [String] {
        struct Key: Hashable { var widget: String; var instance: Int64; var id: JSONValue }
        var requests: [Key: String] = [:]
        var problems: [String] = []
        for record in records {
            guard let kind = record.logKind, let id = record[.id], let time = record[.time]?.stringValue,
                let widget = record[.widget]?.stringValue, let instance = record[.instance]?.intValue
            else { continue }
            let key = Key(widget: widget, instance: instance, id: id)
            let direction = record.logDirection
            switch kind {
            case .request where direction == .toWidget:
                requests[key] = time
            case .response where direction == .fromWidget, .errorResponse where direction == .fromWidget:
                // The times have one fixed format (UTC, microseconds), so text order is time order.
                if let sent = requests[key], time < sent {
                    problems.append("\(label): \(widget)#\(instance) \(id.serializedString()): reply at \(time), request at \(sent)")
                }
            default:
                break
            }
        }
        return problems
    }
}
