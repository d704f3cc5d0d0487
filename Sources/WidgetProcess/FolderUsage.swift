import Glibc

/// How much disk a folder's contents take, for the budget watchdog: the blocks allocated to
/// every file and folder below it (`du`, not the sizes: a sparse file takes what it uses).
///
/// The walk never follows a symbolic link (the widget owns the folder and could point one
/// anywhere), opens each folder relative to its parent with `O_NOFOLLOW` (a folder swapped for a
/// link mid-walk is not entered), goes at most 64 folders deep, and stops early: once the total
/// passes `limit` (the answer is "over"), or after `maximumEntries` names (what it counted so far).
public enum FolderUsage {
    /// Bytes allocated below `path`, counted until the total passes `limit`; nil when `path`
    /// cannot be opened as a folder.
    public static func allocatedBytes(under path: String, stoppingAbove limit: Int = .max, maximumEntries: Int = 100_000) -> Int? {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var walk = Walk(limit: limit, maximumEntries: maximumEntries)
        walk.visit(fd, depth: 0)
        return walk.total
    }

    private struct Walk {
        let limit: Int
        let maximumEntries: Int
        var total = 0
        var entries = 0

        var isDone: Bool { total > limit || entries >= maximumEntries }

        /// Counts what folder `fd` holds, and closes `fd`.
        mutating func visit(_ fd: Int32, depth: Int) {
            guard let directory = fdopendir(fd) else {
                close(fd)
                return
            }
            defer { closedir(directory) }
            while !isDone, let entry = readdir(directory) {
                // The name's own bytes (a name need not be UTF-8).
                let (isDot, child) = withUnsafePointer(to: &entry.pointee.d_name) { name in
                    name.withMemoryRebound(to: CChar.self, capacity: 256) { name -> (Bool, Int32) in
                        if name[0] == 0x2E && (name[1] == 0 || (name[1] == 0x2E && name[2] == 0)) { return (true, -1) }
                        var info = stat()
                        guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return (false, -1) }
                        total += Int(info.st_blocks) * 512
                        guard info.st_mode & S_IFMT == S_IFDIR, depth < 64 else { return (false, -1) }
                        return (false, openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC))
                    }
                }
                if isDot { continue }
                entries += 1
                if child >= 0 { visit(child, depth: depth + 1) }
            }
        }
    }
}
