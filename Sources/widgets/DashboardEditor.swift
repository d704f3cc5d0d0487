import Foundation
import WidgetBundles
import WidgetDashboard
import WidgetHost
import WidgetLogs
import WidgetProtocol
import WidgetServe

/// The dashboard's editor, for `serve`'s page (``ServedEditor``) and the live terminal view:
/// add a widget from the catalog, remove one, move one up or down. Each edit is applied to the
/// running dashboard (``DashboardModel/add(_:at:)``, ``DashboardModel/remove(_:)``,
/// ``DashboardModel/move(_:by:)``: the other widgets run on) and, when the dashboard is the
/// user's layout, kept there at once (this dashboard's list only; the other kind's is left as
/// the file has it).
actor DashboardEditor: ServedEditor {
    let model: DashboardModel
    let catalog: EditorCatalog
    let previews: GalleryPreviews
    private let environment: [String: String]

    init(model: DashboardModel, catalog: EditorCatalog, previews: GalleryPreviews, environment: [String: String]) {
        self.model = model
        self.catalog = catalog
        self.previews = previews
        self.environment = environment
    }

    /// The editor of the dashboard `setup` describes, its previews run as `supervision` says.
    init(
        model: DashboardModel, setup: DashboardSetup, supervision: SupervisorOptions, now: @escaping @Sendable () -> Date,
        environment: [String: String]
    ) {
        self.init(
            model: model,
            catalog: EditorCatalog(source: setup.source, kind: setup.context.dashboard, environment: environment, initial: setup.entries),
            previews: GalleryPreviews(context: setup.context, supervision: supervision, now: now), environment: environment)
    }

    /// Makes the gallery's previews while the dashboard runs: run it beside the dashboard.
    func run() async {
        await previews.run()
    }

    nonisolated func finish() {
        previews.finish()
    }

    // MARK: - ServedEditor

    func editorState() async -> ServedEditorState {
        let items = catalog.items()
        let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let state = await model.current
        let shownIDs = state.widgets.map(\.widgetID)
        var gallery: [ServedEditorItem] = []
        for item in items where !shownIDs.contains(item.id) {
            var served = describe(item)
            switch await previews.preview(of: item.entry, width: state.width) {
            case .making: break
            case .ready(let frame): served.preview = frame
            case .failed(let reason): served.previewProblem = reason
            }
            gallery.append(served)
        }
        let shown = shownIDs.map { id in byID[id].map(describe) ?? ServedEditorItem(id: id, name: id) }
        return ServedEditorState(
            shown: shown, gallery: gallery, keptIn: catalog.layoutPath.map(tilde), note: catalog.unkeptNote, width: state.width)
    }

    func perform(_ edit: ServedEdit) async -> ServedOutcome {
        do throws(DashboardCommandError) {
            switch edit {
            case .add(let id):
                guard let item = catalog.items().first(where: { $0.id == id }) else {
                    return .refused("There is no widget \"\(id)\" to add; 'widgets list' shows the installed ones.")
                }
                try await model.add(item.entry)
            case .remove(let id):
                try await model.remove(id)
            case .move(let id, let offset):
                guard try await model.move(id, by: offset) else { return .done }
            }
        } catch {
            return .refused(error.description)
        }
        return await keep()
    }

    func logo(of id: String) async -> ServedLogo? {
        guard let path = catalog.items().first(where: { $0.id == id })?.logoPath, let bytes = FileManager.default.contents(atPath: path)
        else { return nil }
        return ServedLogo(bytes: Array(bytes), contentType: path.hasSuffix(".svg") ? "image/svg+xml" : "image/png")
    }

    // MARK: - Keeping

    /// Writes this dashboard's order into the user's layout, when the dashboard is theirs.
    private func keep() async -> ServedOutcome {
        guard let path = catalog.layoutPath else { return .done }
        let order = await model.entries.map(\.id)
        do throws(BundleError) {
            var layout = try DashboardLayout.load(path) ?? DashboardLayout()
            layout[catalog.kind] = order
            try layout.save(path)
            return .done
        } catch {
            return .failed("The dashboard changed, but your layout could not be kept: \(error)")
        }
    }

    private func describe(_ item: EditorCatalog.Item) -> ServedEditorItem {
        let words = PermissionWords(
            dataFolder: DefaultPaths.stateDirectory(environment: environment) + "/data/" + item.id, home: environment["HOME"])
        return ServedEditorItem(
            id: item.id, name: item.name, description: item.manifest?.description ?? "", author: item.manifest?.author ?? "",
            abilities: item.manifest.map { words.abilities($0.permissions) } ?? [], hasLogo: item.logoPath != nil)
    }

    private func tilde(_ path: String) -> String {
        guard let home = environment["HOME"], !home.isEmpty, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
