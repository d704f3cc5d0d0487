import Foundation

/// The files `preview --watch` watches, and what each looks like now: polled with `stat`, so
/// it sees an editor's save-by-rename as well as a write in place, on any file system.
struct WatchedFiles {
    /// One file as `stat` shows it; a change in any field is a change of the file.
    struct Stamp: Hashable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var modifiedNanoseconds: Int
    }

    /// Files and folders given: a folder stands for every regular file below it.
    var paths: [String]
    /// How many files a folder may hold before the rest are not watched (a mistaken `/`).
    var limit = 2_000

    /// The files a widget's command line names: the executable (found in `PATH` when it is a
    /// bare name) and each argument that is an existing file, such as a script.
    static func paths(of command: [String], environment: [String: String]) -> [String] {
        guard let executable = command.first else { return [] }
        var found: [String] = []
        if executable.contains("/") {
            found.append(executable)
        } else {
            let search = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
            let candidates = search.map { String($0) + "/" + executable }
            if let hit = candidates.first(where: { access($0, X_OK) == 0 }) { found.append(hit) }
        }
        for argument in command.dropFirst() where !argument.hasPrefix("-") && isRegularFile(argument) {
            found.append(argument)
        }
        return found
    }

    /// Every watched file now, with its stamp; a file that is gone is absent.
    func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for path in paths {
            if isDirectory(path) {
                for file in files(under: path) { stamps[file] = Self.stamp(of: file) }
            } else if let stamp = Self.stamp(of: path) {
                stamps[path] = stamp
            }
        }
        return stamps
    }

    /// The paths that differ between two snapshots (changed, added or removed), sorted.
    static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }

    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
    }

    private func files(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String, found.count < limit {
            let path = folder + "/" + relative
            // Build products and VCS folders change on every build; the sources are what count.
            if relative.hasPrefix(".") || relative.contains("/.") || relative.hasPrefix("__pycache__") || relative.contains("/__pycache__")
            {
                continue
            }
            if Self.isRegularFile(path) { found.append(path) }
        }
        return found
    }

    private func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
