import Foundation
import WidgetJSON
import WidgetProcess
import WidgetProtocol

/// One problem of a `widget.json`: where (a JSON pointer), what, and what to do.
public struct BundleManifestProblem: Sendable, Hashable, CustomStringConvertible {
    public var pointer: String
    public var problem: String
    public var hint: String

    public init(pointer: String, problem: String, hint: String) {
        self.pointer = pointer
        self.problem = problem
        self.hint = hint
    }

    public var description: String { "at \(pointer.isEmpty ? "/" : pointer): \(problem); \(hint)." }
}

/// Reads `widget.json` (`protocol/bundle.md`, `schema/bundle.schema.json`): every key checked,
/// unknown ones refused (a misspelt `permisions` must not pass as "asks for nothing"), every
/// problem collected with its pointer.
public enum BundleManifestReader {
    /// The keys of the format.
    static let keys: Set<String> = [
        "$schema", "format", "id", "name", "version", "widgetType", "description", "author", "command", "dashboards", "permissions",
        "sandbox",
    ]

    /// The manifest.
    /// - Throws: ``BundleError/invalidWidgetJSON(_:_:)`` with every problem found; `file` names it there.
    public static func parse(_ bytes: [UInt8], file: String = BundleManifest.fileName) throws(BundleError) -> BundleManifest {
        var reader = Reader()
        let json: JSONValue
        do {
            json = try JSONValue(parsing: bytes, maxDepth: 16)
        } catch {
            throw .invalidWidgetJSON(
                file, [BundleManifestProblem(pointer: "", problem: "it is not valid JSON (\(error))", hint: "fix the syntax")])
        }
        guard case .object(let object) = json else {
            throw .invalidWidgetJSON(
                file,
                [
                    BundleManifestProblem(
                        pointer: "", problem: "the document is \(json.typeName), not an object", hint: "write {\"id\": ...}")
                ])
        }
        let manifest = reader.manifest(object)
        if let manifest, reader.problems.isEmpty { return manifest }
        throw .invalidWidgetJSON(file, reader.problems)
    }

    private struct Reader {
        var problems: [BundleManifestProblem] = []

        mutating func problem(_ pointer: String, _ problem: String, _ hint: String) {
            problems.append(BundleManifestProblem(pointer: pointer, problem: problem, hint: hint))
        }

        mutating func manifest(_ object: JSONObject) -> BundleManifest? {
            for key in object.keys where !BundleManifestReader.keys.contains(key) {
                problem(
                    "/" + key.replacingTildeAndSlash, "unknown key \"\(key)\"",
                    "remove it or fix its spelling; allowed: \(BundleManifestReader.keys.sorted().joined(separator: ", "))")
            }
            if let format = object["format"], format.intValue != 1 {
                problem("/format", "unsupported format \(format.serializedString())", "use 1 or leave it out")
            }
            let id = text(object, "id", pattern: .id, hint: "a name for files: letters, digits, '.', '_' and '-', e.g. \"gate-info\"")
            let name = text(object, "name", limit: 80, hint: "what the user sees, e.g. \"Gate info\"")
            let versionText = text(object, "version", limit: 40, hint: "MAJOR.MINOR.PATCH, e.g. \"1.0.0\"")
            let version = versionText.flatMap(BundleVersion.init)
            if versionText != nil, version == nil {
                problem("/version", "\"\(versionText!)\" is not MAJOR.MINOR.PATCH", "write three whole numbers, e.g. \"1.2.0\"")
            }
            let widgetType = text(object, "widgetType", pattern: .widgetType, hint: "what initialize answers, e.g. \"gate_info\"")
            let description = text(object, "description", limit: 500, hint: "one or two sentences saying what the card shows")
            let author = text(object, "author", limit: 100, hint: "a person or organisation, e.g. \"Ada Lovelace\"")
            let command = self.command(object["command"])
            let dashboards = self.dashboards(object["dashboards"])
            var permissions = self.permissions(object["permissions"])
            if let mode = object["sandbox"] {
                switch mode.stringValue {
                case "on": permissions.sandbox = .on
                case "required": permissions.sandbox = .required
                case "off":
                    problem("/sandbox", "a bundle cannot turn the sandbox off", "remove it; only the user can, with --sandbox off")
                default:
                    problem("/sandbox", "\(mode.serializedString()) is not a sandbox mode", "use \"required\" or \"on\" (the default)")
                }
            }
            guard let id, let name, let version, let widgetType, let description, let author, let command, let dashboards else {
                return nil
            }
            return BundleManifest(
                id: id, name: name, version: version, widgetType: widgetType, description: description, author: author, command: command,
                dashboards: dashboards, permissions: permissions)
        }

