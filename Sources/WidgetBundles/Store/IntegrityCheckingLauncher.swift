import Dispatch
import Foundation
import WidgetHost
import WidgetProcess

/// Starts installed widgets only as they were approved: before each start (the first, every
/// restart, every retry) it reads the widget's record from the ``InstallStore`` and compares
/// the installed folder with its digest. A widget whose files changed is refused with the
/// names of the changed files (``LaunchError/refused(_:)``): it is failed, not restarted, and
/// stays failed until it is reinstalled, however often it is retried.
///
/// The program, arguments, folder and sandbox are taken from the record as it is at that
/// moment, so a widget reinstalled while the dashboard runs starts, on its next retry, with
/// what the user approved then. A widget runs from the store when its working folder is its
/// folder there (``InstallStore/folder(of:)``), however it joined the dashboard (the layout, the
/// editor); any other (a `--manifest`'s, the bundled examples) passes through.
public struct IntegrityCheckingLauncher: WidgetLauncher {
    public var store: InstallStore
    public var base: any WidgetLauncher
    public var hostEnvironment: [String: String]

    public init(store: InstallStore, base: any WidgetLauncher, hostEnvironment: [String: String]) {
        self.store = store
        self.base = base
        self.hostEnvironment = hostEnvironment
    }

    public func launch(
        _ configuration: LaunchConfiguration, outboundLimit: Int, stderrMaxLineBytes: Int
    ) async throws(LaunchError) -> any LaunchedWidget {
        guard let id = configuration.environment["WIDGET_ID"], configuration.workingDirectory == store.folder(of: id) else {
            return try await base.launch(configuration, outboundLimit: outboundLimit, stderrMaxLineBytes: stderrMaxLineBytes)
        }
        let store = store
        // Reading and hashing every file is blocking I/O: off the cooperative pool.
        let verdict: Result<InstalledWidget, LaunchError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Self.verify(id, in: store))
            }
        }
        let widget = try verdict.get()
        let entry = widget.manifest.entry(folder: widget.folder, hostEnvironment: hostEnvironment)
        var configuration = configuration
        configuration.executable = entry.executable
        configuration.arguments = entry.arguments
        configuration.workingDirectory = entry.workingDirectory
        // The host's --sandbox keeps its say: the base launcher applies it to this.
        configuration.sandbox = entry.sandbox
        return try await base.launch(configuration, outboundLimit: outboundLimit, stderrMaxLineBytes: stderrMaxLineBytes)
    }

    /// The record, when the folder is as it was approved.
    static func verify(_ id: String, in store: InstallStore) -> Result<InstalledWidget, LaunchError> {
        let widget: InstalledWidget
        do {
            widget = try store.widget(id)
        } catch {
            return .failure(.refused("it is not installed as it was: \(error)"))
        }
        let changes = widget.changes()
        guard changes.isEmpty else { return .failure(.refused(IntegrityFailure.sentence(widget, changes))) }
        return .success(widget)
    }
}

/// The sentence a widget whose files changed is failed with.
public enum IntegrityFailure {
    /// "its installed files changed since you approved them: main.py (changed), …; reinstall it …"
    public static func sentence(_ widget: InstalledWidget, _ changes: [BundleChange]) -> String {
        let shown = changes.prefix(10).map(\.description).joined(separator: ", ")
        let more = changes.count > 10 ? " and \(changes.count - 10) more" : ""
        return """
            its installed files changed since you approved them: \(shown)\(more). It will not start until it is reinstalled: \
            'widgets install \(widget.source)'
            """
    }
}
