import Foundation

/// Another process's CPU, memory and children, read from /proc while it is alive.
struct ProcessProbe {
    var pid: Int32
    /// `comm`: the executable's name, cut to 15 bytes.
    var command: String = ""

    /// What /proc said at one moment (a process that is gone reads as zeros).
    struct Reading {
        var pid: Int32
        /// CPU time so far, all threads (`/proc/<pid>/schedstat`, nanoseconds).
        var cpu: Duration
        /// VmRSS in KiB.
        var residentKiB: Int
        /// The proportional set size in KiB (`smaps_rollup`): shared pages divided among their users.
        var proportionalKiB: Int
    }

    func read() -> Reading {
        let schedstat = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8)
        let nanoseconds = schedstat?.split(separator: " ").first.flatMap { Int64($0) } ?? 0
        return Reading(
            pid: pid, cpu: .nanoseconds(nanoseconds), residentKiB: Self.kilobytes("VmRSS:", in: "/proc/\(pid)/status"),
            proportionalKiB: Self.kilobytes("Pss:", in: "/proc/\(pid)/smaps_rollup"))
    }

    /// The KiB figure on the line starting with `field` in `file`.
    static func kilobytes(_ field: String, in file: String) -> Int {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field) })
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
