import Foundation
import WidgetProcess

/// The files `preview --watch` watches, and what each looks like now: polled with `stat`
/// (``FileStamp``), so it sees an editor's save-by-rename as well as a write in place, on any
/// file system.
struct WatchedFiles {
    /// Files and folders given: a folder stands for every regular file below it.
    var paths: [String]
    /// How many files a folder may hold before the rest are not watched (a mistaken `/`).
    var limit = 2_000

    /// The files a widget's command line names (``FileStamp/files(namedBy:searchPath:)``), the
    /// program found in `PATH` when it is a bare name.
    static func paths(of command: [String], environment: [String: String]) -> [String] {
        FileStamp.files(namedBy: command, searchPath: environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
    }

    /// Every watched file now, with its stamp; a file that is gone is absent.
    func snapshot() -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for path in paths {
            for file in isDirectory(path) ? files(under: path) : [path] {
                stamps[file] = FileStamp.of(file)
            }
        }
        return stamps
    }

    /// The paths that differ between two snapshots (changed, added or removed), sorted.
    static func changes(from old: [String: FileStamp], to new: [String: FileStamp]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }

    private func files(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String, found.count < limit {
            // Build products and VCS folders change on every build; the sources are what count.
            if relative.hasPrefix(".") || relative.contains("/.") || relative.hasPrefix("__pycache__")
                || relative.contains("/__pycache__")
            {
                continue
            }
            let path = folder + "/" + relative
            if FileStamp.of(path) != nil { found.append(path) }
        }
        return found
    }

    private func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
