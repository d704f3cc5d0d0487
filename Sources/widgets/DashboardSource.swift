import Foundation
import WidgetBundles
import WidgetHost
import WidgetProcess
import WidgetProtocol

/// Where a dashboard's widgets come from (protocol/bundle.md, "The user's dashboards"): a
/// `--manifest`, as for embedders and development; else the user's layout, each widget from the
/// install store; else the bundled examples, `examples/*/widget.json` in the order of
/// `examples/dashboards.json`, run from the checkout.
enum DashboardSource {
    case manifest(String)
    case layout(path: String, store: InstallStore)
    case examples(folder: String)

    /// The source for these options: `--manifest`, else the layout when its file exists, else
    /// the examples found from the current folder or the binary's; nil when there is none.
    static func choose(manifest: String?, environment: [String: String], currentDirectory: String) -> DashboardSource? {
        if let manifest { return .manifest(manifest) }
        let layout = DashboardLayout.path(environment: environment)
        if FileManager.default.fileExists(atPath: layout) {
            return .layout(path: layout, store: InstallStore(root: InstallStore.defaultRoot(environment: environment)))
        }
        return examplesFolder(currentDirectory: currentDirectory).map { .examples(folder: $0) }
    }

    /// What the dashboard of `kind` runs from this source: the entries in order, and lines for stderr.
    struct Loaded {
        var entries: [ManifestEntry] = []
        var notes: [String] = []
        /// A problem that stops the dashboard (a broken layout).
        var failure: String?
    }

    func load(_ kind: DashboardKind, environment: [String: String]) -> Loaded {
        switch self {
        case .manifest(let path):
            let (manifest, notes) = DashboardSetup.loadManifest(path, environment: environment)
            return Loaded(entries: manifest.entries, notes: notes)
        case .layout(let path, let store):
            return Self.fromLayout(path, store: store, kind: kind, environment: environment)
        case .examples(let folder):
            return Self.fromExamples(folder, kind: kind, environment: environment)
        }
    }

    /// Where the dashboard is said to come from, for errors.
    var description: String {
        switch self {
        case .manifest(let path): return path
        case .layout(let path, _): return "your layout \(path)"
        case .examples(let folder): return "the bundled examples (\(folder)/dashboards.json)"
        }
    }

    // MARK: - The layout

    private static func fromLayout(_ path: String, store: InstallStore, kind: DashboardKind, environment: [String: String]) -> Loaded {
        var loaded = Loaded()
        let layout: DashboardLayout
        do throws(BundleError) {
            layout = try DashboardLayout.load(path) ?? DashboardLayout()
        } catch {
            loaded.failure = "Error: \(error)"
            return loaded
        }
        for id in layout[kind] {
            do throws(BundleError) {
                let widget = try store.widget(id)
                guard widget.manifest.dashboards.contains(kind) else {
                    loaded.notes.append("Your \(kind.rawValue) dashboard lists \"\(id)\", which does not serve it; it is left out.")
                    continue
                }
                loaded.entries.append(widget.manifest.entry(folder: widget.folder, hostEnvironment: environment))
                loaded.notes += interpreterNotes(loaded.entries.last!, widget.manifest)
            } catch {
                loaded.notes.append("Your \(kind.rawValue) dashboard lists \"\(id)\", which cannot be run: \(error) It is left out.")
            }
        }
        return loaded
    }

    // MARK: - The bundled examples

    /// `examples/` of the checkout (the folder holding `dashboards.json`), found from the
    /// current folder or the binary's.
    static func examplesFolder(currentDirectory: String) -> String? {
        for start in [currentDirectory, DashboardSetup.binaryDirectory] {
            var directory = URL(fileURLWithPath: start).standardizedFileURL
            for _ in 0..<8 {
                let candidate = directory.appendingPathComponent("examples/dashboards.json").path
                if FileManager.default.fileExists(atPath: candidate) { return directory.appendingPathComponent("examples").path }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }

    private static func fromExamples(_ folder: String, kind: DashboardKind, environment: [String: String]) -> Loaded {
        var loaded = Loaded()
        let layout: DashboardLayout
        do throws(BundleError) {
            layout = try DashboardLayout.load(folder + "/dashboards.json") ?? DashboardLayout()
        } catch {
            loaded.failure = "Error: \(error)"
            return loaded
        }
        for id in layout[kind] {
            let bundle = folder + "/" + id
            let manifest: BundleManifest
            do throws(BundleError) {
                guard let bytes = FileManager.default.contents(atPath: bundle + "/" + BundleManifest.fileName) else {
                    throw .noWidgetJSON(bundle)
                }
                manifest = try BundleManifestReader.parse(Array(bytes), file: bundle + "/" + BundleManifest.fileName)
            } catch {
                loaded.notes.append("\(error)")
                continue
            }
            var entry = manifest.entry(folder: bundle, hostEnvironment: environment)
            // A compiled example's program is built by SwiftPM next to `widgets`, not in its folder.
            if manifest.command[0].contains("/"), !FileManager.default.fileExists(atPath: entry.executable) {
                let built = DashboardSetup.binaryDirectory + "/" + (manifest.command[0] as NSString).lastPathComponent
                if FileManager.default.isExecutableFile(atPath: built) {
                    entry.executable = built
                } else {
                    loaded.notes.append(
                        """
                          → the "\(id)" widget is not built yet: run 'swift build --product \
                        \((manifest.command[0] as NSString).lastPathComponent)', then run this again. The other widgets run meanwhile.
                        """)
                }
            }
            loaded.entries.append(entry)
            loaded.notes += interpreterNotes(entry, manifest)
        }
        return loaded
    }

    /// A line when the interpreter a bundle names is not installed here.
    private static func interpreterNotes(_ entry: ManifestEntry, _ manifest: BundleManifest) -> [String] {
        guard !entry.executable.contains("/") else { return [] }
        return [
            """
              → \(entry.executable) is not installed, so the "\(manifest.id)" widget cannot run (install it). The other widgets \
            run meanwhile.
            """
        ]
    }
}
