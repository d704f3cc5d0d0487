import Synchronization

/// The kernel's ceiling on one widget's tasks: a cgroup of the pids controller of its own, with
/// `pids.max`, that its sentinel joins before it forks the widget, so the widget and everything
/// it starts (processes and threads alike: the kernel counts tasks) can never hold more than
/// that many pid slots at once. Where the watchdog sees a flood only at its next sample, this
/// holds between samples: a fork past the ceiling fails with `EAGAIN`, and the rest of the
/// machine can still fork (`protocol/manifest.md`, "Budgets").
///
/// Made by ``TaskCgroupPlace`` beneath the host's own cgroup where the kernel lets it (the host
/// runs as root, or in a delegated cgroup v2 subtree), removed once the sentinel is reaped.
/// Where no pids controller can be used, a widget has none, and its sandbox report says so.
public struct TaskCgroup: Sendable, Hashable {
    /// Which hierarchy holds it.
    public enum Controller: String, Sendable, Hashable {
        case v2 = "cgroup v2 pids"
        case v1 = "cgroup v1 pids"
    }

    /// The cgroup's folder.
    public let path: String
    public let controller: Controller
    /// Its `pids.max`: the tree's tasks, the sentinel's included.
    public let maxTasks: Int

    /// The file the sentinel writes its pid to (`-g`).
    var processesFile: String { path + "/cgroup.procs" }

    /// Whether `pid` is in it: the sentinel joined before it forked the widget.
    func contains(_ pid: Int32) -> Bool {
        guard let bytes = ProcessTable.readFile(processesFile) else { return false }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains { Int32($0) == pid }
    }

    /// How many forks and clones the kernel has refused it (`pids.events`' `max`), or nil when
    /// it cannot be read.
    public var refusedForks: Int? {
        guard let bytes = ProcessTable.readFile(path + "/pids.events") else { return nil }
        return Self.refusedForks(inEvents: String(decoding: bytes, as: UTF8.self))
    }

    /// The `max` count of a `pids.events` file ("max 12").
    static func refusedForks(inEvents text: String) -> Int? {
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 2, words[0] == "max" { return Int(words[1]) }
        }
        return nil
    }
}

/// Where this host makes its widgets' ``TaskCgroup``s: `widgets-host-<pid>` beneath the host's
/// own cgroup of the pids controller (cgroup v2 when it has the controller, else v1).
///
/// Each cgroup is removed when its sentinel is reaped, and the host's folder with the last one;
/// the folders a host that died left behind (its pid gone) are removed the first time another
/// host makes one. Nothing here signals anything: a cgroup with a task still in it stays.
public final class TaskCgroupPlace: Sendable {
    /// This host's place, or nil when no pids controller is there for it to use (none mounted, or
    /// the kernel refuses this process a cgroup in it).
    public static let shared: TaskCgroupPlace? = {
        guard let mountInfo = ProcessTable.readFile("/proc/self/mountinfo"),
            let cgroups = ProcessTable.readFile("/proc/self/cgroup")
        else { return nil }
        let found = candidates(
            mountInfo: String(decoding: mountInfo, as: UTF8.self), cgroups: String(decoding: cgroups, as: UTF8.self))
        for (parent, controller) in found {
            // A v2 cgroup offers its children only the controllers it has itself.
            if controller == .v2 {
                guard let offered = ProcessTable.readFile(parent + "/cgroup.controllers"),
                    String(decoding: offered, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).contains("pids")
                else { continue }
            }
            guard ProcessSystemCalls.isDirectory(parent) else { continue }
            // Mounted is not writable (a container's read-only /sys, a user without delegation):
            // one cgroup made and removed says the host may.
            let place = TaskCgroupPlace(parent: parent, controller: controller)
            guard let probe = place.make(name: "probe", maxTasks: 1) else { continue }
            place.remove(probe)
            return place
        }
        return nil
    }()

    /// The host's own cgroup folder in the controller's hierarchy.
    public let parent: String
    public let controller: TaskCgroup.Controller
    /// `parent/widgets-host-<pid>`: this host's widgets' cgroups.
    public let folder: String

    private struct State {
        var made = 0
        var live = 0
        var swept = false
    }

    private let state = Mutex(State())

    init(parent: String, controller: TaskCgroup.Controller) {
        self.parent = parent
        self.controller = controller
        self.folder = parent + "/" + Self.folderPrefix + String(ProcessSystemCalls.processID)
    }

    static let folderPrefix = "widgets-host-"

