import Foundation

/// Where the `widgets` commands keep their flight recorder logs: one file per run in
/// `<state>/logs/`, named `<kind>-<UTC time>-<pid>.jsonl` (`dashboard-20261103T082500Z-4242.jsonl`),
/// so two runs at once never share a file; `<state>/last-<kind>.jsonl` is a symbolic link to the
/// newest run of that kind (what `widgets logs` reads by default). The state folder and the logs
/// folder are private (0700); the recorder makes each file 0600.
///
/// Old runs are pruned: the newest ``runsKept`` of each kind are kept (with their rotated and
/// lifecycle files), and never a run whose process is still alive.
public struct RunLogs: Sendable {
    /// Runs kept per kind.
    public static let runsKept = 20

    /// Why the logs folder cannot be used, as a sentence.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// `$XDG_STATE_HOME/widgets` or `~/.local/state/widgets`.
    public let stateDirectory: String

    public init(environment: [String: String]) {
        stateDirectory = DefaultPaths.stateDirectory(environment: environment)
    }

    /// `<state>/logs`.
    public var directory: String { stateDirectory + "/logs" }

    /// `<state>/last-<kind>.jsonl`.
    public func latest(_ kind: String) -> String { stateDirectory + "/last-\(kind).jsonl" }

    /// Makes the folders private (creating them), prunes old runs of `kind`, and returns the
    /// path of a new run's log. Call ``pointLatest(_:to:)`` once the recorder has opened it.
    public func newRun(_ kind: String, now: Date = Date(), pid: Int32? = nil) throws(Failure) -> String {
        let pid = pid ?? RunLogsSystemCalls.processID
        try RunLogsSystemCalls.makePrivateDirectory(stateDirectory)
        try RunLogsSystemCalls.makePrivateDirectory(directory)
        prune(kind, keeping: Self.runsKept - 1)
        let stamp = RunLogsSystemCalls.compactUTC(Int(now.timeIntervalSince1970))
        return directory + "/\(kind)-\(stamp)-\(pid).jsonl"
    }

    /// Points `<state>/last-<kind>.jsonl` at `path` (a relative link when `path` is in the logs
    /// folder), replacing the link (or an old regular file) atomically.
    public func pointLatest(_ kind: String, to path: String) {
        let link = latest(kind)
        let target = path.hasPrefix(directory + "/") ? "logs/" + String(path.dropFirst(directory.count + 1)) : path
        let temporary = link + ".\(RunLogsSystemCalls.processID).tmp"
        try? FileManager.default.removeItem(atPath: temporary)
        guard (try? FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: target)) != nil else { return }
        if rename(temporary, link) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// The runs of `kind` in the logs folder, newest first.
    public func runs(_ kind: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { Self.parse($0, kind: kind) != nil }.sorted(by: >).map { directory + "/" + $0 }
    }

    /// Removes all but the newest `count` runs of `kind`, and their rotated and lifecycle files;
    /// a run whose process is alive is kept.
    func prune(_ kind: String, keeping count: Int) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let runs = names.compactMap { name in Self.parse(name, kind: kind).map { (name, $0) } }.sorted { $0.0 > $1.0 }
        for (name, pid) in runs.dropFirst(max(count, 0)) where !RunLogsSystemCalls.isAlive(pid) {
            for sibling in names where sibling == name || sibling.hasPrefix(name + ".") {
                try? FileManager.default.removeItem(atPath: directory + "/" + sibling)
            }
        }
    }

    /// The pid of a run file named `<kind>-<stamp>-<pid>.jsonl`, nil for anything else.
    static func parse(_ name: String, kind: String) -> Int32? {
        guard name.hasPrefix(kind + "-"), name.hasSuffix(".jsonl") else { return nil }
        let middle = name.dropFirst(kind.count + 1).dropLast(".jsonl".count)
        guard let dash = middle.lastIndex(of: "-") else { return nil }
        return Int32(middle[middle.index(after: dash)...])
    }
}
