import Glibc

/// What a process and everything below it cost so far, read from `/proc`: CPU time and
/// resident memory. The budget watchdog samples each widget's tree with it (its sentinel, the
/// widget and whatever the widget started), and the inspector of `widgets serve` while someone looks.
///
/// CPU time sums, for every live process of the tree, its own user and system time and that of
/// the children it reaped (`utime + stime + cutime + cstime` in `/proc/<pid>/stat`): a child
/// that ended inside the tree still counts, nothing is counted twice. The difference of two
/// samples divided by the time between them is the tree's CPU use over that time.
public struct ProcessTreeUsage: Sendable, Hashable {
    /// User and system time of the tree so far.
    public var cpuTime: Duration
    /// Resident memory of every live process of the tree (pages shared between them counted
    /// once per process, as `ps` does).
    public var residentBytes: Int
    /// How many live processes the tree has (zombies not counted).
    public var processes: Int

    public init(cpuTime: Duration, residentBytes: Int, processes: Int) {
        self.cpuTime = cpuTime
        self.residentBytes = residentBytes
        self.processes = processes
    }

    /// The tree of `root` as `/proc` shows it now; nil once `root` is gone. Reads the tree's own
    /// processes (``treeStatLines(root:)``) where the kernel lists each thread's children, else
    /// every process of the machine.
    public static func sample(root: pid_t) -> ProcessTreeUsage? {
        let lines = treeStatLines(root: root) ?? allStatLines()
        return usage(
            ofTree: root, statLines: lines, ticksPerSecond: Int(sysconf(Int32(_SC_CLK_TCK))), pageSize: Int(sysconf(Int32(_SC_PAGESIZE))))
    }

    /// The stat lines of `root` and every process below it, found through each thread's
    /// `/proc/<pid>/task/<tid>/children` (proc(5), `CONFIG_PROC_CHILDREN`): a few reads per
    /// process of the tree rather than one per process of the machine. The budget watchdog
    /// samples every widget's tree four times a second; with a pass over all of `/proc` each,
    /// 100 idle widgets cost the host more than a core. A child forked while its parent's file
    /// is read may be missed until the next sample, which a breach must also show in. Nil when
    /// the kernel has no such files.
    static func treeStatLines(root: pid_t) -> [String]? {
        guard kernelListsChildren else { return nil }
        var lines: [String] = []
        var stack = [root]
        var seen = Set<pid_t>()
        while let pid = stack.popLast() {
            guard seen.insert(pid).inserted, let stat = ProcessTable.readFile("/proc/\(pid)/stat") else { continue }
            lines.append(String(decoding: stat, as: UTF8.self))
            for thread in ProcessTable.directoryEntries("/proc/\(pid)/task") where pid_t(thread) != nil {
                guard let children = ProcessTable.readFile("/proc/\(pid)/task/\(thread)/children") else { continue }
                stack += children.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") })
                    .compactMap { pid_t(String(decoding: $0, as: UTF8.self)) }
            }
        }
        return lines
    }

    /// The stat line of every process on the machine: one pass over `/proc`.
    static func allStatLines() -> [String] {
        ProcessTable.directoryEntries("/proc").compactMap { name -> String? in
            guard pid_t(name) != nil, let bytes = ProcessTable.readFile("/proc/\(name)/stat") else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether this kernel has the `children` files (absent without `CONFIG_PROC_CHILDREN`).
    static let kernelListsChildren: Bool = access("/proc/self/task/\(getpid())/children", R_OK) == 0

    /// The usage of `root`'s tree among `statLines` (`/proc/<pid>/stat` lines of any processes);
    /// nil when `root` is not among them or is a zombie.
    public static func usage(ofTree root: pid_t, statLines: [String], ticksPerSecond: Int, pageSize: Int) -> ProcessTreeUsage? {
        var processes: [pid_t: (process: ProcessTable.Process, counters: Counters)] = [:]
        var children: [pid_t: [pid_t]] = [:]
        for line in statLines {
            guard let process = ProcessTable.Process(statLine: line), let counters = Counters(statLine: line) else { continue }
            processes[process.pid] = (process, counters)
            children[process.parentPID, default: []].append(process.pid)
        }
        guard let top = processes[root], top.process.isAlive else { return nil }
        var ticks: UInt64 = 0
        var pages = 0
        var count = 0
        var stack = [root]
        var seen = Set<pid_t>()
        while let pid = stack.popLast() {
            guard seen.insert(pid).inserted, let (process, counters) = processes[pid] else { continue }
            stack += children[pid] ?? []
            guard process.isAlive else { continue }
            ticks += counters.ticks
            pages += counters.residentPages
            count += 1
        }
        let perSecond = UInt64(max(1, ticksPerSecond))
        let cpuTime = Duration.seconds(Int64(ticks / perSecond)) + .nanoseconds(Int64((ticks % perSecond) * 1_000_000_000 / perSecond))
        return ProcessTreeUsage(cpuTime: cpuTime, residentBytes: pages * max(1, pageSize), processes: count)
    }

    /// The fields of a stat line this needs, counted after the command's closing parenthesis
    /// (the command may hold spaces and parentheses): utime, stime, cutime, cstime (fields
    /// 14–17 of proc(5)) and rss (field 24).
    struct Counters {
        var ticks: UInt64
        var residentPages: Int

        init?(statLine line: String) {
            guard let close = line.lastIndex(of: ")") else { return nil }
            let fields = line[line.index(after: close)...].split(separator: " ")
            // fields[0] is the state (field 3 of proc(5)), so field n is fields[n - 3].
            guard fields.count > 21 else { return nil }
            let times = fields[11...14].compactMap { UInt64($0) }
            guard times.count == 4, let rss = Int(fields[21]) else { return nil }
            self.ticks = times.reduce(0, +)
            self.residentPages = max(0, rss)
        }
    }
}
