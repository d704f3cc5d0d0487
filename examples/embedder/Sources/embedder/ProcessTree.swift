import Foundation

/// The processes below this one, read from `/proc`: what the host must not leave behind.
enum ProcessTree {
    /// The pid and command of every live process descended from `root` (zombies included: a
    /// zombie is a child nobody reaped).
    static func descendants(of root: Int32 = getpid()) -> [(pid: Int32, command: String)] {
        var parents: [Int32: (parent: Int32, command: String)] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8) else {
                continue
            }
            // "pid (command) state ppid …": the command may hold spaces and parentheses.
            guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = Int32(fields[1]) else { continue }
            parents[pid] = (parent, String(stat[stat.index(after: open)..<close]))
        }
        return parents.filter { pid, _ in
            var current = pid
            while let up = parents[current]?.parent, up > 1 {
                if up == root { return true }
                current = up
            }
            return false
        }.map { ($0.key, $0.value.command) }
    }
}
