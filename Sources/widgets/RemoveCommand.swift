import Foundation
import WidgetBundles
import WidgetLogs

/// `widgets remove <id> [--yes] [--keep-data]`: takes an installed widget off the user's
/// dashboards and removes its files, its record and (unless `--keep-data`) its data folder.
enum RemoveCommand: Subcommand {
    static let name = "remove"
    static let abstract = "Remove an installed widget (asks first): its files, its place on your dashboards, and its data."
    static let usage = ["widgets remove <id> [--yes] [--keep-data]"]

    static let options = OptionTable<Self>(.yes, .keepData, .help)

    static var help: HelpText {
        HelpText(
            overview: """
                Remove the installed widget <id> (see 'widgets list'): it is taken off every dashboard of your layout, its \
                files and install record are removed, and so is its data folder ($XDG_STATE_HOME/widgets/data/<id>) unless \
                --keep-data is given. It asks first on a terminal; --yes agrees for scripts.
                """,
            usage: usage,
            arguments: [("<id>", "The widget's id, as 'widgets list' shows it.")],
            options: options.specs,
            notes: [
                """
                Exit status: 0 removed, 1 refused (not installed, your answer, no terminal to ask on, another install under \
                way), 64 for a usage error.
                """
            ])
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        let parsed: ParsedOptions<Self>
        switch parseCommandLine(arguments, operands: .interleaved, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        let operands = parsed.operands + parsed.rest
        guard let id = operands.first else {
            return usageError(UsageError("no widget id given", hint: "see 'widgets list' for the installed ones."), console: console)
        }
        if let extra = operands.dropFirst().first {
            return usageError(UsageError("unexpected argument '\(extra)'", hint: "remove one widget at a time."), console: console)
        }
        let environment = ProcessInfo.processInfo.environment
        let store = InstallStore(root: InstallStore.defaultRoot(environment: environment))
        let widget: InstalledWidget
        let lock: InstallStore.Lock
        do throws(BundleError) {
            widget = try store.widget(id)
            lock = try store.lock()
        } catch {
            var message = "Error: \(error)"
            if case .notInstalled = error, let hint = DidYouMean.hint(for: id, among: store.installed().widgets.map(\.id)) {
                message += "\nHint: \(hint)"
            }
            console.error(message + "\n")
            return .failure
        }
        let data = DefaultPaths.stateDirectory(environment: environment) + "/data/" + id
        let words = PermissionWords(dataFolder: data, home: environment["HOME"])
        let hasData = FileManager.default.fileExists(atPath: data)
        let question =
            parsed[.keepData] || !hasData
            ? "Remove \(widget.manifest.name) \(widget.manifest.version) (\(id))\(hasData ? "? Its data stays in \(words.shown(data))." : "?")"
            : "Remove \(widget.manifest.name) \(widget.manifest.version) (\(id)) and its data in \(words.shown(data))?"
        switch await ConsentPrompt.ask(question, yes: parsed[.yes], console: console) {
        case .agreed: break
        case .refused:
            console.error("Not removed.\n")
            return .failure
        case .noTerminal:
            console.error(
                "Error: removing \(id) needs your agreement and there is no terminal to ask on.\nHint: add --yes to agree from a script.\n")
            return .failure
        }
        let layoutPath = DashboardLayout.path(environment: environment)
        do throws(BundleError) {
            // Off the dashboards first: a layout naming a widget that is gone would warn on every run.
            if var layout = try DashboardLayout.load(layoutPath), layout.remove(id) { try layout.save(layoutPath) }
            try store.remove(id, holding: lock)
        } catch {
            console.error("Error: \(error)\n")
            return .failure
        }
        var removedData = ""
        if hasData && !parsed[.keepData] {
            do {
                try FileManager.default.removeItem(atPath: data)
                removedData = " and its data"
            } catch {
                console.error("Warning: its data folder \(data) could not be removed: \(error.localizedDescription)\n")
            }
        }
        console.output("Removed \(widget.manifest.name) (\(id))\(removedData).\n")
        return .success
    }
}

extension Option where Command == RemoveCommand {
    static var yes: Option<RemoveCommand, Bool> {
        .flag("--yes", short: "-y", "Agree without being asked (for scripts).")
    }
    static var keepData: Option<RemoveCommand, Bool> {
        .flag("--keep-data", "Keep the widget's data folder, for a later install of it to find.")
    }
}