    /// A new cgroup named after `name` holding at most `maxTasks` tasks, or nil when the kernel
    /// refuses one (then the widget runs without a kernel ceiling, and its report says so).
    public func make(name: String, maxTasks: Int) -> TaskCgroup? {
        state.withLock { state -> TaskCgroup? in
            if !state.swept {
                state.swept = true
                sweepLeftovers()
            }
            if state.live == 0 {
                let made = ProcessSystemCalls.makeDirectory(folder)
                guard made == 0 || made == ProcessSystemCalls.eexist else { return nil }
                if controller == .v2 {
                    // Our parent must pass the controller down to us, and we to our children.
                    _ = ProcessSystemCalls.writeFile(parent + "/cgroup.subtree_control", "+pids")
                    _ = ProcessSystemCalls.writeFile(folder + "/cgroup.subtree_control", "+pids")
                }
            }
            state.made += 1
            let safe = name.filter { $0.isLetter || $0.isNumber || "-_.".contains($0) }.prefix(64)
            let path = folder + "/" + (safe.isEmpty ? "widget" : String(safe)) + "-" + String(state.made)
            guard ProcessSystemCalls.makeDirectory(path) == 0 else {
                if state.live == 0 { _ = ProcessSystemCalls.removeDirectory(folder) }
                return nil
            }
            guard ProcessSystemCalls.writeFile(path + "/pids.max", String(maxTasks)) == 0 else {
                _ = ProcessSystemCalls.removeDirectory(path)
                if state.live == 0 { _ = ProcessSystemCalls.removeDirectory(folder) }
                return nil
            }
            state.live += 1
            return TaskCgroup(path: path, controller: controller, maxTasks: maxTasks)
        }
    }

    /// Removes `cgroup` (its tasks are gone: its sentinel was reaped), and this host's folder
    /// with the last one.
    public func remove(_ cgroup: TaskCgroup) {
        state.withLock { state in
            _ = ProcessSystemCalls.removeDirectory(cgroup.path)
            state.live -= 1
            if state.live == 0 { _ = ProcessSystemCalls.removeDirectory(folder) }
        }
    }

    /// Removes the empty folders of hosts that are gone: `widgets-host-<pid>` with no such pid.
    private func sweepLeftovers() {
        for name in ProcessTable.directoryEntries(parent) where name.hasPrefix(Self.folderPrefix) {
            guard let pid = Int32(name.dropFirst(Self.folderPrefix.count)), pid != ProcessSystemCalls.processID,
                !ProcessSystemCalls.pathExists("/proc/\(pid)")
            else { continue }
            let stale = parent + "/" + name
            for child in ProcessTable.directoryEntries(stale) where ProcessSystemCalls.isDirectory(stale + "/" + child) {
                _ = ProcessSystemCalls.removeDirectory(stale + "/" + child)
            }
            _ = ProcessSystemCalls.removeDirectory(stale)
        }
    }

    /// The folders that could hold this process's task cgroups, best first: its own cgroup in a
    /// cgroup2 mount, then in a cgroup v1 mount of the pids controller. From the texts of
    /// `/proc/self/mountinfo` and `/proc/self/cgroup`.
    static func candidates(mountInfo: String, cgroups: String) -> [(String, TaskCgroup.Controller)] {
        var own: [String: String] = [:]  // "" for v2, else "pids"
        for line in cgroups.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            let controllers = parts[1].split(separator: ",")
            if parts[0] == "0" && parts[1].isEmpty { own[""] = String(parts[2]) }
            if controllers.contains("pids") { own["pids"] = String(parts[2]) }
        }
        var v2: [String] = []
        var v1: [String] = []
        for line in mountInfo.split(separator: "\n") {
            // "36 25 0:31 / /sys/fs/cgroup/pids rw,relatime shared:14 - cgroup cgroup rw,pids"
            guard let separator = line.firstRange(of: " - ") else { continue }
            let fields = line[..<separator.lowerBound].split(separator: " ")
            let tail = line[separator.upperBound...].split(separator: " ")
            guard fields.count >= 5, tail.count >= 3 else { continue }
            let (root, mountPoint) = (String(fields[3]), String(fields[4]))
            func place(_ path: String) -> String {
                // The cgroup's path is from the hierarchy's root; a mount of a subtree shows it below that.
                let relative = root == "/" ? path : (path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path)
                return relative == "/" || relative.isEmpty ? mountPoint : mountPoint + (relative.hasPrefix("/") ? "" : "/") + relative
            }
            if tail[0] == "cgroup2", let path = own[""] {
                v2.append(place(path))
            } else if tail[0] == "cgroup", tail[2].split(separator: ",").contains("pids"), let path = own["pids"] {
                v1.append(place(path))
            }
        }
        return v2.map { ($0, .v2) } + v1.map { ($0, .v1) }
    }
}