        enum Pattern {
            case id, widgetType

            func matches(_ text: String) -> Bool {
                let scalars = Array(text.unicodeScalars)
                switch self {
                case .id:
                    guard (1...64).contains(scalars.count), scalars[0] != ".", scalars[0] != "-" else { return false }
                    return scalars.allSatisfy { $0.isASCIIAlphanumeric || "._-".unicodeScalars.contains($0) }
                case .widgetType:
                    return (1...64).contains(scalars.count)
                        && scalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
                }
            }

            var rule: String {
                switch self {
                case .id: "1 to 64 letters, digits, '.', '_' or '-', not starting with '.' or '-'"
                case .widgetType: "1 to 64 lowercase letters, digits or '_'"
                }
            }
        }

        mutating func text(_ object: JSONObject, _ key: String, limit: Int = 200, pattern: Pattern? = nil, hint: String) -> String? {
            guard let value = object[key] else {
                problem("/\(key)", "the required key \"\(key)\" is missing", "add it: \(hint)")
                return nil
            }
            guard let text = value.stringValue else {
                problem("/\(key)", "expected a string, found \(value.typeName)", hint)
                return nil
            }
            if let pattern {
                guard pattern.matches(text) else {
                    problem("/\(key)", "\"\(text.prefix(80))\" is not \(pattern.rule)", hint)
                    return nil
                }
            } else {
                guard !text.trimmingSpaces.isEmpty, text.count <= limit else {
                    problem("/\(key)", text.isEmpty ? "it is empty" : "it is longer than \(limit) characters", hint)
                    return nil
                }
                guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                    problem("/\(key)", "it has a control character", "write it on one line, as plain text")
                    return nil
                }
            }
            return text
        }

        mutating func command(_ value: JSONValue?) -> [String]? {
            guard let value else {
                problem(
                    "/command", "the required key \"command\" is missing",
                    "add the program and its arguments, e.g. [\"python3\", \"main.py\"]")
                return nil
            }
            guard case .array(let items) = value, !items.isEmpty else {
                problem("/command", "expected a non-empty array of strings, found \(value.typeName)", "write [\"python3\", \"main.py\"]")
                return nil
            }
            var argv: [String] = []
            for (index, item) in items.enumerated() {
                guard let text = item.stringValue, !text.contains("\0") else {
                    problem("/command/\(index)", "expected a string, found \(item.typeName)", "quote the argument")
                    return nil
                }
                argv.append(text)
            }
            let program = argv[0]
            if program.isEmpty || program.hasPrefix("/") || program.split(separator: "/").contains("..") {
                problem(
                    "/command/0", "\"\(program)\" is not a file of the bundle or the name of an interpreter",
                    "give the bundle's program relative to its folder (\"bin/widget\", \"./widget.sh\"), or an interpreter's name (\"python3\")"
                )
                return nil
            }
            return argv
        }

        mutating func dashboards(_ value: JSONValue?) -> [DashboardKind]? {
            guard let value else {
                problem("/dashboards", "the required key \"dashboards\" is missing", "add [\"trip\"], [\"airport\"] or both")
                return nil
            }
            guard case .array(let items) = value, !items.isEmpty else {
                problem("/dashboards", "expected a non-empty array, found \(value.typeName)", "write [\"trip\"]")
                return nil
            }
            var result: [DashboardKind] = []
            for (index, item) in items.enumerated() {
                guard let kind = item.stringValue.flatMap(DashboardKind.init(rawValue:)) else {
                    problem("/dashboards/\(index)", "\(item.serializedString()) is not a dashboard", "use \"trip\" or \"airport\"")
                    return nil
                }
                guard !result.contains(kind) else {
                    problem("/dashboards/\(index)", "\"\(kind.rawValue)\" is listed twice", "list each dashboard once")
                    return nil
                }
                result.append(kind)
            }
            return result
        }

