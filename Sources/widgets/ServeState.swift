import Foundation
import WidgetJSON
import WidgetLogs

/// What `widgets serve` keeps between runs in `<state>/widgets/serve.json` (private, 0600): the
/// address, port and token it served on, so a page left open reconnects to the next run by
/// itself (its cookie names the port and holds the token). A file that cannot be read counts
/// as none.
struct ServeState: Sendable, Hashable {
    var address: String
    var port: UInt16
    var token: String

    /// `<state directory>/serve.json`.
    static func path(environment: [String: String]) -> String {
        DefaultPaths.stateDirectory(environment: environment) + "/serve.json"
    }

    static func load(_ path: String) -> ServeState? {
        guard let data = FileManager.default.contents(atPath: path), let json = try? JSONValue(parsing: Array(data)),
            let address = json["address"]?.stringValue, let port = json["port"]?.intValue, let token = json["token"]?.stringValue,
            let port = UInt16(exactly: port), port > 0
        else { return nil }
        return ServeState(address: address, port: port, token: token)
    }

    /// Writes the file (its folder made private if new), replacing it atomically.
    func save(_ path: String) {
        let json: JSONValue = ["address": .string(address), "port": .int(Int64(port)), "token": .string(token)]
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = path + ".\(getpid()).tmp"
        guard
            FileManager.default.createFile(
                atPath: temporary, contents: Data((json.serializedString() + "\n").utf8), attributes: [.posixPermissions: 0o600])
        else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }
}
