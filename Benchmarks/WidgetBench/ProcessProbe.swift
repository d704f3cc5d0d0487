import Foundation

/// Another process's CPU, resident memory and children, read from /proc while it is alive.
struct ProcessProbe {
    var pid: Int32
    /// `comm`: the executable's name, cut to 15 bytes.
    var command: String = ""

    /// CPU time so far, all threads (`/proc/<pid>/schedstat`, nanoseconds).
    var cpu: Duration {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
            let nanoseconds = text.split(separator: " ").first.flatMap({ Int64($0) })
        else { return .zero }
        return .nanoseconds(nanoseconds)
    }

    /// VmRSS in KiB.
    var residentKiB: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// The live children of `parent`, found by the parent pid in each `/proc/<pid>/stat`.
    static func children(of parent: Int32) -> [ProcessProbe] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> ProcessProbe? in
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == parent else { return nil }
            return ProcessProbe(pid: pid, command: String(stat[stat.index(after: open)..<close]))
        }
    }
}
