import WidgetJSON
import WidgetProtocol

/// The user's dashboards: for each kind (trip, airport), the installed widgets it shows, in
/// order (`$XDG_CONFIG_HOME/widgets/dashboards.json`, else `~/.config/widgets/…`;
/// `protocol/bundle.md`, "The user's dashboards").
///
/// `widgets install` adds a new widget to the end of each dashboard it joins, `widgets remove`
/// takes it off, and the editor of `serve` and the live view adds, removes and moves. A
/// value: the caller loads it, changes it and saves it (atomically).
public struct DashboardLayout: Sendable, Hashable {
    /// The widget ids each dashboard shows, in order.
    public var dashboards: [DashboardKind: [String]]

    public init(dashboards: [DashboardKind: [String]] = [:]) {
        self.dashboards = dashboards
    }

    /// `$XDG_CONFIG_HOME/widgets/dashboards.json`, else `~/.config/widgets/dashboards.json`.
    public static func path(environment: [String: String]) -> String {
        configDirectory(environment: environment) + "/dashboards.json"
    }

    /// `$XDG_CONFIG_HOME/widgets`, else `~/.config/widgets` (a relative one is ignored).
    public static func configDirectory(environment: [String: String]) -> String {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return (config.hasSuffix("/") ? String(config.dropLast()) : config) + "/widgets"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return home + "/.config/widgets"
    }

    /// The ids `kind` shows, in order.
    public subscript(kind: DashboardKind) -> [String] {
        get { dashboards[kind] ?? [] }
        set { dashboards[kind] = newValue }
    }

    // MARK: - Changes

    /// Adds `id` at the end of `kind` (or at `index`) unless it is there already. True when it changed.
    @discardableResult
    public mutating func add(_ id: String, to kind: DashboardKind, at index: Int? = nil) -> Bool {
        guard !self[kind].contains(id) else { return false }
        let position = min(max(index ?? self[kind].count, 0), self[kind].count)
        self[kind].insert(id, at: position)
        return true
    }

    /// Takes `id` off `kind` (every kind when nil). True when it changed.
    @discardableResult
    public mutating func remove(_ id: String, from kind: DashboardKind? = nil) -> Bool {
        var changed = false
        for each in kind.map({ [$0] }) ?? DashboardKind.allCases where self[each].contains(id) {
            self[each].removeAll { $0 == id }
            changed = true
        }
        return changed
    }

    /// Moves `id` by `offset` places in `kind` (−1 up, +1 down), stopping at either end. True when it moved.
    @discardableResult
    public mutating func move(_ id: String, by offset: Int, in kind: DashboardKind) -> Bool {
        guard let from = self[kind].firstIndex(of: id) else { return false }
        let to = min(max(from + offset, 0), self[kind].count - 1)
        guard to != from else { return false }
        self[kind].remove(at: from)
        self[kind].insert(id, at: to)
        return true
    }

    // MARK: - The file

    /// The layout at `path`; nil when there is none (the dashboards then show the bundled examples).
    /// - Throws: ``BundleError/layoutInvalid(_:_:)`` for a file that is there but not a layout.
    public static func load(_ path: String) throws(BundleError) -> DashboardLayout? {
        guard FileSystem.kind(path) != nil else { return nil }
        guard let bytes = FileSystem.contents(path, limit: 1 << 20) else { throw .unreadable(path, FileSystem.reason()) }
        let json: JSONValue
        do { json = try JSONValue(parsing: bytes, maxDepth: 8) } catch {
            throw .layoutInvalid(path, "it is not valid JSON (\(error))")
        }
        guard case .object(let root) = json, root["version"]?.intValue == 1, case .object(let kinds)? = root["dashboards"] else {
            throw .layoutInvalid(path, "it is not {\"version\": 1, \"dashboards\": {\"trip\": [...], \"airport\": [...]}}")
        }
        if let unknown = root.keys.first(where: { !["$schema", "version", "dashboards"].contains($0) }) {
            throw .layoutInvalid(path, "\"\(unknown)\" is not a key of a layout (version, dashboards)")
        }
        var layout = DashboardLayout()
        for (key, value) in kinds {
            guard let kind = DashboardKind(rawValue: key) else { throw .layoutInvalid(path, "\"\(key)\" is not a dashboard") }
            guard case .array(let items) = value, let ids = Optional(items.compactMap(\.stringValue)), ids.count == items.count else {
                throw .layoutInvalid(path, "the \(key) dashboard is not a list of widget ids")
            }
            var seen: Set<String> = []
            layout[kind] = ids.filter { seen.insert($0).inserted }
        }
        return layout
    }

    /// Writes the layout to `path` atomically, making its folder (private) if need be.
    public func save(_ path: String) throws(BundleError) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        if !folder.isEmpty { try FileSystem.makeDirectories(folder) }
        var kinds = JSONObject()
        for kind in DashboardKind.allCases where dashboards[kind] != nil {
            kinds[kind.rawValue] = .array(self[kind].map { .string($0) })
        }
        let json: JSONValue = ["version": 1, "dashboards": .object(kinds)]
        try FileSystem.writeAtomically(json.serialized() + [10], to: path, mode: 0o600)
    }
}
