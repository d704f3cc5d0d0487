import Foundation
import Glibc

/// The private folders widgets keep their own files in (`WIDGET_DATA_DIR`,
/// `protocol/manifest.md`): `<root>/<widget id>`, both mode 0700.
///
/// The root must be the user's own: a root in a shared place (the old default was a fixed name
/// in the shared temporary folder) could be created first by another local user, or pointed
/// elsewhere, and read or fed every widget's files. So a root that exists must be a folder owned
/// by the user and writable by no one else; a missing one is created 0700. A widget's folder
/// that exists must be the user's folder too, and is tightened to 0700.
public enum DataDirectory {
    /// Why a data folder is refused, as a sentence naming the folder and what to do.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// `$XDG_STATE_HOME/widgets/data`, else `~/.local/state/widgets/data` (the user's home from
    /// `HOME`, else the password database) — the same state folder the `widgets` command uses.
    public static func defaultRoot(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return trimmingSlash(state) + "/widgets/data"
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? passwordHome() ?? "/nonexistent"
        return trimmingSlash(home) + "/.local/state/widgets/data"
    }

    /// Checks (or creates) `root` and `<root>/<widgetID>` and returns the widget's folder.
    public static func prepare(root: String, widgetID: String) throws(Refusal) -> String {
        try ensurePrivate(root, isRoot: true)
        let directory = (root as NSString).appendingPathComponent(widgetID)
        try ensurePrivate(directory, isRoot: false)
        return directory
    }

    private static func ensurePrivate(_ path: String, isRoot: Bool) throws(Refusal) {
        var info = stat()
        if stat(path, &info) != 0 {
            guard errno == ENOENT else { throw refusal(path, "cannot be checked: \(String(cString: strerror(errno)))") }
            createMissing(path)
            guard stat(path, &info) == 0 else { throw refusal(path, "cannot be created: \(String(cString: strerror(errno)))") }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw refusal(path, "is not a folder") }
        guard info.st_uid == geteuid() else {
            throw refusal(path, "belongs to another user (uid \(info.st_uid)), who could read or replace the widgets' files")
        }
        if isRoot {
            guard info.st_mode & 0o022 == 0 else {
                throw refusal(
                    path,
                    "is writable by other users (mode \(String(info.st_mode & 0o7777, radix: 8))), who could replace the widgets' folders")
            }
        }
        if info.st_mode & 0o777 != 0o700 { _ = chmod(path, 0o700) }
    }

    /// `mkdir -p` with every folder it creates 0700.
    private static func createMissing(_ path: String) {
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, access(parent, F_OK) != 0 { createMissing(parent) }
        _ = mkdir(path, 0o700)
    }

    private static func refusal(_ path: String, _ problem: String) -> Refusal {
        Refusal(
            description:
                """
                The widget data folder \(path) \(problem); widgets are not started with it. Use a folder of your own \
                (SupervisorOptions.dataRoot; the default is ~/.local/state/widgets/data), or fix its owner and mode (chmod 700).
                """
        )
    }

    private static func passwordHome() -> String? {
        guard let entry = getpwuid(geteuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }

    private static func trimmingSlash(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
