import CWidgetSpawn
import Dispatch
import Synchronization

/// The private `TMPDIR`s a sentinel could not remove in its 200 ms (`widget-sentinel`'s
/// `TMP_REMOVE_LIMIT_MS`): it renames what is left `<TMPDIR>.leftover` and reports the exit, so a
/// widget that left 300,000 files does not hold the host's stop for seconds. The host removes
/// them here, off every stop's path: after each sandboxed widget's exit, and once at its first
/// sandboxed spawn for what a host that ended meanwhile left. One sweep of a folder at a time,
/// on a utility queue; a sweep asked for while one runs runs after it.
public enum LeftoverTemporaryFolders {
    private static let queue = DispatchQueue(label: "WidgetHost.leftover-temporary-folders", qos: .utility)
    /// Parents with a sweep queued and not yet started, and those swept once already.
    private static let state = Mutex<(queued: Set<String>, seen: Set<String>)>(([], []))
    /// The last leftovers removed, newest last (at most 64): what a stop set aside, seen gone.
    private static let removed = Mutex<[String]>([])

    /// Whether the leftover at `path` was removed by this host lately.
    static func wasRemoved(_ path: String) -> Bool {
        removed.withLock { $0.contains(path) }
    }

    /// Queues a sweep of `parent` unless one is queued already.
    static func sweepSoon(parent: String) {
        guard !parent.isEmpty, state.withLock({ $0.queued.insert(parent).inserted }) else { return }
        queue.async {
            state.withLock { _ = $0.queued.remove(parent) }
            sweep(parent: parent)
        }
    }

    /// Queues a sweep of `parent` the first time this host uses it.
    static func sweepOnFirstUse(parent: String) {
        guard !parent.isEmpty, state.withLock({ $0.seen.insert(parent).inserted }) else { return }
        sweepSoon(parent: parent)
    }

    /// Removes every leftover in `parent` now, and returns how many it removed.
    @discardableResult
    public static func sweep(parent: String) -> Int {
        var count = 0
        for name in ProcessTable.directoryEntries(parent) where isLeftover(name) {
            let path = parent + "/" + name
            guard cws_remove_tree(path, 0) == 0 else { continue }
            count += 1
            removed.withLock {
                $0.append(path)
                if $0.count > 64 { $0.removeFirst($0.count - 64) }
            }
        }
        return count
    }

    /// Whether `name` is a sentinel's leftover: `widget.` or `widget-<id>.`, mkdtemp's six letters
    /// and digits, `.leftover` (``PrivateTemporaryFolder`` names the folder before the suffix).
    static func isLeftover(_ name: String) -> Bool {
        let suffix = ".leftover"
        guard name.hasSuffix(suffix), name.hasPrefix("widget") else { return false }
        let folder = name.dropLast(suffix.count)
        guard let dot = folder.lastIndex(of: "."), folder.distance(from: dot, to: folder.endIndex) == 7 else { return false }
        let head = folder[..<dot]
        let random = folder[folder.index(after: dot)...]
        return (head == "widget" || head.hasPrefix("widget-"))
            && random.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }
}
