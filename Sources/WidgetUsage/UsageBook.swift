import Foundation
import WidgetJSON

#if canImport(Glibc)
import Glibc
#endif

/// The usage counts kept on this machine, by `widgetType`: `$XDG_STATE_HOME/widgets/usage.json`
/// (private, 0600). Nothing is sent anywhere; ``UsageSettings`` turns the counting off.
///
/// Runs add what they counted (``add(_:)``) under a lock, read, added to and written back
/// atomically, so two dashboards at once lose nothing.
public struct UsageBook: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// `<state>/usage.json` for a state folder such as `$XDG_STATE_HOME/widgets`.
    public static func path(stateDirectory: String) -> String { stateDirectory + "/usage.json" }

    /// What is kept: the counts by widgetType, and since when.
    public struct Contents: Sendable, Hashable {
        public var since: Date?
        public var counts: [String: UsageCounts]
    }

    /// The counts kept (none when there is no file; a damaged file counts as none).
    public func read() -> Contents {
        guard let data = FileManager.default.contents(atPath: path), let json = try? JSONValue(parsing: Array(data), maxDepth: 8),
            json["version"]?.intValue == 1
        else { return Contents(since: nil, counts: [:]) }
        var counts: [String: UsageCounts] = [:]
        if case .object(let types)? = json["widgetTypes"] {
            for (type, value) in types { counts[type] = UsageCounts(json: value) }
        }
        let since = json["since"]?.stringValue.flatMap { ISO8601DateFormatter().date(from: $0) }
        return Contents(since: since, counts: counts)
    }

    /// Adds `counts` to what is kept. Throws when the file cannot be written (the caller says so).
    public func add(_ counts: [String: UsageCounts], now: Date = Date()) throws {
        guard !counts.isEmpty else { return }
        try locked {
            var contents = read()
            for (type, more) in counts { contents.counts[type] = (contents.counts[type] ?? UsageCounts()) + more }
            try write(Contents(since: contents.since ?? now, counts: contents.counts))
        }
    }

    /// Forgets every count (`widgets stats --reset`).
    public func reset() throws {
        try locked { try? FileManager.default.removeItem(atPath: path) }
    }

    private func write(_ contents: Contents) throws {
        var types = JSONObject()
        for (type, counts) in contents.counts.sorted(by: { $0.key < $1.key }) { types[type] = counts.json }
        let json: JSONValue = [
            "version": 1, "since": contents.since.map { .string(ISO8601DateFormatter().string(from: $0)) } ?? .null,
            "widgetTypes": .object(types),
        ]
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = path + ".tmp-\(getpid())"
        guard
            FileManager.default.createFile(
                atPath: temporary, contents: Data(json.serialized() + [10]), attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary]) }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// `body` under an exclusive `flock` of `<path>.lock` (waiting for another run's save).
    private func locked(_ body: () throws -> Void) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let fd = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path + ".lock"]) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        try body()
    }
}

/// The switch: whether usage is counted at all (`$XDG_CONFIG_HOME/widgets/settings.json`,
/// `{"usageStats": false}`; `widgets stats --off` and `--on` set it). On unless turned off.
public struct UsageSettings: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// `<config>/settings.json` for a config folder such as `$XDG_CONFIG_HOME/widgets`.
    public static func path(configDirectory: String) -> String { configDirectory + "/settings.json" }

    public var isOn: Bool {
        guard let data = FileManager.default.contents(atPath: path), let json = try? JSONValue(parsing: Array(data), maxDepth: 8) else {
            return true
        }
        return json["usageStats"]?.boolValue ?? true
    }

    /// Turns counting on or off, keeping the file's other settings.
    public func set(_ on: Bool) throws {
        var object = JSONObject()
        if let data = FileManager.default.contents(atPath: path), case .object(let existing)? = try? JSONValue(parsing: Array(data)) {
            object = existing
        }
        object["usageStats"] = .bool(on)
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data(JSONValue.object(object).serialized() + [10]).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
