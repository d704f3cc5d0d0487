import Foundation
import WidgetJSON
import WidgetProtocol

/// The loaded manifest: the entries that are valid, and an error for each one that is not.
public struct WidgetManifest: Sendable {
    /// The manifest file.
    public var file: String
    /// Valid widgets, in manifest order.
    public var entries: [ManifestEntry]
    /// One or more errors per rejected widget (or for the whole file).
    public var errors: [ManifestError]
    /// Problems that leave their widget in ``entries``: a command that is not there (or not
    /// executable) now. That widget's start fails with the same reason, on its card, unless
    /// the program appears by then.
    public var warnings: [ManifestError] = []

    public init(file: String, entries: [ManifestEntry], errors: [ManifestError], warnings: [ManifestError] = []) {
        self.file = file
        self.entries = entries
        self.errors = errors
        self.warnings = warnings
    }
}

/// Reads a widget manifest (`protocol/manifest.md`): JSON, `{"widgets": [...]}`.
///
/// Loading never throws: a broken file gives no entries and an error; a broken entry is left
/// out with its errors while the valid ones load. Relative paths (`command[0]`, working
/// directory) are resolved against the manifest's directory, and `${manifestDir}` is expanded
/// in every `command` element, the working directory and environment values. A bare command
/// is looked up as spawning does (``ExecutableSearch``: the widget's own `PATH`, else the
/// host's) and replaced by its absolute path, so what was found here is what runs whatever
/// `PATH` the supervisor has; a command that is not there is a warning, and its widget fails
/// to start with the reason. Other arguments are passed unchanged.
public enum ManifestLoader {
    /// Loads the manifest at `path`. `environment` is the host's: its `PATH` finds bare
    /// command names (unless a widget's manifest `environment` sets its own).
    public static func load(
        path: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> WidgetManifest {
        let url = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            return WidgetManifest(
                file: path, entries: [],
                errors: [
                    ManifestError(file: path, pointer: "", problem: "the file cannot be read", hint: "check that it exists and is readable")
                ])
        }
        return parse(Array(data), file: path, directory: url.deletingLastPathComponent().path, environment: environment)
    }

    /// Parses manifest bytes; `directory` anchors relative paths and is `${manifestDir}` (made
    /// absolute against the current directory if it is relative).
    public static func parse(
        _ bytes: [UInt8], file: String, directory: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> WidgetManifest {
        let directory = URL(fileURLWithPath: directory).standardized.path
        func fail(_ pointer: String, _ problem: String, _ hint: String) -> WidgetManifest {
            WidgetManifest(file: file, entries: [], errors: [ManifestError(file: file, pointer: pointer, problem: problem, hint: hint)])
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: bytes, maxDepth: 64)
        } catch {
            return fail("", "it is not valid JSON (\(error))", "fix the syntax; a manifest is one JSON object")
        }
        guard case .object(let root) = json else {
            return fail("", "the document is \(json.typeName), not an object", "write {\"widgets\": [...]}")
        }
        var errors: [ManifestError] = []
        for key in root.keys where !["widgets", "$schema", "version"].contains(key) {
            errors.append(
                ManifestError(
                    file: file, pointer: "/" + escape(key), problem: "unknown key \"\(key)\"",
                    hint: "remove it; the top level allows widgets, version and $schema"))
        }
        if let version = root["version"], version.intValue != 1 {
            errors.append(
                ManifestError(
                    file: file, pointer: "/version", problem: "unsupported version \(version.serializedString())",
                    hint: "use 1 or leave it out"))
        }
        guard let widgets = root["widgets"] else {
            return WidgetManifest(
                file: file, entries: [],
                errors: errors + [
                    ManifestError(
                        file: file, pointer: "/widgets", problem: "the required key \"widgets\" is missing",
                        hint: "add \"widgets\": [ ... ] listing the widgets")
                ])
        }
        guard case .array(let items) = widgets else {
            return WidgetManifest(
                file: file, entries: [],
                errors: errors + [
                    ManifestError(
                        file: file, pointer: "/widgets", problem: "\"widgets\" is \(widgets.typeName), not an array",
                        hint: "make it an array of widget objects")
                ])
        }
        var entries: [ManifestEntry] = []
        var warnings: [ManifestError] = []
        var seen: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            var reader = EntryReader(file: file, base: "/widgets/\(index)", directory: directory, environment: environment)
            let entry = reader.entry(item)
            if let id = reader.widgetID {
                if let first = seen[id] {
                    reader.error("/id", "the id \"\(id)\" is already used by /widgets/\(first)", "give every widget a unique id")
                } else {
                    seen[id] = index
                }
            }
            if reader.errors.isEmpty, let entry {
                entries.append(entry)
                warnings += reader.warnings
            } else {
                errors += reader.errors
            }
        }
        return WidgetManifest(file: file, entries: entries, errors: errors, warnings: warnings)
    }

    static func escape(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
