import Foundation
import WidgetBundles
import WidgetJSON
import WidgetLogs
import WidgetProcess
import WidgetProtocol

/// `widgets list [--json]`: the installed widgets, what each may do, where it shows, and
/// whether its files are as they were approved.
enum ListCommand: Subcommand {
    static let name = "list"
    static let abstract = "List the installed widgets: version, dashboards, permissions, enabled, whether their files are intact."
    static let usage = ["widgets list [--json]"]

    static let options = OptionTable<Self>(.json, .help)

    static var help: HelpText {
        HelpText(
            overview: """
                List the widgets installed for this user ($XDG_DATA_HOME/widgets): name, id, version and author; the \
                dashboards each joins and those your layout shows it on (enabled: shown on at least one); what it may do, in \
                plain words; and whether its installed files are still the ones you approved (each file is hashed again).
                """,
            usage: usage,
            options: options.specs,
            notes: ["Exit status: 0 (also when none is installed), 1 when the store or your layout cannot be read, 64 for a usage error."])
    }

    static func run(_ arguments: [String], console: Console) async -> ExitStatus {
        let parsed: ParsedOptions<Self>
        switch parseCommandLine(arguments, operands: .interleaved, console: console) {
        case .success(let commandLine): parsed = commandLine
        case .failure(let exit): return exit
        }
        if let extra = (parsed.operands + parsed.rest).first {
            return usageError(UsageError("unexpected argument '\(extra)'", hint: "widgets list takes only options."), console: console)
        }
        let environment = ProcessInfo.processInfo.environment
        let store = InstallStore(root: InstallStore.defaultRoot(environment: environment))
        let (widgets, damaged) = store.installed()
        let layout: DashboardLayout
        do throws(BundleError) {
            layout = try DashboardLayout.load(DashboardLayout.path(environment: environment)) ?? DashboardLayout()
        } catch {
            console.error("Error: \(error)\n")
            return .failure
        }
        for problem in damaged { console.error("Warning: \(problem)\n") }
        let rows = widgets.map { widget in
            Row(widget: widget, shownOn: DashboardKind.allCases.filter { layout[$0].contains(widget.id) }, changes: widget.changes())
        }
        if parsed[.json] {
            console.output(JSONValue.object(["widgets": .array(rows.map { $0.json(environment: environment) })]).serializedString() + "\n")
            return .success
        }
        guard !rows.isEmpty else {
            console.output("No widget is installed. Install one with 'widgets install <bundle>' (see 'widgets install --help').\n")
            return .success
        }
        for row in rows { console.output(row.text(environment: environment, console: console)) }
        return .success
    }

    /// One installed widget as the list shows it.
    struct Row {
        var widget: InstalledWidget
        var shownOn: [DashboardKind]
        var changes: [BundleChange]

        func words(environment: [String: String]) -> PermissionWords {
            PermissionWords(
                dataFolder: DefaultPaths.stateDirectory(environment: environment) + "/data/" + widget.id, home: environment["HOME"])
        }

        func text(environment: [String: String], console: Console) -> String {
            let manifest = widget.manifest
            let joins = manifest.dashboards.map(\.rawValue).joined(separator: ", ")
            let shown =
                shownOn.isEmpty ? "not shown (enabled: no)" : "shown on \(shownOn.map(\.rawValue).joined(separator: ", ")) (enabled: yes)"
            let files =
                changes.isEmpty
                ? console.paint("files intact", .green)
                : console.paint("files changed: \(changes.prefix(5).map(\.description).joined(separator: ", "))", .red)
                    + " (reinstall it: widgets install \(widget.source))"
            var lines = [
                console.paint("\(manifest.name) \(manifest.version)", .bold) + " (\(manifest.id)) by \(manifest.author)",
                "  dashboards: \(joins); \(shown); \(files)",
            ]
            lines += words(environment: environment).abilities(manifest.permissions).map { "  may " + $0 }
            if widget.checkSkipped { lines.append("  installed with --force: 'widgets check' was not run") }
            return lines.joined(separator: "\n") + "\n"
        }

        func json(environment: [String: String]) -> JSONValue {
            let manifest = widget.manifest
            let permissions = manifest.permissions
            return [
                "id": .string(manifest.id), "name": .string(manifest.name), "version": .string(manifest.version.description),
                "widgetType": .string(manifest.widgetType), "author": .string(manifest.author),
                "description": .string(manifest.description), "dashboards": .array(manifest.dashboards.map { .string($0.rawValue) }),
                "shownOn": .array(shownOn.map { .string($0.rawValue) }), "enabled": .bool(!shownOn.isEmpty),
                "permissions": [
                    "read": .array(permissions.read.map { .string($0) }), "write": .array(permissions.write.map { .string($0) }),
                    "network": .array(permissions.network.map { .int(Int64($0)) }),
                    "processes": permissions.processes.map { .int(Int64($0)) } ?? .null, "sandbox": .string(permissions.sandbox.rawValue),
                ],
                "abilities": .array(words(environment: environment).abilities(permissions).map { .string($0) }),
                "folder": .string(widget.folder), "source": .string(widget.source),
                "installedAt": .string(ISO8601DateFormatter().string(from: widget.installedAt)), "checkSkipped": .bool(widget.checkSkipped),
                "intact": .bool(changes.isEmpty),
                "changes": .array(changes.map { ["path": .string($0.path), "kind": .string($0.kind.rawValue)] }),
                "logo": widget.logo.map { .string($0) } ?? .null,
            ]
        }
    }
}

extension Option where Command == ListCommand {
    static var json: Option<ListCommand, Bool> {
        .flag(
            "--json",
            """
            Print {"widgets": [...]} as one JSON object: each one's id, name, version, widgetType, author, description, \
            dashboards, shownOn, enabled, permissions, abilities, folder, source, installedAt, checkSkipped, intact, changes, logo.
            """)
    }
}
