import Foundation

extension RunLogs {
    /// One run's log in the logs folder (`widgets logs --runs`).
    public struct Run: Sendable, Hashable {
        /// `dashboard` or `preview`: the command that wrote it.
        public var kind: String
        /// The run's log (its rotated and lifecycle files are beside it).
        public var path: String
        /// When the run started (from the file's name), in microseconds since the epoch.
        public var startMicros: Int64
        public var pid: Int32
        /// Whether its process is still alive (the run is going on, or the pid was reused).
        public var isRunning: Bool
        /// Whether `last-<kind>.jsonl` points to it.
        public var isLatest: Bool
        /// The bytes of all its files.
        public var bytes: Int64
    }

    /// Every run in the logs folder, newest first.
    public func allRuns() -> [Run] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var runs: [Run] = []
        for name in names {
            guard let (kind, startMicros, pid) = Self.parseRunName(name) else { continue }
            let path = directory + "/" + name
            let bytes = names.filter { $0 == name || $0.hasPrefix(name + ".") }.reduce(Int64(0)) { total, file in
                let size = (try? FileManager.default.attributesOfItem(atPath: directory + "/" + file)[.size] as? NSNumber)?.int64Value
                return total + (size ?? 0)
            }
            runs.append(
                Run(
                    kind: kind, path: path, startMicros: startMicros, pid: pid, isRunning: RunLogsSystemCalls.isAlive(pid),
                    isLatest: LogFiles.resolvingLink(latest(kind)) == path, bytes: bytes))
        }
        return runs.sorted { ($0.startMicros, $0.path) > ($1.startMicros, $1.path) }
    }

    /// The kind, start and pid of a run file named `<kind>-<YYYYMMDDTHHMMSSZ>-<pid>.jsonl`.
    static func parseRunName(_ name: String) -> (kind: String, startMicros: Int64, pid: Int32)? {
        guard name.hasSuffix(".jsonl") else { return nil }
        let parts = name.dropLast(".jsonl".count).split(separator: "-")
        guard parts.count >= 3, let pid = Int32(parts[parts.count - 1]) else { return nil }
        let stamp = Array(parts[parts.count - 2])
        guard stamp.count == 16, stamp[8] == "T", stamp[15] == "Z" else { return nil }
        let text =
            "\(String(stamp[0..<4]))-\(String(stamp[4..<6]))-\(String(stamp[6..<8]))T"
            + "\(String(stamp[9..<11])):\(String(stamp[11..<13])):\(String(stamp[13..<15]))Z"
        guard let micros = LogTime.parse(text) else { return nil }
        return (parts[..<(parts.count - 2)].joined(separator: "-"), micros, pid)
    }
}