        mutating func permissions(_ value: JSONValue?) -> BundlePermissions {
            var permissions = BundlePermissions()
            guard let value else { return permissions }
            guard case .object(let object) = value else {
                problem(
                    "/permissions", "expected an object, found \(value.typeName)", "write {\"read\": [], \"write\": [], \"network\": [443]}"
                )
                return permissions
            }
            for key in object.keys where !["read", "write", "network", "processes"].contains(key) {
                problem(
                    "/permissions/\(key.replacingTildeAndSlash)", "unknown key \"\(key)\" in permissions",
                    "allowed: network, processes, read, write")
            }
            permissions.read = paths(object["read"], at: "/permissions/read")
            permissions.write = paths(object["write"], at: "/permissions/write")
            if let processes = object["processes"] {
                if let count = processes.intValue.map(Int.init), (1...SandboxPolicy.maximumProcesses).contains(count) {
                    permissions.processes = count
                } else {
                    problem(
                        "/permissions/processes", "\(processes.serializedString()) is not a number of processes",
                        "use a whole number from 1 to \(SandboxPolicy.maximumProcesses), e.g. 8")
                }
            }
            if let network = object["network"] {
                guard case .array(let items) = network else {
                    problem("/permissions/network", "expected an array of TCP ports, found \(network.typeName)", "write [443]")
                    return permissions
                }
                for (index, item) in items.enumerated() {
                    if let port = item.intValue, (1...65535).contains(port) {
                        if !permissions.network.contains(UInt16(port)) { permissions.network.append(UInt16(port)) }
                    } else {
                        problem(
                            "/permissions/network/\(index)", "\(item.serializedString()) is not a TCP port",
                            "use a whole number from 1 to 65535")
                    }
                }
            }
            return permissions
        }

        /// Absolute paths (normalised), or `${dataDir}` and a path inside it.
        mutating func paths(_ value: JSONValue?, at pointer: String) -> [String] {
            guard let value else { return [] }
            guard case .array(let items) = value else {
                problem(pointer, "expected an array of paths, found \(value.typeName)", "write [\"/usr/share/zoneinfo\"]")
                return []
            }
            let variable = "${\(SandboxPolicy.dataDirectoryVariable)}"
            var result: [String] = []
            for (index, item) in items.enumerated() {
                let place = "\(pointer)/\(index)"
                guard let text = item.stringValue, !text.isEmpty, !text.contains("\0") else {
                    problem(place, "expected a path, found \(item.serializedString())", "write an absolute path")
                    continue
                }
                let parts = text.split(separator: "/")
                if text.hasPrefix(variable) {
                    let rest = text.dropFirst(variable.count)
                    guard rest.isEmpty || rest.hasPrefix("/"), !rest.contains("$"), !parts.contains("..") else {
                        problem(
                            place, "${dataDir} may only begin a path that stays inside it, in \"\(text)\"", "write \"${dataDir}/cache\"")
                        continue
                    }
                    result.append(variable + "/" + parts.dropFirst().filter { $0 != "." }.joined(separator: "/"))
                } else if text.hasPrefix("/"), !text.contains("$") {
                    guard !parts.contains("..") else {
                        problem(place, "\"\(text)\" has a \"..\"", "write the path it means, without \"..\"")
                        continue
                    }
                    result.append("/" + parts.filter { $0 != "." }.joined(separator: "/"))
                } else {
                    problem(
                        place, "\"\(text)\" is neither absolute nor inside ${dataDir}",
                        "the bundle's own folder is always readable; name anything else by its absolute path")
                    continue
                }
            }
            return result.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }
        }
    }
}

extension String {
    fileprivate var replacingTildeAndSlash: String {
        replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    fileprivate var trimmingSpaces: Substring {
        drop { $0 == " " }
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
