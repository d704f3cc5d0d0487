/// Advice for a widget whose SDK did not load: the SDK is a folder (`widgetsdk/`) a widget ships
/// next to itself, because the host's sandbox lets a widget read its own folder and what its
/// manifest grants, nothing else (protocol/manifest.md, "Sandbox").
enum SDKImportHint {
    /// The folder of the SDK copies in this repository, named in the advice.
    static let sources: [WidgetCommand.Language: String] = [.python: "protocol/sdk/python/widgetsdk", .node: "protocol/sdk/node/widgetsdk"]

    /// A hint when the stderr lines show the SDK could not be imported (not found, or refused by
    /// the sandbox), else nil.
    static func hint(stderr lines: [String], command: WidgetCommand) -> String? {
        let missing = lines.contains { line in
            line.contains("No module named 'widgetsdk'")
                || (line.contains("widgetsdk") && (line.contains("ERR_MODULE_NOT_FOUND") || line.contains("Cannot find module")))
        }
        if missing { return advice(command, "cannot find the SDK (widgetsdk)") }
        if let refused = lines.lazy.compactMap(refusedSDKFolder).first {
            return advice(command, "imports the SDK from \(refused), which the sandbox does not let it read")
        }
        return nil
    }

    /// The `widgetsdk` folder a refused open names (`EACCES: permission denied, open '/x/widgetsdk/index.js'`).
    static func refusedSDKFolder(_ line: String) -> String? {
        guard SandboxDenial.isDenial(line), let path = SandboxDenial.subject(of: line) else { return nil }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.firstIndex(of: "widgetsdk"), index < components.count - 1 else { return nil }
        return components[...index].joined(separator: "/")
    }

    private static func advice(_ command: WidgetCommand, _ problem: String) -> String {
        let source = sources[command.language].map { " (\($0) in this repository)" } ?? ""
        let folder = command.file.split(separator: "/").dropLast().joined(separator: "/")
        let place =
            folder.isEmpty ? "next to \(command.file)" : "into \(command.file.hasPrefix("/") ? "/" : "")\(folder)/, next to the widget"
        return
            """
            The widget \(problem): copy the widgetsdk folder\(source) \(place): a widget's own folder is readable in the \
            sandbox. Or keep it elsewhere and name the folder that holds it in the manifest's permissions.read (and, for \
            Python, in PYTHONPATH in its environment).
            """
    }
}
