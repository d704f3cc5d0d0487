import Foundation
import WidgetBundles
import WidgetHost
import WidgetProtocol

/// The widgets that could be on a dashboard, as its editor offers them: from the install store
/// when the dashboard is the user's layout (read again each time: a widget installed meanwhile
/// appears), the bundled examples when it shows those, a manifest's entries for `--manifest`.
struct EditorCatalog: Sendable {
    /// One widget that could be on the dashboard.
    struct Item: Sendable {
        var entry: ManifestEntry
        /// Its bundle's manifest (nil for a manifest's entry: only its id is known).
        var manifest: BundleManifest?
        var logoPath: String?

        var id: String { entry.id }
        var name: String { manifest?.name ?? entry.id }
    }

    let source: DashboardSource
    let kind: DashboardKind
    let environment: [String: String]
    /// The entries the dashboard started with (a manifest's, or the examples').
    let initial: [ManifestEntry]

    /// Every widget that serves this dashboard, sorted by name.
    func items() -> [Item] {
        var items: [Item]
        switch source {
        case .layout(_, let store):
            items = store.installed().widgets.filter { $0.manifest.dashboards.contains(kind) }.map { widget in
                Item(
                    entry: widget.manifest.entry(folder: widget.folder, hostEnvironment: environment), manifest: widget.manifest,
                    logoPath: widget.logoPath)
            }
        case .examples(let folder):
            items = initial.map { entry in
                let bundle = folder + "/" + entry.id
                let manifest = FileManager.default.contents(atPath: bundle + "/" + BundleManifest.fileName).flatMap {
                    try? BundleManifestReader.parse(Array($0))
                }
                let logo = manifest?.logoNames.map { bundle + "/" + $0 }.first { FileManager.default.fileExists(atPath: $0) }
                return Item(entry: entry, manifest: manifest, logoPath: logo)
            }
        case .manifest:
            items = initial.map { Item(entry: $0, manifest: nil, logoPath: nil) }
        }
        return items.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
    }

    /// Whether edits are kept: only the user's own layout is.
    var layoutPath: String? {
        if case .layout(let path, _) = source { return path }
        return nil
    }

    /// Why edits last for this run only, when they do.
    var unkeptNote: String? {
        switch source {
        case .layout: return nil
        case .examples:
            return """
                This dashboard shows the bundled examples: changes last until it stops. Install widgets ('widgets install') \
                to arrange a dashboard of your own.
                """
        case .manifest(let path):
            return "This dashboard comes from \(path) (--manifest): changes last until it stops; edit the manifest to keep them."
        }
    }
}
