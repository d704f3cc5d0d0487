import Synchronization

/// Where this host makes its widgets' ``WidgetCgroup``s in one cgroup hierarchy:
/// `widgets-host-<pid>-<nonce>` beneath the host's own cgroup there, for the ``resources`` that
/// hierarchy can hold (cgroup v2 with the controller delegated to the host's cgroup, or a
/// cgroup v1 hierarchy of the controller; root can on most machines).
///
/// Each cgroup is removed when its sentinel is reaped, and the host's folder with the last one;
/// the folders a host that died left behind (its pid gone, or ten minutes old) are emptied and
/// removed the first time another host makes one. Nothing here signals anything: a cgroup with a task still in it stays.
public final class CgroupPlace: Sendable {
    /// The places of this host, at most one per resource, cgroup v2 first; empty when the
    /// kernel gives the host none (none mounted, a read-only `/sys`, no delegation).
    public static let shared: [CgroupPlace] = {
        guard let mountInfo = ProcessTable.readFile("/proc/self/mountinfo"),
            let cgroups = ProcessTable.readFile("/proc/self/cgroup")
        else { return [] }
        var places: [CgroupPlace] = []
        var served = Set<CgroupResource>()
        let found = candidates(mountInfo: String(decoding: mountInfo, as: UTF8.self), cgroups: String(decoding: cgroups, as: UTF8.self))
        for candidate in found {
            var resources = candidate.resources.subtracting(served)
            // A v2 cgroup offers its children only the controllers it has itself.
            if candidate.version == .v2 {
                let offered = ProcessTable.readFile(candidate.parent + "/cgroup.controllers").map {
                    Set(String(decoding: $0, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
                }
                resources = resources.filter { offered?.contains($0.rawValue) == true }
            }
            guard !resources.isEmpty, ProcessSystemCalls.isDirectory(candidate.parent) else { continue }
            // Mounted is not writable: one cgroup made and removed says the host may.
            let place = CgroupPlace(parent: candidate.parent, version: candidate.version, resources: resources)
            let probe = Dictionary(uniqueKeysWithValues: resources.map { ($0, $0 == .tasks ? 1 : 1 << 30) })
            guard let made = place.make(name: "probe", limits: probe) else { continue }
            place.remove(made)
            places.append(place)
            served.formUnion(resources)
        }
        return places
    }()

    /// The place that holds `resource`, if any.
    public static func holding(_ resource: CgroupResource) -> CgroupPlace? {
        shared.first { $0.resources.contains(resource) }
    }

    /// The cgroups of a new instance named after `name`, one per place, each with the limits of
    /// `limits` its place can hold; empty when there is no place or the kernel refuses.
    static func make(name: String, limits: [CgroupResource: Int]) -> [WidgetCgroup] {
        shared.compactMap { place in
            let held = limits.filter { place.resources.contains($0.key) }
            return held.isEmpty ? nil : place.make(name: name, limits: held)
        }
    }

    /// The host's own cgroup folder in this hierarchy.
    public let parent: String
    public let version: CgroupVersion
    /// What this hierarchy holds for this host.
    public let resources: Set<CgroupResource>
    /// `parent/widgets-host-<pid>-<nonce>`: this host's widgets' cgroups.
    public let folder: String

    private struct State {
        var made = 0
        var live = 0
        var swept = false
    }

    private let state = Mutex(State())

    init(parent: String, version: CgroupVersion, resources: Set<CgroupResource>) {
        self.parent = parent
        self.version = version
        self.resources = resources
        // The pid says whether its host is alive; the nonce keeps two hosts of one pid apart
        // (each in a PID namespace of its own).
        self.folder = parent + "/" + Self.folderPrefix + String(ProcessSystemCalls.processID) + "-" + Self.nonce
    }

    static let folderPrefix = "widgets-host-"
    private static let nonce = String(UInt32.random(in: .min ... .max), radix: 16)

    /// A new cgroup named after `name` with `limits` (of this place's resources), or nil when
    /// the kernel refuses one (then the widget runs without these ceilings, and its report says so).
    func make(name: String, limits: [CgroupResource: Int]) -> WidgetCgroup? {
        state.withLock { state -> WidgetCgroup? in
            if !state.swept {
                state.swept = true
                sweepLeftovers()
            }
            if state.live == 0 {
                let made = ProcessSystemCalls.makeDirectory(folder)
                guard made == 0 || made == ProcessSystemCalls.eexist else { return nil }
                if version == .v2 {
                    // Our parent must pass the controllers down to us, and we to our children.
                    let enable = resources.map { "+" + $0.rawValue }.sorted().joined(separator: " ")
                    _ = ProcessSystemCalls.writeFile(parent + "/cgroup.subtree_control", enable)
                    _ = ProcessSystemCalls.writeFile(folder + "/cgroup.subtree_control", enable)
                }
            }
            state.made += 1
            let safe = name.filter { $0.isLetter || $0.isNumber || "-_.".contains($0) }.prefix(64)
            let path = folder + "/" + (safe.isEmpty ? "widget" : String(safe)) + "-" + String(state.made)
            guard ProcessSystemCalls.makeDirectory(path) == 0 else {
                if state.live == 0 { _ = ProcessSystemCalls.removeDirectory(folder) }
                return nil
            }
            let written = limits.allSatisfy { ProcessSystemCalls.writeFile(path + "/" + $0.key.limitFile(version), String($0.value)) == 0 }
            // v2: at the memory ceiling the whole tree goes at once, not the largest process.
            if written, version == .v2, limits[.memory] != nil { _ = ProcessSystemCalls.writeFile(path + "/memory.oom.group", "1") }
            guard written else {
                _ = ProcessSystemCalls.removeDirectory(path)
                if state.live == 0 { _ = ProcessSystemCalls.removeDirectory(folder) }
                return nil
            }
            state.live += 1
            return WidgetCgroup(path: path, version: version, limits: limits)
        }
    }

    /// Removes `cgroup` (its tasks are gone: its sentinel was reaped), and this host's folder
    /// with the last one.
    func remove(_ cgroup: WidgetCgroup) {
        state.withLock { state in
            _ = ProcessSystemCalls.removeDirectory(cgroup.path)
            state.live -= 1
            if state.live == 0 { _ = ProcessSystemCalls.removeDirectory(folder) }
        }
    }

    /// Removes `cgroup` from the place it was made in.
    static func remove(_ cgroup: WidgetCgroup) {
        shared.first { cgroup.path.hasPrefix($0.folder + "/") }?.remove(cgroup)
    }

    /// Removes what hosts that are gone left: `widgets-host-<pid>-…` folders whose pid is gone,
    /// or older than ``staleAfterSeconds`` (a host in a PID namespace of its own has a pid that
    /// means another process here). Only empty cgroups can be removed, so a cgroup in use stays
    /// whatever this decides.
    private func sweepLeftovers() {
        for name in ProcessTable.directoryEntries(parent) where name.hasPrefix(Self.folderPrefix) {
            let stale = parent + "/" + name
            guard stale != folder, let pid = Int32(name.dropFirst(Self.folderPrefix.count).prefix { $0 != "-" }),
                Self.isLeftover(
                    pidAlive: ProcessSystemCalls.pathExists("/proc/\(pid)"),
                    secondsSinceChange: ProcessSystemCalls.secondsSinceChange(stale))
            else { continue }
            for child in ProcessTable.directoryEntries(stale) where ProcessSystemCalls.isDirectory(stale + "/" + child) {
                if child != "." && child != ".." { _ = ProcessSystemCalls.removeDirectory(stale + "/" + child) }
            }
            _ = ProcessSystemCalls.removeDirectory(stale)
        }
    }

    /// How old a host's folder may be before another host takes it for a leftover, whatever its
    /// pid says. The cgroup file system does not change a folder's time when cgroups are made in
    /// it, so a long-running host's folder is taken too; that is safe: only empty cgroups go (one
    /// with a task is busy), the host makes its folder again at its next widget, and a cgroup
    /// taken in the moment before its sentinel joined is found missing by the spawn, which then
    /// runs that widget without the ceiling and says so.
    static let staleAfterSeconds = 600

    /// Whether another host's folder is a leftover: its pid is gone, or it is older than
    /// ``staleAfterSeconds``.
    static func isLeftover(pidAlive: Bool, secondsSinceChange: Int?) -> Bool {
        !pidAlive || (secondsSinceChange ?? 0) > staleAfterSeconds
    }

    /// A folder that could hold this process's widget cgroups.
    struct Candidate: Equatable {
        var parent: String
        var version: CgroupVersion
        var resources: Set<CgroupResource>
    }

    /// The folders that could hold this process's widget cgroups, best first: its own cgroup in
    /// a cgroup2 mount (for every resource, if its controllers allow), then in each cgroup v1
    /// mount of a controller. From the texts of `/proc/self/mountinfo` and `/proc/self/cgroup`.
    static func candidates(mountInfo: String, cgroups: String) -> [Candidate] {
        var own: [String: String] = [:]  // "" for v2, else the v1 controller's name
        for line in cgroups.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            if parts[0] == "0" && parts[1].isEmpty { own[""] = String(parts[2]) }
            for controller in parts[1].split(separator: ",") { own[String(controller)] = String(parts[2]) }
        }
        var v2: [Candidate] = []
        var v1: [Candidate] = []
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
                v2.append(Candidate(parent: place(path), version: .v2, resources: Set(CgroupResource.allCases)))
            } else if tail[0] == "cgroup" {
                let options = tail[2].split(separator: ",")
                for resource in CgroupResource.allCases where options.contains(Substring(resource.rawValue)) {
                    if let path = own[resource.rawValue] { v1.append(Candidate(parent: place(path), version: .v1, resources: [resource])) }
                }
            }
        }
        return v2 + v1
    }
}
