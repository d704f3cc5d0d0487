import Foundation
import WidgetJSON

#if canImport(Glibc)
import Glibc
#endif

/// Where installed widgets live, and the only code that changes it:
/// `$XDG_DATA_HOME/widgets` (else `~/.local/share/widgets`), private to the user (0700):
///
/// ```
/// bundles/<id>/        the bundle's files, as staged and checked
/// records/<id>.json    what was approved: the manifest, every file's digest, source, time
/// staging/             bundles being read and checked; empty between installs
/// .lock                held by the one install or removal under way
/// ```
///
/// An install stages into `staging/` (the same file system), so the folder the widget will run
/// from appears with one `rename`, and its record with another; a failure at any step before
/// that leaves the store as it was, and one after the first rename is rolled back. A full disk
/// therefore fails the staging, and nothing is half-installed.
public struct InstallStore: Sendable {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// `$XDG_DATA_HOME/widgets`, else `~/.local/share/widgets` (a relative `XDG_DATA_HOME` is
    /// ignored, as the XDG spec says).
    public static func defaultRoot(environment: [String: String]) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return trimmed(data) + "/widgets" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return trimmed(home) + "/.local/share/widgets"
    }

    var bundles: String { root + "/bundles" }
    var records: String { root + "/records" }
    var staging: String { root + "/staging" }

    /// Where widget `id`'s files are (or would be).
    public func folder(of id: String) -> String { bundles + "/" + id }

    // MARK: - Reading

    /// Every installed widget, sorted by id; a record that cannot be read is in `damaged`.
    public func installed() -> (widgets: [InstalledWidget], damaged: [BundleError]) {
        var widgets: [InstalledWidget] = []
        var damaged: [BundleError] = []
        for name in FileSystem.names(in: records) ?? [] where name.hasSuffix(".json") {
            let id = String(name.dropLast(5))
            do {
                widgets.append(try widget(id))
            } catch {
                damaged.append(error)
            }
        }
        return (widgets, damaged)
    }

    /// Widget `id`'s record.
    /// - Throws: ``BundleError/notInstalled(_:)``, ``BundleError/recordDamaged(_:_:)``.
    public func widget(_ id: String) throws(BundleError) -> InstalledWidget {
        let path = records + "/" + id + ".json"
        guard FileSystem.kind(path) != nil else { throw .notInstalled(id) }
        guard let bytes = FileSystem.contents(path) else { throw .recordDamaged(id, "it cannot be read") }
        return try InstalledWidget.fromRecord(bytes, folder: folder(of: id), expectedID: id)
    }

    // MARK: - Changing

    /// Holds the store for one install or removal: made with ``lock()``, released on ``release()``
    /// or when dropped.
    public final class Lock: Sendable {
        private let fd: Int32

        init(fd: Int32) {
            self.fd = fd
        }

        deinit {
            Glibc.close(fd)
        }
    }

    /// Takes the store's lock (creating the store), and clears what an install that died
    /// left in `staging/`: nobody else can be using it now.
    /// - Throws: ``BundleError/busy(_:)`` when another process holds it.
    public func lock() throws(BundleError) -> Lock {
        for folder in [root, bundles, records, staging] { try FileSystem.makeDirectories(folder) }
        let path = root + "/.lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw FileSystem.writeError(path) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            Glibc.close(fd)
            throw .busy(root)
        }
        for name in FileSystem.names(in: staging) ?? [] { FileSystem.removeTree(staging + "/" + name) }
        return Lock(fd: fd)
    }

    /// Copies and checks the bundle at `source` in a new folder of `staging/`
    /// (``StagedBundle/stage(_:into:extras:limits:)``). The caller holds the lock; the folder is
    /// removed when this throws, and by ``commit(_:source:checkSkipped:now:holding:)``.
    public func stage(
        _ source: String, extras: [(path: String, file: String)] = [], limits: BundleLimits = BundleLimits(), holding _: Lock
    ) throws(BundleError) -> StagedBundle {
        let area = try FileSystem.makeTemporaryDirectory(in: staging, prefix: "bundle")
        do throws(BundleError) {
            return try StagedBundle.stage(source, into: area, extras: extras, limits: limits)
        } catch {
            FileSystem.removeTree(area)
            throw error
        }
    }

    /// Drops a staged bundle that will not be installed.
    public func discard(_ staged: StagedBundle, holding _: Lock) {
        FileSystem.removeTree(area(of: staged))
    }

    /// Installs `staged` as its id, replacing an installed version: its folder moves into
    /// `bundles/`, then its record is written; if the record cannot be written, the old
    /// folder and record are put back.
    public func commit(
        _ staged: StagedBundle, source: String, checkSkipped: Bool, now: Date = Date(), holding _: Lock
    ) throws(BundleError) -> InstalledWidget {
        let id = staged.manifest.id
        let area = area(of: staged)
        defer { FileSystem.removeTree(area) }
        guard let manifestBytes = FileSystem.contents(staged.root + "/" + BundleManifest.fileName),
            let manifestJSON = try? JSONValue(parsing: manifestBytes, maxDepth: 16)
        else { throw .unreadable(staged.root + "/" + BundleManifest.fileName, "it vanished while it was installed") }
        // Every staged file on the disk before the folder is renamed into place.
        try FileSystem.sync(
            staged.digest.files.compactMap { file in
                if case .symlink = file.kind { return nil }
                return staged.root + "/" + file.path
            } + [staged.root])
        let target = folder(of: id)
        let installed = InstalledWidget(
            manifest: staged.manifest, folder: target, digest: staged.digest, installedAt: now, source: source, logo: staged.logo,
            checkSkipped: checkSkipped)
        let record = installed.recordJSON(manifestJSON: manifestJSON).serialized(sortedKeys: false) + [10]
        // Beside the staging folder, not in it: the staged root may be that folder itself.
        let previous = staging + "/previous-" + id
        defer { FileSystem.removeTree(previous) }
        let hadPrevious = FileSystem.kind(target) != nil
        if hadPrevious { try FileSystem.rename(target, to: previous) }
        do throws(BundleError) {
            try FileSystem.rename(staged.root, to: target)
        } catch {
            if hadPrevious { try? FileSystem.rename(previous, to: target) }
            throw error
        }
        do throws(BundleError) {
            try FileSystem.writeAtomically(record, to: records + "/" + id + ".json")
        } catch {
            try? FileSystem.rename(target, to: staging + "/failed-" + id)
            FileSystem.removeTree(staging + "/failed-" + id)
            if hadPrevious { try? FileSystem.rename(previous, to: target) }
            throw error
        }
        return installed
    }

    /// Removes widget `id`'s files and record (its data folder is the caller's: it lives in
    /// the state folder).
    public func remove(_ id: String, holding _: Lock) throws(BundleError) {
        _ = try widget(id)
        // The record first: without it the widget is not installed, whatever is left of its files.
        guard unlink(records + "/" + id + ".json") == 0 else { throw FileSystem.writeError(records + "/" + id + ".json") }
        let doomed = staging + "/removed-" + id
        if (try? FileSystem.rename(folder(of: id), to: doomed)) != nil {
            FileSystem.removeTree(doomed)
        } else {
            FileSystem.removeTree(folder(of: id))
        }
    }

    /// The staging folder a staged bundle was made in (its root, or the root's parent).
    private func area(of staged: StagedBundle) -> String {
        let parent = (staged.root as NSString).deletingLastPathComponent
        return parent == staging ? staged.root : parent
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
